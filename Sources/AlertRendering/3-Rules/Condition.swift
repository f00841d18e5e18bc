/// A test on an alert's events that decides whether a rule's variant, risk or step applies.
///
/// The language is deliberately small and closed: every key is listed in `docs/rules.md`,
/// all keys present must hold, and an absent key places no constraint. It is read into this
/// compiled form when the rules load, so rendering never meets a key it does not know.
struct Condition: Sendable, Equatable {
  /// How many events the alert (or, in a match rule, the match type) has.
  var eventCount: ClosedRange<Int>?
  /// How many distinct match types the alert has.
  var matchTypeCount: ClosedRange<Int>?
  /// Holds when at least one event has one of these match types.
  var anyMatch: [String]?
  /// Holds when every event has one of these match types.
  var allMatch: [String]?
  /// Holds when every one of these holds.
  var allOf: [Condition]?
  /// Holds when at least one of these holds.
  var anyOf: [Condition]?
  /// Holds when some event in scope passes the test.
  var anyEvent: EventTest?
  /// Holds when every event in scope passes the test.
  var allEvents: EventTest?
  /// Holds when no event in scope passes the test.
  var noEvent: EventTest?
  /// The condition `not` negates, kept as an array of at most one because a struct cannot
  /// hold itself.
  private var negation: [Condition] = []

  /// Holds when this condition does not.
  var not: Condition? {
    get { negation.first }
    set { negation = newValue.map { [$0] } ?? [] }
  }

  /// A condition of the count and match-type keys; the others are set one by one.
  init(
    eventCount: ClosedRange<Int>? = nil, matchTypeCount: ClosedRange<Int>? = nil,
    anyMatch: [String]? = nil, allMatch: [String]? = nil
  ) {
    self.eventCount = eventCount
    self.matchTypeCount = matchTypeCount
    self.anyMatch = anyMatch
    self.allMatch = allMatch
  }

  /// The keys a `when` object may hold.
  static let keys = [
    "eventCount", "matchTypeCount", "anyMatch", "allMatch", "not", "allOf", "anyOf", "anyEvent",
    "allEvents", "noEvent",
  ]

  /// How deep conditions and event tests may nest, the `when` itself counting as 1.
  static let maximumDepth = 8

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
    if let not, not.holds(for: facts) { return false }
    if let allOf, !allOf.allSatisfy({ $0.holds(for: facts) }) { return false }
    if let anyOf, !anyOf.contains(where: { $0.holds(for: facts) }) { return false }
    let reference = facts.reference
    if let anyEvent, !facts.events.contains(where: { anyEvent.passes($0, reference) }) {
      return false
    }
    if let allEvents, !facts.events.allSatisfy({ allEvents.passes($0, reference) }) {
      return false
    }
    if let noEvent, facts.events.contains(where: { noEvent.passes($0, reference) }) {
      return false
    }
    return true
  }

  /// Whether `names` holds `matchType`, code point for code point.
  private static func names(_ names: [String], contain matchType: String) -> Bool {
    names.contains { $0.isExactly(matchType) }
  }
}
