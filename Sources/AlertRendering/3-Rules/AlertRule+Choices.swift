import AlertLayout

/// The decisions an alert rule makes about an alert: which title variant, which of its items,
/// which date and origin each event shows, and which of a generic event's fields. The
/// rule-driven plugin renders through them, and anything that explains a render re-derives the
/// same answers through them.
extension AlertRule {
  /// The index of the variant whose `when` holds first for `facts`; every earlier variant's did
  /// not hold. The last variant has no `when`, so one always does.
  func variantIndex(for facts: EventFacts) -> Int {
    variants.firstIndex { $0.when?.holds(for: facts) ?? true } ?? 0
  }

  /// The text `choice` names, given the content of each match type and the facts: a key with
  /// its arguments, or the first match type's title or subtitle (the header title when there
  /// is none).
  func text(_ choice: TextChoice, contents: [MatchContent], facts: EventFacts) -> LocalizedText {
    switch choice {
    case .matchTitle:
      return contents.first?.title ?? LocalizedText(headerTitle)
    case .matchSubtitle:
      return contents.first?.subtitle ?? LocalizedText(headerTitle)
    case .key(let key, let arguments):
      return LocalizedText(
        key,
        arguments.map { argument in
          switch argument {
          case .eventCount: return .count(facts.eventCount)
          case .matchTypeCount: return .count(facts.matchTypes.count)
          case .kinds: return .list(contents.map(\.kind))
          }
        })
    }
  }

  /// Those of `own` (the rule's risks or steps) whose condition holds for `facts`, then the
  /// items `list` gives of each of `contents` (the match types'), each text once, in order of
  /// first appearance. One array is filled: no list of lists is made per alert.
  static func union(
    _ own: [RuleItem], facts: EventFacts, _ contents: [MatchContent],
    _ list: (MatchContent) -> [ItemContent]
  ) -> [ItemContent] {
    var kept: [ItemContent] = []
    kept.reserveCapacity(contents.reduce(own.count) { $0 + list($1).count })
    for item in own where item.shows(for: facts) { keep(item.content, in: &kept) }
    for content in contents {
      for item in list(content) { keep(item, in: &kept) }
    }
    return kept
  }

  /// Appends `item` to `kept` unless an item of the same text is there: a handful of items,
  /// which a search of those kept serves better than hashing every key into a set.
  private static func keep(_ item: ItemContent, in kept: inout [ItemContent]) {
    let key = item.text.key
    guard !kept.contains(where: { $0.text.key == key }) else { return }
    kept.append(item)
  }

  /// The event's origin: the first of `originFields` holding text or a number that is not
  /// blank. Each field's outcome goes to `report`, in order.
  func origin(of event: AlertEvent, report: (_ field: String, FieldOutcome) -> Void) -> String? {
    for (index, field) in originFields.enumerated() {
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
      if text.isBlank {
        report(field, .empty)
        continue
      }
      report(field, .used)
      for later in originFields[(index + 1)...] { report(later, .notReached) }
      return text
    }
    return nil
  }

  /// The event's leak date and the field it came from: the first of `dateFields` holding a
  /// readable date, else the event's own `date` (field `date`). Absent, null and empty fields
  /// are passed over quietly (feeds send each to mean "no date here"); one holding something
  /// unreadable, such as the legacy zero date `0000-00-00 00:00:00`, is `invalid`. Each field's
  /// outcome goes to `report`, in order, the event's own `date` last with a nil field.
  func date(of event: AlertEvent, report: (_ field: String?, FieldOutcome) -> Void)
    -> (date: LeakDate, field: String)?
  {
    for (index, field) in dateFields.enumerated() {
      guard let value = event[field] else {
        report(field, .absent)
        continue
      }
      if value == .null || value == .string("") {
        report(field, value == .null ? .null : .empty)
        continue
      }
      if case .string(let text) = value, let date = LeakDate(parsing: text) {
        report(field, .used)
        for later in dateFields[(index + 1)...] { report(later, .notReached) }
        report(nil, .notReached)
        return (date, field)
      }
      report(field, .invalid(value))
    }
    if let date = event.date {
      report(nil, .used)
      return (date, "date")
    }
    report(nil, event.unreadableDate.map(FieldOutcome.invalid) ?? .absent)
    return nil
  }

  /// The event's other data as masked, labelled fields, for types without match types: every
  /// field that is not a date, origin or declared data field and holds text or a number that
  /// is not blank.
  func genericFields(of event: AlertEvent) -> [FieldContent] {
    guard let fields else { return [] }
    var shown: [FieldContent] = []
    shown.reserveCapacity(event.data.count)
    for member in event.data where !isDeclared(member.key) {
      guard let text = member.value.scalarText, !text.isBlank else { continue }
      shown.append(
        FieldContent(
          key: member.key,
          label: LocalizedText(fields.labelPrefix + member.key, fallback: member.key),
          value: fields.masking.mask(text)))
    }
    return shown
  }

  /// Whether `key` is one of the date, origin or declared data fields, compared as strings
  /// compare: a handful of names, searched without building a set per event.
  private func isDeclared(_ key: String) -> Bool {
    dateFields.contains(key) || originFields.contains(key) || dataFields.contains(key)
  }
}
