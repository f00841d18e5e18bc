import AlertLayout

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `alert-render lint --format json`: the findings, each language's coverage and the counts, as
/// docs/lint.schema.json describes (schema version 1.0; a reader ignores keys it does not know).
extension LintReport {
  /// The version of the JSON form: a new minor adds keys, a new major changes or removes one.
  package static let jsonSchemaVersion = "1.0"

  /// The report as pretty-printed JSON with sorted keys.
  package func jsonData() throws -> Data {
    try Self.encoder.encode(
      JSONForm(
        schemaVersion: Self.jsonSchemaVersion, findings: findings.map(JSONFinding.init),
        coverage: coverage, summary: summary))
  }

  /// How many findings of each severity.
  package var summary: Summary {
    Summary(
      errors: findings.filter { $0.severity == .error }.count,
      warnings: findings.filter { $0.severity == .warning }.count,
      notes: findings.filter { $0.severity == .note }.count)
  }

  /// How many findings of each severity.
  package struct Summary: Encodable, Sendable {
    package var errors: Int
    package var warnings: Int
    package var notes: Int
  }

  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  private struct JSONForm: Encodable {
    var schemaVersion: String
    var findings: [JSONFinding]
    var coverage: [LanguageCoverage]
    var summary: Summary
  }
}

/// A UTF-16 range inside a decoded string.
struct Span: Encodable, Equatable {
  var start: Int
  var length: Int

  init(_ range: Range<Int>) {
    start = range.lowerBound
    length = range.count
  }
}

/// One finding in `--format json`: unknown parts are left out.
private struct JSONFinding: Encodable {
  var checkId: String
  var severity: String
  var file: String
  var line: Int?
  var column: Int?
  var jsonPath: String?
  var key: String?
  var locale: String?
  var span: Span?
  var message: String

  init(_ finding: LintFinding) {
    checkId = finding.checkID
    severity = finding.severity.rawValue
    file = finding.file
    line = finding.line
    column = finding.column
    jsonPath = finding.jsonPath
    key = finding.key
    locale = finding.locale
    span = finding.span.map(Span.init)
    message = finding.message
  }
}
