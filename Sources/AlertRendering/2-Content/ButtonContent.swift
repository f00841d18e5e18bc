import AlertLayout

/// A button as content names it: its label and hint as catalog references, its look and the
/// action it runs.
struct ButtonContent: Sendable, Equatable {
  /// A stable id, such as `remind-later`.
  var id: String
  /// The label.
  var title: LocalizedText
  /// What happens on tap, for screen readers.
  var hint: LocalizedText?
  /// How the button looks.
  var style: ButtonStyle
  /// The id of the action the button runs.
  var action: String
}
