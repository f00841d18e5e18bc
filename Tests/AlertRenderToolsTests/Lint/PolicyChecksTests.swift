import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// Lint's content policy checks, on the hostile drop-in of `Tests/Fixtures/Localizations-hostile`
/// and on the shipped content and language fixtures, which must pass.
@Suite struct PolicyChecksTests {
  static let hostile = TestContent.root.appendingPathComponent(
    "Tests/Fixtures/Localizations-hostile")

  static func lint(_ extra: [URL], rules: [URL] = [TestContent.rulesDirectory]) -> [LintFinding] {
    ResourceLinter.lint(
      rulesDirectories: rules,
      localizationDirectories: [TestContent.localizationsDirectory] + extra)
  }

  @Test func everyAddressThePolicyRefusesIsAnErrorWithItsCheckID() {
    let findings = Self.lint([Self.hostile]).filter { $0.file.hasSuffix("Hostile.xcstrings") }
    let policyIDs: Set = [
      "url-not-allowed", "url-insecure", "url-scheme", "url-deceptive", "email-not-allowed",
      "phone-not-allowed",
    ]
    let found = findings.filter { policyIDs.contains($0.checkID) }
    #expect(
      Set(found.map { "\($0.key ?? "") \($0.checkID)" }) == [
        "step.reportIdentityTheft url-not-allowed", "step.irsIdentityPin url-insecure",
        "step.carrierLock url-scheme", "step.reviewCreditReports url-deceptive",
        "step.blockUnwantedCalls email-not-allowed", "step.changePassword phone-not-allowed",
      ])
    #expect(found.allSatisfy { $0.severity == .error && $0.locale == "es-419" })
    let report = found.first { $0.key == "step.reportIdentityTheft" }
    #expect(report?.line == 211)
    #expect(report?.column == 22)
    #expect(
      report?.jsonPath
        == "strings.step.reportIdentityTheft.localizations.es-419.stringUnit.value")
    #expect(report?.span == 35..<58)
    #expect(
      report?.description.hasSuffix(
        "Hostile.xcstrings:211:22: error: step.reportIdentityTheft [es-419]: The text shows "
          + "http://evil.example.com, which the content policy does not allow for es-419. "
          + "[url-not-allowed]") == true)
  }

  @Test func shippedContentAndLanguageFixturesPassThePolicy() {
    let fixtures = ["sentences", "he", "formats"].map {
      TestContent.root.appendingPathComponent("Tests/Fixtures/Localizations-\($0)")
    }
    for extra in [[]] + fixtures.map({ [$0] }) {
      let refused = Self.lint(extra).filter {
        $0.checkID.hasPrefix("url-") || $0.checkID.hasSuffix("-not-allowed")
      }
      #expect(refused.map(\.description) == [], "\(extra)")
    }
  }

  @Test func aDropInPolicyIsNamedAndAMissingPolicyWarned() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("policy-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(
      #"{"links": {"ca-dmv": [{"url": "https://www.dmv.ca.gov/"}]}}"#.utf8
    ).write(to: directory.appendingPathComponent("policy.json"))
    let added = Self.lint([], rules: [TestContent.rulesDirectory, directory])
      .filter { $0.checkID == "policy-added" }
    #expect(added.count == 1)
    #expect(added.first?.severity == .note)
    #expect(added.first?.message.contains("adds to the content policy: links 'ca-dmv'") == true)
    #expect(
      !Self.lint([]).contains { $0.checkID == "policy-missing" || $0.checkID == "policy-added" })
  }
}
