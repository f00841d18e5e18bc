extension LayoutDocument {
  /// The direction a document's text runs in, from its locale.
  public enum Direction: String, Codable, Sendable, CaseIterable {
    /// Left to right, as in English and Spanish.
    case ltr
    /// Right to left, as in Arabic and Hebrew.
    case rtl
  }
}
