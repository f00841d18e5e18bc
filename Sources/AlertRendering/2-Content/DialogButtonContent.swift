import AlertLayout

/// A dialog button as content names it: its label, its role and its follow-up action.
struct DialogButtonContent: Sendable, Equatable {
  /// The label.
  var title: LocalizedText
  /// What the button means.
  var role: DialogRole
  /// The id of the follow-up action.
  var action: String
}
