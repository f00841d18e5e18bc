import AlertLayout

/// What content may show: every web address, phone number, email address and protected name,
/// per language where they differ, and how long translations may grow.
///
/// Read from `policy.json` in every rules directory and merged (`load(from:errors:)`): a
/// drop-in adds entries, never replaces one. With no policy file, `empty`: lint warns and the
/// address checks are off.
package struct ContentPolicy: Sendable, Equatable {
  /// Web addresses and deep links by id.
  package internal(set) var links: [String: PolicyEntry<PolicyLink>] = [:]
  /// Phone numbers by id, such as `helpline`.
  package internal(set) var phones: [String: PolicyEntry<PhoneNumber>] = [:]
  /// Email addresses by id.
  package internal(set) var emails: [String: PolicyEntry<EmailAddress>] = [:]
  /// Brand, agency and programme names by id, which translations must keep.
  package internal(set) var names: [String: PolicyEntry<String>] = [:]
  /// How much translations may grow, per slot.
  package internal(set) var lengthLimits: [TextSlot: LengthLimit] = [:]
  /// Canonical tags of languages that must be complete besides the shipped ones.
  package internal(set) var requiredLocales: [String] = []
  /// A `policy-added` note for each drop-in policy file, saying what it adds, for lint.
  package internal(set) var additions: [Diagnostic] = []
  /// The policy files read, in order.
  package internal(set) var files: [String] = []

  /// The policy when no rules directory has a policy file.
  package static let empty = ContentPolicy()

  /// Whether no policy file was read, so that addresses are not checked.
  package var isEmpty: Bool { files.isEmpty }

  /// The link `id`'s variant for `chain`, if the policy has the id and a variant applies.
  package func link(_ id: String, for chain: LocaleChain) -> PolicyEntry<PolicyLink>.Variant? {
    links[id]?.variant(for: chain)?.variant
  }

  /// The phone number `id`'s variant for `chain`, if the policy has the id and a variant
  /// applies.
  package func phone(_ id: String, for chain: LocaleChain) -> PolicyEntry<PhoneNumber>.Variant? {
    phones[id]?.variant(for: chain)?.variant
  }

  /// Every URL, host, email address and phone number in `text` with its verdict, for a text
  /// in `chain`; none when the policy is empty.
  package func check(text: String, chain: LocaleChain) -> [PolicyFinding] {
    guard !isEmpty else { return [] }
    return TextScanner.scan(text).map {
      PolicyFinding(item: $0, verdict: verdict(for: $0, chain: chain))
    }
  }

  /// Whether the policy allows `item`, found in a text in `chain`.
  package func verdict(for item: ScannedItem, chain: LocaleChain) -> PolicyVerdict {
    switch item.kind {
    case .url: return urlVerdict(item, chain: chain)
    case .host: return hostVerdict(item, chain: chain)
    case .email: return emailVerdict(item, chain: chain)
    case .phone: return phoneVerdict(item, chain: chain)
    }
  }

  /// The ids of `entries` in a fixed order, so that the first allowing id is always the same.
  static func ids<Value>(_ entries: [String: PolicyEntry<Value>]) -> [String] {
    entries.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }
}
