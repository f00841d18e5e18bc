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
