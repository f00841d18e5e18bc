import Foundation
import Testing

/// `lint --format json` and `--format sarif`: every finding with its file, line, column, key,
/// locale, check id and severity.
@Suite struct LintFormatTests {
  static let hostile = ["lint", "--localizations", "Tests/Fixtures/Localizations-hostile"]

  @Test func jsonIsOneObjectOfFindingsCoverageAndSummary() throws {
    let result = try CLIRunner.run(Self.hostile + ["--format", "json"])
    #expect(result.status == 78)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["schemaVersion"] as? String == "1.0")
    let findings = try #require(object["findings"] as? [[String: Any]])
    let refused = try #require(findings.first { $0["checkId"] as? String == "url-not-allowed" })
    #expect(refused["file"] as? String == "Tests/Fixtures/Localizations-hostile/Hostile.xcstrings")
    #expect(refused["line"] as? Int == 211 && refused["column"] as? Int == 22)
    #expect(refused["key"] as? String == "step.reportIdentityTheft")
    #expect(refused["locale"] as? String == "es-419" && refused["severity"] as? String == "error")
    #expect(
      refused["jsonPath"] as? String
        == "strings.step.reportIdentityTheft.localizations.es-419.stringUnit.value")
    #expect((refused["span"] as? [String: Int]) == ["start": 35, "length": 23])
    #expect(findings.allSatisfy { ($0["checkId"] as? String)?.isEmpty == false })
    let summary = try #require(object["summary"] as? [String: Int])
    // 10, and 4 translations that drop the source's link (link-mismatch).
    #expect(summary["errors"] == 14)
    let coverage = try #require(object["coverage"] as? [[String: Any]])
    #expect(coverage.map { $0["locale"] as? String } == ["en-US", "en-GB", "es-419"])
  }

  @Test func sarifCarriesEveryFindingAsAResultOfARule() throws {
    let text = try CLIRunner.run(Self.hostile)
    let result = try CLIRunner.run(Self.hostile + ["--format", "sarif"])
    #expect(result.status == 78)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    #expect(run["columnKind"] as? String == "unicodeCodePoints")
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let results = try #require(run["results"] as? [[String: Any]])
    let lines = text.stdout.split(separator: "\n").filter { $0.hasSuffix("]") }
    #expect(results.count == lines.count)
    for result in results {
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
    }
    let refused = try #require(results.first { $0["ruleId"] as? String == "url-not-allowed" })
    let location = try #require((refused["locations"] as? [[String: Any]])?.first)
    let physical = try #require(location["physicalLocation"] as? [String: Any])
    let region = try #require(physical["region"] as? [String: Int])
    #expect(region == ["startLine": 211, "startColumn": 22])
    let logical = try #require((location["logicalLocations"] as? [[String: String]])?.first)
    #expect(logical["fullyQualifiedName"] == "step.reportIdentityTheft[es-419]")
    #expect(refused["level"] as? String == "error")
  }

  @Test func renderRefusesSarif() throws {
    let result = try CLIRunner.run(["--format", "sarif", "Examples/email-alert.json"])
    #expect(result.status == 64)
  }
}
