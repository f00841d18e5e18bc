import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// Lint's `icon-unknown`: a drop-in rule naming an icon the catalogue lacks is warned, the
/// shipped rules are not.
@Suite struct IconChecksTests {
  @Test func aDropInRuleNamingAnIconTheCatalogueLacksIsWarned() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "icon-checks-\(UUID().uuidString)")
    let rules = directory.appendingPathComponent("CyberAgent")
    try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let shipped = try String(
      contentsOf: TestContent.rulesDirectory.appendingPathComponent("CyberAgent/IDCELLPHONE.json"),
      encoding: .utf8)
    let edited =
      shipped
      .replacingOccurrences(of: "\"lock-step\"", with: "\"lok-step\"")
      .replacingOccurrences(of: "\"phone-alert\"", with: "\"rocket-alert\"")
    #expect(edited != shipped)
    try Data(edited.utf8).write(to: rules.appendingPathComponent("IDCELLPHONE.json"))
    let findings = ResourceLinter.lint(
      rulesDirectories: [TestContent.rulesDirectory, directory],
      localizationDirectories: [TestContent.localizationsDirectory]
    ).filter { $0.checkID == "icon-unknown" }
    #expect(findings.map(\.jsonPath) == ["icon.name", "steps[0].icon"])
    #expect(
      findings.allSatisfy { $0.severity == .warning && $0.file.hasSuffix("IDCELLPHONE.json") })
    #expect(
      findings.last?.message
        == "steps[0].icon: The icon 'lok-step' is not in the icon catalogue (docs/icons.md), so "
        + "clients draw the fallback icon 'unknown'. Did you mean 'lock-step'?")
  }

  @Test func theShippedRulesNameOnlyCataloguedIcons() {
    let findings = ResourceLinter.lint(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [TestContent.localizationsDirectory])
    #expect(findings.filter { $0.checkID == "icon-unknown" }.map(\.description) == [])
    #expect(LintCheck.all.contains { $0.id == "icon-unknown" && $0.defaultSeverity == .warning })
  }
}
