import AlertRendering

/// Lint's checks of link markup, `[link text](link:<policy link id>)`, in every text of a
/// catalog, source or translation, built-in or drop-in (docs/lint.md): markup that is no valid
/// link, an id the policy lacks, a link text naming another host than its link opens in the
/// text's language, and a link in a text shown where links are not drawn.
///
/// The comparison of a translation's links with its source's is `TextPair.compareLinks`.
struct LinkChecks {
  let policy: ContentPolicy
  /// Every slot each key the rules use is shown in.
  let slots: [String: Set<TextSlot>]

  init(rules: RuleSet) {
    policy = rules.policy
    var slots: [String: Set<TextSlot>] = [:]
    for use in rules.catalogKeyUses { slots[use.key, default: []].insert(use.slot) }
    for key in LocaleFormats.catalogKeys { slots[key, default: []].insert(.format) }
    self.slots = slots
  }

  /// The findings of `catalog`, each with the paths of its text.
  func findings(in catalog: StringCatalog) -> [PendingFinding] {
    CatalogText.findings(in: catalog) { text, key, chain in
      findings(of: text, key: key, chain: chain)
    }
  }

  /// The check id, message and span of each finding about `text`, the text of `key` in the
  /// language of `chain`.
  func findings(
    of text: CatalogText, key: String, chain: LocaleChain
  ) -> [(String, String, Range<Int>?)] {
    guard text.value.utf8.contains(UInt8(ascii: "]")) else { return [] }
    let parsed = LinkMarkup.parse(text.value)
    var found: [(String, String, Range<Int>?)] = []
    for problem in parsed.problems {
      found.append(
        (
          "link-malformed",
          "The text has link markup that is no link: " + problem.message
            + suggestion(for: problem, chain: chain), problem.range
        ))
    }
    let plain = Array(parsed.text.utf16)
    for link in parsed.links where !policy.isEmpty {
      let linkText = String(decoding: plain[link.textRange], as: UTF16.self)
      guard let entry = policy.links[link.id] else {
        found.append(
          (
            "link-unknown",
            "The link '\(cut: linkText)' leads to 'link:\(link.id)', which the content policy's "
              + "links do not have; expected one of \(Self.list(policy.links.keys))."
              + Suggestion.didYouMean(link.id, among: Array(policy.links.keys)), link.markupRange
          ))
        continue
      }
      guard let variant = entry.variant(for: chain)?.variant else { continue }
      for host in Self.hosts(in: linkText) where !variant.value.allows(host: host) {
        found.append(
          (
            "link-text-mismatch",
            "The link '\(cut: linkText)' shows the host \(cut: host), but 'link:\(link.id)' opens "
              + "\(variant.value.url) for \(chain.locale); a link's text names no address, or the "
              + "one it opens.", link.markupRange
          ))
      }
    }
    if let first = parsed.links.first, let shown = slots[key]?.subtracting([.item]),
      !shown.isEmpty
    {
      let names = shown.map(\.rawValue).sorted().joined(separator: ", ")
      found.append(
        (
          "link-slot",
          "The text has a link, but '\(cut: key)' is shown in the \(names) slot\(shown.count == 1 ? "" : "s"), "
            + "where links are not drawn (only items are: risks, steps and help texts); write it "
            + "without link markup.",
          first.markupRange
        ))
    }
    return found
  }

  /// " Did you mean (link:id)?" for a destination that is an address the policy lists, or an
  /// id without `link:` or misspelt; else nothing.
  private func suggestion(for problem: LinkMarkup.Problem, chain: LocaleChain) -> String {
    guard problem.kind == .destinationNotLink, let destination = problem.destination,
      !policy.isEmpty
    else { return "" }
    let ids = Array(policy.links.keys)
    for found in policy.check(text: destination, chain: chain) {
      if case .allowed(let id) = found.verdict, [.url, .host].contains(found.item.kind),
        policy.links[id] != nil
      {
        return " Did you mean (link:\(id))?"
      }
    }
    let bare = destination.hasPrefix("link:") ? String(destination.dropFirst(5)) : destination
    let word = bare.filter { !$0.isWhitespace }.lowercased()
    if let id = ids.first(where: { $0 == word }) ?? Suggestion.closest(to: word, among: ids) {
      return " Did you mean (link:\(id))?"
    }
    return ""
  }

  /// The hosts `text` names, lowercased, as `TextScanner` finds them (hosts and URLs).
  static func hosts(in text: String) -> [String] {
    TextScanner.scan(text).compactMap { item in
      switch item.kind {
      case .host:
        return String(item.normalized.prefix { $0 != "/" }).lowercased()
      case .url:
        let url = item.normalized
        let scheme = url.prefix { $0 != ":" }
        guard url.dropFirst(scheme.count).hasPrefix("://") else { return nil }
        var host = String(url.dropFirst(scheme.count + 3).prefix { !"/?#".contains($0) })
          .lowercased()
        while host.hasSuffix(".") { host.removeLast() }
        return host
      case .email, .phone:
        return nil
      }
    }
  }

  /// The ids `keys`, sorted and quoted.
  static func list(_ keys: some Collection<String>) -> String {
    keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
  }
}
