/// The facts each condition of a rule-driven render sees: the alert rule's see every event,
/// a match rule's only the events of its match type. The plugins decide by them, and
/// explanations re-derive the same facts from the same details.
extension EventFacts {
  /// The facts of `alert` as its details show it: `matchTypes` are the match types that have
  /// a plugin, in order of first appearance.
  init(alert: Alert, details: [DetailContent], matchTypes: [String], reference: ReferenceDay) {
    self.init(
      eventCount: alert.events.count, matchTypes: matchTypes,
      events: details.map { detail in
        ScopedEvent(
          event: alert.events[detail.eventIndex], matchType: detail.matchType,
          leakDate: detail.date, origin: detail.origin)
      }, reference: reference)
  }

  /// The facts a match rule's items see: the events whose match type is `matchType` (`*` for
  /// events without one), as many as `eventCount` counts.
  func scoped(to matchType: String) -> EventFacts {
    let events = events.filter {
      ($0.matchType ?? MatchRule.fallbackMatchType).isExactly(matchType)
    }
    return EventFacts(
      eventCount: events.count, matchTypes: [matchType], events: events, reference: reference)
  }
}
