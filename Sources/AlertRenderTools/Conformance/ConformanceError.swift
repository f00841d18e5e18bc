import AlertLayout

/// Why the conformance kit or a client's results could not be read.
package enum ConformanceError: Error, CustomStringConvertible, Equatable {
  /// A file could not be read: `file` and the reason.
  case unreadable(file: String, reason: String)
  /// A file is not well-formed JSON.
  case malformedJSON(file: String, JSONSyntaxError)
  /// A value is not what the kit or the results format defines, at `path` (line and column
  /// when known).
  case invalid(file: String, line: Int?, column: Int?, path: String, reason: String)

  /// Whether the problem is in a file that cannot be read at all, rather than in its content.
  package var isUnreadable: Bool {
    if case .unreadable = self { return true }
    return false
  }

  /// `file:line:column`, as far as known.
  package var source: String {
    switch self {
    case .unreadable(let file, _): return file
    case .malformedJSON(let file, let error): return "\(file):\(error.line):\(error.column)"
    case .invalid(let file, let line, let column, _, _):
      return file + (line.map { ":\($0):\(column ?? 1)" } ?? "")
    }
  }

  /// The sentence after the source.
  package var reason: String {
    switch self {
    case .unreadable(_, let reason): return reason
    case .malformedJSON(_, let error): return error.message
    case .invalid(_, _, _, let path, let reason):
      return (path.isEmpty ? "" : JSONPath.cutForMessage(path) + ": ") + reason
    }
  }

  package var description: String { "\(source): error: \(reason)" }
}
