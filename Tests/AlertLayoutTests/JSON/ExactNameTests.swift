import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout
@testable import AlertRendering

/// Names compare code point by code point (RFC 8259), not by String's canonical equivalence:
/// "\u{212A}" (KELVIN SIGN) is canonically equivalent to "K" but a different name.
@Suite struct ExactNameTests {
  private let kelvin = "\u{212A}"

  @Test func keysDifferingOnlyByNormalizationAreNotDuplicates() throws {
    let value = try JSONParser.parse(Array(#"{"\u212Aey": 1, "Key": 2}"#.utf8))
    guard case .object(let members) = value else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key.unicodeScalars.first) == [kelvin.unicodeScalars.first, "K"])
    #expect(value["Key"] == .number("2"))
    #expect(value[kelvin + "ey"] == .number("1"))
  }

  @Test func manyKeysUseTheSameComparison() throws {
    // From 16 keys on, duplicates are found with a set.
    let filler = (0..<20).map { #""k\#($0)": 0"# }.joined(separator: ", ")
    #expect(throws: Never.self) {
      try JSONParser.parse(Array(#"{\#(filler), "\u212Aey": 1, "Key": 2}"#.utf8))
    }
    #expect(throws: JSONSyntaxError.self) {
      try JSONParser.parse(Array(#"{\#(filler), "Key": 1, "Key": 2}"#.utf8))
    }
    #expect(throws: JSONSyntaxError.self) {
      try JSONParser.parse(Array(#"{"Key": 1, "Key": 2}"#.utf8))
    }
  }

  @Test func anAlertWithBothKeysRenders() throws {
    let json = #"""
      {"id": "k:1", "type": 1, "events": [{"date": "2016-09-12",
        "data": {"match": "IDEMAILADDR", "email": "a@example.com", "\u212Aey": 1, "Key": 2}}]}
      """#
    #expect(throws: Never.self) {
      try TestContent.renderer.render(json: Data(json.utf8), locale: "en-US")
    }
  }

  @Test func aLookalikeMatchTypeIsUnknown() throws {
    let json = #"""
      {"id": "k:2", "type": 1, "events": [{"date": "2016-09-12",
        "data": {"match": "IDBAN\u212A", "bankAccount": "12345678"}}]}
      """#
    let document = try TestContent.renderer.render(json: Data(json.utf8), locale: "en-US")
    let note = try #require(document.diagnostics.first { $0.code == "unknown-match" })
    #expect(note.message.hasSuffix("Did you mean 'IDBANK'?"), "\(note.message)")
    #expect(note.path == "events[0].data.match")
    let bank = try TestContent.renderer.render(
      json: Data(json.replacingOccurrences(of: "\\u212A", with: "K").utf8), locale: "en-US")
    #expect(!bank.diagnostics.contains { $0.code == "unknown-match" })
    #expect(document.navigation.title != bank.navigation.title)
  }

  @Test func lookalikeNamesAreDistinctEverywhere() {
    #expect(AlertType(name: "CyberAgent") == .cyberAgent)
    #expect(!"IDBAN\u{212A}".isExactly("IDBANK"))
    #expect("IDBAN\u{212A}" == "IDBANK")  // what String alone would say
    #expect(ExactName("IDBAN\u{212A}") != ExactName("IDBANK"))
    #expect(Set([ExactName("IDBAN\u{212A}"), ExactName("IDBANK")]).count == 2)
    #expect(
      TestContent.renderer.registry.plugin(for: .cyberAgent, matchType: "IDBAN\u{212A}") == nil)
    #expect(
      TestContent.renderer.registry.plugin(for: .cyberAgent, matchType: "IDBANK") != nil)
  }

  @Test func aLookalikeCatalogKeyNeitherReplacesNorStandsInForTheKey() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("exact-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let catalog = #"""
      {"sourceLanguage": "en-US", "version": "1.0", "strings": {"match.IDBAN\u212A.title": {
        "localizations": {"en-US": {"stringUnit": {"state": "translated", "value": "Spoofed"}}}}}}
      """#
    try Data(catalog.utf8).write(to: directory.appendingPathComponent("Lookalike.xcstrings"))
    let renderer = try AlertRenderer(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [TestContent.localizationsDirectory, directory])
    let json = #"""
      {"id": "k:3", "type": 1, "events": [{"date": "2016-09-12",
        "data": {"match": "IDBANK", "bankAccount": "12345678"}}]}
      """#
    let document = try renderer.render(json: Data(json.utf8), locale: "en-US")
    #expect(document.navigation.title != "Spoofed")
    #expect(!document.diagnostics.contains { $0.code == "missing-string" })
  }
}
