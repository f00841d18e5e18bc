import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// Layout 1.1: `lang` on texts in another language, argument ranges, spoken forms.
@Suite struct TextAnnotationTests {
  private static let hebrew = TestContent.root.appendingPathComponent(
    "Tests/Fixtures/Localizations-he")

  private func render(
    _ example: String, locale: String, renderer: AlertRenderer = TestContent.renderer
  ) throws -> LayoutDocument {
    try renderer.render(json: try TestContent.example(example), locale: locale)
  }

  private func details(_ document: LayoutDocument) -> [LayoutDocument.Detail] {
    for block in document.body {
      if case .details(let details) = block { return details.items }
    }
    return []
  }

  private func sections(_ document: LayoutDocument) -> [LayoutDocument.Section] {
    document.body.compactMap { block in
      if case .section(let section) = block { return section }
      return nil
    }
  }

  /// The text of `text` inside `range`, counted in UTF-16 as clients count.
  private func slice(_ text: String, _ range: LayoutDocument.ArgumentRange) -> String {
    let units = Array(text.utf16)[range.start..<(range.start + range.length)]
    return String(decoding: units, as: UTF16.self)
  }

  @Test func fallbackTextsInAHebrewDocumentCarryTheirLanguage() throws {
    let renderer = try AlertRenderer(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [TestContent.localizationsDirectory, Self.hebrew])
    let document = try render("homephone-alert.json", locale: "he", renderer: renderer)
    #expect(document.direction == .rtl)
    #expect(document.navigation.title == "מספר הטלפון בבית דלף")
    #expect(document.navigation.annotations?["title"]?.lang == nil)
    let help = try #require(sections(document).first { $0.id == "help" })
    #expect(help.heading.text == "Need help?")
    #expect(help.heading.annotations?["text"]?.lang == "en-US")
    // 1.2: the direction of that language stands beside every `lang`.
    #expect(help.heading.annotations?["text"]?.direction == .ltr)
    let json = String(decoding: try document.jsonData(), as: UTF8.self)
    #expect(
      json.components(separatedBy: "\"lang\":").count
        == json.components(separatedBy: "\"direction\":\"ltr\",\"lang\":\"en-US\"").count)
    #expect(help.items[0].annotations?["text"]?.lang == "en-US")
    let risks = try #require(sections(document).first { $0.id == "risks" })
    #expect(risks.heading.annotations == nil)
    let contact = try #require(document.dialogs["contact"])
    #expect(contact.annotations?["title"]?.lang == "en-US")
    #expect(contact.annotations?["message"]?.lang == "en-US")
    let remind = try #require(document.footer.buttons.first { $0.id == "remind-later" })
    #expect(remind.annotations?["title"] == nil)
    #expect(remind.annotations?["accessibilityHint"]?.lang == "en-US")
    let detail = try #require(details(document).first)
    #expect(detail.spokenValue == "מסתיים ב־0142")
    #expect(detail.origin?.annotations?["text"]?.lang == nil)
  }

  /// en-GB falls back to en-US for a few keys: the same language, so nothing is marked.
  @Test func aRegionalFallbackIsNotMarked() throws {
    let document = try render("email-alert.json", locale: "en-GB")
    let json = String(decoding: try document.jsonData(), as: UTF8.self)
    #expect(!json.contains("\"lang\""))
  }

  @Test func argumentRangesPointAtTheValuesInUTF16() throws {
    let alert = TestContent.alertJSON(events: [
      [
        "match": "IDEMAILADDR", "email": "a@example.com", "site": "🔥 Ünïcode Sïte",
        "SourceDate": "2016-09-12",
      ]
    ])
    for locale in TestContent.locales + ["en-XA", "ar-XB"] {
      let document = try TestContent.renderer.render(json: alert, locale: locale)
      let detail = try #require(details(document).first)
      let origin = try #require(detail.origin)
      let originRange = try #require(origin.annotations?["text"]?.arguments?.first)
      #expect(slice(origin.text, originRange) == "🔥 Ünïcode Sïte", "\(locale)")
      let date = try #require(detail.date)
      let dateRange = try #require(date.annotations?["text"]?.arguments?.first)
      #expect(slice(date.text, dateRange) == date.display, "\(locale)")
      let spokenRange = try #require(date.annotations?["spokenText"]?.arguments?.first)
      #expect(slice(try #require(date.spokenText), spokenRange) == date.spoken, "\(locale)")
    }
  }

  @Test(arguments: [
    ("en-US", "Date of leak: September 12, 2016"),
    ("en-GB", "Date of leak: 12 September 2016"),
    ("es-419", "Fecha de la filtración: 12 de septiembre de 2016"),
  ])
  func dateLinesHaveAWholeSpokenForm(locale: String, expected: String) throws {
    let alert = TestContent.alertJSON(events: [
      ["match": "IDEMAILADDR", "email": "a@example.com", "SourceDate": "2016-09-12"]
    ])
    let document = try TestContent.renderer.render(json: alert, locale: locale)
    let date = try #require(details(document).first?.date)
    #expect(date.spokenText == expected)
  }

  @Test(arguments: [
    ("en-US", "IDSSN", "123-45-1120", "ending in 1120"),
    ("en-GB", "IDIBAN", "GB29NWBK60161331925432", "starting with GB, ending in 5432"),
    ("es-419", "IDBANK", "000123456789", "que termina en 6789"),
    ("es-419", "IDIBAN", "GB29NWBK60161331925432", "que empieza con GB y termina en 5432"),
    ("en-US", "IDHOMEPHONE", "(212) 555-0142", "ending in 0142"),
    ("en-US", "IDBANK", "123", "hidden"),
  ])
  func maskedValuesHaveASpokenForm(
    locale: String, match: String, value: String, expected: String
  ) throws {
    let alert = TestContent.alertJSON(events: [["match": match, "value": value]])
    let document = try TestContent.renderer.render(json: alert, locale: locale)
    let detail = try #require(details(document).first)
    #expect(detail.value?.contains("•") == true)
    #expect(detail.spokenValue == expected)
  }

  @Test func anUnmaskedValueHasNoSpokenForm() throws {
    let document = try render("email-alert.json", locale: "en-US")
    #expect(details(document).allSatisfy { $0.spokenValue == nil })
  }

  @Test func pseudoLocalesPseudoLocalizeSpokenForms() throws {
    let alert = TestContent.alertJSON(events: [["match": "IDSSN", "value": "123-45-1120"]])
    let accented = try TestContent.renderer.render(json: alert, locale: "en-XA")
    #expect(details(accented).first?.spokenValue?.hasPrefix("[éñðíñĝ íñ 1120") == true)
    let mirrored = try TestContent.renderer.render(json: alert, locale: "ar-XB")
    #expect(
      details(mirrored).first?.spokenValue
        == "\u{200F}\u{202E}ending\u{202C}\u{200F} \u{200F}\u{202E}in\u{202C}\u{200F} 1120")
  }

  @Test func genericFieldsHaveSpokenForms() throws {
    let document = try render("ssntrace-alert.json", locale: "en-US")
    let fields = details(document).flatMap { $0.fields ?? [] }
    #expect(!fields.isEmpty)
    for field in fields where field.value.contains("•") {
      #expect(field.spokenValue?.isEmpty == false, "\(field.key)")
      #expect(field.spokenValue?.contains("•") == false)
    }
  }

  @Test func theDocumentIsTheCurrentVersion() throws {
    #expect(try render("email-alert.json", locale: "en-US").schemaVersion == "1.2")
  }
}
