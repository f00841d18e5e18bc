/// One id of the content policy, such as `helpline`, with its variants per language.
///
/// A variant without `locales` is the default; one with them applies to texts whose
/// `LocaleChain` reaches one of its tags. Loading guarantees that no two variants of an entry
/// list the same tag and that at most one is the default.
package struct PolicyEntry<Value: Sendable & Equatable>: Sendable, Equatable {
  /// The id, such as `ftc-identity-theft`.
  package var id: String
  /// The variants, in the order the policy files list them.
  package var variants: [Variant]

  /// A value and the languages it is for.
  package struct Variant: Sendable, Equatable {
    /// The URL, phone number, email address or name.
    package var value: Value
    /// Canonical language tags, or nil for the default variant.
    package var locales: [String]?
    /// The policy file that lists it.
    package var file: String
    /// Its JSON path in that file, such as `phones.helpline[1]`.
    package var jsonPath: String
  }

  /// The variant that applies to a text in `chain`, and why: the first tag of the chain some
  /// variant lists, else the default variant, else the variant the source language's chain
  /// selects; nil when none does.
  package func variant(for chain: LocaleChain) -> (variant: Variant, step: PolicyStep)? {
    for tag in chain.tags {
      if let variant = variants.first(where: { $0.locales?.contains(tag) == true }) {
        return (variant, .locale(tag))
      }
    }
    if let variant = variants.first(where: { $0.locales == nil }) { return (variant, .default) }
    for tag in chain.sourceTags {
      if let variant = variants.first(where: { $0.locales?.contains(tag) == true }) {
        return (variant, .source(tag))
      }
    }
    return nil
  }
}

/// How `PolicyEntry.variant(for:)` chose a variant.
package enum PolicyStep: Sendable, Equatable {
  /// A variant lists this tag of the chain.
  case locale(String)
  /// No variant lists a tag of the chain; the default variant applies.
  case `default`
  /// Neither; the variant the source language's chain selects, by this tag.
  case source(String)

  /// `locale`, `default` or `source`, as explanations name the step.
  package var name: String {
    switch self {
    case .locale: return "locale"
    case .default: return "default"
    case .source: return "source"
    }
  }
}
