import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// Generated valid alerts, rendered in every locale: each must render, show no catalog key or
/// placeholder, leak no value its rule masks, and keep every event in order.
@Suite struct AlertRendererPropertyTests {
  static let locales = ["en-US", "en-GB", "es-419", "es-MX", "en-XA"]
  static let alertCount = 200
  /// Every catalog key: none may reach a document as text.
  static let catalogKeys = Set(TestContent.renderer.catalogs.entries.keys)

  @Test func everyAlertTypeAndMatchTypeIsGenerated() {
    let generator = AlertGenerator(renderer: TestContent.renderer)
    #expect(TestContent.renderer.registry.alertTypes == AlertType.allCases)
    // The shipped rules, so that a rule set that failed to load cannot pass vacuously.
    #expect(generator.matchRules.count >= 13)
    #expect(
      generator.matchRules.contains { $0.matchType == "IDEMAILADDR" && $0.masking.showsValue })
    #expect(generator.matchRules.contains { $0.matchType == "IDSSN" && !$0.masking.showsValue })
  }

  @Test func generatedAlertsRenderInEveryLocaleWithoutLeaksOrLosses() throws {
    var generator = AlertGenerator(renderer: TestContent.renderer)
    var random = SplitMix64(seed: 0x5EED_A1E7)
    var seenTypes: Set<AlertType> = []
    var seenMatchTypes: Set<String> = []
    var secretCount = 0
    var shownCount = 0
    for number in 0..<Self.alertCount {
      let alert = generator.alert(number: number, using: &random)
      seenTypes.insert(alert.type)
      seenMatchTypes.formUnion(alert.events.compactMap(\.matchType))
      secretCount += alert.secrets.count
      shownCount += alert.events.filter { $0.shownValue != nil }.count
      for locale in Self.locales {
        try check(alert, locale: locale)
      }
    }
    #expect(seenTypes == Set(AlertType.allCases))
    // Enough masked and unmasked values that the leak and value checks cannot pass vacuously.
    #expect(secretCount > 1_000)
    #expect(shownCount > 50)
    let known = Set(generator.matchRules.map(\.matchType)).subtracting([
      MatchRule.fallbackMatchType
    ])
    #expect(seenMatchTypes.isSuperset(of: known))
    #expect(!seenMatchTypes.isSubset(of: known), "no unknown match type was generated")
  }

  @Test func theGeneratorIsDeterministic() {
    var first = SplitMix64(seed: 42)
    var second = SplitMix64(seed: 42)
    var generator = AlertGenerator(renderer: TestContent.renderer)
    let one = (0..<5).map { generator.alert(number: $0, using: &first).json }
    let two = (0..<5).map { generator.alert(number: $0, using: &second).json }
    #expect(one == two)
    #expect(Set(one).count == 5)
  }

  /// Renders `alert` in `locale` and checks every property, naming the alert on failure.
  private func check(_ alert: GeneratedAlert, locale: String) throws {
    let context = "in alert \(alert.id), \(locale)"
    let document: LayoutDocument
    do {
      document = try TestContent.renderer.render(json: Array(alert.json.utf8), locale: locale)
    } catch {
      Issue.record("did not render: \(error) \(context): \(alert.json)")
      return
    }
    let data = try document.jsonData(pretty: false)
    let json = try JSONParser.parse(data, limits: .init(maxDepth: 64, maxStringBytes: .max))
    let strings = Self.strings(in: json)

    for (path, text) in strings where !path.hasPrefix("diagnostics") {
      #expect(!Self.catalogKeys.contains(text), "raw catalog key at \(path): \(text) \(context)")
      for specifier in ["%@", "%lld", "%ld", "%d", "%#@", "$@"] {
        #expect(!text.contains(specifier), "placeholder at \(path): \(text) \(context)")
      }
    }
    let missing = document.diagnostics.filter { $0.code == "missing-string" }
    #expect(missing.isEmpty, "\(missing) \(context)")

    // Every string of the document, diagnostics included, searched as UTF-8 bytes: a byte
    // search is both stricter than a search by characters and fast enough for every locale.
    let haystack = Array(strings.map(\.text).joined(separator: "\u{0}").utf8)
    for secret in alert.secrets where Self.find(Array(secret.utf8), in: haystack) {
      let paths = strings.filter { $0.text.utf8.count >= secret.utf8.count }.filter {
        Self.find(Array(secret.utf8), in: Array($0.text.utf8))
      }.map(\.path)
      Issue.record("unmasked value \"\(secret)\" at \(paths) \(context)")
    }

    let details = document.body.compactMap { block -> [LayoutDocument.Detail]? in
      if case .details(let details) = block { return details.items }
      return nil
    }
    #expect(details.count == 1, "\(context)")
    let items = details.first ?? []
    #expect(items.map(\.eventIndex) == Array(alert.events.indices), "\(context)")
    #expect(items.map(\.matchType) == alert.events.map(\.matchType), "\(context)")
    for (item, event) in zip(items, alert.events) {
      if let shown = event.shownValue { #expect(item.value == shown, "\(context)") }
      #expect(item.value != nil || item.valueMissingText != nil || item.fields != nil, "\(context)")
    }
  }

  /// Whether `needle` occurs in `haystack`; Foundation's search is optimized even when the
  /// tests are not.
  private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
    Data(haystack).range(of: Data(needle)) != nil
  }

  /// Every string in `value` with its path, such as `body[1].items[0].value`.
  private static func strings(in value: JSONValue, path: String = "") -> [(
    path: String, text: String
  )] {
    switch value {
    case .string(let text): return [(path, text)]
    case .array(let items):
      return items.enumerated().flatMap { strings(in: $1, path: "\(path)[\($0)]") }
    case .object(let members):
      return members.flatMap {
        strings(in: $0.value, path: path.isEmpty ? $0.key : "\(path).\($0.key)")
      }
    case .null, .bool, .number: return []
    }
  }
}

