import AlertLayout
import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// Links of item texts in the document (1.2): each a UTF-16 range of the final text with the
/// URL the policy gives it for the text's language, and one `open-url` action per policy id.
@Suite struct LayoutBuilderLinkTests {
  /// The text of the step whose annotation links `action`, and that link.
  private func link(_ action: String, in document: LayoutDocument) throws -> (
    words: String, link: LayoutDocument.LinkRange, text: String
  ) {
    for case .section(let section) in document.body {
      for item in section.items {
        for link in item.annotations?["text"]?.links ?? [] where link.action == action {
          let units = Array(item.text.utf16)[link.start..<link.start + link.length]
          return (String(decoding: units, as: UTF16.self), link, item.text)
        }
      }
    }
    Issue.record("no link to \(action)")
    throw CancellationError()
  }

  @Test(arguments: [
    ("es-419", "RobodeIdentidad.gov", "https://www.robodeidentidad.gov/"),
    ("es-MX", "RobodeIdentidad.gov", "https://www.robodeidentidad.gov/"),
    ("en-US", "IdentityTheft.gov", "https://www.identitytheft.gov/"),
    ("en-GB", "IdentityTheft.gov", "https://www.identitytheft.gov/"),
  ])
  func aStepLinksThePolicyPageOfItsLanguage(locale: String, words: String, url: String) throws {
    let document = try TestContent.renderer.render(
      json: TestContent.example("ssn-alert.json"), locale: locale)
    let found = try link("link-ftc-identity-theft", in: document)
    #expect(found.words == words)
    #expect(found.link.url == url)
    #expect(!found.text.contains("](link:"))
    #expect(
      document.actions["link-ftc-identity-theft"]
        == LayoutDocument.Action(
          kind: .openURL, url: url,
          analytics: .init(
            event: "alert_link_opened", alertId: document.alert.id, target: "ftc-identity-theft")))
    // One action per policy id linked, and every one of them linked.
    let linkActions = document.actions.keys.filter { $0.hasPrefix("link-") }.sorted()
    #expect(
      linkActions == ["link-annual-credit-report", "link-ftc-identity-theft", "link-irs-ip-pin"])
    for id in linkActions { _ = try link(id, in: document) }
    #expect(!document.diagnostics.contains { $0.code.hasPrefix("link-") })
  }

  /// A range counts UTF-16 code units of the text after substitution and markup removal.
  @Test func rangesAreOnTheFinalText() throws {
    let document = try TestContent.renderer.render(
      json: TestContent.example("ssn-alert.json"), locale: "es-419")
    let found = try link("link-irs-ip-pin", in: document)
    #expect(found.words == "IRS.gov/IPPIN")
    let prefix = try #require(found.text.range(of: "IRS.gov/IPPIN")).lowerBound
    #expect(found.link.start == found.text[..<prefix].utf16.count)
  }

  /// An alert without linked steps gets no link actions.
  @Test func noLinkNoLinkAction() throws {
    let document = try TestContent.renderer.render(
      json: TestContent.example("email-alert.json"), locale: "es-419")
    #expect(!document.actions.keys.contains { $0.hasPrefix("link-") })
  }

  /// Before 1.2 the links and their actions go and each link's words name the destination
  /// (D.5); the shipped link texts already say their display, so the words stand alone.
  @Test(arguments: [LayoutVersion.v1_0, .v1_1])
  func olderVersionsDropLinksAndTheirActions(version: LayoutVersion) throws {
    let json = try TestContent.example("ssn-alert.json")
    let current = try TestContent.renderer.render(json: json, locale: "es-419")
    let older = try TestContent.renderer.render(
      json: json, locale: "es-419", layoutVersion: version)
    let written = String(decoding: try older.jsonData(), as: UTF8.self)
    #expect(!written.contains("\"links\"") && !written.contains("link-"))
    #expect(!written.contains("alert_link_opened"))
    let steps = { (document: LayoutDocument) in
      document.body.compactMap { block -> [String]? in
        guard case .section(let section) = block else { return nil }
        return section.items.map(\.text)
      }
    }
    #expect(steps(older) == steps(current))
  }

  /// A link to an id the policy lacks keeps its words, has no range and no action, and is
  /// noted.
  @Test func aLinkThePolicyLacksIsNotedAndItsWordsKept() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("links-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let catalog = """
      {"sourceLanguage": "en-US", "version": "1.0", "strings": {"step.reportIdentityTheft": {
        "localizations": {"en-US": {"stringUnit": {"state": "translated",
          "value": "Report it at [the FTC](link:no-such-page) now."}}}}}}
      """
    try Data(catalog.utf8).write(to: directory.appendingPathComponent("Drop.xcstrings"))
    let document = try LinkedTextTests.render(
      "ssn-alert.json", locale: "en-US", localizations: [directory])
    #expect(document.actions["link-no-such-page"] == nil)
    #expect(document.actions["link-ftc-identity-theft"] == nil)
    let json = String(decoding: try document.jsonData(), as: UTF8.self)
    #expect(json.contains("\"Report it at the FTC now.\""))
    #expect(
      document.diagnostics.filter { $0.code == "link-unknown" }.map(\.message) == [
        "The text of 'step.reportIdentityTheft' links to 'no-such-page', which the content "
          + "policy has no link for in this language; its words are shown without the link."
      ])
  }
}

extension LayoutBuilderLinkTests {
  /// A step that fell back to English links the English page, and so does its action: the
  /// words and the page agree whichever of the two a client opens.
  @Test func aFallbackTextLinksThePageOfItsOwnLanguage() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("links-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let shipped = try FileManager.default.contentsOfDirectory(
      atPath: TestContent.localizationsDirectory.path
    ).filter { $0.hasSuffix(".xcstrings") }
    for name in shipped {
      let data = try Data(
        contentsOf: TestContent.localizationsDirectory.appendingPathComponent(name))
      var root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      if var strings = root["strings"] as? [String: Any],
        var entry = strings["step.reportIdentityTheft"] as? [String: Any],
        var localizations = entry["localizations"] as? [String: Any]
      {
        localizations["es-419"] = nil
        entry["localizations"] = localizations
        strings["step.reportIdentityTheft"] = entry
        root["strings"] = strings
      }
      try JSONSerialization.data(withJSONObject: root).write(
        to: directory.appendingPathComponent(name))
    }
    let renderer = try AlertRenderer(
      rulesDirectories: [TestContent.rulesDirectory], localizationDirectories: [directory])
    let document = try renderer.render(
      json: TestContent.example("ssn-alert.json"), locale: "es-419")
    let found = try link("link-ftc-identity-theft", in: document)
    #expect(found.words == "IdentityTheft.gov")
    #expect(found.link.url == "https://www.identitytheft.gov/")
    #expect(document.actions["link-ftc-identity-theft"]?.url == "https://www.identitytheft.gov/")
  }
}
