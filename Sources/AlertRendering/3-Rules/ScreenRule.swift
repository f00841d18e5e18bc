import AlertLayout

/// The parts of the screen every alert shares, read from `Rules/screen.json`: detail labels,
/// section titles, help, buttons, dialogs and the actions behind them.
package struct ScreenRule: Sendable, Equatable {
  /// The file the rule came from.
  package var file: String
  /// Catalog key of the origin line, such as "From: %@".
  var originLine: String
  /// Catalog key of the date line, such as "Date of leak: %@".
  var dateLine: String
  /// Catalog key whose per-locale value is the date pattern, such as "MM-dd-yyyy".
  package var datePattern: String
  /// Catalog key of the pattern screen readers speak, such as "MMMM d, yyyy".
  package var spokenDatePattern: String
  /// Catalog key prefix of the month names a spoken pattern uses (`prefix` + 1…12).
  package var monthNames: String
  /// Catalog key of the line shown when an event carries no leaked value.
  var missingValue: String
  /// Catalog key prefix of the spoken forms of masked values (see
  /// `MaskedValue.spokenForms(prefix:)`), such as "ending in %@".
  var maskedValues: String
  /// Catalog key of the "What’s at risk" heading.
  var risksTitle: String
  /// Catalog key of the "Next Steps" heading.
  var stepsTitle: String
  /// Catalog key of the "Need help?" heading.
  var helpTitle: String
  /// Catalog key of the help paragraph.
  var helpText: String
  /// The button below the help text.
  var helpButton: String
  /// The pinned buttons, left to right.
  var footer: [String]
  /// The analytics event reported when an alert is shown.
  var viewAnalyticsEvent: String
  /// Buttons by id, in the file's order.
  var buttons: [Named<ButtonRule>]
  /// Dialogs by id, in the file's order.
  var dialogs: [Named<DialogRule>]
  /// Actions by id, in the file's order.
  var actions: [Named<ActionRule>]

  /// A button: its label and hint keys, its look and the action it runs.
  struct ButtonRule: Sendable, Equatable {
    /// Catalog key of the label.
    var title: String
    /// Catalog key of the screen reader hint.
    var hint: String?
    /// How the button looks.
    var style: ButtonStyle
    /// The id of the action the button runs.
    var action: String
  }

  /// A dialog: title and message keys, and its buttons.
  struct DialogRule: Sendable, Equatable {
    /// Catalog key of the title.
    var title: String
    /// Catalog key of the message.
    var message: String
    /// The buttons, each closing the dialog before its action runs.
    var buttons: [DialogButtonRule]
  }

  /// A dialog button: its label key, its role and its follow-up action.
  struct DialogButtonRule: Sendable, Equatable {
    /// Catalog key of the label.
    var title: String
    /// What the button means.
    var role: DialogRole
    /// The id of the follow-up action.
    var action: String
  }

  /// The button `id`, if defined.
  func button(_ id: String) -> ButtonRule? { buttons.first { $0.name == id }?.value }
  /// The dialog `id`, if defined.
  func dialog(_ id: String) -> DialogRule? { dialogs.first { $0.name == id }?.value }
  /// The action `id`, if defined.
  func action(_ id: String) -> ActionRule? { actions.first { $0.name == id }?.value }
}

