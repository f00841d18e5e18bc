/// A dialog as content names it: its title, message and buttons as catalog references.
struct DialogContent: Sendable, Equatable {
  /// A stable id, such as `resolve`, named by `show-dialog` actions.
  var id: String
  /// The title.
  var title: LocalizedText
  /// The message.
  var message: LocalizedText
  /// The buttons, each closing the dialog before its action runs.
  var buttons: [DialogButtonContent]
}
