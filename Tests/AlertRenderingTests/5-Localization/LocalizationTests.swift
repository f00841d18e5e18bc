import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

@Suite struct LocalizationTests {
  private let renderer = TestContent.renderer

  private func document(locale: String, events: Int = 1) throws -> LayoutDocument {
    let alert = TestContent.alertJSON(
      events: Array(
        repeating: ["match": "IDEMAILADDR", "email": "a@example.com", "Source": "S"], count: events)
    )
    return try renderer.render(json: alert, locale: locale)
  }

  @Test func everyKeyResolvesInEveryShippedLocale() throws {
    let locales = renderer.catalogs.locales.map(\.description)
    #expect(locales == ["en-US", "en-GB", "es-419"])
    for (key, _, _, _) in renderer.rules.catalogKeyUses {
      for locale in locales {
        let table = renderer.catalogs.table(for: try #require(LocaleID(locale)))
        let resolved = table.strings[key]
        #expect(resolved != nil, "\(key) does not resolve in \(locale)")
        #expect(resolved?.locale.description == locale, "\(key) falls back in \(locale)")
      }
    }
  }

  @Test func fallbacksAreReportedNeverErrors() throws {
    let mexico = try document(locale: "es-MX")
    #expect(mexico.locale == "es-419")
    #expect(mexico.requestedLocale == "es-MX")
    #expect(mexico.diagnostics.map(\.code) == ["locale-fallback"])

    // en-AU's CLDR parent is en-001, which en-GB's texts serve.
    let australia = try document(locale: "en-AU")
    #expect(australia.locale == "en-GB")
    #expect(
      australia.diagnostics.map(\.message) == [
        "en-AU has no catalog of its own; used en-GB, which serves its CLDR parent en-001."
      ])
    #expect(australia.diagnostics.map(\.code) == ["locale-fallback"])

    let french = try document(locale: "fr-FR")
    #expect(french.locale == "en-US")
    #expect(french.navigation.title == "Email Address Leaked")
    #expect(
      french.diagnostics.map(\.message) == [
        "fr-FR is not supported; used en-US. Supported: en-US, en-GB, es-419."
      ])

