import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// Regional English and Spanish: texts of the nearest shipped locale, formats of their own.
extension CLDRFormatsTests {
  /// en-AU, en-IN and en-NZ take en-GB's texts (British spelling) through their parent
  /// en-001, with their own CLDR dates, day first (Babel: d/M/yy, dd/MM/yy, dd/MM/y).
  @Test(arguments: [
    ("en-AU", "Date of leak: 2/4/2023"), ("en-IN", "Date of leak: 02/04/2023"),
    ("en-NZ", "Date of leak: 02/04/2023"), ("en-IE", "Date of leak: 02/04/2023"),
  ])
  func regionalEnglishIsBritishWithItsOwnDates(locale: String, date: String) throws {
    let document = try TestContent.renderer.render(
      json: Self.alert(match: "IDDLNUMBER", field: "dlnumber", value: "D1234567"), locale: locale)
    #expect(document.locale == "en-GB")
    #expect(document.requestedLocale == locale)
    #expect(document.navigation.title == "Driving Licence Number Leaked")
    let line = try #require(Self.details(document).first?.date)
    #expect(line.text == date)
    #expect(line.spoken == "2 April 2023")
  }

  /// The catalogs' own format keys keep en-US, en-GB and es-419 as they were, byte for byte.
  @Test(arguments: [
    ("en-US", "Date of leak: 04-02-2023", "April 2, 2023"),
    ("en-GB", "Date of leak: 02/04/2023", "2 April 2023"),
    ("es-419", "Fecha de la filtración: 02/04/2023", "2 de abril de 2023"),
  ])
  func shippedLocalesKeepTheirCatalogFormats(locale: String, date: String, spoken: String) throws {
    let document = try TestContent.renderer.render(
      json: Self.alert(match: "IDDLNUMBER", field: "dlnumber", value: "D1234567"), locale: locale)
    let line = try #require(Self.details(document).first?.date)
    #expect(line.text == date)
    #expect(line.spoken == spoken)
  }

  /// Spanish regions take es-419's texts and their own CLDR grouping: es-AR, es-CO and es-CL
  /// group with `.`, es-MX with `,`, and es-ES only from five digits (minimum grouping digits
  /// 2: 1000 but 12.345). es-JP belongs to es-419 too.
  @Test(arguments: [
    ("es-AR", "1.000", "12.345"), ("es-CO", "1.000", "12.345"), ("es-CL", "1.000", "12.345"),
    ("es-MX", "1,000", "12,345"), ("es-ES", "1000", "12.345"), ("es-419", "1,000", "12,345"),
    ("es-JP", "1,000", "12,345"),
  ])
  func spanishRegionsGroupAsCLDRDoes(locale: String, thousand: String, more: String) throws {
    let id = try #require(LocaleID(locale))
    #expect(TestContent.renderer.catalogs.locale(for: id).description == "es-419")
    let title = try Self.mixedTitle(TestContent.renderer, locale: locale, events: 1000)
    #expect(title.hasPrefix(thousand + " "), "\(title)")
    let setup = LocaleSetup(
      table: TestContent.renderer.catalogs.table(for: id),
      screen: TestContent.renderer.rules.screen,
      requested: id, source: TestContent.renderer.catalogs.sourceLanguage)
    #expect(setup.formats.number(12345) == more)
  }

  /// India groups by two after the first three digits (Babel: 12,34,567).
  @Test func indianEnglishGroupsByTwo() throws {
    let id = try #require(LocaleID("en-IN"))
    let setup = LocaleSetup(
      table: TestContent.renderer.catalogs.table(for: id),
      screen: TestContent.renderer.rules.screen,
      requested: id, source: TestContent.renderer.catalogs.sourceLanguage)
    #expect(setup.formats.number(1_234_567) == "12,34,567")
    #expect(setup.formats.number(1000) == "1,000")
    #expect(setup.formats.number(-100_000) == "-1,00,000")
  }

  /// A bare `en` or `es` is served whole by a locale of its language below it; en-001 is not
  /// served by en-GB below it, but falls back up its own chain to en, served by en-US.
  @Test func aBareLanguageIsServedByTheNearestShippedLocaleBelowIt() throws {
    let catalogs = TestContent.renderer.catalogs
    #expect(catalogs.locale(for: try #require(LocaleID("en-001"))).description == "en-US")
    #expect(catalogs.locale(for: try #require(LocaleID("en"))).description == "en-US")
    #expect(catalogs.locale(for: try #require(LocaleID("es"))).description == "es-419")
    let english = try TestContent.renderer.render(
      json: Self.alert(match: "IDDLNUMBER", field: "dlnumber", value: "D1"), locale: "en")
    #expect(try #require(Self.details(english).first?.date).text == "Date of leak: 04-02-2023")
  }

  /// pt-AO's texts come from pt-PT when a drop-in has them, before pt-BR's; its formats are
  /// its own (CLDR: dd/MM/y, grouping with a no-break space).
  @Test func angolanPortugueseFollowsPortugal() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("portugal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(
      #"""
      {"sourceLanguage": "en-US", "version": "1.0", "strings": {"detail.date": {"localizations": {
        "pt-PT": {"stringUnit": {"state": "translated", "value": "Data da fuga: %@"}},
        "pt-BR": {"stringUnit": {"state": "translated", "value": "Data do vazamento: %@"}}}}}}
      """#.utf8
    ).write(to: directory.appendingPathComponent("Portuguese.xcstrings"))
    let renderer = try AlertRenderer(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [TestContent.localizationsDirectory, directory])
    let alert = Self.alert(match: "IDDLNUMBER", field: "dlnumber", value: "D1")
    let angola = try renderer.render(json: alert, locale: "pt-AO")
    #expect(angola.locale == "pt-PT")
    #expect(try #require(Self.details(angola).first?.date).text == "Data da fuga: 02/04/2023")
    #expect(try #require(Self.details(angola).first?.date).spoken == "2 de abril de 2023")
    #expect(try renderer.render(json: alert, locale: "pt").locale == "pt-BR")
    let id = try #require(LocaleID("pt-AO"))
    let setup = LocaleSetup(
      table: renderer.catalogs.table(for: id), screen: renderer.rules.screen, requested: id,
      source: renderer.catalogs.sourceLanguage)
    #expect(setup.formats.number(12345) == "12\u{A0}345")
  }

  /// A `format.*` key of the requested locale itself beats CLDR; one of the locale whose texts
  /// serve another region does not (en-GB's `dd/MM/yyyy` is not en-AU's date).
  @Test func theLocalesOwnCatalogKeyWins() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("french-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(
      #"""
      {"sourceLanguage": "en-US", "version": "1.0", "strings": {"format.date.leak": {
        "localizations": {"fr": {"stringUnit": {"state": "translated", "value": "dd.MM.yyyy"}}}}}}
      """#.utf8
    ).write(to: directory.appendingPathComponent("French.xcstrings"))
    let renderer = try AlertRenderer(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [TestContent.localizationsDirectory, directory])
    let alert = Self.alert(match: "IDDLNUMBER", field: "dlnumber", value: "D1")
    let french = try renderer.render(json: alert, locale: "fr")
    #expect(try #require(Self.details(french).first?.date).text == "Date of leak: 02.04.2023")
    // fr-CA is served by fr's texts, but takes its own CLDR date (y-MM-dd), not fr's key.
    let canadian = try renderer.render(json: alert, locale: "fr-CA")
    #expect(try #require(Self.details(canadian).first?.date).text == "Date of leak: 2023-04-02")
  }
}
