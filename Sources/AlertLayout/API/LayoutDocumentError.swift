/// A layout document that cannot be drawn, naming the file and the JSON path.
///
/// Documents come from other servers and other versions, so each message says what was
/// expected, quotes what was found and, for a misspelt key or value, suggests the closest
/// valid one.
public enum LayoutDocumentError: Error, Report, Equatable {
  /// The input is not valid UTF-8 at `offset`.
  case invalidUTF8(file: String, offset: Int)
  /// The input is not well-formed JSON.
  case malformedJSON(file: String, JSONSyntaxError)
  /// The document's major version is newer than this client's: drawing it could misstate it.
  case newerMajorVersion(file: String, found: String, supported: String)
  /// A required key is absent.
  case missingKey(file: String, path: String, expected: String)
  /// A value has the wrong JSON type or an unacceptable value.
  case invalidValue(file: String, path: String, expected: String, found: String)
  /// An object of a document of a known version holds a key that version does not define
  /// (only a newer minor version may add keys).
  case unknownKey(file: String, path: String, key: String, version: String, valid: [String])
  /// A document of a known version holds a value that version does not define, such as a
  /// block `type` or a button `style` (only a newer minor version may add values).
  case unknownValue(file: String, path: String, value: String, version: String, valid: [String])
  /// Another error, with the line and column of the JSON value it concerns.
  indirect case located(LayoutDocumentError, line: Int, column: Int)

  /// The name the document was read under, `LayoutDocumentReader.file`.
  public var file: String {
    switch self {
    case .invalidUTF8(let file, _), .malformedJSON(let file, _),
      .newerMajorVersion(let file, _, _), .missingKey(let file, _, _),
      .invalidValue(let file, _, _, _), .unknownKey(let file, _, _, _, _),
      .unknownValue(let file, _, _, _, _):
      return file
    case .located(let error, _, _):
      return error.file
    }
  }

  /// The JSON path inside the document, when the error concerns one value.
  public var path: String? {
    switch self {
    case .invalidUTF8, .malformedJSON: return nil
    case .newerMajorVersion: return "schemaVersion"
    case .missingKey(_, let path, _), .invalidValue(_, let path, _, _),
      .unknownKey(_, let path, _, _, _), .unknownValue(_, let path, _, _, _):
      return path
    case .located(let error, _, _):
      return error.path
    }
  }

  /// The sentence without the file name, starting with the JSON path.
  public var message: String {
    switch self {
    case .invalidUTF8(_, let offset):
      return "The input is not valid UTF-8 at byte \(offset); expected UTF-8 JSON."
    case .malformedJSON(_, let error):
      return error.description
    case .newerMajorVersion(_, let found, let supported):
      let major = supported.prefix { $0 != "." }
      return
        "schemaVersion: the document is version \(cut: found), but this client "
        + "draws \(major).x documents (up to \(supported)); a new major version changes "
        + "meaning, so the document is not drawn. Update alert-render to draw it."
    case .missingKey(_, let path, let expected):
      return "\(Self.name(path)): missing; expected \(expected)."
    case .invalidValue(_, let path, let expected, let found):
      return "\(Self.name(path)): expected \(expected), found \(found)."
    case .unknownKey(_, let path, let key, let version, let valid):
      return
        "\(Self.name(path)): unknown key '\(cut: key)'; a \(version) document "
        + "has only \(Self.list(valid)) here." + Suggestion.didYouMean(key, among: valid)
    case .unknownValue(_, let path, let value, let version, let valid):
      return
        "\(Self.name(path)): unknown value \"\(cut: value)\"; a \(version) "
        + "document has only \(Self.list(valid)) here." + Suggestion.didYouMean(value, among: valid)
    case .located(let error, _, _):
      return error.message
    }
  }

  /// The file, the JSON path and, when known, the 1-based line and column.
  public var location: ReportLocation {
    var location = ReportLocation(file: file, path: path)
    switch self {
    case .malformedJSON(_, let error): (location.line, location.column) = (error.line, error.column)
    case .located(_, let line, let column): (location.line, location.column) = (line, column)
    default: break
    }
    return location
  }

  /// Always `.error`: the document is not drawn.
  public var severity: Severity { .error }

  /// `file:line:column: error: message`, with control and format characters escaped.
  public var description: String {
    "\(location): error: \(message)".escapedForTerminal
  }

  /// This error with the line and column of its path in `bytes`, a valid JSON document; a
  /// missing key is placed at the object that lacks it, one missing from the document itself
  /// nowhere but the file.
  func located(in bytes: UnsafeBufferPointer<UInt8>) -> LayoutDocumentError {
    guard location.line == nil, var path else { return self }
    let root = JSONSpan.document(in: bytes)
    while !path.isEmpty {
      if let offset = root.offset(of: path) {
        let position = JSONParser.positions(of: [offset], in: bytes)[0]
        return .located(self, line: position.line, column: position.column)
      }
      guard let end = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
      path = String(path[..<end])
    }
    return self
  }

  /// A path as messages show it: `(root)` for the document itself.
  static func name(_ path: String) -> String {
    path.isEmpty ? "(root)" : path
  }

  private static func list(_ names: [String]) -> String {
    names.map { "'\($0)'" }.joined(separator: ", ")
  }
}
