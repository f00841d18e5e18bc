import AlertLayout

/// An alert-type plugin whose behaviour comes entirely from a rule file.
struct RuleDrivenAlertPlugin: AlertTypePlugin {
  let rule: AlertRule

  var alertType: AlertType { rule.alertType }

  func content(for alert: Alert, registry: PluginRegistry) throws(AlertDataError) -> AlertContent {
    var diagnostics: [Diagnostic] = []
    var groups: [MatchGroup] = []
    var details: [DetailContent] = []
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
      var value: String?
      if let plugin {
        value = try leakedValue(
          in: event, plugin: plugin, matchType: matchType, path: path, &diagnostics)
      }
      let (date, dateField) = self.date(of: event, index: index, &diagnostics)
      if date == nil {
        diagnostics.append(
          Diagnostic(
            code: "missing-date",
            message: "The event has no readable date in "
              + (rule.dateFields + ["date"]).joined(separator: ", ")
              + "; the detail is shown without one.",
            path: "events[\(index)]"))
      }
      details.append(
        DetailContent(
          eventIndex: index, matchType: matchType,
          icon: icon,
          value: value, origin: origin(of: event, path: path, &diagnostics), date: date,
          dateField: dateField, fields: genericFields(of: event)))
      let nested = rule.fields == nil ? [] : event.data.filter { $0.value.scalarText == nil }
      if !nested.isEmpty {
        diagnostics.append(
          Diagnostic(
            code: "field-not-shown",
            message: "The data fields " + nested.map { "'\(cut: $0.key)'" }.joined(separator: ", ")
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
    var icon: IconContent
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
            "The event has no '\(cut: field)'; it is shown with the generic icon and wording.",
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
            "The match type \"\(cut: matchType)\" has no rule; the event is shown "
            + "with the generic icon and wording." + Suggestion.didYouMean(matchType, among: known),
          path: "\(path).\(field)"))
    }
    return registry.plugin(for: alertType, matchType: MatchRule.fallbackMatchType)
  }

  /// The event's other data as masked, labelled fields, for types without match types.
  private func genericFields(of event: AlertEvent) -> [FieldContent] {
    guard let fields = rule.fields else { return [] }
    let shown = Set(rule.dateFields + rule.originFields)
    return event.data.compactMap { member in
      guard !shown.contains(member.key), let text = member.value.scalarText,
        !text.isBlank
      else { return nil }
      return FieldContent(
        key: member.key,
        label: LocalizedText(fields.labelPrefix + member.key, fallback: member.key),
        value: fields.masking.mask(text))
    }
  }

  /// The leaked value from the first of the plugin's value fields that holds text, masked; a
  /// field holding something else is skipped with a diagnostic and the next one tried.
  private func leakedValue(
    in event: AlertEvent, plugin: any MatchTypePlugin, matchType: String?, path: String,
    _ diagnostics: inout [Diagnostic]
  ) throws(AlertDataError) -> String? {
    let leaked: String?
    do {
      leaked = try plugin.leakedValue(in: event)
    } catch let error as AlertDataError {
      throw error
    } catch {
      // A third party's plugin throws its own errors; the caller learns which event and
      // which plugin, as for any other error in the alert.
      throw .pluginFailed(
        path: path, alertType: alertType, matchType: matchType ?? plugin.matchType, error: error)
    }
    if let value = leaked {
      // The common case: the value is where the rule looks first. Fields before the one used
      // are checked only when one of them holds something unreadable.
      for field in plugin.valueFields {
        guard let found = event[field], found != .null else { continue }
        if let text = found.scalarText {
          if text.isEmpty { continue }
          break
        }
        diagnostics.append(Self.skipped(found, field, at: path, expected: Self.text))
      }
      return value
    }
    guard !plugin.valueFields.isEmpty else { return nil }
    for field in plugin.valueFields {
      guard let found = event[field], found != .null, found.scalarText == nil else { continue }
      diagnostics.append(Self.skipped(found, field, at: path, expected: Self.text))
    }
    diagnostics.append(
      Diagnostic(
        code: "missing-value",
        message: "The event has no readable value in "
          + plugin.valueFields.map { "'\(cut: $0)'" }.joined(separator: ", ")
          + "; the detail is shown without its value.",
        path: path))
    return nil
  }

  /// The first non-empty origin field, by the rule's precedence; one that holds no text is
  /// skipped with a diagnostic.
  private func origin(of event: AlertEvent, path: String, _ diagnostics: inout [Diagnostic])
    -> String?
  {
    for field in rule.originFields {
      guard let value = event[field], value != .null else { continue }
      guard let text = value.scalarText else {
        diagnostics.append(Self.skipped(value, field, at: path, expected: Self.text))
        continue
      }
      if !text.isBlank { return text }
    }
    return nil
  }

  /// The first readable date, by the rule's precedence of date fields, then the event's own
  /// `date`. Absent, null and empty fields are skipped quietly (feeds send each to mean "no
  /// date here"); a field that holds something unreadable, such as the legacy zero date
  /// `0000-00-00 00:00:00`, is skipped with a diagnostic: the date is optional, and one bad
  /// field must not cost the alert.
  private func date(of event: AlertEvent, index: Int, _ diagnostics: inout [Diagnostic])
    -> (LeakDate?, String?)
  {
    for field in rule.dateFields {
      guard let value = event[field], value != .null, value != .string("") else { continue }
      if case .string(let text) = value, let date = LeakDate(parsing: text) {
        return (date, field)
      }
      diagnostics.append(
        Self.skipped(value, field, at: "events[\(index)].data", expected: Self.aDate))
    }
    if let date = event.date { return (date, "date") }
    if let value = event.unreadableDate {
      diagnostics.append(Self.skipped(value, "date", at: "events[\(index)]", expected: Self.aDate))
    }
    return (nil, nil)
  }

  private static let text = "text or a number"
  private static let aDate = "a date such as \(LeakDate.acceptedForms)"

  /// The diagnostic for the optional `field` of the object at `path`, skipped because its
  /// value is not `expected`.
  private static func skipped(
    _ value: JSONValue, _ field: String, at path: String, expected: String
  ) -> Diagnostic {
    Diagnostic(
      code: expected == aDate ? "invalid-date" : "invalid-field",
      message: "The field '\(cut: field)' holds \(value.foundDescription), not \(expected); it was "
        + "skipped and the next in precedence used.",
      path: "\(path).\(field)")
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
  private static func union(_ lists: [[ItemContent]]) -> [ItemContent] {
    // A handful of items: a search of those kept beats hashing every key into a set.
    var kept: [ItemContent] = []
    kept.reserveCapacity(lists.reduce(0) { $0 + $1.count })
    for item in lists.joined() where !kept.contains(where: { $0.text.key == item.text.key }) {
      kept.append(item)
    }
    return kept
  }
}