    let nonsense = try document(locale: "??")
    #expect(nonsense.locale == "en-US")
    #expect(nonsense.diagnostics.map(\.code) == ["locale-invalid"])
  }

  @Test func bareLanguageFindsItsRegionalCatalog() throws {
    let spanish = try document(locale: "es-ES")
    #expect(spanish.locale == "es-419")
    #expect(
      spanish.diagnostics.map(\.message) == [
        "es-ES has no catalog of its own; used es-419, the closest available locale."
      ])
    #expect(try document(locale: "es").locale == "es-419")
    #expect(
      try document(locale: "es-MX").diagnostics.map(\.message) == [
        "es-MX has no catalog of its own; used es-419, its CLDR parent."
      ])
  }

  @Test func pluralTitlesCountEvents() throws {
    #expect(try document(locale: "en-US", events: 3).navigation.title == "3 Email Addresses Leaked")
    #expect(
      try document(locale: "es-419", events: 3).navigation.title
        == "3 direcciones de correo electrónico filtradas")
    #expect(
      try document(locale: "es-419", events: 1).navigation.title
        == "Dirección de correo electrónico filtrada")
  }

  @Test func datesFollowEachLocalesPattern() throws {
    func dateLine(_ locale: String) throws -> LayoutDocument.DateLine? {
      guard case .details(let details) = try document(locale: locale).body[1] else { return nil }
      return details.items.first?.date
    }
    #expect(try dateLine("en-US")?.display == "09-12-2016")
    #expect(try dateLine("en-GB")?.display == "12/09/2016")
    #expect(try dateLine("es-419")?.display == "12/09/2016")
    #expect(try dateLine("en-GB")?.spoken == "12 September 2016")
    #expect(try dateLine("es-419")?.spoken == "12 de septiembre de 2016")
    #expect(try dateLine("es-419")?.iso == "2016-09-12")
  }

  @Test func britishSpellingIsUsed() throws {
    let json = String(decoding: try document(locale: "en-GB").jsonData(), as: UTF8.self)
    #expect(json.contains("strange behaviour"))
    #expect(!json.contains("strange behavior"))
  }

  @Test func missingTranslationFallsBackPerKeyWithADiagnostic() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("partial-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(
      #"""
      {"sourceLanguage": "en-US", "version": "1.0", "strings": {"section.help.title": {
        "localizations": {"de": {"stringUnit": {"state": "translated", "value": "Hilfe?"}}}}}}
      """#.utf8
    ).write(to: directory.appendingPathComponent("Override.xcstrings"))
    let renderer = try AlertRenderer(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [TestContent.localizationsDirectory, directory])
    let document = try renderer.render(
      json: try TestContent.example("email-alert.json"), locale: "de")
    #expect(document.navigation.title == "Email Address Leaked")
    #expect(
      document.diagnostics.contains {
        $0.code == "string-fallback"
          && $0.message.hasSuffix("has no de translation; used en-US.")
      })
    #expect(
      !document.diagnostics.contains { $0.message.contains("'section.help.title' has no") })
  }

  /// Digit grouping is a format, not text: en-XA keeps it as the source writes it, and lists
  /// keep their structure, their words ("and") accented like any text.
  @Test func pseudoLocaleKeepsListAndNumberFormats() throws {
    let mixed = try renderer.render(
      json: try TestContent.example("all-match-types-alert.json"), locale: "en-XA")
    guard case .banner(let banner) = mixed.body[0] else {
      Issue.record("No banner.")
      return
    }
    #expect(banner.subtitle.contains("ļéáķéð: [éɱáíļ áððŕéšš~~~~~~~~~~~], [Šóçíáļ"))
    #expect(banner.subtitle.contains("~], áñð ["))
    #expect(!banner.subtitle.contains("[["))
    let many = try document(locale: "en-XA", events: 1000)
    #expect(many.navigation.title.contains("1,000"), "\(many.navigation.title)")
    #expect(!many.navigation.title.contains("[,]"))
  }

  /// A substitution whose text names a substitution (itself, here) is expanded one level and
  /// reported, instead of recursing until the stack overflows.
  @Test func aSelfReferencingSubstitutionEnds() throws {
    let json = try JSONParser.parse(
      Array(
        #"""
        {"sourceLanguage": "en-US", "version": "1.0", "strings": {"loop": {"localizations": {
          "en-US": {"stringUnit": {"state": "translated", "value": "Found %#@n@"},
            "substitutions": {"n": {"argNum": 1, "formatSpecifier": "lld", "variations": {
              "plural": {"other": {"stringUnit": {"state": "translated",
                "value": "%arg items %#@n@"}}}}}}}}}}}
        """#.utf8))
    let catalogs = try CatalogSet(catalogs: [StringCatalog(json, file: "Loop.xcstrings")])
    let table = catalogs.table(for: try #require(LocaleID("en-US")))
    var localizer = Localizer(
      table: table, formats: LocaleFormats(table: table), datePatternKey: "none",
      monthNamePrefix: "none")
    #expect(localizer.string(LocalizedText("loop", [.count(3)])) == "Found 3 items ")
    #expect(localizer.diagnostics.map(\.code) == ["string-invalid"])
  }

  @Test func pseudoLocaleExpandsAndBracketsButKeepsValues() throws {
    let document = try document(locale: "en-XA")
    #expect(document.locale == "en-XA")
    #expect(document.navigation.title.hasPrefix("[Éɱáíļ Åððŕéšš Ļéáķéð"))
    #expect(document.navigation.title.hasSuffix("~]"))
    #expect(document.navigation.title.count > "Email Address Leaked".count * 13 / 10)
    guard case .details(let details) = document.body[1] else {
      Issue.record("No details block.")
      return
    }
    #expect(details.items[0].value == "a@example.com")
    #expect(details.items[0].origin?.text.hasPrefix("[Ƒŕóɱ: S~") == true)
    #expect(details.items[0].date?.display == "09-12-2016")
  }

  /// Lists are joined by the CLDR patterns the catalogs carry; the result must be what
  /// Foundation's ICU formatter writes for the same locale, including Spanish "e" for "y"
  /// before an i- or hi- word.
  @Test(arguments: TestContent.locales)
  func listsJoinAsFoundationJoinsThem(locale: String) throws {
    let formats = try formats(locale)
    let words = [
      "email address", "IBAN", "identificación", "hijo", "hielo", "Ítem", "número", "o", "",
      "hi", "Hiato", "HIJO",
    ]
    for count in 1...5 {
      for offset in 0..<words.count {
        let items = (0..<count).map { words[(offset + $0 * 2) % words.count] }
        let expected = items.formatted(
          .list(type: .and, width: .standard).locale(Locale(identifier: locale)))
        #expect(formats.list(items) == expected, "\(items)")
      }
    }
  }

  /// Counts are grouped as Foundation's ICU formatter groups them in each shipped locale.
  @Test(arguments: TestContent.locales)
  func numbersGroupAsFoundationGroupsThem(locale: String) throws {
    let formats = try formats(locale)
    let style = IntegerFormatStyle<Int>(locale: Locale(identifier: locale))
    for number in [0, 7, 999, 1000, 1234, 9999, 10000, 12345, 999_999, 1_000_000, 1_234_567_890] {
      #expect(formats.number(number) == style.format(number))
    }
  }

  /// A locale whose grouping starts at five digits, as CLDR's es-ES does, writes 1234 plainly.
  @Test func minimumGroupingDigitsDelayGrouping() throws {
    let catalog = try TestContent.catalog(
      locale: "en-US",
      strings: ["format.number.groupSeparator": ".", "format.number.minimumGroupingDigits": "2"])
    let catalogs = try CatalogSet(catalogs: [catalog])
    let formats = LocaleFormats(table: catalogs.table(for: try #require(LocaleID("en-US"))))
    #expect(formats.number(1234) == "1234")
    #expect(formats.number(12345) == "12.345")
    #expect(formats.number(-1_234_567) == "-1.234.567")
  }

  /// Without list patterns in its catalogs, a locale joins lists with CLDR's root pattern.
  @Test func missingListPatternsFallBackToTheRootPattern() throws {
    let catalog = try TestContent.catalog(locale: "en-US", strings: ["greeting": "Hello"])
    let catalogs = try CatalogSet(catalogs: [catalog])
    let formats = LocaleFormats(table: catalogs.table(for: try #require(LocaleID("en-US"))))
    #expect(formats.list(["a", "b", "c"]) == "a, b, c")
    #expect(formats.number(12345) == "12345")
  }

  @Test func theSpanishIRuleIsCLDRs() {
    for word in ["i", "isla", "IBAN", "hi", "hijo", "Hilo", "HIJO", "hiu"] {
      #expect(LocaleFormats.isBeforeI(word), "\(word)")
    }
    for word in ["", "h", "hielo", "hiato", "HIATO", "Ítem", "ola", "ahí"] {
      #expect(!LocaleFormats.isBeforeI(word), "\(word)")
    }
  }

  private func formats(_ locale: String) throws -> LocaleFormats {
    LocaleFormats(table: renderer.catalogs.table(for: try #require(LocaleID(locale))))
  }

  /// Argument ranges count UTF-16 units on the text's UTF-8: ASCII, accents, CJK and
  /// astral scalars at every offset of an eight-byte word, and an empty text.
  @Test func argumentRangesCountUTF16AsTheStandardLibraryDoes() {
    var texts = [""]
    for piece in ["a", "é", "中", "😀", "👩🏽‍💻", "\u{2028}"] {
      for prefix in 0..<10 {
        texts.append(String(repeating: "x", count: prefix) + piece + "tail of the text")
      }
    }
    texts.append("Fecha de la filtración: 6 de septiembre de 2016")
    for text in texts {
      #expect(Localizer.utf16Count(text) == text.utf16.count, "\(text)")
    }
  }
}