extension ScreenRule {
  /// Reads `screen.json` and checks that every reference between its parts resolves.
  init(_ value: JSONValue, file: String) throws(ResourceError) {
    let reader = try ResourceReader(
      value, file: file, path: "",
      allowed: [
        "detail", "sections", "help", "footer", "buttons", "dialogs", "actions",
        "viewAnalyticsEvent",
      ])
    self.file = file
    let detail = try reader.requiredObject(
      "detail",
      allowed: [
        "origin", "date", "datePattern", "spokenDatePattern", "monthNames", "missingValue",
        "maskedValues",
      ], "the detail lines")
    originLine = try detail.requiredString("origin", "the catalog key of the origin line")
    dateLine = try detail.requiredString("date", "the catalog key of the date line")
    datePattern = try detail.requiredString("datePattern", "the catalog key of the date pattern")
    spokenDatePattern = try detail.requiredString(
      "spokenDatePattern", "the catalog key of the spoken date pattern")
    monthNames = try detail.requiredString(
      "monthNames", "the catalog key prefix of month names, such as \"format.month.\"")
    missingValue = try detail.requiredString("missingValue", "the catalog key for a missing value")
    // Optional, so that a drop-in screen.json written before spoken masks still loads.
    maskedValues = try detail.string("maskedValues") ?? "value.masked."
    let sections = try reader.requiredObject(
      "sections", allowed: ["risks", "steps"], "the section titles")
    risksTitle = try sections.requiredString("risks", "the catalog key of the risks title")
    stepsTitle = try sections.requiredString("steps", "the catalog key of the steps title")
    let help = try reader.requiredObject(
      "help", allowed: ["title", "text", "button"], "the help section")
    helpTitle = try help.requiredString("title", "the catalog key of the help title")
    helpText = try help.requiredString("text", "the catalog key of the help text")
    helpButton = try help.requiredName("button", "the id of the help button")
    footer = try reader.stringArray("footer") ?? []
    viewAnalyticsEvent = try reader.requiredString(
      "viewAnalyticsEvent", "the analytics event reported when an alert is shown")
    actions = try Self.named(reader, "actions") { item throws(ResourceError) in
      try ActionRule(item.value, file: file, at: item.path)
    }
    let actionNames = actions.map(\.name)
    buttons = try Self.named(reader, "buttons") { item throws(ResourceError) in
      let button = try ResourceReader(
        item.value, file: file, at: item.path, allowed: ["title", "hint", "style", "action"])
      return ButtonRule(
        title: try button.requiredString("title", "the catalog key of the title"),
        hint: try button.string("hint"),
        style: try Self.choice(button, "style"),
        action: try Self.reference(button, "action", actionNames))
    }
    dialogs = try Self.named(reader, "dialogs") { item throws(ResourceError) in
      let dialog = try ResourceReader(
        item.value, file: file, at: item.path, allowed: ["title", "message", "buttons"])
      var buttons: [DialogButtonRule] = []
      for (path, value) in try dialog.array("buttons") ?? [] {
        let button = try ResourceReader(
          value, file: file, at: path, allowed: ["title", "role", "action"])
        buttons.append(
          DialogButtonRule(
            title: try button.requiredString("title", "the catalog key of the title"),
            role: try Self.choice(button, "role"),
            action: try Self.reference(button, "action", actionNames)))
      }
      let cancels = buttons.indices.filter { buttons[$0].role == .cancel }
      if cancels.count > 1 {
        let second = item.path.appending("buttons", index: cancels[1]).appending("role")
        throw .invalidValue(
          file: file, path: second.description,
          expected: "at most one cancel-role button per dialog (Esc, Android back and a tap "
            + "outside the dialog run it), not a second after buttons[\(cancels[0])]",
          found: "\"cancel\"")
      }
      return DialogRule(
        title: try dialog.requiredString("title", "the catalog key of the title"),
        message: try dialog.requiredString("message", "the catalog key of the message"),
        buttons: buttons)
    }
    try checkReferences(reader)
  }

  /// Checks that the footer, the help button and every show-dialog action name what exists.
  private func checkReferences(_ reader: ResourceReader) throws(ResourceError) {
    let buttonNames = buttons.map(\.name)
    let dialogNames = dialogs.map(\.name)
    for (index, id) in footer.enumerated() where button(id) == nil {
      throw .unresolvedReference(
        file: file, path: "footer[\(index)]", name: id, valid: buttonNames)
    }
    if button(helpButton) == nil {
      throw .unresolvedReference(
        file: file, path: "help.button", name: helpButton, valid: buttonNames)
    }
    for action in actions {
      if action.name.hasPrefix("link-") {
        throw .invalidValue(
          file: file, path: "actions.\(action.name)",
          expected: "an action id that does not start with 'link-', which links in texts use "
            + "(link- and the content policy id)",
          found: JSONValue.string(action.name).quotedForMessage)
      }
      let path = "actions.\(action.name).dialog"
      switch (action.value.kind, action.value.dialog) {
      case (.showDialog, nil):
        throw .missingKey(file: file, path: path, expected: "the dialog a show-dialog action opens")
      case (.showDialog, let dialog?) where self.dialog(dialog) == nil:
        throw .unresolvedReference(file: file, path: path, name: dialog, valid: dialogNames)
      default: continue
      }
    }
  }

