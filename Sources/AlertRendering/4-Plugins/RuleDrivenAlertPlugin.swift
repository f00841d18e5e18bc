import AlertLayout

/// An alert-type plugin whose behaviour comes entirely from a rule file.
struct RuleDrivenAlertPlugin: AlertTypePlugin {
  let rule: AlertRule

  var alertType: AlertType { rule.alertType }

  func content(for alert: Alert, registry: PluginRegistry) throws(AlertDataError) -> AlertContent {
    try content(for: alert, registry: registry, reference: ReferenceDay(nil))
  }

  /// The content of `alert`, its conditions' date tests measuring from `reference`.
  func content(for alert: Alert, registry: PluginRegistry, reference: ReferenceDay)
    throws(AlertDataError) -> AlertContent
  {
    var diagnostics: [Diagnostic] = []
    var groups: [MatchGroup] = []
    var details: [DetailContent] = []
    details.reserveCapacity(alert.events.count)

    for (index, event) in alert.events.enumerated() {
      // The event's path, written only when a message names it.
      let path = DataPath(index: index)
      let matchType = try self.matchType(of: event, path: path, diagnostics: &diagnostics)
      let plugin = self.plugin(
        for: matchType, registry: registry, path: path, diagnostics: &diagnostics)
      let icon: IconContent
      var value: String?
      if let plugin {
        let key = matchType ?? MatchRule.fallbackMatchType
        let group: Int
        if let existing = groups.firstIndex(where: { $0.matchType.isExactly(key) }) {
          groups[existing].count += 1
          group = existing
        } else {
          groups.append(MatchGroup(matchType: key, plugin: plugin))
          group = groups.endIndex - 1
        }
        icon = groups[group].icon
        value = try leakedValue(
          in: event, plugin: plugin, ruleDriven: groups[group].ruleDriven, matchType: matchType,
          path: path, &diagnostics)
      } else {
        icon = rule.fields?.icon ?? rule.icon
      }
      let dated = date(of: event, index: index, &diagnostics)
      if dated == nil {
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
          value: value, origin: origin(of: event, path: path, &diagnostics), date: dated?.date,
          dateField: dated?.field, fields: rule.genericFields(of: event)))
      if rule.fields != nil, event.data.contains(where: { $0.value.scalarText == nil }) {
        let nested = event.data.filter { $0.value.scalarText == nil }
        diagnostics.append(
          Diagnostic(
            code: "field-not-shown",
            message: "The data fields " + nested.map { "'\(cut: $0.key)'" }.joined(separator: ", ")
              + " hold no text or number and are not shown.",
            path: path.description))
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

    return content(
      for: alert, details: details, groups: groups, diagnostics: diagnostics,
      reference: reference)
  }

  /// The alert's content from its details and match groups: the variant, risks and steps
  /// whose conditions hold, and the note of a reference date read from the clock.
  private func content(
    for alert: Alert, details: [DetailContent], groups: [MatchGroup],
    diagnostics: [Diagnostic], reference: ReferenceDay
  ) -> AlertContent {
    // The groups are read in place by index: a group copied whole, as `map` does, copies
    // its strings and its plugin.
    var matchTypes: [String] = []
    matchTypes.reserveCapacity(groups.count)
    for index in groups.indices { matchTypes.append(groups[index].matchType) }
    let facts = EventFacts(
      alert: alert, details: details, matchTypes: matchTypes, reference: reference)
    var contents: [MatchContent] = []
    contents.reserveCapacity(groups.count)
    for index in groups.indices {
      let count = groups[index].count
      contents.append(
        groups[index].ruleDriven?.content(
          eventCount: count, group: groups[index].matchType, alertFacts: facts)
          ?? groups[index].plugin.content(eventCount: count))
    }
    let variant = rule.variants[rule.variantIndex(for: facts)]
    let risks = AlertRule.union(rule.risks, facts: facts, contents) { $0.risks }
    let steps = AlertRule.union(rule.steps, facts: facts, contents) { $0.steps }
    return AlertContent(
      title: rule.text(variant.title, contents: contents, facts: facts),
      header: .init(
        icon: rule.icon, title: LocalizedText(rule.headerTitle),
        subtitle: rule.text(variant.subtitle, contents: contents, facts: facts)),
      details: details, risks: risks, steps: steps,
      diagnostics: diagnostics + (reference.clockNote.map { [$0] } ?? []))
  }

  private struct MatchGroup {
    var matchType: String
    var plugin: any MatchTypePlugin
    /// The plugin when a rule drives it, found once per match type of the alert.
    var ruleDriven: RuleDrivenMatchPlugin?
    var count = 1
    /// The detail icon of the match type, as its content for one event names it.
    var icon: IconContent

    /// The group of the first event of `matchType`, served by `plugin`.
    init(matchType: String, plugin: any MatchTypePlugin) {
      self.matchType = matchType
      self.plugin = plugin
      ruleDriven = plugin as? RuleDrivenMatchPlugin
      // A rule's icon is its content's, without making the rest of that content.
      icon = ruleDriven?.rule.icon ?? plugin.content(eventCount: 1).icon
    }
  }

  /// The path of an event's data, `events[i].data`, for the messages about it.
  private struct DataPath: CustomStringConvertible {
    var index: Int
    var description: String { "events[\(index)].data" }
  }

  /// The event's match type; nil for types without one, or when the field is absent, which
  /// is noted and rendered generically rather than failing the whole alert.
  private func matchType(of event: AlertEvent, path: DataPath, diagnostics: inout [Diagnostic])
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
    for matchType: String?, registry: PluginRegistry, path: DataPath,
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

  /// The leaked value from the first of the plugin's value fields that holds text, masked; a
  /// field holding something else is skipped with a diagnostic and the next one tried.
  private func leakedValue(
    in event: AlertEvent, plugin: any MatchTypePlugin, ruleDriven: RuleDrivenMatchPlugin?,
    matchType: String?, path: DataPath, _ diagnostics: inout [Diagnostic]
  ) throws(AlertDataError) -> String? {
    if let ruleDriven {
      // One pass over the value fields finds the value and reports those skipped.
      let value = ruleDriven.leakedValue(in: event) { field, outcome in
        if case .invalid(let found) = outcome {
          diagnostics.append(Self.skipped(found, field, at: path.description, expected: Self.text))
        }
      }
      guard value == nil, !ruleDriven.valueFields.isEmpty else { return value }
      diagnostics.append(Self.missingValue(ruleDriven.valueFields, at: path))
      return nil
    }
    let leaked: String?
    do {
      leaked = try plugin.leakedValue(in: event)
    } catch let error as AlertDataError {
      throw error
    } catch {
      // A third party's plugin throws its own errors; the caller learns which event and
      // which plugin, as for any other error in the alert.
      throw .pluginFailed(
        path: path.description, alertType: alertType, matchType: matchType ?? plugin.matchType,
        error: error)
    }
    if let value = leaked {
      // The fields before the one the value came from, each skipped with a diagnostic when it
      // holds something unreadable.
      _ = MatchRule.value(in: event, fields: plugin.valueFields) { field, outcome in
        if case .invalid(let found) = outcome {
          diagnostics.append(Self.skipped(found, field, at: path.description, expected: Self.text))
        }
      }
      return value
    }
    guard !plugin.valueFields.isEmpty else { return nil }
    for field in plugin.valueFields {
      if case .invalid(let found) = MatchRule.outcome(of: field, in: event) {
        diagnostics.append(Self.skipped(found, field, at: path.description, expected: Self.text))
      }
    }
    diagnostics.append(Self.missingValue(plugin.valueFields, at: path))
    return nil
  }

  /// The diagnostic of an event with no readable value in any of `fields`.
  private static func missingValue(_ fields: [String], at path: DataPath) -> Diagnostic {
    Diagnostic(
      code: "missing-value",
      message: "The event has no readable value in "
        + fields.map { "'\(cut: $0)'" }.joined(separator: ", ")
        + "; the detail is shown without its value.",
      path: path.description)
  }

  /// The event's origin (`AlertRule.origin(of:report:)`); a field that holds no text is
  /// skipped with a diagnostic.
  private func origin(of event: AlertEvent, path: DataPath, _ diagnostics: inout [Diagnostic])
    -> String?
  {
    rule.origin(of: event) { field, outcome in
      if case .invalid(let value) = outcome {
        diagnostics.append(Self.skipped(value, field, at: path.description, expected: Self.text))
      }
    }
  }

  /// The event's date and its field (`AlertRule.date(of:report:)`); a field that holds
  /// something unreadable is skipped with a diagnostic: the date is optional, and one bad
  /// field must not cost the alert.
  private func date(of event: AlertEvent, index: Int, _ diagnostics: inout [Diagnostic])
    -> (date: LeakDate, field: String)?
  {
    rule.date(of: event) { field, outcome in
      guard case .invalid(let value) = outcome else { return }
      diagnostics.append(
        field.map { Self.skipped(value, $0, at: "events[\(index)].data", expected: Self.aDate) }
          ?? Self.skipped(value, "date", at: "events[\(index)]", expected: Self.aDate))
    }
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

}
