/// What can be proved about a condition from its form alone, for lint: that it never holds,
/// that it always holds, that one implies another. Each answer is sound (true only when so
/// for every alert) and incomplete (false whenever no simple proof exists).
extension Condition {
  /// Whether no alert can meet the condition (every scope has at least one event).
  var neverHolds: Bool { neverHoldsReason != nil }

  /// Why the condition can never hold, as a clause for lint's message, or nil when no proof
  /// was found.
  var neverHoldsReason: String? {
    if let eventCount, eventCount.upperBound == 0 {
      return "'eventCount' allows only 0, and every alert has an event"
    }
    if let matchTypeCount, matchTypeCount.upperBound == 0, !(anyMatch ?? []).isEmpty {
      return "'matchTypeCount' allows only 0 but 'anyMatch' needs a match type"
    }
    if let anyMatch, anyMatch.isEmpty { return "'anyMatch' lists no match type" }
    if let not, not.alwaysHolds { return "'not' negates a condition that always holds" }
    if let allOf, let index = allOf.firstIndex(where: \.neverHolds) {
      return "allOf[\(index)] never holds"
    }
    if let anyOf, anyOf.allSatisfy(\.neverHolds) { return "no condition of 'anyOf' can hold" }
    if let anyEvent, let reason = anyEvent.neverPassesReason {
      return "no event can pass 'anyEvent': \(reason)"
    }
    return nil
  }

  /// Whether every alert meets the condition: it places no constraint.
  var alwaysHolds: Bool {
    self == Condition()
      || (allOf?.allSatisfy(\.alwaysHolds) ?? false) && without(\.allOf).alwaysHolds
  }

  /// The condition without the key at `keyPath`.
  private func without<Value>(_ keyPath: WritableKeyPath<Condition, Value?>) -> Condition {
    var copy = self
    copy[keyPath: keyPath] = nil
    return copy
  }

  /// Whether this condition holding proves that `wider` holds: every key of `wider` is here
  /// with a narrower or equal constraint.
  func implies(_ wider: Condition) -> Bool {
    if wider.alwaysHolds { return true }
    if let range = wider.eventCount {
      guard let own = eventCount, range.contains(own.lowerBound), range.contains(own.upperBound)
      else { return false }
    }
    if let range = wider.matchTypeCount {
      guard let own = matchTypeCount, range.contains(own.lowerBound),
        range.contains(own.upperBound)
      else { return false }
    }
    if let names = wider.anyMatch {
      guard let own = anyMatch, Self.isSubset(own, of: names) else { return false }
    }
    if let names = wider.allMatch {
      guard let own = allMatch, Self.isSubset(own, of: names) else { return false }
    }
    return (wider.not == nil || wider.not == not)
      && (wider.allOf == nil || wider.allOf == allOf)
      && (wider.anyOf == nil || wider.anyOf == anyOf)
      && (wider.anyEvent == nil || wider.anyEvent == anyEvent)
      && (wider.allEvents == nil || wider.allEvents == allEvents)
      && (wider.noEvent == nil || wider.noEvent == noEvent)
  }

  private static func isSubset(_ names: [String], of others: [String]) -> Bool {
    names.allSatisfy { name in others.contains { $0.isExactly(name) } }
  }
}

extension EventTest {
  /// Why no event can pass the test, or nil when no proof was found.
  var neverPassesReason: String? {
    switch self {
    case .field: return nil
    case .not: return nil
    case .anyOf(let tests):
      return tests.allSatisfy({ $0.neverPassesReason != nil }) ? "no test of 'anyOf' can pass" : nil
    case .allOf(let tests):
      if let index = tests.firstIndex(where: { $0.neverPassesReason != nil }) {
        return "allOf[\(index)] can never pass"
      }
      let fieldTests = tests.enumerated().compactMap { index, test -> (Int, FieldTest)? in
        if case .field(let fieldTest) = test { return (index, fieldTest) }
        return nil
      }
      for (offset, (first, one)) in fieldTests.enumerated() {
        for (second, other) in fieldTests[(offset + 1)...]
        where one.field == other.field && one.contradicts(other) {
          return "allOf[\(first)] and allOf[\(second)] ask contradictory things of "
            + "'\(cut: one.field.name)'"
        }
      }
      return nil
    }
  }
}
