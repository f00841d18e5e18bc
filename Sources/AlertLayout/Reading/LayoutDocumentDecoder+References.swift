extension LayoutDocumentDecoder {
  /// Notes every button and action of `root` whose reference does not resolve in `document`,
  /// the document read from it, as docs/layout.md's "Flows" says a client treats them: a
  /// button naming a missing action, or a `show-dialog` action naming a missing dialog, is not
  /// drawn; a dialog button naming either only closes its dialog.
  ///
  /// The paths are those of `root`, so blocks a newer minor version's reader skipped count
  /// in them; their buttons are not checked, being drawn by no one.
  mutating func noteDanglingReferences(
    of document: LayoutDocument, in root: JSONSpan, at path: JSONPath
  ) {
    for (id, action) in document.actions.sorted(by: { $0.key < $1.key }) {
      guard action.kind == .showDialog, let dialog = action.dialog,
        document.dialogs[dialog] == nil
      else { continue }
      let member = root.member("actions")?.member(id)
      note(
        path.appending("actions").appending(id).appending("dialog"),
        at: member?.member("dialog") ?? member,
        "'\(cut: dialog)' names no dialog in 'dialogs'; a button running this action is not "
          + "drawn, and in a dialog it only closes the dialog.")
    }
    let blocks = root.member("body").map { Array($0.elements) } ?? []
    for (index, block) in blocks.enumerated() where block.member("type")?.string == "section" {
      if let button = block.member("button") {
        noteButton(button, at: path.appending("body", index: index).appending("button"), document)
      }
    }
    let footer = root.member("footer")?.member("buttons").map { Array($0.elements) } ?? []
    for (index, button) in footer.enumerated() {
      noteButton(button, at: path.appending("footer").appending("buttons", index: index), document)
    }
    let dialogs = root.member("dialogs").map { Array($0.members) } ?? []
    for (id, dialog) in dialogs {
      let buttons = dialog.member("buttons").map { Array($0.elements) } ?? []
      for (index, button) in buttons.enumerated() {
        guard let action = button.member("action"), let name = action.string,
          document.actions[name] == nil
        else { continue }
        note(
          path.appending("dialogs").appending(id).appending("buttons", index: index)
            .appending("action"), at: action,
          "'\(cut: name)' names no action in 'actions'; the button only closes the dialog.")
      }
    }
  }

  /// Notes the section or footer button `button` when its action is missing; a missing
  /// dialog is noted once, at its action.
  private mutating func noteButton(
    _ button: JSONSpan, at path: JSONPath, _ document: LayoutDocument
  ) {
    guard let action = button.member("action"), let name = action.string,
      document.actions[name] == nil
    else { return }
    note(
      path.appending("action"), at: action,
      "'\(cut: name)' names no action in 'actions'; the button is not drawn.")
  }
}
