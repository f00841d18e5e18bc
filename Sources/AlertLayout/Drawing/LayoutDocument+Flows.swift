extension LayoutDocument {
  /// Whether a button running the action `id` is drawn: the document holds the action and,
  /// for a `show-dialog`, its dialog (docs/layout.md, "Flows"; `LayoutDocumentReader` notes
  /// the others).
  func canRun(_ id: String) -> Bool {
    guard let action = actions[id] else { return false }
    guard action.kind == .showDialog else { return true }
    return action.dialog.map { dialogs[$0] != nil } ?? false
  }
}
