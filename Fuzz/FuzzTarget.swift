import Foundation

/// The libFuzzer entry point: frame, decode, render and encode one input, checking
/// invariants.
///
/// Compiled by `Scripts/fuzz` (not by SwiftPM) into one module with the three library targets,
/// so it sees internal API such as `JSONParser`. The first input byte picks the options (locale,
/// theme, text width and colour), the second how the rest is read (one alert, a JSON array or
/// NDJSON, and how the batch is cut into blocks); the rest is the input, so seeds are
/// examples with two selector bytes in front.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 1 else { return 0 }
  let input = UnsafeBufferPointer(start: data, count: size)
  let options = FuzzOptions(selector: input[0])
  let body = UnsafeBufferPointer(rebasing: input[2...])
  switch FuzzBatch(selector: input[1]) {
  case nil: FuzzHarness.run(json: body, options: options)
  case let batch?: FuzzHarness.runBatch(Array(body), batch: batch, options: options)
  }
  return 0
}

/// What the second selector byte chooses: bits 0–1 the input's form (one alert, a JSON array,
/// NDJSON, one alert), bits 2–4 the block size the framer is fed in, bits 5–7 the element
/// limit, small ones so that elements over it are common.
struct FuzzBatch {
  /// Whether the input is a JSON array (else NDJSON).
  var isArray: Bool
  /// The size of the blocks the framer gets, compared with framing the input in one block.
  var blockSize: Int
  /// The largest element, in bytes.
  var maxElementBytes: Int

  /// The batch `selector` picks, or nil for a single alert.
  init?(selector: UInt8) {
    switch selector & 0x03 {
    case 1: isArray = true
    case 2: isArray = false
    default: return nil
    }
    blockSize = [1, 2, 3, 5, 16, 64, 1_000, 1 << 16][Int((selector >> 2) & 0x07)]
    maxElementBytes = [1 << 20, 1, 8, 40, 200, 1_000, 4_000, 1 << 20][Int(selector >> 5)]
  }
}

/// What one selector byte chooses: bits 0–3 the locale, bit 4 the theme, bit 5 colour,
/// bits 6–7 the text width (1 is raised to the encoder's minimum).
struct FuzzOptions {
  /// The locale requested, well-formed or not.
  var locale: String
  /// The theme the document carries.
  var theme: Theme
  /// Whether the text preview is coloured.
  var color: Bool
  /// The text preview's width in columns, before the encoder's minimum applies.
  var width: Int

  /// The options `selector` picks.
  init(selector: UInt8) {
    locale = FuzzHarness.locales[Int(selector & 0x0F)]
    theme = selector & 0x10 == 0 ? .light : .dark
    color = selector & 0x20 != 0
    width = [80, 1, 41, 132][Int(selector >> 6)]
  }
}

/// The renderer and the checks the fuzz target applies to every input.
enum FuzzHarness {
  /// The shipped rules and catalogs, loaded once: loading per input would drown the signal.
  static let renderer: AlertRenderer = {
    // Scripts/fuzz compiles a snapshot of the sources, so #filePath is no guide to the root.
    let root = URL(
      fileURLWithPath: ProcessInfo.processInfo.environment["ALERT_RENDER_ROOT"]
        ?? FileManager.default.currentDirectoryPath)
    do {
      return try AlertRenderer(
        rulesDirectories: [root.appendingPathComponent("Rules")],
        localizationDirectories: [root.appendingPathComponent("Localizations")])
    } catch {
      fatalError(
        "The shipped content does not load from \(root.path) (set ALERT_RENDER_ROOT): \(error)")
    }
  }()

  /// Supported locales, a CLDR fallback, the pseudo-locale, then hostile requests: sixteen,
  /// one per value of the selector's low four bits.
  static let locales: [String] = [
    "en-US", "en-GB", "es-419", "es-MX", "fr", "en-XA", "es_MX.UTF-8@euro", "ar-EG",
    "", "x", "zz-ZZ-ZZ", "en--US", "\u{0}\u{FFFF}", "../../etc/passwd", "<script>",
    String(repeating: "é", count: 300),
  ]

  /// What the HTML page holds whatever the alert says; more would mean injected markup.
  static let htmlBaseline: [String: Int] = {
    let example =
      #"{"id": "a", "type": 1, "events": [{"data": {"match": "IDEMAILADDR", "email": "x"}}]}"#
    guard let document = try? renderer.render(json: Array(example.utf8), locale: "en-US") else {
      fatalError("The baseline alert does not render")
    }
    return markupCounts(LayoutHTMLEncoder().encode(document))
  }()

  /// How often each kind of active markup appears in `html`, ignoring case.
  static func markupCounts(_ html: String) -> [String: Int] {
    let lowered = html.lowercased()
    var counts: [String: Int] = [:]
    // Text such as "javascript:" is harmless here: no document text becomes a link or source.
    for tag in [
      "<script", "</script", "<iframe", "<object", "<embed", "<style", "<img", "<meta", "<link",
    ] {
      counts[tag] = lowered.components(separatedBy: tag).count - 1
    }
    return counts
  }

