import AlertLayout

/// Reads an alert straight from its bytes, without a JSON tree first.
///
/// The general path builds a `JSONValue` for every container and member, then looks the
/// fields up in it (docs/byte-readers.md says what skipping that buys). This reader knows the
/// shape the monitoring service sends (`id`, `type` and `events` whose `date` and `data` hold
/// scalars) and stops at the first thing it does not expect, valid or not: another key, an
/// escaped key, a nested value in `data` or more than `maxDataMembers` members, a byte order
/// mark, any limit (`maxBytes` included), a repeated key, any error. The
/// general path (`Alert.parse` and `Alert.init(json:limits:)` from the value) then reads the
/// alert and decides, so every error keeps its message. Strings are read by the general
/// parser's own code (`JSONParser.string(in:at:maxBytes:isASCII:)`). What this reader returns
/// equals what the general path returns for the same bytes (`AlertReaderTests`).
struct AlertReader: JSONByteReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  /// Unused (`JSONByteReader` asks for them): the reader skips no value.
  var skippedKeys: [Int] = []
  var skippedKeyCount = 0
  let limits: AlertLimits
  /// Whether every string read by the general parser's code so far is ASCII; the others are
  /// checked as UTF-8 as they are read.
  var isASCII = true

  /// The most members one event's data may hold here: a duplicate is searched for by
  /// comparing a new key with each before it, which the general parser also does up to this
  /// many keys before it keeps a set, so this reader never costs more than it.
  static let maxDataMembers = 16

  /// The alert in `bytes`, or nil when the general path must read it.
  static func read(_ bytes: UnsafeBufferPointer<UInt8>, limits: AlertLimits) -> Alert? {
    // An event's data is four levels deep.
    guard limits.maxDepth >= 4, bytes.count <= limits.maxBytes else { return nil }
    var reader = AlertReader(bytes: bytes, limits: limits)
    do {
      return try reader.alert()
    } catch {
      return nil
    }
  }

  /// A reader at the start of `bytes`, within `limits`.
  init(bytes: UnsafeBufferPointer<UInt8>, limits: AlertLimits) {
    self.bytes = bytes
    self.limits = limits
  }

  /// The alert the bytes hold, which must be all of them.
  mutating func alert() throws(UnexpectedJSON) -> Alert {
    skipWhitespace()
    try beginObject()
    var id: String?
    var type: AlertType?
    var events: [AlertEvent]?
    var first = true
    while let key = try nextKey(first: &first) {
      guard key.count <= limits.maxStringBytes else { throw UnexpectedJSON() }
      if id == nil, matches(key, "id") {
        id = try text()
        guard id?.isEmpty == false else { throw UnexpectedJSON() }
      } else if type == nil, matches(key, "type") {
        type = try alertType()
      } else if events == nil, matches(key, "events") {
        events = try self.events()
      } else {
        throw UnexpectedJSON()
      }
    }
    skipWhitespace()
    guard index == bytes.count, let id, let type, let events else { throw UnexpectedJSON() }
    // A document that parses is ASCII outside its strings: one with a string the general
    // parser's code read that is not ASCII is checked whole, as the general path checks it.
    guard isASCII || Self.isValidUTF8(bytes[...]) else { throw UnexpectedJSON() }
    return Alert(id: id, type: type, events: events)
  }

  /// The type `1`, `2` or `3`; any other number the general path reports.
  mutating func alertType() throws(UnexpectedJSON) -> AlertType {
    let start = index
    try skipNumber()
    guard index - start == 1, let type = AlertType(rawValue: Int(bytes[start]) - 0x30) else {
      throw UnexpectedJSON()
    }
    return type
  }

  /// A non-empty array of at most `limits.maxEvents` events.
  mutating func events() throws(UnexpectedJSON) -> [AlertEvent] {
    guard peek(UInt8(ascii: "[")) else { throw UnexpectedJSON() }
    index += 1
    var events: [AlertEvent] = []
    while true {
      skipWhitespace()
      guard events.count < limits.maxEvents else { throw UnexpectedJSON() }
      events.append(try event())
      skipWhitespace()
      guard peek(UInt8(ascii: ",")) else { break }
      index += 1
    }
    guard peek(UInt8(ascii: "]")) else { throw UnexpectedJSON() }
    index += 1
    return events
  }

  /// An event: its `data`, and its `date` when it has one.
  mutating func event() throws(UnexpectedJSON) -> AlertEvent {
    try beginObject()
    var data: [JSONMember]?
    var sawDate = false
    var date: LeakDate?
    var unreadableDate: JSONValue?
    var first = true
    while let key = try nextKey(first: &first) {
      guard key.count <= limits.maxStringBytes else { throw UnexpectedJSON() }
      if data == nil, matches(key, "data") {
        data = try self.data()
      } else if !sawDate, matches(key, "date") {
        sawDate = true
        (date, unreadableDate) = try self.date()
      } else {
        throw UnexpectedJSON()
      }
    }
    guard let data else { throw UnexpectedJSON() }
    var event = AlertEvent(date: date, data: data)
    event.unreadableDate = unreadableDate
    return event
  }

  /// An event's data: an object of scalars, its keys distinct.
  mutating func data() throws(UnexpectedJSON) -> [JSONMember] {
    try beginObject()
    var members: [JSONMember] = []
    members.reserveCapacity(8)
    var first = true
    while let range = try nextKey(first: &first) {
      guard range.count <= limits.maxStringBytes else { throw UnexpectedJSON() }
      let key = JSONParser.string(UnsafeBufferPointer(rebasing: bytes[range]))
      guard members.count < Self.maxDataMembers, !members.contains(where: { $0.key.isExactly(key) })
      else { throw UnexpectedJSON() }
      members.append(JSONMember(key: key, value: try scalar()))
    }
    return members
  }

  /// An event's date, read as `Alert.init(json:limits:)` reads it: null and "" are no date,
  /// and any other value that is not a readable date is kept for a diagnostic.
  mutating func date() throws(UnexpectedJSON) -> (LeakDate?, JSONValue?) {
    guard peek(UInt8(ascii: "\"")) else {
      let value = try scalar()
      return (nil, value == .null ? nil : value)
    }
    let quote = index
    // A plain string is read as a date in place, and made a string only when it is not one.
    if let range = try? stringRange(), range.count <= limits.maxStringBytes {
      if range.isEmpty { return (nil, nil) }
      let buffer = UnsafeBufferPointer(rebasing: bytes[range])
      if let date = LeakDate.parsed(buffer) { return (date, nil) }
      return (nil, .string(JSONParser.string(buffer)))
    }
    index = quote
    let text = try self.text()
    if text.isEmpty { return (nil, nil) }
    return LeakDate.parsed(text).map { ($0, nil) } ?? (nil, .string(text))
  }

  /// A string, number, boolean or null.
  mutating func scalar() throws(UnexpectedJSON) -> JSONValue {
    guard index < bytes.count else { throw UnexpectedJSON() }
    switch bytes[index] {
    case UInt8(ascii: "\""): return .string(try text())
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool(try bool())
    case UInt8(ascii: "n"):
      guard literal("null") else { throw UnexpectedJSON() }
      return .null
    default:
      let start = index
      try skipNumber()
      return .number(string(start..<index))
    }
  }

  /// The string that starts here, read as the general parser reads it.
  mutating func text() throws(UnexpectedJSON) -> String {
    guard peek(UInt8(ascii: "\"")) else { throw UnexpectedJSON() }
    let quote = index
    // Most strings hold no escape: their bytes are the string (and `stringRange` checks them
    // as UTF-8). Any other string is the general parser's to read.
    if let range = try? stringRange() {
      guard range.count <= limits.maxStringBytes else { throw UnexpectedJSON() }
      return JSONParser.string(UnsafeBufferPointer(rebasing: bytes[range]))
    }
    index = quote
    var stringIsASCII = true
    guard
      let text = JSONParser.string(
        in: bytes, at: &index, maxBytes: limits.maxStringBytes, isASCII: &stringIsASCII)
    else { throw UnexpectedJSON() }
    if !stringIsASCII { isASCII = false }
    return text
  }
}
