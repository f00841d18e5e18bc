extension LayoutJSONWriter {
  // Every object below lists its keys in UTF-8 order, the order `.sortedKeys` writes; an
  // optional that is nil is left out, as the synthesized `Encodable` conformances do.

  /// Writes a whole layout document; with `actionsArePrewritten`, the caller knows its
  /// actions to be `prewritten`'s with the document's alert id in each, and they are written
  /// from the pieces without comparing them.
  package mutating func write(
    _ document: LayoutDocument, actionsArePrewritten: Bool = false
  ) throws(EncodingError) {
    openObject()
    key("actions")
    if let prewritten, !pretty,
      actionsArePrewritten && document.actions.count == prewritten.actions.count
        ? write(actionsOf: prewritten, alertId: document.alert.id)
        : write(actions: document.actions, as: prewritten)
    {
      // Written from the pieces, each alert id in its place.
    } else {
      write(actions: document.actions)
    }
    key("alert")
    write(document.alert)
    key("analytics")
    write(document.analytics)
    key("body")
    openArray()
    for block in document.body {
      element()
      if let prewritten, !pretty, block == prewritten.help {
        append(written: prewritten.helpBytes)
      } else {
        write(block)
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

  mutating func write(actions: [String: LayoutDocument.Action]) {
    write(actions) { writer, action in writer.write(action) }
  }

  /// Writes `actions` from `prewritten`'s pieces, each alert id written in its place, when
  /// they are its actions but for their alert ids; returns false, having written nothing,
  /// when they are not.
  mutating func write(
    actions: [String: LayoutDocument.Action], as prewritten: PrewrittenParts
  ) -> Bool {
    let written = prewritten.actions
    let pieces = prewritten.actionPieces
    guard actions.count == written.count, pieces.count == written.count + 1 else { return false }
    let start = buffer.count
    buffer.append(pieces[0])
    for (index, (id, expected)) in written.enumerated() {
      // Compared whole but for the id, so that a field added to actions one day is never
      // taken from the shared bytes unchecked.
      var action = actions[id]
      let alertId = action?.analytics.alertId
      action?.analytics.alertId = expected.analytics.alertId
      guard let alertId, action == expected else {
        buffer.removeLast(buffer.count - start)
        return false
      }
      string(alertId)
      buffer.append(pieces[index + 1])
    }
    isFirst = false
    return true
  }

  /// Writes `prewritten`'s actions from their pieces with `alertId` in each; returns false,
  /// having written nothing, when it has no pieces.
  mutating func write(actionsOf prewritten: PrewrittenParts, alertId: String) -> Bool {
    let pieces = prewritten.actionPieces
    guard pieces.count == prewritten.actions.count + 1 else { return false }
    buffer.append(pieces[0])
    for piece in pieces.dropFirst() {
      string(alertId)
      buffer.append(piece)
    }
    isFirst = false
    return true
  }

  mutating func write(dialogs: [String: LayoutDocument.Dialog]) {
    write(dialogs) { writer, dialog in writer.write(dialog) }
  }

  /// Writes a dictionary with its keys in UTF-8 order.
  private mutating func write<Value>(
    _ dictionary: [String: Value], value write: (inout Self, Value) -> Void
  ) {
    openObject()
    // Sorted as pairs, so that no key is hashed and looked up again.
    for (name, value) in dictionary.sorted(by: { Self.precedes($0.key, $1.key) }) {
      key(named: name)
      write(&self, value)
    }
    closeObject()
  }

  /// Whether `first` sorts before `second` by UTF-8 bytes, comparing contiguous storage
  /// directly where the strings have it (native strings always do).
  static func precedes(_ first: String, _ second: String) -> Bool {
    let fast = first.utf8.withContiguousStorageIfAvailable { lhs in
      second.utf8.withContiguousStorageIfAvailable { rhs in lhs.lexicographicallyPrecedes(rhs) }
    }
    return (fast ?? nil) ?? first.utf8.lexicographicallyPrecedes(second.utf8)
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

  private mutating func write(_ analytics: LayoutDocument.Analytics) {
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

  private mutating func write(_ action: LayoutDocument.Action) {
    openObject()
    key("analytics")
    write(action.analytics)
    optional("delay", action.delay)
    optional("dialog", action.dialog)
    optional("display", action.display)
    key("kind")
    string(action.kind.rawValue)
    optional("localTime", action.localTime)
    optional("operation", action.operation)
    optional("url", action.url)
    closeObject()
  }

  /// Writes the string member `name` when `value` is not nil.
  private mutating func optional(_ name: StaticString, _ value: String?) {
    guard let value else { return }
    key(name)
    string(value)
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

  private mutating func write(_ layout: LayoutDocument.Layout) {
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
