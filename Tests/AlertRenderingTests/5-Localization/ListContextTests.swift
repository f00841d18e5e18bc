import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// Lists join as ICU joins them where its list formatter changes the conjunction by the next
/// item: Spanish "y" → "e", Hebrew "ו" → "ו-".
@Suite struct ListContextTests {
  /// Every list of `Fixtures/icu-lists.txt` (Scripts/generate-list-fixture: Node's ICU),
  /// joined with CLDR's patterns in its locale, as a locale without list keys of its own
  /// joins it.
  @Test func listsMatchICU() throws {
    let text = String(decoding: try TestContent.fixture("icu-lists.txt"), as: UTF8.self)
    var checked = 0
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      let id = try #require(LocaleID(fields[0]))
      let setup = LocaleSetup(
        table: LocaleTable(locale: id, strings: [:]), screen: TestContent.renderer.rules.screen,
        requested: id, source: id)
      let items = Array(fields.dropFirst(2))
      #expect(setup.formats.list(items) == fields[1], "\(fields[0]): \(items)")
      checked += 1
    }
    #expect(checked > 600)
  }

  /// Issue 24: a Hebrew document whose list has an item that fell back to English writes
  /// "ו-credit card number", as ICU does, not the conjunction glued to the English word.
  @Test func aHebrewListWithAnEnglishItemTakesTheHyphen() throws {
    let renderer = try AlertRenderer(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [
        TestContent.localizationsDirectory,
        TestContent.root.appendingPathComponent("Tests/Fixtures/Localizations-he"),
      ])
    let alert = TestContent.alertJSON(events: [
      ["match": "IDHOMEPHONE", "homePhone": "5551234567"],
      ["match": "IDCCN", "ccn": "4111111111111111"],
    ])
    let document = try renderer.render(json: alert, locale: "he")
    #expect(document.locale == "he")
    let json = String(decoding: try JSONEncoder().encode(document), as: UTF8.self)
    #expect(json.contains("home phone number \u{05D5}-credit card number\""), "\(json)")
  }

  /// A catalog's own changed patterns serve its language's rule, and only it: an English
  /// catalog's "BeforeI" patterns are never used, a Hebrew one's before a Latin word only.
  @Test func theRuleIsTheTextsLanguages() throws {
    for (locale, items, expected) in [
      ("he", ["א", "ב"], "א וב"), ("he", ["א", "Visa"], "א ו-Visa"),
      ("es-419", ["a", "isla"], "a e isla"), ("es-419", ["a", "Visa"], "a y Visa"),
      ("en-US", ["a", "isla"], "a and isla"), ("ar", ["ا", "Visa"], "ا وVisa"),
    ] {
      let id = try #require(LocaleID(locale))
      let setup = LocaleSetup(
        table: LocaleTable(locale: id, strings: [:]), screen: TestContent.renderer.rules.screen,
        requested: id, source: id)
      #expect(setup.formats.list(items) == expected, "\(locale)")
    }
    #expect(ListContext.hebrew.changed("%1$@ \u{05D5}%2$@") == "%1$@ \u{05D5}-%2$@")
    #expect(ListContext.spanish.changed("%1$@ y %2$@") == "%1$@ e %2$@")
    #expect(ListContext.none.changed("%1$@ y %2$@") == "%1$@ y %2$@")
    #expect(ListContext(language: "iw") == .hebrew)
  }
}
