import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// Catalogs declaring another source language than the set's: Xcode's `en` beside the
/// shipped `en-US`, and a catalog written in another language altogether.
extension CatalogSetTests {
  /// A catalog of `source` holding `texts` (key, locale, text).
  private func catalog(
    _ source: String, _ texts: [(key: String, locale: String, text: String)],
    file: String = "Drop.xcstrings"
  ) throws -> StringCatalog {
    let keys = Dictionary(grouping: texts, by: \.key)
    let strings = keys.keys.sorted().map { key in
      let localizations = (keys[key] ?? []).map {
        #""\#($0.locale)": {"stringUnit": {"state": "translated", "value": "\#($0.text)"}}"#
      }
      return #""\#(key)": {"localizations": {\#(localizations.joined(separator: ", "))}}"#
    }
    let json = try JSONParser.parse(
      Data(
        #"{"sourceLanguage": "\#(source)", "strings": {\#(strings.joined(separator: ", "))}}"#
          .utf8))
    return try StringCatalog(json, file: file)
  }

  private func text(_ catalogs: CatalogSet, _ key: String, in locale: String) throws -> (
    text: String?, locale: String?
  ) {
    let resolved = catalogs.table(for: try #require(LocaleID(locale))).strings[key]
    return (resolved?.string.plainText, resolved?.locale.description)
  }

  /// Xcode's `en` is where en-US's texts come from: a drop-in in `en` adds and replaces en-US
  /// texts, and adds no locale of its own.
  @Test func anEnglishCatalogHoldsTheTextsOfTheEnUSSource() throws {
    let shipped = TestContent.renderer.catalogs.catalogs
    let drop = try catalog(
      "en",
      [
        ("section.help.title", "en", "Need a hand?"), ("new.key", "en", "Brand new"),
        ("new.key", "es-419", "Nuevo"),
      ])
    let catalogs = try CatalogSet(catalogs: shipped + [drop])
    #expect(catalogs.locales.map(\.description) == ["en-US", "en-GB", "es-419"])
    for locale in ["en-US", "en", "fr", "en-GB-x-test"] {
      #expect(try text(catalogs, "new.key", in: locale) == ("Brand new", "en-US"), "\(locale)")
    }
    #expect(try text(catalogs, "section.help.title", in: "en-US") == ("Need a hand?", "en-US"))
    #expect(try text(catalogs, "section.help.title", in: "en-GB") == ("Need help?", "en-GB"))
    #expect(try text(catalogs, "new.key", in: "es-MX") == ("Nuevo", "es-419"))
    #expect(
      catalogs.overrides.map(\.message).contains(
        "section.help.title [en-US]: replaced by Drop.xcstrings (its source language en; was "
          + "Localizations/Screen.xcstrings)."))
  }

  /// An entry of an `en` catalog that has an en-US text too keeps both as written: en-US's
  /// for en-US, en's for a request of en alone.
  @Test func anEntryWithBothEnglishesKeepsBoth() throws {
    let drop = try catalog(
      "en", [("both.key", "en", "General"), ("both.key", "en-US", "American")])
    let catalogs = try CatalogSet(catalogs: TestContent.renderer.catalogs.catalogs + [drop])
    #expect(try text(catalogs, "both.key", in: "en-US") == ("American", "en-US"))
    #expect(try text(catalogs, "both.key", in: "en") == ("General", "en"))
    #expect(try text(catalogs, "both.key", in: "en-GB") == ("General", "en"))
  }

  /// A catalog written in German keeps its texts German; a key only it defines is served its
  /// German text where nothing nearer has one, never left out.
  @Test func aCatalogOfAnotherSourceLanguageIsReadByItsOwnRules() throws {
    let drop = try catalog(
      "de",
      [
        ("only.german", "de", "Nur deutsch"), ("only.german", "fr", "Seulement allemand"),
        ("section.help.title", "de", "Hilfe?"),
      ])
    let catalogs = try CatalogSet(catalogs: TestContent.renderer.catalogs.catalogs + [drop])
    #expect(catalogs.sourceLanguage.description == "en-US")
    #expect(catalogs.locales.map(\.description) == ["en-US", "de", "en-GB", "es-419", "fr"])
    #expect(try text(catalogs, "only.german", in: "fr-CA") == ("Seulement allemand", "fr"))
    for locale in ["en-US", "es-419", "ja"] {
      #expect(try text(catalogs, "only.german", in: locale) == ("Nur deutsch", "de"), "\(locale)")
    }
    #expect(try text(catalogs, "section.help.title", in: "de-AT") == ("Hilfe?", "de"))
    #expect(try text(catalogs, "section.help.title", in: "en-US") == ("Need help?", "en-US"))
    // Lint compares the French text with the German source of its key.
    let entry = try #require(catalogs.entries["only.german"]?.entry)
    #expect(catalogs.sourceText(of: "only.german", entry)?.locale.description == "de")
  }

  /// A set whose first catalog says `en` (a team's own Xcode catalogs alone) and a drop-in in
  /// en-US: en-US's texts serve en-US, and its keys no `en` text has serve every request.
  @Test func anEnUSCatalogBesideAnEnglishSourceKeepsItsTexts() throws {
    let english = try catalog(
      "en", [("greeting", "en", "Hello"), ("greeting", "fr", "Bonjour")], file: "Base.xcstrings")
    let american = try catalog(
      "en-US", [("greeting", "en-US", "Howdy"), ("extra", "en-US", "Extra")])
    let catalogs = try CatalogSet(catalogs: [english, american])
    #expect(catalogs.sourceLanguage.description == "en")
    #expect(try text(catalogs, "greeting", in: "en-US") == ("Howdy", "en-US"))
    #expect(try text(catalogs, "greeting", in: "en-GB") == ("Hello", "en"))
    #expect(try text(catalogs, "greeting", in: "fr") == ("Bonjour", "fr"))
    #expect(try text(catalogs, "extra", in: "fr") == ("Extra", "en-US"))
  }

  /// A one-locale load (`Selection`) reads an `en` drop-in as a full load does.
  @Test func aSelectionReadsAnEnglishDropInAsAFullLoadDoes() throws {
    let directories = [
      TestContent.localizationsDirectory,
      TestContent.root.appendingPathComponent("Tests/Fixtures/Localizations-xcode26"),
    ]
    let full = try CatalogSet.load(from: directories)
    for locale in ["en-US", "en", "en-GB", "en-AU", "es-419", "es-MX", "fr"] {
      let id = try #require(LocaleID(locale))
      let selected = try CatalogSet.load(
        from: directories, selection: CatalogSet.Selection(requests: [id]))
      #expect(selected.locale(for: id) == full.locale(for: id), "\(locale)")
      let (one, all) = (selected.table(for: id), full.table(for: id))
      #expect(one.strings.count == all.strings.count, "\(locale)")
      for (key, resolved) in all.strings {
        #expect(one.strings[key]?.string == resolved.string, "\(key) in \(locale)")
        #expect(one.strings[key]?.locale == resolved.locale, "\(key) in \(locale)")
      }
    }
  }
}
