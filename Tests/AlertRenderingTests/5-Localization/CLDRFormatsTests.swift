import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// CLDR's format data and parent locales: generated from Babel, resolved along CLDR's chain,
/// and used wherever a catalog does not set a `format.*` key for the locale itself.
struct CLDRFormatsTests {
  /// The shipped content plus sentence-only drop-ins (fr, de, pt-BR, ar, he) that hold no
  /// `format.*` key, as a translator who only translates sentences writes them.
  static let sentences: AlertRenderer = {
    do {
      return try AlertRenderer(
        rulesDirectories: [TestContent.rulesDirectory],
        localizationDirectories: [
          TestContent.localizationsDirectory,
          TestContent.root.appendingPathComponent("Tests/Fixtures/Localizations-sentences"),
        ])
    } catch {
      fatalError("The sentence drop-ins do not load: \(error)")
    }
  }()

  // MARK: - The generated data

  @Test func theDataNamesThePluralRulesCLDR() {
    #expect(CLDRFormats.cldrVersion == PluralRules.cldrVersion)
  }

  /// Every CLDR locale renders one date (numeric and spoken), two lists and its group
  /// separator as Babel's own formatter does with the same CLDR data: the per-locale deltas,
  /// the parent chain and DatePattern together give what CLDR gives.
  @Test func everyLocaleFormatsAsBabelDoes() throws {
    let text = String(decoding: try TestContent.fixture("babel-formats.txt"), as: UTF8.self)
    let date = try #require(LeakDate(year: 2016, month: 6, day: 9))
    var checked = 0
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      if line.hasPrefix("cldr ") {
        #expect(line == "cldr \(CLDRFormats.cldrVersion)")
        continue
      }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      try #require(fields.count == 6, "\(line)")
      let id = fields[0]
      let locale = try #require(LocaleID(id), "\(id)")
      let data = try #require(CLDRFormats(locale: locale), "\(id) has no CLDR data")
      let months = data.monthNames
      #expect(months.count == 12, "\(id)")
      let month = { (number: Int) in months.indices.contains(number - 1) ? months[number - 1] : "" }
      let numeric = DatePattern(data.numericDate ?? "").format(date, monthName: month)
      let spoken = DatePattern(data.spokenDate ?? "").format(date, monthName: month)
      #expect(numeric == fields[1], "\(id)")
      #expect(spoken == fields[2], "\(id)")
      #expect(Self.list(["a", "b"], data) == fields[3], "\(id)")
      #expect(Self.list(["a", "b", "c", "d"], data) == fields[4], "\(id)")
      #expect(data.groupSeparator == fields[5], "\(id)")
      checked += 1
    }
    #expect(checked > 900)
  }

  /// A language CLDR does not know has no data: its catalogs' own keys serve it.
  @Test func anUnknownLanguageHasNoData() throws {
    #expect(CLDRFormats(locale: try #require(LocaleID("tlh"))) == nil)
    #expect(CLDRFormats(locale: try #require(LocaleID("en-ZZ")))?.numericDate == "M/d/y")
  }

  /// `items` joined with the CLDR list patterns of `data`, as LocaleFormats joins them.
  private static func list(_ items: [String], _ data: CLDRFormats) -> String {
    func fill(_ pattern: String?, _ first: String, _ second: String) -> String {
      (pattern ?? "").replacingOccurrences(of: "%1$@", with: first)
        .replacingOccurrences(of: "%2$@", with: second).replacingOccurrences(of: "%%", with: "%")
    }
    if items.count == 2 { return fill(data.listTwo, items[0], items[1]) }
    var text = fill(data.listStart, items[0], items[1])
    for item in items.dropFirst(2).dropLast() { text = fill(data.listMiddle, text, item) }
    return fill(data.listEnd, text, items[items.count - 1])
  }

  // MARK: - Parent locales

  @Test(arguments: [
    ("en-AU", ["en-AU", "en-001", "en"]), ("en-IN", ["en-IN", "en-001", "en"]),
    ("en-NZ", ["en-NZ", "en-001", "en"]), ("en-CH", ["en-CH", "en-150", "en-001", "en"]),
    ("es-AR", ["es-AR", "es-419", "es"]), ("es-JP", ["es-JP", "es-419", "es"]),
    ("es-ES", ["es-ES", "es"]), ("pt-AO", ["pt-AO", "pt-PT", "pt"]), ("en-US", ["en-US", "en"]),
    ("zh-Hant-MO", ["zh-Hant-MO", "zh-Hant-HK", "zh-Hant"]),
    ("sr-Latn-BA", ["sr-Latn-BA", "sr-Latn"]),
    ("nb", ["nb", "no"]),
  ])
  func fallbackFollowsCLDRsParents(locale: String, chain: [String]) throws {
    #expect(try #require(LocaleID(locale)).fallbackChain.map(\.description) == chain)
  }

  // MARK: - Sentence-only drop-ins

  struct Expected: Sendable, CustomStringConvertible {
    var locale: String
    var date: String
    var spoken: String
    var subtitle: String
    var description: String { locale }
  }

  /// Each drop-in translates sentences only; dates, month names and lists come from CLDR
  /// (strings checked by hand against Babel 2.18.0's format_date and format_list).
  @Test(arguments: [
    Expected(
      locale: "fr", date: "Date de la fuite\u{A0}: 02/04/2023", spoken: "2 avril 2023",
      subtitle: "Les informations suivantes ont fuité\u{A0}: adresse e-mail, numéro de sécurité "
        + "sociale et numéro de carte bancaire"),
    Expected(
      locale: "de", date: "Datum des Datenlecks: 02.04.2023", spoken: "2. April 2023",
      subtitle: "Folgende Daten sind durchgesickert: E-Mail-Adresse, Sozialversicherungsnummer "
        + "und Kreditkartennummer"),
    Expected(
      locale: "pt-BR", date: "Data do vazamento: 02/04/2023", spoken: "2 de abril de 2023",
      subtitle: "As seguintes informações vazaram: endereço de e-mail, número do seguro social e "
        + "número do cartão de crédito"),
    Expected(
      locale: "ar", date: "تاريخ التسريب: 2\u{200F}/4\u{200F}/2023", spoken: "2 أبريل 2023",
      subtitle: "تم تسريب المعلومات التالية: عنوان البريد الإلكتروني ورقم الضمان الاجتماعي "
        + "ورقم بطاقة الائتمان"),
    Expected(
      locale: "he", date: "תאריך הדליפה: 2.4.2023", spoken: "2 באפריל 2023",
      subtitle: "המידע הבא דלף: כתובת דוא״ל, מספר ביטוח לאומי ומספר כרטיס אשראי"),
  ])
  func aSentenceOnlyDropInGetsCLDRsFormats(expected: Expected) throws {
    let document = try Self.sentences.render(
      json: try TestContent.example("mixed-alert.json"), locale: expected.locale)
    #expect(document.locale == expected.locale)
    let date = try #require(Self.details(document).first?.date)
    #expect(date.text == expected.date)
    #expect(date.spoken == expected.spoken)
    #expect(Self.banner(document)?.subtitle == expected.subtitle)
    // No format key fell back to en-US: CLDR served them all.
    #expect(
      !document.diagnostics.contains { $0.message.contains("format.") }, "\(document.diagnostics)")
  }

  /// The plural category of the drop-ins' title follows CLDR's rules, and counts are grouped
  /// as CLDR groups them (Babel: fr 1 000 with U+202F, de and pt 1.000, ar and he 1,000).
  @Test(arguments: [
    ("fr", 2, "2 informations personnelles divulguées"),
    ("fr", 3, "3 informations personnelles divulguées"),
    ("fr", 1000, "1\u{202F}000 informations personnelles divulguées"),
    ("de", 3, "3 persönliche Angaben durchgesickert"),
    ("de", 1000, "1.000 persönliche Angaben durchgesickert"),
    ("pt-BR", 1000, "1.000 informações pessoais vazadas"),
    ("ar", 3, "تسريب 3 معلومات شخصية"), ("ar", 11, "تسريب 11 معلومة شخصية"),
    ("ar", 100, "تسريب 100 معلومة شخصية"), ("ar", 1000, "تسريب 1,000 معلومة شخصية"),
    ("he", 3, "3 פריטי מידע אישי דלפו"), ("he", 1000, "1,000 פריטי מידע אישי דלפו"),
  ])
  func aSentenceOnlyDropInCountsAsCLDRDoes(locale: String, events: Int, title: String) throws {
    #expect(try Self.mixedTitle(Self.sentences, locale: locale, events: events) == title)
  }

  // MARK: - Regional English and Spanish

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
      requested: id)
    #expect(setup.formats.number(12345) == more)
  }

  /// India groups by two after the first three digits (Babel: 12,34,567).
  @Test func indianEnglishGroupsByTwo() throws {
    let id = try #require(LocaleID("en-IN"))
    let setup = LocaleSetup(
      table: TestContent.renderer.catalogs.table(for: id),
      screen: TestContent.renderer.rules.screen,
      requested: id)
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
      table: renderer.catalogs.table(for: id), screen: renderer.rules.screen, requested: id)
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

  // MARK: - Helpers

  /// One event of `match` dated 2 April 2023.
  static func alert(match: String, field: String, value: String) -> Data {
    Data(
      #"""
      {"id": "t:1", "type": 1, "events": [{"date": "2023-04-03", "data": {"match": "\#(match)",
        "\#(field)": "\#(value)", "Source": "S", "CreationDate": "2023-04-02 00:00:00"}}]}
      """#.utf8)
  }

  /// The title of a mixed alert of `events` events (e-mail, SSN and card, repeated).
  static func mixedTitle(_ renderer: AlertRenderer, locale: String, events: Int) throws -> String {
    let kinds = [
      ["match": "IDEMAILADDR", "email": "a@example.com", "Source": "S"],
      ["match": "IDSSN", "ssn": "123-45-6789", "Source": "S"],
      ["match": "IDCCN", "ccn": "4111 1111 1111 1111", "Source": "S"],
    ]
    let alert = TestContent.alertJSON(events: (0..<events).map { kinds[$0 % kinds.count] })
    var limits = AlertLimits()
    limits.maxEvents = max(events, limits.maxEvents)
    return try renderer.render(json: alert, locale: locale, limits: limits).navigation.title
  }

  static func details(_ document: LayoutDocument) -> [LayoutDocument.Detail] {
    for case .details(let details) in document.body { return details.items }
    return []
  }

  static func banner(_ document: LayoutDocument) -> LayoutDocument.Banner? {
    for case .banner(let banner) in document.body { return banner }
    return nil
  }
}
