/// An alert-type plugin whose behaviour comes entirely from a rule file.
struct RuleDrivenAlertPlugin: AlertTypePlugin {
  let rule: AlertRule

  var alertType: AlertType { rule.alertType }

  func content(for alert: Alert, registry: PluginRegistry) throws(AlertDataError) -> AlertContent {
    var diagnostics: [Diagnostic] = []
    var groups: [MatchGroup] = []
    var details: [AlertContent.Detail] = []
    details.reserveCapacity(alert.events.count)

    for (index, event) in alert.events.enumerated() {
      let path = "events[\(index)].data"
      let matchType = try self.matchType(of: event, path: path, diagnostics: &diagnostics)
      let plugin = self.plugin(
        for: matchType, registry: registry, path: path, diagnostics: &diagnostics)
      var icon = rule.fields?.icon ?? rule.icon
      if let plugin {
        let key = matchType ?? MatchRule.fallbackMatchType
        if let existing = groups.firstIndex(where: { $0.matchType.isExactly(key) }) {
          groups[existing].count += 1
          icon = groups[existing].icon
        } else {
          // The detail icon is asked for once per match type, not built anew for every event.
          icon = plugin.content(eventCount: 1).icon
          groups.append(MatchGroup(matchType: key, plugin: plugin, count: 1, icon: icon))
        }
      }
      let value = plugin?.leakedValue(in: event)
      if let plugin, value == nil, !plugin.valueFields.isEmpty {
        let unusable = plugin.valueFields.first { event[$0].map { $0.scalarText == nil } ?? false }
        diagnostics.append(
          Diagnostic(
            code: "missing-value",
            message: unusable.map { field in
              "The value field '\(field)' holds \(event[field]?.quotedForMessage ?? "nothing"), "
                + "not text; the detail is shown without its value."
            }
              ?? "The event has none of the value fields "
              + plugin.valueFields.map { "'\($0)'" }.joined(separator: ", ")
              + "; the detail is shown without its value.",
            path: path))
      }
      let (date, dateField) = try self.date(of: event, path: path)
      if date == nil {
        diagnostics.append(
          Diagnostic(
            code: "missing-date",
            message: "The event has no date in "
              + (rule.dateFields + ["date"]).joined(separator: ", ")
              + "; the detail is shown without one.",
            path: "events[\(index)]"))
      }
      details.append(
        AlertContent.Detail(
          eventIndex: index, matchType: matchType,
          icon: icon,
          value: value, origin: origin(of: event), date: date, dateField: dateField,
          fields: genericFields(of: event)))
      let nested = rule.fields == nil ? [] : event.data.filter { $0.value.scalarText == nil }
      if !nested.isEmpty {
        diagnostics.append(
          Diagnostic(
            code: "field-not-shown",
            message: "The data fields " + nested.map { "'\($0.key)'" }.joined(separator: ", ")
              + " hold no text or number and are not shown.",
            path: path))
      }
    }
    if rule.fields != nil {
      diagnostics.append(
        Diagnostic(
          code: "generic-renderer",
          message:
            "\(alertType.name) alerts use the generic renderer: each event's data fields are shown "
            + "masked, with catalog labels where they exist."))
    }

    let contents = groups.map { $0.plugin.content(eventCount: $0.count) }
    let facts = EventFacts(eventCount: alert.events.count, matchTypes: groups.map(\.matchType))
    let variant = rule.variants.first { $0.when?.holds(for: facts) ?? true } ?? rule.variants[0]
    return AlertContent(
      title: text(variant.title, contents: contents, facts: facts),
      header: .init(
        icon: rule.icon, title: LocalizedText(rule.headerTitle),
        subtitle: text(variant.subtitle, contents: contents, facts: facts)),
      details: details,
      risks: Self.union([RuleItem.items(rule.risks, facts: facts)] + contents.map(\.risks)),
      steps: Self.union([RuleItem.items(rule.steps, facts: facts)] + contents.map(\.steps)),
      diagnostics: diagnostics)
  }

  private struct MatchGroup {
    var matchType: String
    var plugin: any MatchTypePlugin
    var count: Int
    /// The detail icon of the match type, as its content for one event names it.
    var icon: Icon
  }