/// A generated alert: its JSON, and what each event should show.
struct GeneratedAlert {
  struct Event {
    /// The match type the event carries, for alert types that have one.
    var matchType: String?
    /// The value the detail must show exactly, when its rule shows values unmasked.
    var shownValue: String?
  }

  var id: String
  var type: AlertType
  var json: String
  var events: [Event]
  /// Values a rule masks, which must not appear anywhere in the document.
  var secrets: [String]
}

/// Writes random valid alerts of every type from the shipped rules, with hostile but valid text.
struct AlertGenerator {
  let matchRules: [MatchRule]
  let alertRules: [AlertType: AlertRule]

  init(renderer: AlertRenderer) {
    matchRules = renderer.rules.matchRules(of: .cyberAgent)
    alertRules = renderer.rules.alertRules
  }

  /// Pieces of text chosen to stress escaping, direction, width and grapheme handling:
  /// Latin, Arabic and Hebrew (RTL), CJK, emoji with modifiers and joiners, combining marks,
  /// bidi controls, JSON and HTML metacharacters. No `%`, so placeholders can be spotted.
  static let pieces: [String] = [
    "a", "Z", "7", "ñ", "ß", "Ø", "é", "e\u{301}", "a\u{308}\u{304}", "n\u{303}\u{323}",
    "مرحبا", "بالعالم", "٣٤٥", "שלום", "עולם", "\u{200F}", "\u{202E}", "\u{200D}", "漢字", "한국",
    "😀", "🔐", "👨‍👩‍👧", "🇲🇽", "👍🏽", " ", "-", ".", "@", "+", "'", "\"", "\\", "/", "<", ">", "&",
    "\t", "\n", "{", "}", "[", "]", "•",
  ]

  static let unknownMatchTypes = ["IDUNKNOWN", "idemailaddr", "ID-Ω", "X"]
  static let genericKeys = [
    "ssn", "name", "address", "employer", "post", "username", "url", "phone", "ключ", "مفتاح",
  ]

