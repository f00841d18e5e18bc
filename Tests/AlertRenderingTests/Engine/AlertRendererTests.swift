import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

@Suite struct AlertRendererTests {
  private func document(_ example: String = "email-alert.json", locale: String) throws
    -> LayoutDocument
  {
    try TestContent.renderer.render(json: try TestContent.example(example), locale: locale)
  }

  @Test(arguments: TestContent.locales)
  func goldenDocumentOfTheSample(locale: String) throws {
    let json = String(decoding: try document(locale: locale).jsonData(pretty: true), as: UTF8.self)
    Snapshot.expect(json + "\n", matches: "email-alert.\(locale).json")
  }

  /// A renderer loaded for one locale (as the command line loads) renders exactly as one
  /// that read every translation, fallbacks and diagnostics included.
  @Test(arguments: [
    "en-US", "en-GB", "es-419", "es-MX", "es", "es_ES.UTF-8", "en-AU", "en-XA", "fr-FR", "x",
  ])
  func aRendererLoadedForOneLocaleRendersAsTheFullOne(locale: String) throws {
    let selective = try AlertRenderer(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [TestContent.localizationsDirectory], locales: [locale])
    #expect(selective.catalogs.locales == TestContent.renderer.catalogs.locales)
    for example in ["email-alert.json", "mixed-alert.json", "all-match-types-alert.json"] {
      let alert = try TestContent.example(example)
      let expected = try TestContent.renderer.render(json: alert, locale: locale).jsonData()
      let actual = try selective.render(json: alert, locale: locale).jsonData()
      #expect(actual == expected, "\(example) in \(locale)")
    }
  }

  @Test func enUSTextsMatchTheDesign() throws {
    let document = try document(locale: "en-US")
    #expect(document.navigation.title == "Email Address Leaked")
    guard case .banner(let banner) = document.body[0], case .details(let details) = document.body[1]
    else {
      Issue.record("The body does not start with the banner and the details.")
      return
    }
    #expect(banner.title == "Identity Risk")
    #expect(banner.subtitle == "Your email has been leaked")
    #expect(details.items[0].value == "jordan.rivera@example.com")
    #expect(details.items[0].origin?.text == "From: Test Data")
    #expect(details.items[0].date?.text == "Date of leak: 09-06-2016")
    #expect(details.items[0].date?.iso == "2016-09-06")
    #expect(details.items[0].date?.spoken == "September 6, 2016")
    let sections = document.body.compactMap { block -> LayoutDocument.Section? in
      if case .section(let section) = block { return section }
      return nil
    }
    #expect(sections.map(\.heading.text) == ["What’s at risk", "Next Steps", "Need help?"])
    #expect(
      sections[0].items.map(\.text) == [
        "Your email and password were compromised and could be used to access other accounts."
      ])
    #expect(
      sections[1].items.map(\.text) == [
        "Change your password immediately.",
        "Change passwords for any accounts that share this email and password combo.",
        "Keep an eye on accounts for any strange behavior.",
      ])
    #expect(
      sections[2].items.map(\.text) == [
        "Talk to an expert and get help with any issues related to Identity Protection."
      ])
    #expect(sections[2].button?.title == "Contact us now")
    #expect(document.footer.buttons.map(\.title) == ["Remind me later", "Mark as resolved"])
    let dialog = { (id: String) in document.dialogs[id] }
    #expect(dialog("contact")?.title == "Contact us")
    #expect(dialog("contact")?.message == "Call our experts for help.")
    #expect(dialog("contact")?.buttons.map(\.title) == ["Cancel", "Call"])
    #expect(dialog("reminder")?.title == "Reminder scheduled")
    #expect(dialog("reminder")?.message == "We’ll remind you about this alert tomorrow.")
    #expect(dialog("reminder")?.buttons.map(\.title) == ["OK"])
    #expect(dialog("resolve")?.title == "Are you sure?")
    #expect(
      dialog("resolve")?.message
        == "Marking an alert as resolved means you will no longer be alerted on this leak and the alert will be removed."
    )
    #expect(dialog("resolve")?.buttons.map(\.title) == ["Cancel", "Yes"])
    #expect(document.diagnostics.isEmpty)
  }

  @Test func everyButtonLeadsToADefinedActionAndDialog() throws {
    let document = try document(locale: "en-US")
    var buttons = document.footer.buttons
    for case .section(let section) in document.body { buttons += section.button.map { [$0] } ?? [] }
    for button in buttons {
      let action = try #require(document.actions[button.action])
      #expect(action.kind == .showDialog)
      #expect(document.dialogs[action.dialog ?? ""] != nil)
    }
    for dialog in document.dialogs.values {
      for button in dialog.buttons { #expect(document.actions[button.action] != nil) }
    }
    #expect(document.actions.values.allSatisfy { $0.analytics.alertId == "1000001:7" })
  }

  @Test func documentRoundTripsThroughCodable() throws {
    let document = try document(locale: "es-419")
    let decoded = try JSONDecoder().decode(LayoutDocument.self, from: try document.jsonData())
    #expect(decoded == document)
  }

  @Test func unregisteredAlertTypeIsAnError() throws {
    let renderer = AlertRenderer(
      rules: TestContent.renderer.rules, catalogs: TestContent.renderer.catalogs,
      registry: PluginRegistry())
    #expect(throws: AlertDataError.unknownAlertType(path: "type", found: "1", valid: [])) {
      try renderer.render(json: try TestContent.example("email-alert.json"), locale: "en-US")
    }
  }

  /// A locale asked for by another spelling than a catalog's tag is prepared once and kept,
  /// up to a bound: a renderer asked in more spellings than it keeps renders each of them,
  /// again and again, as a renderer asked for the first time does.
  @Test func otherSpellingsRenderAsOnTheirFirstUse() throws {
    let alert = try TestContent.example("email-alert.json")
    func renderer() throws -> AlertRenderer {
      try AlertRenderer(
        rulesDirectories: [TestContent.rulesDirectory],
        localizationDirectories: [TestContent.localizationsDirectory])
    }
    let spellings =
      ["en-AU", "es_MX.UTF-8", "en_NZ", "pt-BR", "not a locale"]
      + (0..<(RequestedLocales.capacity + 8)).map { "x\($0)" }
    let reference = try renderer()
    // Each spelling's first render, before anything is kept for it.
    let first = try spellings.map { try reference.render(json: alert, locale: $0).jsonData() }
    #expect(Set(first).count == spellings.count, "every spelling has a diagnostic of its own")
    let shared = try renderer()
    for round in 0..<3 {
      for (spelling, expected) in zip(spellings, first) {
        let document = try shared.render(json: alert, locale: spelling)
        #expect(try document.jsonData() == expected, "\(spelling), round \(round)")
      }
    }
  }
}
