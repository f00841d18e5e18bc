import AlertRendering

/// The translation checks that read the content policy: the same addresses and the same
/// protected names as the source.
extension TextPair {
  /// `url-mismatch`, `email-mismatch`, `phone-mismatch`: the allowed addresses of each kind,
  /// by policy id (another locale's variant of the same id is the same address), differ from
  /// the source's. A kind either text shows a refused item of is left to the policy check.
  mutating func compareAddresses(_ found: [PolicyFinding], _ sourceFound: [PolicyFinding]) {
    let kinds: [(id: String, noun: String, kinds: Set<ScannedItem.Kind>)] = [
      ("url-mismatch", "web addresses", [.url, .host]),
      ("email-mismatch", "email addresses", [.email]),
      ("phone-mismatch", "phone numbers", [.phone]),
    ]
    for kind in kinds {
      let mine = found.filter { kind.kinds.contains($0.item.kind) }
      let theirs = sourceFound.filter { kind.kinds.contains($0.item.kind) }
      guard (mine + theirs).allSatisfy(\.verdict.isAllowed) else { continue }
      let ids = Set(mine.compactMap(Self.id))
      let sourceIDs = Set(theirs.compactMap(Self.id))
      guard ids != sourceIDs else { continue }
      func list(_ items: [PolicyFinding]) -> String {
        items.isEmpty
          ? "none"
          : items.map { "\($0.item.written) ('\(Self.id($0) ?? "")')" }.joined(separator: ", ")
      }
      addFinding(
        kind.id, .error,
        "The text shows the \(kind.noun) \(list(mine)); the source shows \(list(theirs)). A "
          + "translation shows the same entries of the content policy, each in its language's "
          + "variant.")
    }
  }

  private static func id(_ finding: PolicyFinding) -> String? {
    if case .allowed(let id) = finding.verdict { return id }
    return nil
  }

  /// `name-mismatch`: a protected name the source shows whose entry has a variant for this
  /// text's language (its own or the default) that the text does not show.
  mutating func checkNames(
    _ policy: ContentPolicy, source: String, sourceChain: LocaleChain, chain: LocaleChain
  ) {
    guard !policy.names.isEmpty else { return }
    let sourceIDs = policy.names(in: source, chain: sourceChain).map(\.id)
    guard !sourceIDs.isEmpty else { return }
    let shown = Set(policy.names(in: text.value, chain: chain).map(\.id))
    for id in Set(sourceIDs).sorted() where !shown.contains(id) {
      guard let (variant, step) = policy.names[id]?.variant(for: chain) else { continue }
      if case .source = step { continue }
      addFinding(
        "name-mismatch", .warning,
        "The source names '\(id)'; the text does not show '\(variant.value)', its form for "
          + "\(chain.locale) in the content policy.")
    }
  }
}
