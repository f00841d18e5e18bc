import AlertLayout

/// One problem `ResourceLinter` found in a rule file or String Catalog.
package struct LintFinding: Report, Equatable, Encodable {
  /// The file and, when known, the line and column; `(rules)` and `(localizations)` name the
  /// directories as a whole.
  package var location: ReportLocation
  /// How serious the finding is.
  package var severity: Severity
  /// The catalog key concerned, if any.
  package var key: String?
  /// The locale concerned, if any.
  package var locale: String?
  /// A full sentence.
  package var message: String

  /// Creates a finding at `location`.
  package init(
    location: ReportLocation, severity: Severity, key: String? = nil, locale: String? = nil,
    message: String
  ) {
    self.location = location
    self.severity = severity
    self.key = key
    self.locale = locale
    self.message = message
  }

  /// Creates a finding in `file`, at `line` and `column` when known.
  package init(
    file: String, line: Int? = nil, column: Int? = nil, severity: Severity, key: String? = nil,
    locale: String? = nil, message: String
  ) {
    self.init(
      location: ReportLocation(file: file, line: line, column: column), severity: severity,
      key: key, locale: locale, message: message)
  }

  /// `lint --format json`'s keys: `file` is `file:line:column`, as the text output starts.
  private enum CodingKeys: String, CodingKey {
    case file, severity, key, locale, message
  }

  /// Writes the finding with `lint --format json`'s keys; absent ones are left out.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(location.description, forKey: .file)
    try container.encode(severity, forKey: .severity)
    try container.encodeIfPresent(key, forKey: .key)
    try container.encodeIfPresent(locale, forKey: .locale)
    try container.encode(message, forKey: .message)
  }

  /// `file:line:column: severity: key [locale]: message`, one line, with control and format
  /// characters in file names, keys and values escaped for the terminal (the properties keep
  /// them raw).
  package var description: String {
    var subject = key?.cutForMessage() ?? ""
    if let locale { subject += (subject.isEmpty ? "" : " ") + "[\(cut: locale)]" }
    let line =
      "\(location.description.cutAsPath): \(severity.rawValue): "
      + (subject.isEmpty ? "" : subject + ": ") + message
    return line.escapedForTerminal
  }
}
