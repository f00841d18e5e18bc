/// How a button looks; clients style each their own way.
///
/// The raw values are the spellings of `screen.json` and the layout document.
public enum ButtonStyle: String, Codable, Sendable, CaseIterable {
  /// Inline text, such as "Contact us" below the help paragraph.
  case link
  /// A filled, shadowed button for the main action.
  case primary
  /// A filled, shadowed button for another action.
  case secondary
}