  /// Alert number `number`, cycling through the alert types, with 1 to `maxEvents` events.
  mutating func alert(number: Int, maxEvents: Int = 50, using random: inout SplitMix64)
    -> GeneratedAlert
  {
    let type = AlertType.allCases[number % AlertType.allCases.count]
    let id = "gen:\(number):" + text(length: 1...6, using: &random)
    var eventJSON: [String] = []
    var events: [GeneratedAlert.Event] = []
    var secrets: [String] = []
    for _ in 0..<Int.random(in: 1...maxEvents, using: &random) {
      var data: [(String, String)] = []
      var event = GeneratedAlert.Event()
      if type == .cyberAgent {
        cyberAgentData(into: &data, event: &event, secrets: &secrets, using: &random)
      } else {
        genericData(into: &data, secrets: &secrets, using: &random)
      }
      if let rule = alertRules[type] {
        addOrigin(rule.originFields, to: &data, using: &random)
        addDate(rule.dateFields, to: &data, using: &random)
      }
      let fields = data.map { JSONText.quoted($0.0) + ": " + JSONText.quoted($0.1) }
      var members = ["\"data\": {" + fields.joined(separator: ", ") + "}"]
      if Bool.random(using: &random) { members.insert("\"date\": \"2016-09-12\"", at: 0) }
      eventJSON.append("{" + members.joined(separator: ", ") + "}")
      events.append(event)
    }
    let json =
      "{\"id\": \(JSONText.quoted(id)), \"type\": \(type.rawValue), \"events\": ["
      + eventJSON.joined(separator: ", ") + "]}"
    return GeneratedAlert(id: id, type: type, json: json, events: events, secrets: secrets)
  }

  private func cyberAgentData(
    into data: inout [(String, String)], event: inout GeneratedAlert.Event,
    secrets: inout [String], using random: inout SplitMix64
  ) {
    let unknown = Int.random(in: 0..<8, using: &random) == 0
    let rule =
      unknown
      ? matchRules.first { $0.matchType == MatchRule.fallbackMatchType }
      : matchRules.filter { $0.matchType != MatchRule.fallbackMatchType }.randomElement(
        using: &random)
    let matchType =
      unknown ? (Self.unknownMatchTypes.randomElement(using: &random) ?? "X") : rule?.matchType
    event.matchType = matchType
    data.append(("match", matchType ?? "X"))
    // One event in ten has no value, which must show as a "value missing" line, not vanish.
    guard let rule, let field = rule.valueFields.randomElement(using: &random),
      Int.random(in: 0..<10, using: &random) > 0
    else { return }
    let value = secret(using: &random)
    data.append((field, value))
    if rule.masking.showsValue {
      event.shownValue = value
    } else {
      secrets.append(value)
    }
  }

  private func genericData(
    into data: inout [(String, String)], secrets: inout [String], using random: inout SplitMix64
  ) {
    for key in Self.genericKeys.shuffled(using: &random).prefix(
      Int.random(in: 1...4, using: &random))
    {
      let value = secret(using: &random)
      data.append((key, value))
      secrets.append(value)
    }
  }

  private func addOrigin(
    _ fields: [String], to data: inout [(String, String)], using random: inout SplitMix64
  ) {
    guard let field = fields.randomElement(using: &random), Bool.random(using: &random) else {
      return
    }
    data.append((field, text(length: 1...12, using: &random)))
  }

  private func addDate(
    _ fields: [String], to data: inout [(String, String)], using random: inout SplitMix64
  ) {
    guard let field = fields.randomElement(using: &random),
      Int.random(in: 0..<4, using: &random) > 0
    else { return }
    let year = Int.random(in: 1970...2030, using: &random)
    let month = Int.random(in: 1...12, using: &random)
    let day = Int.random(in: 1...28, using: &random)
    let date = String(format: "%04d-%02d-%02d", year, month, day)
    let forms = [date, date + " 00:00:00", date + "T23:59:59Z", date + "T08:15:00.5+05:30"]
    data.append((field, forms.randomElement(using: &random) ?? date))
  }

  /// A value worth masking: long enough (eight letters or digits at least) that finding it
  /// whole in the document can only mean it leaked.
  private func secret(using random: inout SplitMix64) -> String {
    let alphanumerics = Array("abcdefghijklmnopqrstuvwxyz0123456789٣٤٥שלוםمرحباé")
    var value = text(length: 0...6, using: &random)
    for _ in 0..<Int.random(in: 8...16, using: &random) {
      value.append(alphanumerics.randomElement(using: &random) ?? "a")
      if Int.random(in: 0..<3, using: &random) == 0 { value += text(length: 1...1, using: &random) }
    }
    return value
  }

  private func text(length: ClosedRange<Int>, using random: inout SplitMix64) -> String {
    var result = ""
    for _ in 0..<Int.random(in: length, using: &random) {
      result += Self.pieces.randomElement(using: &random) ?? "a"
    }
    return result
  }
}
