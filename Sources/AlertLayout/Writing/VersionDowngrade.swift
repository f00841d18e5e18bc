/// The work of `LayoutDocument.written(for:)` for a version before the current one: it walks the
/// document once, rewriting each part and collecting a `version-dropped` diagnostic for each
/// button or block left out.
struct VersionDowngrade {
  let version: LayoutVersion
  private(set) var dropped: [Diagnostic] = []
  private var removedActions: Set<String> = []

  init(version: LayoutVersion) {
    self.version = version
  }

  private var keepsAnnotations: Bool { version >= .v1_1 }
  private var keepsSpokenTexts: Bool { version >= .v1_1 }

  mutating func apply(to source: LayoutDocument) -> LayoutDocument {
    var document = source
    document.schemaVersion = version.description
    document.analytics.target = nil
    // Metrics newer than `version` are not written; its readers take their standard values.
    for (_, path, since) in Theme.Metrics.keyed where since > version {
      document.theme.metrics[keyPath: path] = Theme.Metrics.standard[keyPath: path]
    }
    var actions: [String: LayoutDocument.Action] = [:]
    for (id, action) in source.actions {
      if id.hasPrefix("link-") || !ActionKind.kinds(in: version).contains(action.kind) {
        removedActions.insert(id)
        continue
      }
      actions[id] = LayoutDocument.Action(
        kind: action.kind, dialog: action.dialog,
        analytics: LayoutDocument.Analytics(
          event: action.analytics.event, alertId: action.analytics.alertId))
    }
    document.actions = actions
    rewrite(&document.navigation.title, &document.navigation.annotations, "title")
    document.body = blocks(source.body, path: "body")
    document.footer.buttons = buttons(source.footer.buttons, path: "footer.buttons")
    for id in source.dialogs.keys.sorted() {
      guard var dialog = source.dialogs[id] else { continue }
      rewrite(&dialog.title, &dialog.annotations, "title")
      rewrite(&dialog.message, &dialog.annotations, "message")
      let path = "dialogs.\(id).buttons"
      dialog.buttons = dialog.buttons.enumerated().compactMap { index, button in
        guard keeps(action: button.action, at: "\(path)[\(index)]", button.title) else {
          return nil
        }
        var button = button
        rewrite(&button.title, &button.annotations, "title")
        return button
      }
      document.dialogs[id] = dialog
    }
    document.diagnostics = source.diagnostics + dropped
    return document
  }

  private mutating func keeps(action: String, at path: String, _ title: String) -> Bool {
    guard removedActions.contains(action) else { return true }
    dropped.append(
      Diagnostic(
        code: "version-dropped",
        message:
          "The button \"\(title)\" is left out: its action \"\(action)\" is of a kind layout "
          + "version \(version) does not define.",
        path: path))
    return false
  }

  private mutating func buttons(_ buttons: [LayoutDocument.Button], path: String)
    -> [LayoutDocument.Button]
  {
    buttons.enumerated().compactMap { index, button in
      self.button(button, path: "\(path)[\(index)]")
    }
  }

  private mutating func button(_ source: LayoutDocument.Button, path: String)
    -> LayoutDocument.Button?
  {
    guard keeps(action: source.action, at: path, source.title) else { return nil }
    var button = source
    rewrite(&button.title, &button.annotations, "title")
    rewrite(&button.accessibilityHint, &button.annotations, "accessibilityHint")
    return button
  }

  private mutating func blocks(_ blocks: [LayoutDocument.Block], path: String)
    -> [LayoutDocument.Block]
  {
    blocks.enumerated().compactMap { index, block in
      self.block(block, path: "\(path)[\(index)]")
    }
  }

