/// A test on an alert's events that decides whether a rule's variant, risk or step applies.
///
/// The language is deliberately small and closed: every key is listed in `docs/rules.md`,
/// all keys present must hold, and an absent key places no constraint.
struct Condition: Sendable, Equatable {
  /// How many events the alert (or, in a match rule, the match type) has.
  var eventCount: ClosedRange<Int>?
  /// How many distinct match types the alert has.
  var matchTypeCount: ClosedRange<Int>?
  /// Holds when at least one event has one of these match types.
  var anyMatch: [String]?
  /// Holds when every event has one of these match types.
  var allMatch: [String]?

  static let keys = ["eventCount", "matchTypeCount", "anyMatch", "allMatch"]

  /// Whether the condition holds for `facts`.
  func holds(for facts: EventFacts) -> Bool {
    if let eventCount, !eventCount.contains(facts.eventCount) { return false }
    if let matchTypeCount, !matchTypeCount.contains(facts.matchTypes.count) { return false }
    if let anyMatch, !facts.matchTypes.contains(where: { Self.names(anyMatch, contain: $0) }) {
      return false
    }
    if let allMatch, !facts.matchTypes.allSatisfy({ Self.names(allMatch, contain: $0) }) {
      return false
    }
    return true
  }

  /// Whether `names` holds `matchType`, code point for code point.
  private static func names(_ names: [String], contain matchType: String) -> Bool {
    names.contains { $0.isExactly(matchType) }
  }
}

extension Condition {
  /// Reads a `when` object.
  init(_ reader: ResourceReader) throws(ResourceError) {
    eventCount = try Self.range(reader, "eventCount")
    matchTypeCount = try Self.range(reader, "matchTypeCount")
    anyMatch = try reader.stringArray("anyMatch")
    allMatch = try reader.stringArray("allMatch")
  }

  /// Reads `n` or `{"min": a, "max": b}` as a range of counts.
  private static func range(_ reader: ResourceReader, _ key: String) throws(ResourceError)
    -> ClosedRange<Int>?
  {
    guard let value = reader.value(key) else { return nil }
    if case .number = value {
      let count = try reader.integer(key, in: 0...1_000_000) ?? 0
      return count...count
    }
    let bounds = try ResourceReader(
      value, file: reader.file, at: reader.location.appending(key), allowed: ["min", "max"])
    let min = try bounds.integer("min", in: 0...1_000_000) ?? 0
    let max = try bounds.integer("max", in: 0...1_000_000) ?? Int.max
    guard min <= max else {
      throw .invalidValue(
        file: reader.file, path: reader.childPath(key), expected: "min no greater than max",
        found: "min \(min), max \(max)")
    }
    return min...max
  }

  /// Reads the optional `when` key of `reader`.
  static func optional(in reader: ResourceReader) throws(ResourceError) -> Condition? {
    try reader.object("when", allowed: keys).map { reader throws(ResourceError) in
      try Condition(reader)
    }
  }
}