  /// Reads an object of id → value, keeping the ids' order and checking each id's characters.
  static func named<Value>(
    _ reader: ResourceReader, _ key: String,
    _ read: ((path: JSONPath, value: JSONValue)) throws(ResourceError) -> Value
  ) throws(ResourceError) -> [Named<Value>] {
    guard let value = reader.value(key) else {
      throw .missingKey(file: reader.file, path: key, expected: "an object of \(key) by id")
    }
    guard case .object(let members) = value else {
      throw .invalidValue(
        file: reader.file, path: key, expected: "an object of \(key) by id",
        found: value.foundDescription)
    }
    var result: [Named<Value>] = []
    for member in members {
      let path = reader.location.appending(key).appending(member.key)
      try ResourceReader.checkName(member.key, file: reader.file, path: path.description)
      result.append(Named(name: member.key, value: try read((path, member.value))))
    }
    return result
  }

  /// The string `key`, which must spell one of `Choice`'s cases.
  static func choice<Choice: CaseIterable & RawRepresentable<String>>(
    _ reader: ResourceReader, _ key: String, as _: Choice.Type = Choice.self
  ) throws(ResourceError) -> Choice {
    guard let value = try reader.string(key) else {
      throw .missingKey(
        file: reader.file, path: reader.childPath(key),
        expected: "one of " + Choice.allCases.map(\.rawValue).joined(separator: ", "))
    }
    guard let choice = Choice(rawValue: value) else {
      throw .unresolvedReference(
        file: reader.file, path: reader.childPath(key), name: value,
        valid: Choice.allCases.map(\.rawValue))
    }
    return choice
  }

  /// The id `key`, which must be one of `valid`.
  private static func reference(_ reader: ResourceReader, _ key: String, _ valid: [String])
    throws(ResourceError) -> String
  {
    let value = try reader.requiredName(key, "the id of an action")
    guard valid.contains(value) else {
      throw .unresolvedReference(
        file: reader.file, path: reader.childPath(key), name: value, valid: valid)
    }
    return value
  }

  /// Every catalog key the rule refers to with the number of arguments it is given and the
  /// slot it is shown in, for lint.
  package var catalogKeyUses: [(key: String, arguments: Int, slot: TextSlot)] {
    let content = content
    var uses = [content.originText(""), content.dateText("")].map {
      ($0.key, $0.arguments.count, TextSlot.detailLine)
    }
    uses += MaskedValue.spokenForms(prefix: maskedValues).map {
      ($0.key, $0.arguments.count, .spokenValue)
    }
    var keys: [(String, TextSlot)] = [(datePattern, .format), (spokenDatePattern, .format)]
    keys += [(missingValue, .detailLine), (helpText, .item)]
    keys += [risksTitle, stepsTitle, helpTitle].map { ($0, .sectionHeading) }
    keys += (1...12).map { (monthNames + String($0), .format) }
    for button in buttons {
      keys.append((button.value.title, .buttonTitle))
      if let hint = button.value.hint { keys.append((hint, .buttonHint)) }
    }
    for dialog in dialogs {
      keys += [(dialog.value.title, .dialogTitle), (dialog.value.message, .dialogMessage)]
      keys += dialog.value.buttons.map { ($0.title, .dialogButton) }
    }
    uses += keys.map { ($0.0, 0, $0.1) }
    return uses
  }
}