  /// Renders `json` as `options` say and pushes the document through every encoder; reads
  /// it as a layout document too, which must fail with a message or give a drawable document.
  static func run(json: UnsafeBufferPointer<UInt8>, options: FuzzOptions) {
    do {
      let reading = try LayoutDocumentReader(file: "fuzz").read(json)
      encodeText(reading.document, options: options)
      encodeHTML(reading.document)
    } catch {
      require(!error.message.isEmpty, "a document error without a message")
    }
    let document: LayoutDocument
    do {
      document = try renderer.render(json: json, locale: options.locale, theme: options.theme)
    } catch {
      // A rejected input must still explain itself in a sentence.
      let message = error.description
      require(!message.isEmpty && message.hasSuffix("."), "unclear error: \(message)")
      if let path = error.path { require(!path.isEmpty, "empty path in \(message)") }
      return
    }
    check(document, json: json)
    encodeJSON(document)
    encodeText(document, options: options)
    encodeHTML(document)
  }

  /// Frames `bytes` as `batch` says and checks the framing: it must not depend on where
  /// blocks end, must name each element's true position, and must agree with the parser
  /// (array) or a plain split (NDJSON); the first element is rendered as a single alert is,
  /// and the errors of the first sixteen must lie inside them.
  static func runBatch(_ bytes: [UInt8], batch: FuzzBatch, options: FuzzOptions) {
    func frame(blockSize: Int) -> [BatchElement] {
      if batch.isArray {
        var framer = JSONArrayFramer(maxElementBytes: batch.maxElementBytes)
        return framer.elements(of: bytes, blockSize: blockSize)
      }
      var framer = LineFramer(maxLineBytes: batch.maxElementBytes)
      return framer.elements(of: bytes, blockSize: blockSize)
    }
    let elements = frame(blockSize: bytes.count)
    require(frame(blockSize: batch.blockSize) == elements, "framing depends on block boundaries")
    require(elements.map(\.index) == Array(elements.indices), "elements are misnumbered")
    let offsets = elements.map(\.offset)
    require(offsets == offsets.sorted(), "elements are out of order")
    require(offsets.allSatisfy { $0 <= bytes.count }, "an element starts past the end")
    let places = linesAndColumns(of: offsets, in: bytes)
    var previousEnd = 0
    for (position, element) in elements.enumerated() {
      require(element.offset >= previousEnd, "element \(position) overlaps the one before")
      let (line, column) = places[position]
      require(
        (element.line, element.column) == (line, column),
        "element \(position) is placed at \(element.line):\(element.column), not \(line):\(column)")
      switch element.content {
      case .alert(let alert):
        require(alert.count <= batch.maxElementBytes, "element \(position) is over the limit")
        require(
          bytes[element.offset...].starts(with: alert), "element \(position) is not its input")
        previousEnd = element.offset + alert.count
      case .tooLarge(let count):
        require(count > batch.maxElementBytes, "element \(position) is within the limit")
        previousEnd = element.offset + count
      case .broken(let error):
        require(position == elements.count - 1, "an element follows a break")
        require(batch.isArray, "NDJSON framing broke")
        require(error.offset == element.offset, "the break is misplaced")
        require(error.description.hasSuffix("."), "unclear framing error: \(error)")
      }
    }
    if batch.isArray {
      checkArrayAgainstParser(bytes, elements: elements)
    } else {
      checkLinesAgainstSplit(bytes, elements: elements, limit: batch.maxElementBytes)
    }
    // Rendering is what single inputs fuzz; here only the first element is rendered, so that
    // batches stay cheap enough to explore framing.
    if case .alert(let alert)? = elements.first?.content {
      alert.withUnsafeBufferPointer { run(json: $0, options: options) }
    }
    for element in elements.prefix(16) {
      guard case .alert(let alert) = element.content else { continue }
      do {
        _ = try Alert(json: alert)
      } catch {
        if case .malformedJSON(let syntax) = element.locating(error) {
          require(
            syntax.offset >= element.offset && syntax.offset <= element.offset + alert.count
              && syntax.line >= element.line, "an element's error is placed outside it")
        }
      }
    }
  }

  /// The 1-based line and column (in characters, a leading byte order mark not counted) of
  /// each of `offsets` (ascending), counted the slow way, in one pass.
  static func linesAndColumns(of offsets: [Int], in bytes: [UInt8]) -> [(Int, Int)] {
    var line = 1
    var column = 1
    var position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var result: [(Int, Int)] = []
    for offset in offsets {
      // An offset inside the byte order mark counts it, as the parser does before it.
      if offset < position {
        position = 0
        (line, column) = (1, 1)
      }
      while position < offset {
        if bytes[position] == 0x0A {
          line += 1
          column = 1
        } else if bytes[position] & 0xC0 != 0x80 {
          column += 1
        }
        position += 1
      }
      result.append((line, column))
    }
    return result
  }

