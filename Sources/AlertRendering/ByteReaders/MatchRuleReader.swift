/// Reads a match rule (`Rules/<AlertType>/<MATCH>.json`) straight from its bytes, as
/// `CatalogReader` reads catalogs.
///
/// Every run reads every match rule, and a JSON tree of each, read again by `ResourceReader`,
/// costs many times what this reader does (docs/byte-readers.md).
/// It reads the shape the rules are written in and stops at anything else, valid or not: an
/// escape, a byte order mark, a condition (`when`), a number other than a digit, a key it
/// does not know, any error. The general path (`JSONParser` and `MatchRule.init(_:file:…)`)
/// then reads the file and decides, so a file loads as it always did and every error keeps
/// its message. What this reader returns equals what the general path returns for the same
/// bytes (`MatchRuleReaderTests`).
struct MatchRuleReader: JSONByteReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  var skippedKeys: [Int] = []
  var skippedKeyCount = 0

  /// The rule in `bytes`, the file messages call `file`, or nil when the general path must
  /// read it.
  static func read(_ bytes: [UInt8], file: String, alertType: AlertType) -> MatchRule? {
    bytes.withUnsafeBufferPointer { buffer -> MatchRule? in
      var reader = MatchRuleReader(bytes: buffer)
      do {
        return try reader.rule(file: file, alertType: alertType)
      } catch {
        return nil
      }
    }
  }

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  mutating func rule(file: String, alertType: AlertType) throws(UnexpectedJSON) -> MatchRule {
    var matchType: String?
    var icon: IconContent?
    var valueFields: [String] = []
    var masking = MaskingPolicy.full
    var kind: String?
    var title: String?
    var subtitle: String?
    var risks: [RuleItem] = []
    var steps: [RuleItem] = []
    var seen: UInt32 = 0
    skipWhitespace()
    try beginObject()
    var first = true
    while let key = try nextKey(first: &first) {
      switch try member(
        key,
        among: [
          "match", "icon", "valueFields", "masking", "kind", "title", "subtitle", "risks", "steps",
        ], seen: &seen)
      {
      case 0: matchType = try nonEmptyString()
      case 1: icon = try self.icon()
      case 2: valueFields = try strings()
      case 3: masking = try self.masking()
      case 4: kind = try nonEmptyString()
      case 5: title = try nonEmptyString()
      case 6: subtitle = try nonEmptyString()
      case 7: risks = try items()
      case 8: steps = try items()
      default: try skipValue(depth: 1)
      }
    }
    skipWhitespace()
    guard index == bytes.count, let matchType, let icon, let kind, let title, let subtitle else {
      throw UnexpectedJSON()
    }
    return MatchRule(
      file: file, alertType: alertType, matchType: matchType, icon: icon,
      valueFields: valueFields, masking: masking, kind: kind, title: title, subtitle: subtitle,
      risks: risks, steps: steps)
  }

  /// `{"name": "email-alert", "label": "catalog.key"}`, the label optional.
  mutating func icon() throws(UnexpectedJSON) -> IconContent {
    var name: String?
    var label: String?
    var seen: UInt32 = 0
    try beginObject()
    var first = true
    while let key = try nextKey(first: &first) {
      switch try member(key, among: ["name", "label"], seen: &seen) {
      case 0: name = try self.name()
      case 1: label = try nonEmptyString()
      default: try skipValue(depth: 2)
      }
    }
    guard let name else { throw UnexpectedJSON() }
    return IconContent(name: name, label: label.map { LocalizedText($0) })
  }

  /// A name of lowercase letters, digits and `-`, as `ResourceReader.name` reads one.
  mutating func name() throws(UnexpectedJSON) -> String {
    let text = try nonEmptyString()
    guard (try? ResourceReader.checkName(text, file: "", path: "")) != nil else {
      throw UnexpectedJSON()
    }
    return text
  }

  /// An array of non-empty strings.
  mutating func strings() throws(UnexpectedJSON) -> [String] {
    var result: [String] = []
    // Room for the fields a rule usually names, which grew the array twice per rule.
    result.reserveCapacity(4)
    try beginArray()
    var first = true
    while try nextElement(first: &first) {
      result.append(try nonEmptyString())
    }
    return result
  }

  /// `"none"`, `"full"` or `{"keepFirst": n, "keepLast": n, "template": "…"}` with each
  /// number a digit from 0 to 8.
  mutating func masking() throws(UnexpectedJSON) -> MaskingPolicy {
    if literal("\"none\"") { return .none }
    if literal("\"full\"") { return .full }
    var policy = MaskingPolicy(keepFirst: 0, keepLast: 0, template: nil, showsValue: false)
    var seen: UInt32 = 0
    try beginObject()
    var first = true
    while let key = try nextKey(first: &first) {
      switch try member(key, among: ["keepFirst", "keepLast", "template"], seen: &seen) {
      case 0: policy.keepFirst = try digit()
      case 1: policy.keepLast = try digit()
      case 2: policy.template = try nonEmptyString()
      default: try skipValue(depth: 2)
      }
    }
    return policy
  }

  /// A number that is one digit from 0 to 8, the counts a masking policy may keep.
  mutating func digit() throws(UnexpectedJSON) -> Int {
    let start = index
    try skipNumber()
    guard index == start + 1, (UInt8(ascii: "0")...UInt8(ascii: "8")).contains(bytes[start])
    else { throw UnexpectedJSON() }
    return Int(bytes[start] - UInt8(ascii: "0"))
  }

  /// An array of `{"text": "catalog.key", "icon": "name"}`; an item with a condition is left
  /// to the general path.
  mutating func items() throws(UnexpectedJSON) -> [RuleItem] {
    var items: [RuleItem] = []
    // Room for a usual list: growing it one item at a time reallocated it twice or thrice.
    items.reserveCapacity(8)
    try beginArray()
    var first = true
    while try nextElement(first: &first) {
      var text: String?
      var icon: String?
      var seen: UInt32 = 0
      try beginObject()
      var firstKey = true
      while let key = try nextKey(first: &firstKey) {
        switch try member(key, among: ["text", "icon"], seen: &seen) {
        case 0: text = try nonEmptyString()
        case 1: icon = try name()
        default: try skipValue(depth: 3)
        }
      }
      guard let text else { throw UnexpectedJSON() }
      items.append(RuleItem(text: text, icon: icon, when: nil))
    }
    return items
  }
}
