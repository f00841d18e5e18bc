import AlertLayout

/// Turns an alert's content and the screen's into a localized layout document.
///
/// The only place where content meets words: every key is resolved here, so the encoders
/// after it deal in finished text alone. It knows content, the localizer and the theme, never
/// rules or plugins.
///
/// Where each text lands goes to `provenance`: renders pass `NoProvenance`, which records
/// nothing; an explanation passes a recorder.
struct LayoutBuilder<Provenance: ProvenanceSink> {
  /// What the screen says around the alert's own content.
  let screen: ScreenContent
  var localizer: Localizer
  /// The theme the document carries; the builder passes it through untouched.
  var theme: Theme = .light
  /// The parts every document in this locale and on this device shares, made once; without
  /// them each document makes its own.
  var shared: LayoutSharedParts?
  /// Where each text lands in the document, for explanations.
  var provenance: Provenance

  mutating func document(
    for alert: Alert, content: AlertContent, requestedLocale: String, locale: LocaleID,
    diagnostics: [Diagnostic]
  ) -> LayoutDocument {
    let header = content.header
    var bannerNotes = LayoutDocument.Annotations()
    let banner = at("body[0]") {
      LayoutDocument.Banner(
        icon: $0.at("icon") { $0.icon(header.icon) },
        title: $0.text(header.title, "title", &bannerNotes),
        subtitle: $0.text(header.subtitle, "subtitle", &bannerNotes),
        annotations: bannerNotes.orNil)
    }
    let details = at("body[1]") { builder in
      content.details.indices.map { index in
        builder.at("items[\(index)]") { $0.detail(content.details[index]) }
      }
    }
    var body: [LayoutDocument.Block] = [
      .banner(banner), .details(.init(items: details)), .separator,
    ]
    for (id, title, items) in [
      ("risks", screen.risksTitle, content.risks), ("steps", screen.stepsTitle, content.steps),
    ] where !items.isEmpty {
      let section = at("body[\(body.count)]") { builder in
        let part = id == "risks" ? builder.shared?.risksHeading : builder.shared?.stepsHeading
        let heading = builder.take(part) { $0.at("heading") { $0.heading(title) } }
        return LayoutDocument.Section(
          id: id, heading: heading,
          items: items.indices.map { index in
            builder.at("items[\(index)]") { $0.item(items[index].text, items[index].icon) }
          },
          button: nil)
      }
      body.append(.section(section))
      body.append(.separator)
    }
    let help = shared?.help
    body.append(.section(at("body[\(body.count)]") { $0.take(help) { $0.helpSection() } }))

    var navigationNotes = LayoutDocument.Annotations()
    let title = at("navigation") { $0.text(content.title, "title", &navigationNotes) }
    let (sharedFooter, sharedDialogs) = (shared?.footer, shared?.dialogs)
    let footer = at("footer") { $0.take(sharedFooter) { $0.footer() } }
    let dialogs = at("dialogs") { $0.take(sharedDialogs) { $0.dialogs() } }
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

  func actions(alertId: String) -> [String: LayoutDocument.Action] {
    var actions = [String: LayoutDocument.Action](minimumCapacity: screen.actions.count)
    for action in screen.actions {
      actions[action.id] = .init(
        kind: action.kind, dialog: action.dialog,
        analytics: .init(event: action.analyticsEvent, alertId: alertId))
    }
    return actions
  }

  /// `part` as shared, its reports replayed, or else made here by `make`.
  @inline(__always)
  private mutating func take<Value>(
    _ part: LayoutSharedParts.Part<Value>?, else make: (inout Self) -> Value
  ) -> Value {
    guard let part else { return make(&self) }
    localizer.replay(part.reports)
    return part.value
  }

  mutating func helpSection() -> LayoutDocument.Section {
    .init(
      id: "help", heading: at("heading") { $0.heading($0.screen.helpTitle) },
      items: [at("items[0]") { $0.item($0.screen.helpText, nil) }],
      button: screen.helpButton.map { button in at("button") { $0.button(button) } })
  }

  mutating func footer() -> [LayoutDocument.Button] {
    screen.footer.indices.map { index in
      at("buttons[\(index)]") { $0.button($0.screen.footer[index]) }
    }
  }

  mutating func dialogs() -> [String: LayoutDocument.Dialog] {
    var dialogs: [String: LayoutDocument.Dialog] = [:]
    for dialog in screen.dialogs {
      var notes = LayoutDocument.Annotations()
      dialogs[dialog.id] = at(dialog.id) { builder in
        LayoutDocument.Dialog(
          title: builder.text(dialog.title, "title", &notes),
          message: builder.text(dialog.message, "message", &notes),
          buttons: dialog.buttons.indices.map { index in
            let button = dialog.buttons[index]
            var buttonNotes = LayoutDocument.Annotations()
            let title = builder.at("buttons[\(index)]") {
              $0.text(button.title, "title", &buttonNotes)
            }
            return .init(
              title: title, role: button.role, action: button.action,
              annotations: buttonNotes.orNil)
          }, annotations: notes.orNil)
      }
    }
    return dialogs
  }

  /// `make`'s result, with `provenance` told that it lays out `component` of where it is.
  @inline(__always)
  private mutating func at<Value>(
    _ component: @autoclosure () -> String, _ make: (inout Self) -> Value
  ) -> Value {
    guard Provenance.isRecording else { return make(&self) }
    provenance.enter(component())
    defer { provenance.leave() }
    return make(&self)
  }

  /// The text of `text`, its annotation kept in `notes` under `field`.
  private mutating func text(
    _ text: LocalizedText, _ field: String, _ notes: inout LayoutDocument.Annotations
  ) -> String {
    let resolved = localizer.annotated(text)
    if Provenance.isRecording {
      provenance.text(
        text, field: field, rendered: resolved.text, source: localizer.source(of: text))
    }
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
    return .init(
      text: string, icon: icon.map { icon in at("icon") { $0.icon(icon) } },
      annotations: notes.orNil)
  }

  private mutating func detail(_ detail: DetailContent) -> LayoutDocument.Detail {
    var dateLine: LayoutDocument.DateLine?
    if let date = detail.date {
      let display = localizer.date(date)
      let spoken = localizer.date(date, patternKey: screen.spokenDatePattern)
      var notes = LayoutDocument.Annotations()
      dateLine = at("date") {
        LayoutDocument.DateLine(
          text: $0.text($0.screen.dateText(display), "text", &notes),
          display: display, spoken: spoken, iso: date.description,
          source: detail.dateField ?? "date",
          spokenText: $0.text($0.screen.dateText(spoken), "spokenText", &notes),
          annotations: notes.orNil)
      }
    }
    let origin = detail.origin.map { value -> LayoutDocument.Origin in
      var notes = LayoutDocument.Annotations()
      let line = at("origin") { $0.text($0.screen.originText(value), "text", &notes) }
      return .init(text: line, value: value, annotations: notes.orNil)
    }
    var fields: [LayoutDocument.Field]?
    if !detail.fields.isEmpty {
      fields = detail.fields.indices.map { index in
        let field = detail.fields[index]
        var notes = LayoutDocument.Annotations()
        let (label, spoken) = at("fields[\(index)]") {
          ($0.text(field.label, "label", &notes), $0.spokenValue(field.value, &notes))
        }
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
      eventIndex: detail.eventIndex, matchType: detail.matchType,
      icon: at("icon") { $0.icon(detail.icon) },
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

  mutating func heading(_ title: LocalizedText) -> LayoutDocument.Heading {
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
