/// What a dialog button means, which iOS and Android both style and place differently.
///
/// The raw values are the spellings of `screen.json` and the layout document.
public enum DialogRole: String, Codable, Sendable, CaseIterable {
  /// Closes the dialog without doing anything.
  case cancel
  /// An ordinary choice.
  case `default`
  /// A choice that cannot be undone, such as resolving the alert.
  case destructive
}
