/// Reads a layout document from JSON by the client rules of docs/layout.md, for clients
/// written in Swift and for `alert-render draw`.
///
/// A document of this version or an older 1.x one must match the format exactly: an unknown
/// key or value is an error, as the schema makes it. A newer minor version (1.5 for this 1.1
/// reader) is read by the rules every client follows: unknown keys and blocks of unknown
/// `type` are skipped, unknown values fall back (a button `style` to `link`, an action
/// `kind` to `dismiss`), and each is reported as a note. A newer major version is refused.
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
    /// What was skipped or replaced, in document order; empty for a document of a known
    /// version.
    public var notes: [Note]
  }

  /// Something of a newer minor version that was skipped or replaced.
  public struct Note: Report, Equatable {
    /// The file, the JSON path of the value and, once the document's bytes were read, its
    /// line and column.
    public var location: ReportLocation
    /// A sentence saying what was found and what was done with it.
    public var message: String

    /// A note at `path` of the document in `file`.
    init(file: String, path: String, message: String) {
      location = ReportLocation(file: file, path: path)
      self.message = message
    }

    /// The JSON path of the value, such as `body[3].type`.
    public var path: String { location.path ?? "" }

    /// A note is a warning: the document is drawn without what it names.
    public var severity: Severity { .warning }

    /// `path: message`.
    public var description: String { "\(LayoutDocumentError.name(path)): \(message)" }
  }

  /// The name messages give the document: its path, or `<stdin>`.
  public let file: String
  /// The largest string the document may hold, in bytes.
  public var maxStringBytes = 1 << 20

  /// A reader of documents from `file`, which names them in messages.
  public init(file: String) {
    self.file = file
  }

  /// Reads the document in `bytes`, UTF-8 JSON, as `alert-render` writes it.
  public func read(_ bytes: some Collection<UInt8>) throws(LayoutDocumentError) -> Reading {
    let bytes = Array(bytes)
    let value = try parse(bytes)
    do {
      var result = try read(value)
      for index in result.notes.indices {
        if let position = JSONParser.location(of: result.notes[index].path, in: bytes) {
          result.notes[index].location.line = position.line
          result.notes[index].location.column = position.column
        }
      }
      // Reading follows the format's structure; a person reads the file top to bottom.
      result.notes = result.notes.enumerated().sorted {
        let (a, b) = ($0.element.location, $1.element.location)
        return (a.line ?? .max, a.column ?? .max, $0.offset)
          < (b.line ?? .max, b.column ?? .max, $1.offset)
      }.map(\.element)
      return result
    } catch {
      throw error.located(in: bytes)
    }
  }

  /// The JSON value in `bytes`, which must be UTF-8 within the reader's bounds.
  package func parse(_ bytes: [UInt8]) throws(LayoutDocumentError) -> JSONValue {
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      throw .invalidUTF8(file: file, offset: offset)
    }
    do {
      return try JSONParser.parse(
        bytes, limits: .init(maxDepth: 64, maxStringBytes: maxStringBytes))
    } catch {
      throw .malformedJSON(file: file, error)
    }
  }

  /// Reads the document `value`, found at `path` of its input (such as `layout` inside a
  /// batch record); messages name paths from there.
  package func read(_ value: JSONValue, at path: String = "") throws(LayoutDocumentError) -> Reading
  {
    var decoder = LayoutDocumentDecoder(file: file, maxStringBytes: maxStringBytes)
    let document = try decoder.document(value, at: JSONPath(path))
    return Reading(document: document, notes: decoder.notes)
  }
}