  /// The event's match type; nil for types without one, or when the field is absent, which
  /// is noted and rendered generically rather than failing the whole alert.
  private func matchType(of event: AlertEvent, path: String, diagnostics: inout [Diagnostic])
    throws(AlertDataError) -> String?
  {
    guard let field = rule.matchField else { return nil }
    guard let value = event[field], value != .null else {
      diagnostics.append(
        Diagnostic(
          code: "missing-match",
          message:
            "The event has no '\(field)'; it is shown with the generic icon and wording.",
          path: "\(path).\(field)"))
      return nil
    }
    guard case .string(let text) = value, !text.isEmpty else {
      throw .typeMismatch(
        path: "\(path).\(field)", expected: "a match type string such as \"IDEMAILADDR\"",
        found: value.foundDescription)
    }
    return text
  }

  private func plugin(
    for matchType: String?, registry: PluginRegistry, path: String,
    diagnostics: inout [Diagnostic]
  ) -> (any MatchTypePlugin)? {
    if let matchType, let plugin = registry.plugin(for: alertType, matchType: matchType) {
      return plugin
    }
    if let matchType, let field = rule.matchField {
      let known = registry.matchTypes(of: alertType)
      diagnostics.append(
        Diagnostic(
          code: "unknown-match",
          message:
            "The match type \"\(JSONValue.truncate(matchType))\" has no rule; the event is shown "
            + "with the generic icon and wording." + Suggestion.didYouMean(matchType, among: known),
          path: "\(path).\(field)"))
    }
    return registry.plugin(for: alertType, matchType: MatchRule.fallbackMatchType)
  }

  /// The event's other data as masked, labelled fields, for types without match types.
  private func genericFields(of event: AlertEvent) -> [AlertContent.Field] {
    guard let fields = rule.fields else { return [] }
    let shown = Set(rule.dateFields + rule.originFields)
    return event.data.compactMap { member in
      guard !shown.contains(member.key), let text = member.value.scalarText,
        !text.trimmingWhitespace.isEmpty
      else { return nil }
      return AlertContent.Field(
        key: member.key,
        label: LocalizedText(fields.labelPrefix + member.key, fallback: member.key),
        value: fields.masking.mask(text))
    }
  }

  /// The first non-empty origin field, by the rule's precedence.
  private func origin(of event: AlertEvent) -> String? {
    for field in rule.originFields {
      if let text = event[field]?.scalarText, !text.trimmingWhitespace.isEmpty { return text }
    }
    return nil
  }

  /// The first date field present, by the rule's precedence, then the event's own date.
  private func date(of event: AlertEvent, path: String) throws(AlertDataError)
    -> (LeakDate?, String?)
  {
    for field in rule.dateFields {
      // Feeds send null as often as they leave a field out; both mean "no date here".
      guard let value = event[field], value != .null else { continue }
      guard case .string(let text) = value else {
        throw .typeMismatch(
          path: "\(path).\(field)", expected: "a date string", found: value.foundDescription)
      }
      if text.isEmpty { continue }
      guard let date = LeakDate(parsing: text) else {
        throw .invalidDate(path: "\(path).\(field)", found: value.quotedForMessage)
      }
      return (date, field)
    }
    return event.date.map { ($0, "date") } ?? (nil, nil)
  }

  private func text(_ choice: AlertRule.TextChoice, contents: [MatchContent], facts: EventFacts)
    -> LocalizedText
  {
    switch choice {
    case .matchTitle:
      return contents.first?.title ?? LocalizedText(rule.headerTitle)
    case .matchSubtitle:
      return contents.first?.subtitle ?? LocalizedText(rule.headerTitle)
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

  /// Items from every match type, each text once, in order of first appearance.
  private static func union(_ lists: [[AlertContent.Item]]) -> [AlertContent.Item] {
    // A handful of items: a search of those kept beats hashing every key into a set.
    var kept: [AlertContent.Item] = []
    for item in lists.joined() where !kept.contains(where: { $0.text.key == item.text.key }) {
      kept.append(item)
    }
    return kept
  }
}
