extension LayoutJSONWriter {
  // Every object below lists its keys in UTF-8 order, the order `.sortedKeys` writes; an
  // optional that is nil is left out, as the synthesized `Encodable` conformances do.

  /// Writes a whole layout document; with `sharedActionsOmitted`, its actions are only its
  /// own, and `prewritten`'s are written beside them with the document's alert id in each
  /// (`write(actions:alertId:sharedOmitted:)`).
  package mutating func write(
    _ document: LayoutDocument, sharedActionsOmitted: Bool = false
  ) throws(EncodingError) {
    openObject()
    key("actions")
    write(
      actions: document.actions, alertId: document.alert.id, sharedOmitted: sharedActionsOmitted)
    key("alert")
    write(document.alert)
    key("analytics")
    write(document.analytics)
    key("body")
    openArray()
    // By index, so that each block is written where it is rather than copied out.
    for index in document.body.indices {
      element()
      if let prewritten, !pretty, prewritten.isHelp(document.body[index]) {
        append(written: prewritten.helpBytes)
      } else {
        write(document.body[index])
      }
    }
    closeArray()
    key("diagnostics")
    openArray()
    for diagnostic in document.diagnostics {
      element()
      write(diagnostic)
    }
    closeArray()
    key("dialogs")
    if let prewritten, !pretty, document.dialogs == prewritten.dialogs {
      append(written: prewritten.dialogsBytes)
    } else {
      write(dialogs: document.dialogs)
    }
    key("direction")
    string(document.direction.rawValue)
    key("footer")
    openObject()
    key("buttons")
    if let prewritten, !pretty, document.footer.buttons == prewritten.footer {
      append(written: prewritten.footerBytes)
    } else {
      write(buttons: document.footer.buttons)
    }
    closeObject()
    key("layout")
    write(document.layout)
    key("locale")
    string(document.locale)
    key("navigation")
    openObject()
    annotations(document.navigation.annotations)
    key("title")
    string(document.navigation.title)
    closeObject()
    key("requestedLocale")
    string(document.requestedLocale)
    key("schemaVersion")
    string(document.schemaVersion)
    key("theme")
    try write(document.theme, version: LayoutVersion(document.schemaVersion) ?? .current)
    closeObject()
  }

  mutating func write(dialogs: [String: LayoutDocument.Dialog]) {
    write(dialogs) { writer, dialog in writer.write(dialog) }
  }

  /// Writes a dictionary with its keys in UTF-8 order.
  mutating func write<Value>(
    _ dictionary: [String: Value], value write: (inout Self, Value) -> Void
  ) {
    openObject()
    // Sorted as pairs, so that no key is hashed and looked up again.
    for (name, value) in dictionary.sorted(by: { $0.key.precedesInUTF8($1.key) }) {
      key(named: name)
      write(&self, value)
    }
    closeObject()
  }

  private mutating func write(_ alert: LayoutDocument.AlertInfo) {
    openObject()
    key("id")
    string(alert.id)
    key("type")
    string(alert.type)
    key("typeCode")
    number(alert.typeCode)
    closeObject()
  }

  mutating func write(_ analytics: LayoutDocument.Analytics) {
    openObject()
    key("alertId")
    string(analytics.alertId)
    key("event")
    string(analytics.event)
    if let target = analytics.target {
      key("target")
      string(target)
    }
    closeObject()
  }

  private mutating func write(_ dialog: LayoutDocument.Dialog) {
    openObject()
    annotations(dialog.annotations)
    key("buttons")
    openArray()
    for button in dialog.buttons {
      element()
      openObject()
      key("action")
      string(button.action)
      annotations(button.annotations)
      key("role")
      string(button.role.rawValue)
      key("title")
      string(button.title)
      closeObject()
    }
    closeArray()
    key("message")
    string(dialog.message)
    key("title")
    string(dialog.title)
    closeObject()
  }

  mutating func write(buttons: [LayoutDocument.Button]) {
    openArray()
    for button in buttons {
      element()
      write(button)
    }
    closeArray()
  }

  mutating func write(_ button: LayoutDocument.Button) {
    openObject()
    if let hint = button.accessibilityHint {
      key("accessibilityHint")
      string(hint)
    }
    key("action")
    string(button.action)
    annotations(button.annotations)
    key("id")
    string(button.id)
    key("style")
    string(button.style.rawValue)
    key("title")
    string(button.title)
    closeObject()
  }

  private mutating func write(_ diagnostic: Diagnostic) {
    openObject()
    key("code")
    string(diagnostic.code)
    key("message")
    string(diagnostic.message)
    if let path = diagnostic.path {
      key("path")
      string(path)
    }
    closeObject()
  }

  /// Writes a layout; the standard one, nearly every document's, compact from its bytes
  /// written once.
  private mutating func write(_ layout: LayoutDocument.Layout) {
    if !pretty, layout == .standard {
      append(written: Self.standardLayout)
    } else {
      writeFields(layout)
    }
  }

  private static let standardLayout: [UInt8] = {
    var writer = LayoutJSONWriter(pretty: false, capacity: 256)
    writer.writeFields(.standard)
    return writer.bytes
  }()

  private mutating func writeFields(_ layout: LayoutDocument.Layout) {
    openObject()
    key("footerButtonWidth")
    string(layout.footerButtonWidth.rawValue)
    key("regions")
    openArray()
    for region in layout.regions {
      element()
      openObject()
      key("behavior")
      string(region.behavior.rawValue)
      key("content")
      string(region.content.rawValue)
      closeObject()
    }
    closeArray()
    key("scrollAxis")
    string(layout.scrollAxis.rawValue)
    key("textWrap")
    string(layout.textWrap.rawValue)
    closeObject()
  }

  mutating func write(_ icon: LayoutDocument.Icon) {
    openObject()
    if let label = icon.accessibilityLabel {
      key("accessibilityLabel")
      string(label)
    }
    annotations(icon.annotations)
    key("decorative")
    bool(icon.decorative)
    key("name")
    string(icon.name)
    closeObject()
  }
}
