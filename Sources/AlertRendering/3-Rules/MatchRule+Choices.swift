import AlertLayout

/// The decisions a match rule makes about its events: which field holds the leaked value, and
/// which of its risks and steps apply to how many events. The rule-driven plugins render through
/// them, and anything that explains a render re-derives the same answers through them.
extension MatchRule {
  /// The leaked value of `event` and the field it came from: the first of `fields` holding
  /// text or a number that is not empty, unmasked. Each field's outcome goes to `report`, in
  /// order. `fields` are the value fields of the match type's plugin, which for a rule's own
  /// plugin are `valueFields`.
  static func value(
    in event: AlertEvent, fields: [String], report: (_ field: String, FieldOutcome) -> Void
  ) -> (text: String, field: String)? {
    for (index, field) in fields.enumerated() {
      guard let value = event[field] else {
        report(field, .absent)
        continue
      }
      if value == .null {
        report(field, .null)
        continue
      }
      guard let text = value.scalarText else {
        report(field, .invalid(value))
        continue
      }
      if text.isEmpty {
        report(field, .empty)
        continue
      }
      report(field, .used)
      for later in fields[(index + 1)...] { report(later, .notReached) }
      return (text, field)
    }
    return nil
  }

  /// How the value field `field` of `event` reads on its own: `used` when it holds text or a
  /// number that is not empty.
  static func outcome(of field: String, in event: AlertEvent) -> FieldOutcome {
    guard let value = event[field] else { return .absent }
    if value == .null { return .null }
    guard let text = value.scalarText else { return .invalid(value) }
    return text.isEmpty ? .empty : .used
  }

  /// What the conditions of the rule's items see for `eventCount` events of its match type,
  /// when the events themselves are not known (a third party's alert plugin asked).
  func facts(eventCount: Int) -> EventFacts {
    EventFacts(eventCount: eventCount, matchTypes: [matchType])
  }

  /// Those of `items` (the rule's risks or steps) whose condition holds for `eventCount`
  /// events whose data is not known, as content.
  func items(_ items: [RuleItem], eventCount: Int) -> [ItemContent] {
    RuleItem.items(items, facts: facts(eventCount: eventCount))
  }

  /// What the conditions of the rule's items see: the events of `alertFacts` whose match type
  /// is `group` (this rule's, or an unknown one the fallback rule serves).
  func facts(group: String, alertFacts: EventFacts) -> EventFacts {
    var facts = alertFacts.scoped(to: group)
    facts.matchTypes = [matchType]
    return facts
  }
}
