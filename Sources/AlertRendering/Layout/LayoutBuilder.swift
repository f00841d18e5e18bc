/// Turns an alert's content and the screen's into a localized layout document.
///
/// The only place where content meets words: every key is resolved here, so the encoders
/// after it deal in finished text alone. It knows content, the localizer and the theme, never
/// rules or plugins.
struct LayoutBuilder {
  /// What the screen says around the alert's own content.
  let screen: ScreenContent
  var localizer: Localizer
  /// The theme the document carries; the builder passes it through untouched.
  var theme: Theme = .light

  mutating func document(
    for alert: Alert, content: AlertContent, requestedLocale: String, locale: LocaleID,
    diagnostics: [Diagnostic]
  ) -> LayoutDocument {
    let header = content.header
    var bannerNotes = LayoutDocument.Annotations()
    let banner = LayoutDocument.Banner(
      icon: icon(header.icon), title: text(header.title, "title", &bannerNotes),
      subtitle: text(header.subtitle, "subtitle", &bannerNotes), annotations: bannerNotes.orNil)
    var body: [LayoutDocument.Block] = [
      .banner(banner), .details(.init(items: content.details.map { detail($0) })), .separator,
    ]
    for (id, title, items) in [
      ("risks", screen.risksTitle, content.risks), ("steps", screen.stepsTitle, content.steps),
    ] where !items.isEmpty {
      body.append(
        .section(
          .init(
            id: id, heading: heading(title), items: items.map { self.item($0.text, $0.icon) },
            button: nil)))
      body.append(.separator)
    }
    body.append(
      .section(
        .init(
          id: "help", heading: heading(screen.helpTitle),
          items: [item(screen.helpText, nil)], button: screen.helpButton.map { button($0) })))

    var navigationNotes = LayoutDocument.Annotations()
    let title = text(content.title, "title", &navigationNotes)
    let footer = screen.footer.map { button($0) }
    var dialogs: [String: LayoutDocument.Dialog] = [:]
    for dialog in screen.dialogs {
      var notes = LayoutDocument.Annotations()
      dialogs[dialog.id] = .init(
        title: text(dialog.title, "title", &notes),
        message: text(dialog.message, "message", &notes),
        buttons: dialog.buttons.map {
          var buttonNotes = LayoutDocument.Annotations()
          return .init(
            title: text($0.title, "title", &buttonNotes), role: $0.role,
            action: $0.action, annotations: buttonNotes.orNil)
        }, annotations: notes.orNil)
    }
    var actions: [String: LayoutDocument.Action] = [:]
    for action in screen.actions {
      actions[action.id] = .init(
        kind: action.kind, dialog: action.dialog,
        analytics: .init(event: action.analyticsEvent, alertId: alert.id))
    }
    return LayoutDocument(
      schemaVersion: LayoutDocument.currentSchemaVersion,
      alert: .init(id: alert.id, type: alert.type.name, typeCode: alert.type.rawValue),
      locale: locale.description, requestedLocale: requestedLocale,
      direction: locale.isRightToLeft ? "rtl" : "ltr", theme: theme, layout: .standard,
      navigation: .init(title: title, annotations: navigationNotes.orNil), body: body,
      footer: .init(buttons: footer), dialogs: dialogs, actions: actions,
      analytics: .init(event: screen.viewAnalyticsEvent, alertId: alert.id),
      diagnostics: diagnostics + content.diagnostics + localizer.diagnostics)
  }

  /// The text of `text`, its annotation kept in `notes` under `field`.
  private mutating func text(
    _ text: LocalizedText, _ field: String, _ notes: inout LayoutDocument.Annotations
  ) -> String {
    let resolved = localizer.annotated(text)
    if resolved.lang != nil || !resolved.arguments.isEmpty {
      notes[field] = LayoutDocument.TextAnnotation(
        arguments: resolved.arguments.isEmpty
          ? nil : resolved.arguments.map { .init(start: $0.start, length: $0.length) },
        lang: resolved.lang)
    }
    return resolved.text
  }

  private mutating func item(_ text: LocalizedText, _ icon: IconContent?) -> LayoutDocument.Item {
    var notes = LayoutDocument.Annotations()
    let string = self.text(text, "text", &notes)
    return .init(text: string, icon: icon.map { self.icon($0) }, annotations: notes.orNil)
  }

  private mutating func detail(_ detail: DetailContent) -> LayoutDocument.Detail {
    var dateLine: LayoutDocument.DateLine?
    if let date = detail.date {
      let display = localizer.date(date)
      let spoken = localizer.date(date, patternKey: screen.spokenDatePattern)
      var notes = LayoutDocument.Annotations()
      dateLine = .init(
        text: text(screen.dateText(display), "text", &notes),
        display: display, spoken: spoken, iso: date.description,
        source: detail.dateField ?? "date",
        spokenText: text(screen.dateText(spoken), "spokenText", &notes),
        annotations: notes.orNil)
    }
    let origin = detail.origin.map { value -> LayoutDocument.Origin in
      var notes = LayoutDocument.Annotations()
      let line = text(screen.originText(value), "text", &notes)
      return .init(text: line, value: value, annotations: notes.orNil)
    }
    var fields: [LayoutDocument.Field]?
    if !detail.fields.isEmpty {
      fields = detail.fields.map { field in
        var notes = LayoutDocument.Annotations()
        let label = text(field.label, "label", &notes)
        let spoken = spokenValue(field.value, &notes)
        return .init(
          key: field.key, label: label, value: field.value, spokenValue: spoken,
          annotations: notes.orNil)
      }
    }
    var notes = LayoutDocument.Annotations()
    let missing =
      detail.value == nil && detail.fields.isEmpty
      ? text(screen.missingValue, "valueMissingText", &notes) : nil
    let spoken = detail.value.flatMap { spokenValue($0, &notes) }
    return LayoutDocument.Detail(
      eventIndex: detail.eventIndex, matchType: detail.matchType, icon: icon(detail.icon),
      value: detail.value, valueMissingText: missing, origin: origin, date: dateLine,
      fields: fields, spokenValue: spoken, annotations: notes.orNil)
  }

  /// What a screen reader says for the masked `value`, or nil when it is shown whole.
  private mutating func spokenValue(
    _ value: String, _ notes: inout LayoutDocument.Annotations
  ) -> String? {
    guard let spoken = screen.spokenText(ofMasked: value) else {
      return nil
    }
    return text(spoken, "spokenValue", &notes)
  }

  private mutating func icon(_ icon: IconContent) -> LayoutDocument.Icon {
    var notes = LayoutDocument.Annotations()
    let label = icon.label.map { text($0, "accessibilityLabel", &notes) }
    return .init(
      name: icon.name, accessibilityLabel: label, decorative: label == nil,
      annotations: notes.orNil)
  }

  private mutating func heading(_ title: LocalizedText) -> LayoutDocument.Heading {
    var notes = LayoutDocument.Annotations()
    let string = text(title, "text", &notes)
    return .init(text: string, level: 2, annotations: notes.orNil)
  }

  private mutating func button(_ button: ButtonContent) -> LayoutDocument.Button {
    var notes = LayoutDocument.Annotations()
    let title = text(button.title, "title", &notes)
    let hint = button.hint.map { text($0, "accessibilityHint", &notes) }
    return .init(
      id: button.id, title: title, style: button.style, action: button.action,
      accessibilityHint: hint, annotations: notes.orNil)
  }
}

extension LayoutDocument.Annotations {
  /// The annotations, or nil when there are none, which the document leaves out.
  fileprivate var orNil: Self? { isEmpty ? nil : self }
}
