import AlertLayout

/// A rule file or String Catalog that cannot be loaded, naming the file and the JSON path.
///
/// Resource files are edited by hand, so each message says what was expected, quotes what was
/// found and, for a misspelt key, suggests the closest valid one.
public enum ResourceError: Error, Report, Equatable {
  /// A file or directory could not be read.
  case unreadable(file: String, reason: String)
  /// The file is not well-formed JSON.
  case malformedJSON(file: String, JSONSyntaxError)
  /// An object holds a key the format does not define.
  case unknownKey(file: String, path: String, key: String, valid: [String])
  /// A required key is absent.
  case missingKey(file: String, path: String, expected: String)
  /// A value has the wrong JSON type or an unacceptable value.
  case invalidValue(file: String, path: String, expected: String, found: String)
  /// Two files of the same directory define the same rule.
  case duplicateRule(file: String, path: String, name: String, otherFile: String)
  /// A rule refers to something that does not exist, such as an undefined dialog.
  case unresolvedReference(file: String, path: String, name: String, valid: [String])
  /// Another error, with the line and column of the JSON value it concerns.
  indirect case located(ResourceError, line: Int, column: Int)

  /// The file the error concerns.
  public var file: String {
    switch self {
    case .unreadable(let file, _), .malformedJSON(let file, _), .unknownKey(let file, _, _, _),
      .missingKey(let file, _, _), .invalidValue(let file, _, _, _),
      .duplicateRule(let file, _, _, _), .unresolvedReference(let file, _, _, _):
      return file
    case .located(let error, _, _):
      return error.file
    }
  }

  /// The JSON path inside the file, when the error concerns one value.
  public var path: String? {
    switch self {
    case .unreadable, .malformedJSON: return nil
    case .unknownKey(_, let path, _, _), .missingKey(_, let path, _),
      .invalidValue(_, let path, _, _), .duplicateRule(_, let path, _, _),
      .unresolvedReference(_, let path, _, _):
      return path
    case .located(let error, _, _):
      return error.path
    }
  }

  /// The sentence without the file name, starting with the JSON path, so that callers can
  /// prefix `file:line:column:`.
  public var message: String {
    let at = path.map(JSONPath.cutForMessage) ?? ""
    switch self {
    case .unreadable(_, let reason):
      return reason
    case .malformedJSON(_, let error):
      return error.description
    case .unknownKey(_, _, let key, let valid):
      return "\(at): unknown key '\(cut: key)'; expected one of \(Self.list(valid))."
        + Suggestion.didYouMean(key, among: valid)
    case .missingKey(_, _, let expected):
      return "\(at): missing; expected \(expected)."
    case .invalidValue(_, _, let expected, let found):
      return "\(at): expected \(expected), found \(found)."
    case .duplicateRule(_, _, let name, let otherFile):
      return "\(at): '\(cut: name)' is already defined in \(otherFile); expected one rule per name."
    case .unresolvedReference(_, _, let name, let valid):
      return "\(at): '\(cut: name)' is not defined; expected one of \(Self.list(valid))."
        + Suggestion.didYouMean(name, among: valid)
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

  /// Always `.error`: the content does not load.
  public var severity: Severity { .error }

  /// `file:line:column: error: message`, or `file: error: message` when the position is
  /// unknown; control and format characters in names and values are escaped for the terminal,
  /// and a file name longer than any path a system opens is cut.
  public var description: String {
    "\(shownLocation): error: \(message)".escapedForTerminal
  }

  /// `location` with the file as messages name it: cut when longer than any path a system
  /// opens, and escaped for the terminal.
  package var shownLocation: ReportLocation {
    var location = location
    location.file = file.cutAsPath
    return location
  }

  /// This error with the line and column of its path in `data`, the file's bytes.
  package func located(in data: some Collection<UInt8>) -> ResourceError {
    guard location.line == nil, let path, let position = JSONParser.location(of: path, in: data)
    else {
      return self
    }
    return .located(self, line: position.line, column: position.column)
  }

  private static func list(_ names: [String]) -> String {
    names.isEmpty ? "nothing" : names.map { "'\(cut: $0)'" }.joined(separator: ", ")
  }
}
