/// Whether the content policy allows an item found in a text.
package enum PolicyVerdict: Sendable, Equatable {
  /// The policy entry `id` allows it.
  case allowed(id: String)
  /// Not allowed: the lint check that reports it (`url-not-allowed`, `url-insecure`,
  /// `url-scheme`, `url-deceptive`, `email-not-allowed`, `phone-not-allowed`) and a sentence
  /// saying what the text shows and why it is refused.
  case notAllowed(checkID: String, reason: String)

  /// Whether the item is allowed.
  package var isAllowed: Bool {
    if case .allowed = self { return true }
    return false
  }
}

/// An item found in a text, with the policy's verdict on it.
package struct PolicyFinding: Sendable, Equatable {
  /// What was found and where.
  package var item: ScannedItem
  /// Whether the policy allows it.
  package var verdict: PolicyVerdict
}
