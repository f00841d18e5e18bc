/// An XLIFF file or `.xcloc` bundle that cannot be imported, naming the file and, when the
/// problem is inside the document, its line and column.
package enum XLIFFError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file or bundle cannot be read.
  case unreadable(file: String, reason: String)
  /// The file is not well-formed XML.
  case malformed(file: String, XMLSyntaxError)
  /// The XML is well-formed but not the XLIFF import needs.
  case invalid(file: String, line: Int, column: Int, reason: String)

  /// The file the error concerns.
  package var file: String {
    switch self {
    case .unreadable(let file, _), .malformed(let file, _), .invalid(let file, _, _, _): return file
    }
  }

  /// The 1-based line and column, when the problem is inside the document.
  package var location: (line: Int, column: Int)? {
    switch self {
    case .unreadable: return nil
    case .malformed(_, let error): return (error.line, error.column)
    case .invalid(_, let line, let column, _): return (line, column)
    }
  }

  /// The reason, a full sentence, without the file.
  package var reason: String {
    switch self {
    case .unreadable(_, let reason): return reason
    case .malformed(_, let error): return error.reason
    case .invalid(_, _, _, let reason): return reason
    }
  }

  /// `file:line:column: reason`, or `file: reason`.
  package var description: String {
    if let location { return "\(file):\(location.line):\(location.column): \(reason)" }
    return "\(file): \(reason)"
  }
}
