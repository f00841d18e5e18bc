import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// Lint's push checks: the shipped content passes; a rule without push, a notification
/// showing part of a canary and texts too long for a payload are each found.
@Suite struct PushChecksTests {
  static let ids: Set = ["push-missing", "push-raw-value", "push-payload"]

  @Test func theShippedContentPasses() {
    let findings = PolicyChecksTests.lint([]).filter { Self.ids.contains($0.checkID) }
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test func aRuleWithoutPushIsAWarning() throws {
    let shipped = try String(
      contentsOf: TestContent.rulesDirectory.appendingPathComponent("SSNTrace/alert.json"),
      encoding: .utf8)
    let withoutPush = shipped.replacingOccurrences(
      of:
        #",\#n  "push": { "title": "ssntrace.header.title", "subtitle": "$title", "body": "push.ssntrace.body" }"#,
      with: "")
    #expect(withoutPush != shipped)
    let drop = try TestContent.directory(["SSNTrace/alert.json": withoutPush])
    defer { try? FileManager.default.removeItem(at: drop) }
    let findings = PolicyChecksTests.lint([], rules: [TestContent.rulesDirectory, drop])
      .filter { Self.ids.contains($0.checkID) }
    #expect(findings.map(\.checkID) == ["push-missing"])
    #expect(findings.first?.severity == .warning)
    #expect(findings.first?.file.hasSuffix("SSNTrace/alert.json") == true)
  }

  @Test func aPayloadTooLargeInTheWorstCaseIsAnError() throws {
    let long = String(repeating: "Open the app to see what was found. ", count: 110)
    let catalog = """
      {"sourceLanguage": "en-US", "version": "1.0", "strings": {"push.ssntrace.body": {
        "localizations": {"es-419": {"stringUnit": {"state": "translated", "value": "\(long)"}}}}}}
      """
    let drop = try TestContent.directory(["Long.xcstrings": catalog])
    defer { try? FileManager.default.removeItem(at: drop) }
    let findings = PolicyChecksTests.lint([drop]).filter { $0.checkID == "push-payload" }
    #expect(findings.count == 1, "\(findings)")
    let finding = try #require(findings.first)
    #expect(finding.severity == .error)
    #expect(finding.locale == "es-419")
    #expect(finding.file.hasSuffix("SSNTrace/alert.json"))
    #expect(finding.message.contains("when every count is 1,000,000"))
  }

  /// Four letters or digits of a canary in a row are found, in any case and across
  /// separators; anything shorter is not.
  @Test func partOfACanaryIsARawValue() throws {
    let renderer = TestContent.renderer
    let probe = try #require(renderer.pushProbes().first { $0.label.contains("IDSSN") })
    let canary = try #require(probe.canaries.first)
    let value = Array(canary.value)
    func findings(_ body: String) -> [LintFinding] {
      let push = PushNotification(
        alertId: "a", locale: "en-US", requestedLocale: "en-US", title: "T", subtitle: nil,
        body: body, diagnostics: [])
      return PushChecks.rawValueFindings(push, probe: probe, locale: "en-US")
    }
    #expect(findings("Nothing of it here.").isEmpty)
    #expect(findings("Three: \(String(value[3..<6])).").isEmpty)
    let found = findings("Ends in \(String(value[5..<9]).lowercased()).")
    #expect(found.map(\.checkID) == ["push-raw-value"])
    #expect(found.first?.message.contains(canary.path) == true)
    #expect(findings("Split \(value[2])-\(value[3]) \(value[4]).\(value[5])").count == 1)
  }

  /// Canaries are distinct, and no four characters of one in a row spell anything a text
  /// could hold by chance.
  @Test func canariesAreDistinctLettersAndDigitsInTurn() throws {
    let probes = TestContent.renderer.pushProbes()
    #expect(probes.count >= 17)
    let values = probes.flatMap(\.canaries).map(\.value)
    #expect(Set(values).count == values.count)
    for value in values {
      #expect(value.count == 12)
      for (index, character) in value.enumerated() {
        #expect(index.isMultiple(of: 2) ? character.isLetter : character.isNumber)
      }
    }
  }
}
