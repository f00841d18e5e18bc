import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools

/// Lint's condition checks, each through a drop-in rule directory over the shipped rules.
@Suite struct ConditionChecksTests {
  /// The condition findings of the shipped rules with `files` dropped in.
  static func findings(_ files: [String: String]) throws -> [LintFinding] {
    try TestContent.withDirectory(files) { directory in
      ResourceLinter.lint(
        rulesDirectories: [TestContent.rulesDirectory, directory],
        localizationDirectories: [TestContent.localizationsDirectory]
      ).filter { $0.checkID.hasPrefix("condition-") }
    }
  }

  /// An IDSSN rule whose only step is guarded by each of `conditions`.
  static func ssn(_ conditions: String...) -> [String: String] {
    let steps = conditions.map { #"{"text": "step.freezeCredit", "when": \#($0)}"# }
    return [
      "CyberAgent/IDSSN.json": #"""
      {"match": "IDSSN", "icon": {"name": "ssn-alert"}, "valueFields": ["ssn"],
       "kind": "match.IDSSN.kind", "title": "match.IDSSN.title", "subtitle": "match.IDSSN.subtitle",
       "steps": [\#(steps.joined(separator: ", "))]}
      """#
    ]
  }

  @Test func theShippedRulesHaveNoConditionFindings() throws {
    #expect(try Self.findings([:]).isEmpty)
  }

  @Test(arguments: [
    #"{"eventCount": 0}"#,
    #"{"eventCount": {"max": 0}}"#,
    #"{"anyMatch": []}"#,
    #"{"not": {}}"#,
    #"{"allOf": [{"anyMatch": []}]}"#,
    #"{"anyEvent": {"allOf": [{"field": "ssn", "present": false}, {"field": "ssn", "equals": "x"}]}}"#,
    #"{"anyEvent": {"allOf": [{"field": "ssn", "equals": "A"}, {"field": "ssn", "oneOf": ["b", "c"], "ignoreCase": true}]}}"#,
    #"{"anyEvent": {"allOf": [{"field": "ssn", "range": {"max": 1}}, {"field": "ssn", "range": {"min": 2}}]}}"#,
    #"{"anyEvent": {"allOf": [{"field": "$leakDate", "within": "P1M"}, {"field": "$leakDate", "olderThan": "P1Y"}]}}"#,
    #"{"anyEvent": {"allOf": [{"field": "$leakDate", "within": "P2M"}, {"field": "$leakDate", "olderThan": "P2M"}]}}"#,
  ])
  func aConditionThatCanNeverHold(when: String) throws {
    let findings = try Self.findings(Self.ssn(when))
    #expect(findings.map(\.checkID) == ["condition-never-holds"], "\(findings)")
    #expect(findings.first?.jsonPath == "steps[0].when")
    #expect(findings.first?.line == 3)
  }

  /// Tests that can both pass are not reported: lint is sound.
  @Test(arguments: [
    #"{"eventCount": {"min": 0, "max": 1}}"#,
    #"{"anyEvent": {"allOf": [{"field": "ssn", "present": false}, {"field": "ssn", "equals": " "}]}}"#,
    #"{"anyEvent": {"allOf": [{"field": "ssn", "equals": "A"}, {"field": "ssn", "oneOf": ["a"], "ignoreCase": true}]}}"#,
    #"{"anyEvent": {"allOf": [{"field": "$leakDate", "within": "P1Y"}, {"field": "$leakDate", "olderThan": "P1M"}]}}"#,
    #"{"anyEvent": {"allOf": [{"field": "$leakDate", "within": "P31D"}, {"field": "$leakDate", "olderThan": "P1M"}]}}"#,
    #"{"anyEvent": {"anyOf": [{"field": "ssn", "present": false}, {"field": "ssn", "present": true}]}}"#,
  ])
  func aConditionThatMayHold(when: String) throws {
    #expect(try Self.findings(Self.ssn(when)).isEmpty)
  }

  /// The shipped CyberAgent alert rule with its first variant's `when` replaced by `text`.
  static func alertRule(replacingFirstWhen text: String) throws -> [String: String] {
    let alert = try String(
      contentsOf: TestContent.rulesDirectory.appendingPathComponent("CyberAgent/alert.json"),
      encoding: .utf8)
    return [
      "CyberAgent/alert.json": alert.replacingOccurrences(
        of: #""when": { "matchTypeCount": 1 },"#, with: text)
    ]
  }

  @Test func aVariantAnEarlierOneShadows() throws {
    let narrower = try Self.findings(
      Self.alertRule(
        replacingFirstWhen: #""when": { "matchTypeCount": {"max": 3} }, "title": "$match.title", "#
          + #""subtitle": "$match.subtitle" }, { "when": { "matchTypeCount": 2, "anyMatch": ["IDSSN"] },"#
      ))
    #expect(narrower.map(\.checkID) == ["condition-shadowed"], "\(narrower)")
    #expect(narrower.map(\.jsonPath) == ["variants[1].when"])
    let always = try Self.findings(Self.alertRule(replacingFirstWhen: #""when": {},"#))
    #expect(always.map(\.jsonPath) == ["variants[1]"], "\(always)")
  }

  @Test func aFieldNoRuleNames() throws {
    let findings = try Self.findings(
      Self.ssn(#"{"anyEvent": {"field": "pasword", "present": true}}"#))
    #expect(findings.map(\.checkID) == ["condition-unknown-field"])
    #expect(findings.first?.jsonPath == "steps[0].when.anyEvent.field")
    #expect(findings.first?.message.hasSuffix("Did you mean 'password'?") == true)
  }

  @Test func anUnknownOperatorAndTooDeepANestingAreErrors() throws {
    let unknown = try Self.findings(Self.ssn(#"{"anyEvent": {"field": "ssn", "withn": "P1D"}}"#))
    #expect(unknown.map(\.checkID) == ["condition-unknown-operator"])
    #expect(unknown.first?.severity == .error)
    #expect(unknown.first?.message.hasSuffix("Did you mean 'within'?") == true)
    let deep = try Self.findings(
      Self.ssn(#"{"not": {"not": {"not": {"not": {"not": {"not": {"not": {"not": {}}}}}}}}}"#))
    #expect(deep.map(\.checkID) == ["condition-depth"])
  }
}
