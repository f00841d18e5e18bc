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
  /// The check that made the finding: a stable id documented in docs/lint.md.
  package var checkID: String
  /// The offending part of the text, in UTF-16 code units of the decoded string, when known.
  package var span: Range<Int>?

  /// Creates a finding at `location`.
  package init(
    location: ReportLocation, severity: Severity, key: String? = nil, locale: String? = nil,
    message: String, checkID: String = "", span: Range<Int>? = nil
  ) {
    self.location = location
    self.checkID = checkID
    self.span = span
    self.severity = severity
    self.key = key
    self.locale = locale
    self.message = message
  }

  /// Creates a finding in `file`, at `line` and `column` when known.
  package init(
    file: String, line: Int? = nil, column: Int? = nil, severity: Severity, key: String? = nil,
    locale: String? = nil, message: String, checkID: String = "", jsonPath: String? = nil,
    span: Range<Int>? = nil
  ) {
    self.init(
      location: ReportLocation(file: file, path: jsonPath, line: line, column: column),
      severity: severity, key: key, locale: locale, message: message, checkID: checkID,
      span: span)
  }

  /// The file, `(rules)` or `(localizations)`.
  package var file: String { location.file ?? "" }
  /// The 1-based line of the offending value, when known.
  package var line: Int? {
    get { location.line }
    set { location.line = newValue }
  }
  /// The 1-based column (characters) of the offending value, when known.
  package var column: Int? {
    get { location.column }
    set { location.column = newValue }
  }
  /// Where in the file's JSON the offending value is (`strings.KEY.localizations.fr…`).
  package var jsonPath: String? {
    get { location.path }
    set { location.path = newValue }
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

  /// `file:line:column: severity: key [locale]: message [check-id]`, one line, with control and format
  /// characters in file names, keys and values escaped for the terminal (the properties keep
  /// them raw).
  package var description: String {
    var subject = key?.cutForMessage() ?? ""
    if let locale { subject += (subject.isEmpty ? "" : " ") + "[\(cut: locale)]" }
    let line =
      "\(location.description.cutAsPath): \(severity.rawValue): "
      + (subject.isEmpty ? "" : subject + ": ") + message
      + (checkID.isEmpty ? "" : " [\(checkID)]")
    return line.escapedForTerminal
  }
}
