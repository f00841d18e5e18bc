/// One problem `ResourceLinter` found in a rule file or String Catalog.
public struct LintFinding: Sendable, Equatable, Codable, CustomStringConvertible {
  /// How serious a finding is.
  public enum Severity: String, Sendable, Codable, Comparable {
    /// Content that would render wrongly or not at all; lint fails.
    case error
    /// Content that renders but deserves a look.
    case warning
    /// Information, such as a drop-in file replacing a built-in one.
    case note

    /// Errors sort first.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      let order: [Severity] = [.error, .warning, .note]
      return order.firstIndex(of: lhs) ?? 0 < order.firstIndex(of: rhs) ?? 0
    }
  }

  /// The file, with `:line:column` when known.
  public var file: String
  /// How serious the finding is.
  public var severity: Severity
  /// The catalog key concerned, if any.
  public var key: String?
  /// The locale concerned, if any.
  public var locale: String?
  /// A full sentence.
  public var message: String

  /// Creates a finding.
  public init(
    file: String, severity: Severity, key: String? = nil, locale: String? = nil, message: String
  ) {
    self.file = file
    self.severity = severity
    self.key = key
    self.locale = locale
    self.message = message
  }

  /// `file: severity: key [locale]: message`, one line, with control and format characters
  /// in file names, keys and values escaped for the terminal (the properties keep them raw).
  public var description: String {
    var subject = key?.cutForMessage() ?? ""
    if let locale { subject += (subject.isEmpty ? "" : " ") + "[\(cut: locale)]" }
    let line =
      "\(file.cutAsPath): \(severity.rawValue): " + (subject.isEmpty ? "" : subject + ": ")
      + message
    return line.escapedForTerminal
  }
}
