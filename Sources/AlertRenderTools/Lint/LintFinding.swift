/// One problem `ResourceLinter` found in a rule file or String Catalog.
package struct LintFinding: Sendable, Equatable, Codable, CustomStringConvertible {
  /// How serious a finding is.
  package enum Severity: String, Sendable, Codable, Comparable {
    /// Content that would render wrongly or not at all; lint fails.
    case error
    /// Content that renders but deserves a look.
    case warning
    /// Information, such as a drop-in file replacing a built-in one.
    case note

    /// Errors sort first.
    package static func < (lhs: Severity, rhs: Severity) -> Bool {
      let order: [Severity] = [.error, .warning, .note]
      return order.firstIndex(of: lhs) ?? 0 < order.firstIndex(of: rhs) ?? 0
    }
  }

  /// The file, with `:line:column` when known.
  package var file: String
  /// How serious the finding is.
  package var severity: Severity
  /// The catalog key concerned, if any.
  package var key: String?
  /// The locale concerned, if any.
  package var locale: String?
  /// A full sentence.
  package var message: String

  /// Creates a finding.
  package init(
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
  package var description: String {
    var subject = key?.cutForMessage() ?? ""
    if let locale { subject += (subject.isEmpty ? "" : " ") + "[\(cut: locale)]" }
    let line =
      "\(file.cutAsPath): \(severity.rawValue): " + (subject.isEmpty ? "" : subject + ": ")
      + message
    return line.escapedForTerminal
  }
}