  /// A well-formed array has exactly the elements the parser finds, each parsing alone to the
  /// same value.
  static func checkArrayAgainstParser(_ bytes: [UInt8], elements: [BatchElement]) {
    let limits = JSONLimits(maxDepth: 100_000, maxStringBytes: 1 << 30)
    guard case .array(let values)? = try? JSONParser.parse(bytes, limits: limits) else { return }
    require(
      elements.count == values.count, "\(elements.count) elements, the parser saw \(values.count)")
    for (element, value) in zip(elements, values) {
      switch element.content {
      case .alert(let alert):
        require(
          (try? JSONParser.parse(alert, limits: limits)) == value,
          "element \(element.index) parses to another value")
      case .tooLarge:
        break
      case .broken:
        fail("a well-formed array broke at element \(element.index)")
      }
    }
  }

  /// NDJSON framing is a split at line feeds, without `\r` endings and blank lines.
  static func checkLinesAgainstSplit(_ bytes: [UInt8], elements: [BatchElement], limit: Int) {
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    if lines.last?.isEmpty == true { lines.removeLast() }
    let expected: [BatchElement.Content] = lines.compactMap { line in
      guard line.count <= limit else { return .tooLarge(bytes: line.count) }
      let text = line.last == 0x0D ? Array(line.dropLast()) : line
      if text.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return nil }
      return .alert(text)
    }
    require(elements.map(\.content) == expected, "NDJSON framing differs from a split")
  }

  /// Invariants every rendered document keeps, whatever the input.
  static func check(_ document: LayoutDocument, json: UnsafeBufferPointer<UInt8>) {
    guard let alert = try? Alert(json: json) else {
      fail("rendered an alert that does not decode")
    }
    let items = document.body.compactMap { block -> [LayoutDocument.Detail]? in
      if case .details(let details) = block { return details.items }
      return nil
    }
    require(items.count == 1, "expected one details block, found \(items.count)")
    require(
      items[0].map(\.eventIndex) == Array(alert.events.indices), "an event was dropped or reordered"
    )
    require(document.alert.id == alert.id, "the alert id changed")
  }

  /// The JSON encoder, pretty and compact, each checked to produce output that our own strict
  /// parser reads and that decodes back to the same document.
  static func encodeJSON(_ document: LayoutDocument) {
    for pretty in [true, false] {
      let data: Data
      do {
        data = try document.jsonData(pretty: pretty)
      } catch {
        fail("the JSON encoder failed: \(error)")
      }
      let limits = JSONLimits(maxDepth: 64, maxStringBytes: 1 << 30)
      guard (try? JSONParser.parse(data, limits: limits)) != nil else {
        fail("the JSON encoder wrote JSON the parser rejects")
      }
      guard let decoded = try? JSONDecoder().decode(LayoutDocument.self, from: data),
        decoded == document
      else {
        fail("the JSON does not decode back to the same document")
      }
      guard let reading = try? LayoutDocumentReader(file: "fuzz").read(data),
        reading.document == document, reading.notes.isEmpty
      else {
        fail("LayoutDocumentReader does not read the JSON back as the same document")
      }
    }
  }

  /// The terminal preview: no line wider than asked, and no control character from the data
  /// that could move the cursor or retitle the terminal.
  static func encodeText(_ document: LayoutDocument, options: FuzzOptions) {
    let encoder = LayoutTextEncoder(width: options.width, color: options.color)
    let text = encoder.encode(document)
    for scalar in text.unicodeScalars
    where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
      || scalar.properties.generalCategory == .format && scalar != "\u{200D}"
        && !(0xE0020...0xE007F).contains(scalar.value)
    {
      require(
        scalar == "\n" || (options.color && scalar == "\u{1B}"),
        "the text preview holds the control or format character U+"
          + String(scalar.value, radix: 16))
    }
    if !options.color {
      for line in text.split(separator: "\n") {
        require(
          TextCanvas.displayWidth(line) <= encoder.width,
          "a preview line is wider than \(encoder.width) columns")
      }
    }
  }

  /// The HTML page: no markup beyond what every page has, whatever the texts say.
  static func encodeHTML(_ document: LayoutDocument) {
    let counts = markupCounts(LayoutHTMLEncoder().encode(document))
    require(counts == htmlBaseline, "the page holds injected markup: \(counts)")
  }

  /// Stops the run when an invariant breaks; `fatalError`, unlike `precondition`, keeps its
  /// message in optimized builds, so the crash report says which invariant it was.
  static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fail(message()) }
  }

  /// Stops the run with `message`.
  static func fail(_ message: String) -> Never {
    fatalError("fuzz invariant: " + message)
  }
}
