import AlertRendering

/// A deterministic mix of CyberAgent alerts as feed lines: every match type the rules define,
/// one to five events each, dates in the three forms the feed sends, and origins with quotes
/// and accents so that escaping is exercised.
struct AlertMix {
  /// One generated alert: its JSON and the locale it is rendered in.
  struct Sample {
    /// The alert as one line of JSON.
    var json: [UInt8]
    /// The locale to render it in.
    var locale: String
    /// The match type of each event, in order.
    var matchTypes: [String]
  }

  /// The locales the mix cycles through, one alert each in turn.
  static let locales = ["en-US", "en-GB", "es-419"]

  /// The match types the rules define, sorted.
  let matchTypes: [String]
  /// The data field each match type's value is written to, then an alternative it accepts.
  private let valueFields: [String: [String]]
  /// The source of every choice, so that the mix is the same on every run.
  private var random: SplitMix64

  /// Creates a mix of the match types `registry` knows for CyberAgent alerts.
  init(registry: PluginRegistry, seed: UInt64) {
    matchTypes = registry.matchTypes(of: .cyberAgent)
    var fields: [String: [String]] = [:]
    for matchType in matchTypes {
      fields[matchType] =
        registry.plugin(for: .cyberAgent, matchType: matchType)?.valueFields ?? ["value"]
    }
    valueFields = fields
    random = SplitMix64(seed: seed)
  }

  /// The alert at position `index` of the mix; call in order, since the generator advances.
  mutating func next(index: Int) -> Sample {
    let eventCount = 1 + random.below(5)
    var events: [String] = []
    var matches: [String] = []
    for _ in 0..<eventCount {
      let (json, matchType) = event()
      events.append(json)
      matches.append(matchType)
    }
    let id = "\(4_000_000 + index):\(1 + random.below(200))"
    let json =
      "{\"id\":\(JSONText.quoted(id)),\"type\":1,\"events\":[\(events.joined(separator: ","))]}"
    return Sample(
      json: Array(json.utf8), locale: Self.locales[index % Self.locales.count],
      matchTypes: matches)
  }

  /// One event's JSON and its match type.
  private mutating func event() -> (json: String, matchType: String) {
    let matchType = matchTypes[random.below(matchTypes.count)]
    let fields = valueFields[matchType] ?? ["value"]
    // Mostly the field the rule tries first, sometimes the next one it accepts.
    let field = fields[random.below(10) < 8 ? 0 : min(1, fields.count - 1)]
    let year = 2012 + random.below(13)
    let month = 1 + random.below(12)
    let day = 1 + random.below(28)
    var data: [(String, String)] = [("match", matchType), (field, value(of: matchType))]
    switch random.below(3) {
    case 0: data.append(("CreationDate", date(year, month, day) + " 00:00:00"))
    case 1: data.append(("CreationDate", date(year, month, day) + "T11:02:33Z"))
    default: data.append(("SourceDate", date(year, month, day)))
    }
    if random.below(2) == 0 {
      data.append(("Source", Self.sources[random.below(Self.sources.count)]))
    }
    if random.below(3) == 0 { data.append(("site", Self.sites[random.below(Self.sites.count)])) }
    let members = data.map { JSONText.quoted($0.0) + ":" + JSONText.quoted($0.1) }
    let json =
      "{\"date\":\"\(date(year, month, min(28, day + 1)))\",\"data\":{"
      + members.joined(separator: ",") + "}}"
    return (json, matchType)
  }

  /// `YYYY-MM-DD`.
  private func date(_ year: Int, _ month: Int, _ day: Int) -> String {
    "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
  }

  /// A plausible value for the kind of data `matchType` names.
  private mutating func value(of matchType: String) -> String {
    let digits = { (count: Int, random: inout SplitMix64) -> String in
      String((0..<count).map { _ in Character(String(random.below(10))) })
    }
    switch matchType {
    case "IDEMAILADDR":
      let name = Self.names[random.below(Self.names.count)]
      return "\(name).\(digits(3, &random))@example.\(random.below(2) == 0 ? "com" : "org")"
    case "IDCELLPHONE", "IDHOMEPHONE", "IDWORKPHONE":
      return "(555) 555-\(digits(4, &random))"
    case "IDCCN", "IDRETAILCARD":
      return "4111 \(digits(4, &random)) \(digits(4, &random)) \(digits(4, &random))"
    case "IDSSN":
      return "\(digits(3, &random))-\(digits(2, &random))-\(digits(4, &random))"
    case "IDIBAN":
      return "GB82 WEST \(digits(4, &random)) \(digits(4, &random)) \(digits(4, &random)) 32"
    default:
      return "X\(digits(3, &random))-\(digits(4, &random))-\(digits(4, &random))"
    }
  }

  /// Mailbox names, one with accents.
  private static let names = [
    "jordan.rivera", "sam.taylor", "alex.morgan", "maría.núñez", "li.wei",
  ]
  /// Origins, some with characters JSON must escape.
  private static let sources = [
    "Test Data", "Tax Records Dump (test)", "Paste Site Monitor", "Filtración de datos (prueba)",
    "Breach \"Q3\" dump \\ archive", "Marketing List (test)",
  ]
  /// Sites, one with a slash JSON may leave unescaped.
  private static let sites = [
    "market.example.org", "paste.example.net", "foro.ejemplo.mx/hilo?id=7",
  ]
}

/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64), so that every run
/// renders exactly the same alerts.
struct SplitMix64 {
  /// The generator's whole state.
  private var state: UInt64

  /// Creates a generator that always yields the same numbers for `seed`.
  init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`.
  mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }
}
