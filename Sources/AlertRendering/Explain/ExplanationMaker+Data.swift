import AlertLayout

/// The values of a document: which data field each came from and why the others were not
/// used, how it was masked, and the icons and action data the rules name.
extension ExplanationMaker {
  /// The entries of detail `detail`'s icon, value, origin, date and fields, at `base`.
  func dataEntries(_ detail: DetailContent, at base: String) -> [Entry] {
    guard alert.events.indices.contains(detail.eventIndex),
      case .details(let details) = document.body[1],
      let shown = details.items.first(where: { $0.eventIndex == detail.eventIndex })
    else { return [] }
    let event = alert.events[detail.eventIndex]
    let data = "events[\(detail.eventIndex)].data"
    var entries = [
      Entry(
        path: base + ".icon.name", value: shown.icon.name,
        rule: detailIconSource(detail.eventIndex, "name"))
    ]
    let plugin = Self.matchPlugin(renderer, alert.type, detail.matchType)
    if let value = shown.value, let plugin {
      var fates: [Explanation.FieldFate] = []
      let used = MatchRule.value(in: event, fields: plugin.valueFields) { field, outcome in
        fates.append(Self.fate(field, outcome, code: "invalid-field"))
      }
      var entry = Entry(
        path: base + ".value", value: value,
        data: .init(jsonPath: used.map { "\(data).\($0.field)" }, fields: fates))
      if let rule = (plugin as? RuleDrivenMatchPlugin)?.rule {
        entry.rule = RuleSource(position: .init(rule.file, "valueFields"))
        entry.masking = masking(file: rule.file, at: "masking")
      }
      entries.append(entry)
    }
    guard let rule = alertRule else { return entries }
    if let origin = shown.origin {
      var fates: [Explanation.FieldFate] = []
      let used = rule.origin(of: event) { field, outcome in
        fates.append(Self.fate(field, outcome, code: "invalid-field"))
      }
      entries.append(
        Entry(
          path: base + ".origin.value", value: origin.value,
          rule: RuleSource(position: .init(rule.file, "originFields")),
          data: .init(
            jsonPath: used == nil
              ? nil
              : fates.first { $0.outcome == "used" }.map {
                "\(data).\($0.field)"
              }, fields: fates)))
    }
    if let date = shown.date {
      var fates: [Explanation.FieldFate] = []
      let used = rule.date(of: event) { field, outcome in
        fates.append(Self.fate(field ?? "date", outcome, code: "invalid-date"))
      }
      entries.append(
        Entry(
          path: base + ".date.iso", value: date.iso,
          rule: RuleSource(position: .init(rule.file, "dateFields")),
          data: .init(
            jsonPath: used.map {
              $0.field == "date" && !rule.dateFields.contains($0.field)
                ? "events[\(detail.eventIndex)].date" : "\(data).\($0.field)"
            }, fields: fates)))
    }
    for (index, field) in (shown.fields ?? []).enumerated() {
      var entry = Entry(
        path: base + ".fields[\(index)].value", value: field.value,
        data: .init(jsonPath: "\(data).\(field.key)", fields: []))
      if rule.fields != nil { entry.masking = masking(file: rule.file, at: "fields.masking") }
      entries.append(entry)
    }
    return entries
  }

  /// A field's fate as explanations name it; an `invalid` one adds the diagnostic's code.
  static func fate(_ field: String, _ outcome: FieldOutcome, code: String) -> Explanation.FieldFate
  {
    if case .invalid = outcome { return .init(field: field, outcome: "invalid (\(code))") }
    return .init(field: field, outcome: outcome.name)
  }

  /// The masking a rule writes at `path` of `file`, as written; `full` where it writes none.
  private func masking(file: String, at path: String) -> Explanation.Masking {
    let written = files[file]?.value(at: path).map(ExplanationJSON.compact) ?? "\"full\""
    return .init(policy: written, position: .init(file, path))
  }

  /// The banner's icon name.
  func bannerEntries() -> [Entry] {
    guard case .banner(let banner) = document.body[0], let rule = alertRule else { return [] }
    return [
      Entry(
        path: "body[0].icon.name", value: banner.icon.name,
        rule: RuleSource(position: .init(rule.file, "icon.name")))
    ]
  }

  /// The icon names of section items, each from the rule item its text came from.
  func itemIconEntries(_ entries: [Entry]) -> [Entry] {
    var icons: [Entry] = []
    for (block, part) in document.body.enumerated() {
      guard case .section(let section) = part else { continue }
      for (index, item) in section.items.enumerated() {
        guard let icon = item.icon else { continue }
        let path = "body[\(block)].items[\(index)]"
        let text = entries.first { $0.path == path + ".text" }?.rule?.position
        icons.append(
          Entry(
            path: path + ".icon.name", value: icon.name,
            rule: text.map { position in
              var position = position
              position.jsonPath = String(position.jsonPath.dropLast("text".count)) + "icon"
              return RuleSource(position: position)
            }))
      }
    }
    return icons
  }

  /// The actions' and the screen's analytics data, each from `screen.json`.
  func actionEntries() -> [Entry] {
    let file = renderer.rules.screen.file
    var entries: [Entry] = []
    for (id, action) in document.actions.sorted(by: { $0.key < $1.key }) {
      let base = "actions.\(id)"
      entries.append(
        Entry(
          path: base + ".kind", value: action.kind.rawValue,
          rule: RuleSource(position: .init(file, "actions.\(id).kind"))))
      if let dialog = action.dialog {
        entries.append(
          Entry(
            path: base + ".dialog", value: dialog,
            rule: RuleSource(position: .init(file, "actions.\(id).dialog"))))
      }
      entries += analytics(base + ".analytics", action.analytics, "actions.\(id).analyticsEvent")
    }
    return entries + analytics("analytics", document.analytics, "viewAnalyticsEvent")
  }

  private func analytics(_ base: String, _ analytics: LayoutDocument.Analytics, _ rulePath: String)
    -> [Entry]
  {
    [
      Entry(
        path: base + ".event", value: analytics.event,
        rule: RuleSource(position: .init(renderer.rules.screen.file, rulePath))),
      Entry(
        path: base + ".alertId", value: analytics.alertId,
        data: .init(jsonPath: "id", fields: [])),
    ]
  }
}
