import Foundation

/// The `draw` target: arbitrary bytes read as a layout document, as `alert-render draw` reads
/// them, and the document through every encoder.
///
/// The first byte picks the text preview's width and colour (bits as in `FuzzOptions`), and
/// with its low four bits all set, tight reader limits (a 64-byte string, three notes); the
/// rest is the document, so seeds are documents with one byte in front. Checked:
///
/// - `JSONParser.validate` agrees with `parse`, and a `JSONSpan` reads what `parse` builds;
/// - a refused document has a one-sentence reason, and a path that places it in the file;
/// - the document reads the same from a parsed `JSONValue` and as a batch element;
/// - notes are at most `maxNotes` and one more, each placed in the file;
/// - every encoder draws it: text and HTML as `FuzzHarness` checks them, each the same whole
///   and in parts; the page opens each dialog by an id no other element has first; the JSON
///   writer writes it and the reader reads that back as the same document, without notes.
enum DrawFuzzHarness {
  static func run(_ input: UnsafeBufferPointer<UInt8>) {
    guard input.count > 1 else { return }
    let options = FuzzOptions(selector: input[0])
    let bytes = Array(input[1...])
    var reader = LayoutDocumentReader(file: "fuzz")
    if input[0] & 0x0F == 0x0F {
      reader.maxStringBytes = 64
      reader.maxNotes = 3
    }
    checkSpans(bytes, limits: LayoutDocumentReader.limits(reader.maxStringBytes))
    let result: LayoutDocumentReader.Reading
    do {
      result = try reader.read(bytes)
    } catch {
      check(error, in: bytes, reader: reader)
      return
    }
    FuzzHarness.require(result.notes.count <= reader.maxNotes + 1, "too many notes")
    FuzzHarness.require(
      result.notes.dropLast(result.notes.count > reader.maxNotes ? 1 : 0).allSatisfy {
        $0.location.line != nil && $0.location.column != nil
      }, "a note is not placed in the file")
    checkOtherReadings(bytes, result: result, reader: reader)
    FuzzHarness.encodeText(result.document, options: options)
    FuzzHarness.encodeHTML(result.document)
    checkParts(result.document, options: options)
    checkDialogIDs(LayoutHTMLEncoder().encode(result.document))
    FuzzHarness.encodeJSON(result.document)
  }

  /// `validate` accepts what `parse` accepts, refusing the rest with the same error, and a span
  /// reads every value `parse` builds.
  static func checkSpans(_ bytes: [UInt8], limits: JSONLimits) {
    let parsed = Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes, limits: limits)
    }
    bytes.withUnsafeBufferPointer { buffer in
      do throws(JSONSyntaxError) {
        try JSONParser.validate(buffer, limits: limits)
        guard case .success(let value) = parsed else {
          FuzzHarness.fail("validate accepted what parse refused")
        }
        FuzzHarness.require(
          tree(JSONSpan.document(in: buffer)) == value, "a span reads another value than parse")
      } catch {
        FuzzHarness.require(parsed == .failure(error), "validate and parse disagree: \(error)")
      }
    }
  }

  /// The value `span` reads, built as a tree.
  static func tree(_ span: JSONSpan) -> JSONValue {
    switch span.kind {
    case .null: .null
    case .bool: .bool(span.bool ?? false)
    case .number: .number(span.number ?? "")
    case .string: .string(span.string ?? "")
    case .array: .array(span.elements.map(tree))
    case .object: .object(span.members.map { JSONMember(key: $0.key, value: tree($0.value)) })
    }
  }

  /// A refused document says why in a sentence, and where when it names a path.
  static func check(_ error: LayoutDocumentError, in bytes: [UInt8], reader: LayoutDocumentReader) {
    let reason = error.message
    FuzzHarness.require(
      !reason.isEmpty && (reason.hasSuffix(".") || reason.hasSuffix("?")),
      "unclear document error: \(reason)")
    if let line = error.location.line {
      FuzzHarness.require(
        line >= 1 && (error.location.column ?? 0) >= 1, "misplaced: \(error)")
    }
    // Bytes that are not UTF-8 are refused before they are parsed; a parsed value repaired them.
    if case .invalidUTF8 = error { return }
    checkParsedValue(bytes, isRefusedFor: reason, reader: reader)
  }

  /// A parsed value is refused for the same reason as its bytes: the reader of values and
  /// the reader of bytes are one.
  static func checkParsedValue(
    _ bytes: [UInt8], isRefusedFor reason: String, reader: LayoutDocumentReader
  ) {
    // A parsed value is refused for the same reason.
    if let value = try? JSONParser.parse(
      bytes, limits: LayoutDocumentReader.limits(reader.maxStringBytes))
    {
      do {
        _ = try reader.read(value)
        FuzzHarness.fail("a parsed value was read where its bytes were refused: \(reason)")
      } catch {
        FuzzHarness.require(
          error.message == reason, "a parsed value is refused otherwise: \(error.message)")
      }
    }
  }

  /// The document reads the same from a parsed value and as a batch element.
  static func checkOtherReadings(
    _ bytes: [UInt8], result: LayoutDocumentReader.Reading, reader: LayoutDocumentReader
  ) {
    let limits = LayoutDocumentReader.limits(reader.maxStringBytes)
    guard let value = try? JSONParser.parse(bytes, limits: limits),
      let fromValue = try? reader.read(value)
    else {
      FuzzHarness.fail("a document read from bytes was refused as a parsed value")
    }
    FuzzHarness.require(
      fromValue.document == result.document
        && fromValue.notes.map(\.message) == result.notes.map(\.message),
      "a parsed value reads as another document")
    guard case .document(let item)? = try? reader.readBatchItem(bytes) else {
      FuzzHarness.fail("a document was refused as a batch element")
    }
    FuzzHarness.require(item.document == result.document, "a batch element reads otherwise")
  }

  /// Text and HTML drawn in parts are the drawing.
  static func checkParts(_ document: LayoutDocument, options: FuzzOptions) {
    let text = LayoutTextEncoder(width: options.width, color: options.color)
    var parts: [String] = []
    text.encode(document) { parts.append($0) }
    FuzzHarness.require(parts.joined() == text.encode(document), "the text's parts differ")
    parts = []
    LayoutHTMLEncoder().encode(document) { parts.append($0) }
    FuzzHarness.require(
      parts.joined() == LayoutHTMLEncoder().encode(document), "the page's parts differ")
  }

  /// Each button's `data-dialog` names an id whose first element is a `<dialog>`: no other
  /// element took its id (as `x.y` and `x-y` both became `dialog-x-y`).
  static func checkDialogIDs(_ page: String) {
    var firstTag: [Substring: Substring] = [:]
    for match in page.matches(of: elementID) {
      if let id = match.output[2].substring, firstTag[id] == nil {
        firstTag[id] = match.output[1].substring
      }
    }
    for match in page.matches(of: dialogReference) {
      guard let id = match.output[1].substring else { continue }
      FuzzHarness.require(
        firstTag[id] == "dialog", "a button opens \(id), whose first element is not a dialog")
    }
  }

  // Regex literals need Swift 6 mode, which `Scripts/fuzz` does not ask for.
  private static let elementID = regex(#"<([a-z0-9]+)[^<>]*?\sid="([^"]*)""#)
  private static let dialogReference = regex(#"data-dialog="([^"]*)""#)

  private static func regex(_ pattern: String) -> Regex<AnyRegexOutput> {
    do {
      return try Regex(pattern)
    } catch {
      FuzzHarness.fail("the pattern \(pattern) does not compile: \(error)")
    }
  }
}
