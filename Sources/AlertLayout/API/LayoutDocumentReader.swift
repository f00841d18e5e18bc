/// Reads a layout document from JSON by the client rules of docs/layout.md, for clients
/// written in Swift and for `alert-render draw`.
///
/// A document of this version or an older 1.x one must match the format exactly: an unknown
/// key or value is an error, as the schema makes it. A newer minor version (1.5 for this 1.1
/// reader) is read by the rules every client follows: unknown keys and blocks of unknown
/// `type` are skipped, unknown values fall back (a button `style` to `link`, an action
/// `kind` to `dismiss`), and each is reported as a note. A newer major version is refused.
/// In any version, a button or action naming an action or dialog the document lacks is noted
/// with what a client does with it (docs/layout.md, "Flows").
///
/// ```swift
/// let reading = try LayoutDocumentReader(file: "alert.json").read(bytes)
/// for note in reading.notes { print(note) }
/// let page = LayoutHTMLEncoder().encode(reading.document)
/// ```
public struct LayoutDocumentReader: Sendable {
  /// A document and what was skipped or replaced to read it.
  public struct Reading: Sendable, Equatable {
    /// The document, holding only what this version knows.
    public var document: LayoutDocument
    /// What was skipped or replaced, in document order: empty for a document of a known
    /// version whose buttons all name actions and dialogs it holds.
    public var notes: [Note]
  }

  /// Something of a newer minor version that was skipped or replaced, or a reference to a
  /// missing action or dialog.
  public struct Note: Report, Equatable {
    /// The file, the JSON path of the value and, once the document's bytes were read, its
    /// line and column.
    public var location: ReportLocation
    /// `path: sentence`: the JSON path (`(root)` for the document), then what was found and
    /// what was done with it.
    public var message: String

    /// A note at `path` of the document in `file`, saying `sentence`.
    init(file: String, path: String, sentence: String) {
      location = ReportLocation(file: file, path: path)
      message = "\(LayoutDocumentError.name(path)): \(sentence)"
    }

    /// The JSON path of the value, such as `body[3].type`.
    public var path: String { location.path ?? "" }

    /// A note is a warning: the document is drawn without what it names.
    public var severity: Severity { .warning }

    /// `file:line:column: warning: message`, with control and format characters escaped.
    public var description: String {
      "\(location): warning: \(message)".escapedForTerminal
    }
  }

  /// The name messages give the document: its path, or `<stdin>`.
  public let file: String
  /// The largest string the document may hold, in bytes.
  public var maxStringBytes = 1 << 20
  /// The most notes kept, the first in the document; one more then says how many were left
  /// out. A newer minor document may hold any number of unknown keys.
  public var maxNotes = 100

  /// A reader of documents from `file`, which names them in messages.
  public init(file: String) {
    self.file = file
  }

  /// Reads the document in `bytes`, UTF-8 JSON, as `alert-render` writes it.
  ///
  /// Memory stays near the size of `bytes` plus the document made of them: no JSON tree is
  /// built, and what the reader does not know is passed over unread.
  public func read(_ bytes: some Collection<UInt8>) throws(LayoutDocumentError) -> Reading {
    try withValidated(Array(bytes)) { (root) throws(LayoutDocumentError) in
      try read(root, at: "", locating: true)
    }
  }

  /// Reads the document `value`, found at `path` of its input (such as `layout` inside a
  /// batch record); messages name paths from there.
  package func read(_ value: JSONValue, at path: String = "") throws(LayoutDocumentError) -> Reading
  {
    try withValidated(value.jsonBytes) { (root) throws(LayoutDocumentError) in
      try read(root, at: path, locating: false)
    }
  }

  /// Calls `body` with the value in `bytes`, once they are known to be UTF-8 JSON within
  /// the reader's bounds.
  package func withValidated<Value>(
    _ bytes: [UInt8], _ body: (JSONSpan) throws(LayoutDocumentError) -> Value
  ) throws(LayoutDocumentError) -> Value {
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      throw .invalidUTF8(file: file, offset: offset)
    }
    let result = bytes.withUnsafeBufferPointer {
      buffer -> Swift.Result<Value, LayoutDocumentError> in
      do throws(JSONSyntaxError) {
        try JSONParser.validate(buffer, limits: Self.limits(maxStringBytes))
      } catch {
        return .failure(.malformedJSON(file: file, error))
      }
      do throws(LayoutDocumentError) {
        return .success(try body(JSONSpan.document(in: buffer)))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// The bounds of a document's JSON.
  package static func limits(_ maxStringBytes: Int) -> JSONLimits {
    .init(maxDepth: 64, maxStringBytes: maxStringBytes)
  }

  /// Reads the document `value` at `path`; with `locating`, errors and notes get their line
  /// and column in the bytes `value` lies in.
  package func read(_ value: JSONSpan, at path: String, locating: Bool) throws(LayoutDocumentError)
    -> Reading
  {
    var decoder = LayoutDocumentDecoder(
      file: file, maxStringBytes: maxStringBytes, maxNotes: maxNotes)
    do {
      let document = try decoder.document(value, at: JSONPath(path))
      decoder.noteDanglingReferences(of: document, in: value, at: JSONPath(path))
      return Reading(
        document: document, notes: decoder.finishedNotes(in: locating ? value.bytes : nil))
    } catch {
      throw locating ? error.located(in: value.bytes) : error
    }
  }
}
