import AlertLayout

/// One check lint runs: a stable id that findings, `--format json` and SARIF carry, the
/// severity it reports with unless a finding says otherwise, and what it checks.
///
/// Every id has an anchor of its own in docs/lint.md. The checks are declared per concern
/// (`LintCheck+Catalogs.swift`, `LintCheck+Policy.swift`, `LintCheck+Links.swift`); `all`
/// joins them.
package struct LintCheck: Sendable, Equatable {
  /// The stable id, such as `url-not-allowed`.
  package let id: String
  /// The severity its findings have unless the finding says otherwise (`translation-missing`
  /// is an error for a required language only).
  package let defaultSeverity: Severity
  /// One sentence saying what it checks.
  package let summary: String

  init(_ id: String, _ defaultSeverity: Severity, _ summary: String) {
    self.id = id
    self.defaultSeverity = defaultSeverity
    self.summary = summary
  }

  /// Every check, in the order docs/lint.md lists them.
  package static let all: [LintCheck] = loading + catalogs + policy + links + push + icons + rules
}
