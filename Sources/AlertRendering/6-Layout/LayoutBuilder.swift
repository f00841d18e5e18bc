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
  /// The texts this builder's documents keep for one another and take as kept
  /// (`SharedTexts`): the shared parts' own, or a batch thread's, which shares them with no
  /// other thread.
  var texts: SharedTexts?
  /// Where each text lands in the document, for explanations.
  var provenance: Provenance
  /// The locales that choose an action's phone number and link among the content policy's
  /// variants: the requested locale's chain, then the served one's; nil gives no policy data.
  var policyChain: LocaleChain? = nil
  /// Where links go; nil draws none (their markup is still taken out).
  var links: LinkDestinations? = nil
  /// Whether a document with shared parts leaves their actions out
  /// (`LayoutSharedParts.actions`), holding only those of its own (its texts' links, under
  /// other ids): a batch record writes the shared ones from `PrewrittenParts`, each with the
  /// alert's id, and the document is never seen whole.
  var omitsSharedActions = false
  /// Whether the last document left the shared actions out (`omitsSharedActions`).
  private(set) var sharedActionsOmitted = false
  /// Whether this document takes texts other documents resolved (`SharedTexts`).
  private(set) var sharesTexts = false
  /// The links of the texts of the document's items so far, in the body's order: its link
  /// actions (`documentActions`).
  private(set) var itemLinks: [LayoutDocument.LinkRange] = []

  mutating func document(
    for alert: Alert, content: AlertContent, requestedLocale: String, locale: LocaleID,
    diagnostics: [Diagnostic]
  ) -> LayoutDocument {
    sharesTexts = !Provenance.isRecording && texts?.startDocument() == true
    itemLinks.removeAll(keepingCapacity: true)
    let header = content.header
    var bannerNotes = LayoutDocument.Annotations()
    enter("body[0]")
    enter("icon")
    let bannerIcon = icon(header.icon)
    leave()
    let banner = LayoutDocument.Banner(
      icon: bannerIcon, title: text(header.title, "title", &bannerNotes),
      subtitle: text(header.subtitle, "subtitle", &bannerNotes), annotations: bannerNotes.orNil)
    leave()
    enter("body[1]")
    var details: [LayoutDocument.Detail] = []
    details.reserveCapacity(content.details.count)
    for (index, detail) in content.details.enumerated() {
      enter("items[\(index)]")
      details.append(self.detail(detail))
      leave()
    }
    leave()
    var body: [LayoutDocument.Block] = [
      .banner(banner), .details(.init(items: details)), .separator,
    ]
    for (id, title, items) in [
      ("risks", screen.risksTitle, content.risks), ("steps", screen.stepsTitle, content.steps),
    ] where !items.isEmpty {
      enter("body[\(body.count)]")
      let heading = take(id == "risks" ? shared?.risksHeading : shared?.stepsHeading) {
        builder in
        builder.enter("heading")
        defer { builder.leave() }
        return builder.heading(title)
      }
      var sectionItems: [LayoutDocument.Item] = []
      sectionItems.reserveCapacity(items.count)
      for (index, item) in items.enumerated() {
        enter("items[\(index)]")
        sectionItems.append(self.item(item.text, item.icon))
        leave()
      }
      leave()
      body.append(.section(.init(id: id, heading: heading, items: sectionItems, button: nil)))
      body.append(.separator)
    }
    enter("body[\(body.count)]")
    takeSharedHelpLinks()
    body.append(.section(take(shared?.help) { $0.helpSection() }))
    leave()

    var navigationNotes = LayoutDocument.Annotations()
    enter("navigation")
    let title = text(content.title, "title", &navigationNotes)
    leave()
    enter("footer")
    let footer = take(shared?.footer) { $0.footer() }
    leave()
    enter("dialogs")
    let dialogs = take(shared?.dialogs) { $0.dialogs() }
    leave()
    let actions = documentActions(alertId: alert.id, links: itemLinks)
    sharedActionsOmitted = shared != nil && omitsSharedActions
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

  /// Adds the links of the items of the shared help section, if any, to `itemLinks`: its
  /// items are not made here.
  private mutating func takeSharedHelpLinks() {
    guard let help = shared?.help else { return }
    for index in help.value.items.indices {
      itemLinks += help.value.items[index].annotations?["text"]?.links ?? []
    }
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
    enter("heading")
    let heading = heading(screen.helpTitle)
    leave()
    enter("items[0]")
    let item = item(screen.helpText, nil)
    leave()
    var helpButton: LayoutDocument.Button?
    if let button = screen.helpButton {
      enter("button")
      helpButton = self.button(button)
      leave()
    }
    return .init(id: "help", heading: heading, items: [item], button: helpButton)
  }

  mutating func footer() -> [LayoutDocument.Button] {
    var buttons: [LayoutDocument.Button] = []
    buttons.reserveCapacity(screen.footer.count)
    for (index, button) in screen.footer.enumerated() {
      enter("buttons[\(index)]")
      buttons.append(self.button(button))
      leave()
    }
    return buttons
  }

  mutating func dialogs() -> [String: LayoutDocument.Dialog] {
    var dialogs: [String: LayoutDocument.Dialog] = [:]
    for dialog in screen.dialogs {
      var notes = LayoutDocument.Annotations()
      enter(dialog.id)
      let title = text(dialog.title, "title", &notes)
      let message = text(dialog.message, "message", &notes)
      var buttons: [LayoutDocument.DialogButton] = []
      buttons.reserveCapacity(dialog.buttons.count)
      for (index, button) in dialog.buttons.enumerated() {
        var buttonNotes = LayoutDocument.Annotations()
        enter("buttons[\(index)]")
        let buttonTitle = text(button.title, "title", &buttonNotes)
        leave()
        buttons.append(
          .init(
            title: buttonTitle, role: button.role, action: button.action,
            annotations: buttonNotes.orNil))
      }
      leave()
      dialogs[dialog.id] = .init(
        title: title, message: message, buttons: buttons, annotations: notes.orNil)
    }
    return dialogs
  }

  /// The text of `text`, its annotation kept in `notes` under `field`. Link markup is taken
  /// out: in an item (`linksDrawn`) its links are annotated, elsewhere their removal noted.
  /// A text the locale's documents share is taken from `shared` when another document
  /// resolved it (`SharedTexts`).
  mutating func text(
    _ text: LocalizedText, _ field: String, _ notes: inout LayoutDocument.Annotations,
    linksDrawn: Bool = false
  ) -> String {
    guard sharesTexts, let texts, text.isShared else {
      return resolved(text, field, &notes, linksDrawn: linksDrawn)
    }
    if let kept = texts.kept(text, linksDrawn: linksDrawn) {
      localizer.replay(kept.reports)
      if let annotation = kept.annotation { notes[field] = annotation }
      return kept.text
    }
    let outer = localizer.beginRecording()
    var made = LayoutDocument.Annotations()
    let string = resolved(text, field, &made, linksDrawn: linksDrawn)
    let annotation = made[field]
    let reports = localizer.endRecording(outer)
    // A key no catalog has may be made from the alert's data: such a text is never kept.
    if !reports.contains(where: { $0.diagnostic.code == Localizer.missingString }) {
      texts.keep(
        .init(text: string, annotation: annotation, reports: reports),
        for: .init(text: text, linksDrawn: linksDrawn))
    }
    if let annotation { notes[field] = annotation }
    return string
  }

  /// The text of `text` resolved here, as `text(_:_:_:linksDrawn:)` says.
  private mutating func resolved(
    _ text: LocalizedText, _ field: String, _ notes: inout LayoutDocument.Annotations,
    linksDrawn: Bool
  ) -> String {
    var resolved = localizer.annotated(text)
    let links = takeLinks(
      from: &resolved.text, &resolved.arguments, of: text.key, lang: resolved.lang,
      drawn: linksDrawn)
    if Provenance.isRecording {
      provenance.text(
        text, field: field, rendered: resolved.text, source: localizer.source(of: text))
    }
    Self.note(resolved, field, &notes, links: links)
    return resolved.text
  }

  /// Keeps in `notes` under `field` what a reader needs of `resolved` beyond its text.
  static func note(
    _ resolved: (text: String, lang: String?, arguments: [Localizer.ArgumentSpan]),
    _ field: String, _ notes: inout LayoutDocument.Annotations,
    links: [LayoutDocument.LinkRange]? = nil
  ) {
    if resolved.lang != nil || !resolved.arguments.isEmpty || links != nil {
      notes[field] = LayoutDocument.TextAnnotation(
        arguments: resolved.arguments.isEmpty ? nil : resolved.arguments,
        lang: resolved.lang,
        direction: resolved.lang.map { lang in
          // `lang` is a canonical tag: its language subtag comes first, in lowercase.
          LanguageTag.isRightToLeft(language: String(lang.prefix { $0 != "-" })) ? .rtl : .ltr
        }, links: links)
    }
  }

  private mutating func item(_ text: LocalizedText, _ icon: IconContent?) -> LayoutDocument.Item {
    var notes = LayoutDocument.Annotations()
    let string = self.text(text, "text", &notes, linksDrawn: true)
    if let links = notes["text"]?.links { itemLinks += links }
    var itemIcon: LayoutDocument.Icon?
    if let icon {
      enter("icon")
      itemIcon = self.icon(icon)
      leave()
    }
    return .init(text: string, icon: itemIcon, annotations: notes.orNil)
  }

  mutating func icon(_ icon: IconContent) -> LayoutDocument.Icon {
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
  var orNil: Self? { isEmpty ? nil : self }
}
