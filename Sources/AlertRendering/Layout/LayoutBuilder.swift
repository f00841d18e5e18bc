/// Turns plugin content into a localized layout document, using the shared screen rule.
///
/// The only place where content meets words: every key is resolved here, so the encoders
/// after it deal in finished text alone.
struct LayoutBuilder {
  let screen: ScreenRule
  var localizer: Localizer
  /// The theme the document carries; the builder passes it through untouched.
  var theme: Theme = .light

  mutating func document(
    for alert: Alert, content: AlertContent, requestedLocale: String, locale: LocaleID,
    diagnostics: [Diagnostic]
  ) -> LayoutDocument {
    let header = content.header
    var body: [LayoutDocument.Block] = [
      .banner(
        .init(
          icon: icon(header.icon), title: localizer.string(header.title),
          subtitle: localizer.string(header.subtitle))),
      .details(.init(items: content.details.map { detail($0) })),
      .separator,
    ]
    for (id, title, items) in [
      ("risks", screen.risksTitle, content.risks), ("steps", screen.stepsTitle, content.steps),
    ] where !items.isEmpty {
      body.append(
        .section(
          .init(
            id: id, heading: heading(title),
            items: items.map { item in
              .init(text: localizer.string(item.text), icon: item.icon.map { icon($0) })
            },
            button: nil)))
      body.append(.separator)
    }
    body.append(
      .section(
        .init(
          id: "help", heading: heading(screen.helpTitle),
          items: [.init(text: localizer.string(LocalizedText(screen.helpText)), icon: nil)],
          button: button(screen.helpButton))))

    let title = localizer.string(content.title)
    let footer = screen.footer.compactMap { button($0) }
    var dialogs: [String: LayoutDocument.Dialog] = [:]
    for dialog in screen.dialogs {
      dialogs[dialog.name] = .init(
        title: localizer.string(LocalizedText(dialog.value.title)),
        message: localizer.string(LocalizedText(dialog.value.message)),
        buttons: dialog.value.buttons.map {
          .init(title: localizer.string(LocalizedText($0.title)), role: $0.role, action: $0.action)
        })
    }
    var actions: [String: LayoutDocument.Action] = [:]
    for action in screen.actions {
      actions[action.name] = .init(
        kind: action.value.kind, dialog: action.value.dialog,
        analytics: .init(event: action.value.analyticsEvent, alertId: alert.id))
    }
    return LayoutDocument(
      schemaVersion: LayoutDocument.currentSchemaVersion,
      alert: .init(id: alert.id, type: alert.type.name, typeCode: alert.type.rawValue),
      locale: locale.description, requestedLocale: requestedLocale,
      direction: locale.isRightToLeft ? "rtl" : "ltr", theme: theme, layout: .standard,
      navigation: .init(title: title), body: body, footer: .init(buttons: footer),
      dialogs: dialogs, actions: actions,
      analytics: .init(event: screen.viewAnalyticsEvent, alertId: alert.id),
      diagnostics: diagnostics + content.diagnostics + localizer.diagnostics)
  }

  private mutating func detail(_ detail: AlertContent.Detail) -> LayoutDocument.Detail {
    var dateLine: LayoutDocument.DateLine?
    if let date = detail.date {
      let display = localizer.date(date)
      dateLine = .init(
        text: localizer.string(screen.dateText(display)),
        display: display, spoken: localizer.date(date, patternKey: screen.spokenDatePattern),
        iso: date.description, source: detail.dateField ?? "date")
    }
    let origin = detail.origin.map {
      LayoutDocument.Origin(
        text: localizer.string(screen.originText($0)), value: $0)
    }
    var fields: [LayoutDocument.Field]?
    if !detail.fields.isEmpty {
      fields = detail.fields.map {
        .init(key: $0.key, label: localizer.string($0.label), value: $0.value)
      }
    }
    return LayoutDocument.Detail(
      eventIndex: detail.eventIndex, matchType: detail.matchType, icon: icon(detail.icon),
      value: detail.value,
      valueMissingText: detail.value == nil && detail.fields.isEmpty
        ? localizer.string(LocalizedText(screen.missingValue)) : nil,
      origin: origin, date: dateLine, fields: fields)
  }

  private mutating func icon(_ icon: Icon) -> LayoutDocument.Icon {
    let label = icon.label.map { localizer.string($0) }
    return .init(name: icon.name, accessibilityLabel: label, decorative: label == nil)
  }

  private mutating func heading(_ key: String) -> LayoutDocument.Heading {
    .init(text: localizer.string(LocalizedText(key)), level: 2)
  }

  private mutating func button(_ id: String) -> LayoutDocument.Button? {
    guard let button = screen.button(id) else { return nil }
    return .init(
      id: id, title: localizer.string(LocalizedText(button.title)), style: button.style,
      action: button.action,
      accessibilityHint: button.hint.map { localizer.string(LocalizedText($0)) })
  }
}
