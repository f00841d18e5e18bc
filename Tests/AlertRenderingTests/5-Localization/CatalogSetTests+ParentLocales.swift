import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// A request falls back up its own CLDR chain only: a locale below it never serves it.
extension CatalogSetTests {
  /// Every CLDR parent pair the package knows, child first: parentLocales.json and the
  /// scripts CLDR separates from their language (`LocaleID.cldrParentChildren`), and every
  /// locale with CLDR data of its own whose parent has a region or script (mn-Mong-MN →
  /// mn-Mong). The root (`und`) is no locale, so pairs ending there are left out.
  static let parentPairs: [(child: LocaleID, parent: LocaleID)] = {
    var pairs: [(child: LocaleID, parent: LocaleID)] = []
    for (child, parent) in zip(LocaleID.cldrParentChildren, LocaleID.cldrParentParents)
    where parent != "und" {
      if let child = LocaleID(child), let parent = LocaleID(parent) {
        pairs.append((child, parent))
      }
    }
    for id in CLDRFormats.ids where !LocaleID.cldrParentChildren.contains(id) {
      guard let child = LocaleID(id), let parent = child.parent,
        parent.region != nil || parent.script != nil
      else { continue }
      pairs.append((child, parent))
    }
    return pairs
  }()

  /// A catalog (source en-US) translating one key in `locale`.
  private func catalog(_ locale: LocaleID) throws -> StringCatalog {
    let json = try JSONParser.parse(
      Data(
        #"""
        {"sourceLanguage": "en-US", "strings": {"detail.date": {"localizations": {
          "\#(locale)": {"stringUnit": {"state": "translated", "value": "[\#(locale)] %@"}}}}}}
        """#.utf8))
    return try StringCatalog(json, file: "\(locale).xcstrings")
  }

  /// Catalogs of the source, en-US, and of `locales`.
  private func catalogs(_ locales: LocaleID...) throws -> CatalogSet {
    try CatalogSet(
      catalogs: [try catalog(LocaleID(language: "en", region: "US"))] + locales.map(catalog))
  }

  /// The shipped catalogs and one more translating a key in `locale`.
  private func shipped(adding locale: LocaleID) throws -> CatalogSet {
    try CatalogSet(catalogs: TestContent.renderer.catalogs.catalogs + [try catalog(locale)])
  }

  @Test func theListOfParentPairsIsComplete() {
    // The two pairs issue 24 found, a regional one, a script one and a deeper one.
    for (child, parent) in [
      ("hi-Latn", "en-IN"), ("ht", "fr-HT"), ("es-AR", "es-419"), ("zh-Hant-MO", "zh-Hant-HK"),
      ("nb", "no"), ("en-GB", "en-001"), ("pt-AO", "pt-PT"),
    ] {
      #expect(
        Self.parentPairs.contains {
          $0.child.description == child && $0.parent.description == parent
        }, "\(child) → \(parent)")
    }
    #expect(Self.parentPairs.count > 150)
  }

  @Test func aParentIsNeverServedByItsChild() throws {
    // A bare language asks for any of its varieties: no-NO serves `no`
    // (`aBareLanguageIsServedByAnyOfItsVarieties`).
    for (child, parent) in Self.parentPairs
    where parent.region != nil || parent.script != nil || parent.language != child.language {
      let catalogs = try catalogs(child)
      let served = catalogs.locale(for: parent)
      #expect(served != child, "\(parent) is served by its child \(child)")
      #expect(!served.fallbackChain.dropFirst().contains(parent), "\(parent) served by \(served)")
    }
  }

  @Test func aChildFallsBackUpThroughItsParent() throws {
    for (child, parent) in Self.parentPairs {
      let catalogs = try catalogs(parent)
      #expect(catalogs.locale(for: child) == parent, "\(child) is not served by \(parent)")
    }
  }

  /// The document says which locale's texts it holds: the one that served the request.
  @Test func theDocumentIsMarkedWithTheLocaleThatServedIt() throws {
    let alert = TestContent.alertJSON(events: [["match": "IDDLNUMBER", "dlNumber": "D1"]])
    for (child, parent) in Self.parentPairs {
      let renderer = AlertRenderer(
        rules: TestContent.renderer.rules, catalogs: try shipped(adding: child))
      let document = try renderer.render(json: alert, locale: parent.description)
      #expect(document.locale == renderer.catalogs.locale(for: parent).description)
      if parent.region != nil || parent.script != nil || parent.language != child.language {
        #expect(document.locale != child.description, "\(parent) rendered as \(child)")
      }
      #expect(document.requestedLocale == parent.description)
    }
  }

  /// Issue 24's two cases: en-IN takes en-GB's texts through en-001, not hi-Latn's; fr-HT
  /// takes French or the source, never Haitian Creole.
  @Test func hinglishAndHaitianCreoleServeNoParent() throws {
    let alert = TestContent.alertJSON(events: [["match": "IDDLNUMBER", "dlNumber": "D1"]])
    let renderer = AlertRenderer(
      rules: TestContent.renderer.rules,
      catalogs: try shipped(adding: try #require(LocaleID("hi-Latn"))))
    let indian = try renderer.render(json: alert, locale: "en-IN")
    #expect(indian.locale == "en-GB")
    #expect(LayoutHTMLEncoder().encode(indian).contains(#"<html lang="en-GB""#))
    #expect(
      indian.diagnostics.map(\.message) == [
        "en-IN has no catalog of its own; used en-GB, which serves its CLDR parent en-001."
      ])
    #expect(try renderer.render(json: alert, locale: "hi-Latn").locale == "hi-Latn")
    let haitian = AlertRenderer(
      rules: TestContent.renderer.rules, catalogs: try shipped(adding: try #require(LocaleID("ht")))
    )
    #expect(try haitian.render(json: alert, locale: "fr-HT").locale == "en-US")
    #expect(try haitian.render(json: alert, locale: "ht").locale == "ht")
  }

  /// A bare language asks for the language in any variety; a different language below it
  /// (nb below no, ht below fr, hi-Latn below en) never serves it.
  @Test func aBareLanguageIsServedByAnyOfItsVarieties() throws {
    for (locale, request, served) in [
      ("de-AT", "de", "de-AT"), ("es-MX", "es", "es-MX"), ("es-MX", "es-ES", "es-MX"),
      ("nb", "no", "en-US"), ("ht", "fr", "en-US"), ("hi-Latn", "en", "en-US"),
      ("sr-Latn", "sr", "sr-Latn"), ("es-AR", "es-419", "en-US"), ("no-NO", "no", "no-NO"),
      ("en-GB", "en-001", "en-US"), ("en-GB", "en-AU", "en-GB"), ("en-GB", "en", "en-US"),
    ] {
      let catalogs = try catalogs(try #require(LocaleID(locale)))
      #expect(
        catalogs.locale(for: try #require(LocaleID(request))).description == served,
        "\(request) with \(locale)")
    }
  }
}
