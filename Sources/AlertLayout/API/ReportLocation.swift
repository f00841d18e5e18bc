/// Where a reported thing is: any of a file, a JSON path inside it, and a line and column.
///
/// Every report of the package (`Report`: diagnostics, reader notes, errors, lint findings)
/// gives its position as one of these. A message prints the file, line and column in front
/// (`description`) and starts its sentence with the JSON path.
public struct ReportLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file as it was named (`Rules/CyberAgent/IDSSN.json`, `<stdin>`), or nil for bytes
  /// passed in memory, whose caller names their source.
  public var file: String?
  /// The JSON path inside the file, such as `events[0].data`; empty for the whole document.
  public var path: String?
  /// The 1-based line.
  public var line: Int?
  /// The 1-based column, in characters; only with `line`.
  public var column: Int?

  /// A location of the parts known.
  public init(file: String? = nil, path: String? = nil, line: Int? = nil, column: Int? = nil) {
    self.file = file
    self.path = path
    self.line = line
    self.column = column
  }

  /// `file:line:column`, `file:line` or `file`: the prefix compilers and editors print, with
  /// the file as given (a message escapes it for the terminal); empty without a file.
  public var description: String {
    guard let file else { return "" }
    guard let line else { return file }
    return "\(file):\(line)" + (column.map { ":\($0)" } ?? "")
  }
}