  /// The block as `version` has it; every block type the model holds is defined since 1.0, so
  /// only its `fallback` (1.2) goes.
  private mutating func block(_ block: LayoutDocument.Block, path: String) -> LayoutDocument.Block?
  {
    switch block {
    case .banner(var banner):
      banner.fallback = nil
      rewrite(&banner.title, &banner.annotations, "title")
      rewrite(&banner.subtitle, &banner.annotations, "subtitle")
      icon(&banner.icon)
      return .banner(banner)
    case .details(var details):
      details.fallback = nil
      details.items = details.items.map(detail)
      return .details(details)
    case .section(var section):
      section.fallback = nil
      rewrite(&section.heading.text, &section.heading.annotations, "text")
      section.items = section.items.map { source in
        var item = source
        rewrite(&item.text, &item.annotations, "text")
        if var itemIcon = item.icon {
          icon(&itemIcon)
          item.icon = itemIcon
        }
        return item
      }
      section.button = section.button.flatMap { button($0, path: "\(path).button") }
      return .section(section)
    case .separator:
      return .separator
    }
  }

  private func icon(_ icon: inout LayoutDocument.Icon) {
    rewrite(&icon.accessibilityLabel, &icon.annotations, "accessibilityLabel")
  }

  private func detail(_ source: LayoutDocument.Detail) -> LayoutDocument.Detail {
    var detail = source
    icon(&detail.icon)
    rewrite(&detail.value, &detail.annotations, "value")
    rewrite(&detail.valueMissingText, &detail.annotations, "valueMissingText")
    rewrite(&detail.spokenValue, &detail.annotations, "spokenValue")
    if var origin = detail.origin {
      rewrite(&origin.text, &origin.annotations, "text")
      rewrite(&origin.value, &origin.annotations, "value")
      detail.origin = origin
    }
    if var date = detail.date {
      rewrite(&date.text, &date.annotations, "text")
      rewrite(&date.display, &date.annotations, "display")
      rewrite(&date.spoken, &date.annotations, "spoken")
      rewrite(&date.spokenText, &date.annotations, "spokenText")
      if !keepsSpokenTexts { date.spokenText = nil }
      detail.date = date
    }
    detail.fields = detail.fields?.map { source in
      var field = source
      rewrite(&field.label, &field.annotations, "label")
      rewrite(&field.value, &field.annotations, "value")
      rewrite(&field.spokenValue, &field.annotations, "spokenValue")
      if !keepsSpokenTexts { field.spokenValue = nil }
      return field
    }
    if !keepsSpokenTexts { detail.spokenValue = nil }
    return detail
  }

  private func rewrite(
    _ text: inout String?, _ annotations: inout LayoutDocument.Annotations?, _ key: String
  ) {
    guard var value = text else {
      finish(&annotations, key)
      return
    }
    rewrite(&value, &annotations, key)
    text = value
  }

  /// Writes each link of `annotations[key]` into `text` as ` (display)` and drops what
  /// `version` lacks from that annotation (all of `annotations` below 1.1).
  private func rewrite(
    _ text: inout String, _ annotations: inout LayoutDocument.Annotations?, _ key: String
  ) {
    if let links = annotations?[key]?.links, !links.isEmpty {
      let written = LinkText.inline(links, in: text, arguments: annotations?[key]?.arguments ?? [])
      text = written.text
      annotations?[key]?.arguments = written.arguments
    }
    finish(&annotations, key)
  }

  private func finish(_ annotations: inout LayoutDocument.Annotations?, _ key: String) {
    guard var annotation = annotations?[key] else { return }
    if !keepsAnnotations { annotation = LayoutDocument.TextAnnotation() }
    annotation.links = nil
    annotation.direction = nil
    if annotation.arguments?.isEmpty == true { annotation.arguments = nil }
    annotations?[key] = annotation.isEmpty ? nil : annotation
    if annotations?.isEmpty == true { annotations = nil }
  }
}

extension ActionKind {
  /// The action kinds a document of `version` may name.
  static func kinds(in version: LayoutVersion) -> Set<ActionKind> {
    var kinds = Set(allCases)
    if version < .v1_2 { kinds.remove(.openURL) }
    return kinds
  }
}
