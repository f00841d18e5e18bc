import AlertLayout

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
  /// The parts every document in this locale and on this device shares, made once; without
  /// them each document makes its own.
  var shared: SharedParts?

  /// The parts of a document that depend only on the screen's content, the locale and the
  /// device, each with the reports resolving its texts made, so that a document takes them
  /// as made and replays the reports where the texts stand: the output is the same bytes as
  /// when every document resolves them itself.
  struct SharedParts: Sendable {
    /// A part and the reports making it made.
    struct Part<Value: Sendable>: Sendable {
      var value: Value
      var reports: [Localizer.Report]
    }

    var risksHeading: Part<LayoutDocument.Heading>
    var stepsHeading: Part<LayoutDocument.Heading>
    var help: Part<LayoutDocument.Section>
    var footer: Part<[LayoutDocument.Button]>
    var dialogs: Part<[String: LayoutDocument.Dialog]>
    /// The actions, each reporting an empty alert id.
    var actions: Part<[String: LayoutDocument.Action]>

    /// Makes the parts with `localizer`, as a document would.
    init(screen: ScreenContent, localizer: Localizer) {
      var builder = LayoutBuilder(screen: screen, localizer: localizer)
      func part<Value>(_ make: (inout LayoutBuilder) -> Value) -> Part<Value> {
        let (value, reports) = builder.localizer.recording { localizer in
          // The localizer moves into the builder for the part and back out.
          var inner = LayoutBuilder(screen: screen, localizer: localizer)
          let value = make(&inner)
          localizer = inner.localizer
          return value
        }
        return Part(value: value, reports: reports)
      }
      risksHeading = part { $0.heading(screen.risksTitle) }
      stepsHeading = part { $0.heading(screen.stepsTitle) }
      help = part { $0.helpSection() }
      footer = part { $0.footer() }
      dialogs = part { $0.dialogs() }
      actions = part { $0.actions(alertId: "") }
    }
  }

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
      let heading = take(id == "risks" ? shared?.risksHeading : shared?.stepsHeading) {
        $0.heading(title)
      }
      body.append(
        .section(
          .init(
            id: id, heading: heading, items: items.map { self.item($0.text, $0.icon) },
            button: nil)))
      body.append(.separator)
    }
    body.append(.section(take(shared?.help) { $0.helpSection() }))

    var navigationNotes = LayoutDocument.Annotations()
    let title = text(content.title, "title", &navigationNotes)
    let footer = take(shared?.footer) { $0.footer() }
    let dialogs = take(shared?.dialogs) { $0.dialogs() }
    // The shared table has every action; only the alert's id differs, and mapping the values
    // keeps the keys where they are instead of hashing each again.
    let actions =
      shared?.actions.value.mapValues { action in
        var action = action
        action.analytics.alertId = alert.id
        return action
      } ?? self.actions(alertId: alert.id)
    return LayoutDocument(
      schemaVersion: LayoutDocument.currentSchemaVersion,
      alert: .init(id: alert.id, type: alert.type.name, typeCode: alert.type.rawValue),
      locale: locale.description, requestedLocale: requestedLocale,
      direction: locale.isRightToLeft ? .rtl : .ltr, theme: theme, layout: .standard,
      navigation: .init(title: title, annotations: navigationNotes.orNil), body: body,
      footer: .init(buttons: footer), dialogs: dialogs, actions: actions,
      analytics: .init(event: screen.viewAnalyticsEvent, alertId: alert.id),
      diagnostics: diagnostics + content.diagnostics + localizer.diagnostics)
  }

  private func actions(alertId: String) -> [String: LayoutDocument.Action] {
    var actions = [String: LayoutDocument.Action](minimumCapacity: screen.actions.count)
    for action in screen.actions {
      actions[action.id] = .init(
        kind: action.kind, dialog: action.dialog,
        analytics: .init(event: action.analyticsEvent, alertId: alertId))
    }
    return actions
  }

  /// `part` as shared, its reports replayed, or else made here by `make`.
  private mutating func take<Value>(
    _ part: SharedParts.Part<Value>?, else make: (inout LayoutBuilder) -> Value
  ) -> Value {
    guard let part else { return make(&self) }
    localizer.replay(part.reports)
    return part.value
  }

  private mutating func helpSection() -> LayoutDocument.Section {
    .init(
      id: "help", heading: heading(screen.helpTitle),
      items: [item(screen.helpText, nil)], button: screen.helpButton.map { button($0) })
  }

  private mutating func footer() -> [LayoutDocument.Button] {
    screen.footer.map { button($0) }
  }

  private mutating func dialogs() -> [String: LayoutDocument.Dialog] {
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
    return dialogs
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
