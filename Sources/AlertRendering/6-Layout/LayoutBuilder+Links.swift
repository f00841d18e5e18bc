import AlertLayout

/// Where the links of a document's texts go: the content policy, read only when a text holds
/// a link, and the chain of the document's locale.
struct LinkDestinations: Sendable {
  /// The analytics event every link action reports.
  static let event = "alert_link_opened"
  /// What an action id of a link starts with, before the policy id.
  static let actionPrefix = "link-"

  let policy: @Sendable () -> ContentPolicy
  /// The chain choosing the variant of a link for the document's locale (`LocaleSetup`).
  let chain: LocaleChain

  /// The URL of the policy link `id` for a text in `lang` (nil: the document's language),
  /// or nil when the policy has no variant of `id` for it.
  func url(of id: String, lang: String?) -> String? {
    var chain = self.chain
    if let lang, let locale = LocaleID(lang) {
      chain = LocaleChain(
        tags: locale.fallbackChain.map(\.description), sourceTags: chain.sourceTags)
    }
    return policy().link(id, for: chain)?.value.url
  }
}

extension LayoutBuilder {
  /// Takes the link markup out of `text`, the text of `key` in `lang`, moving `arguments` to
  /// match, and returns its links where they are `drawn`, each to the URL the policy gives its
  /// id for `lang`. Where links are not drawn their removal is noted, and so is a link the
  /// policy has no URL for, whose words stay plain.
  mutating func takeLinks(
    from text: inout String, _ arguments: inout [Localizer.ArgumentSpan], of key: String,
    lang: String?, drawn: Bool
  ) -> [LayoutDocument.LinkRange]? {
    guard let linked = LinkedText(text, arguments: arguments) else { return nil }
    text = linked.text
    arguments = linked.arguments
    guard drawn else {
      noteRemovedLinks(of: key)
      return nil
    }
    guard let links else { return nil }
    var ranges: [LayoutDocument.LinkRange] = []
    for link in linked.links {
      guard let url = links.url(of: link.id, lang: lang) else {
        noteUnresolvedLink(link.id, of: key)
        continue
      }
      ranges.append(
        .init(
          start: link.start, length: link.length, url: url,
          action: LinkDestinations.actionPrefix + link.id))
    }
    return ranges.isEmpty ? nil : ranges
  }

  /// Notes that the text of `key` lost its links: it is shown where links are not drawn.
  mutating func noteRemovedLinks(of key: String) {
    localizer.report(
      key,
      Diagnostic(
        code: "link-removed",
        message:
          "The text of '\(cut: key)' has a link, but it is shown where links are not drawn (only "
          + "items are); its words were kept and the link left out."))
  }

  /// Notes that a link of `key`'s text names `id`, which the content policy gives no URL.
  mutating func noteUnresolvedLink(_ id: String, of key: String) {
    localizer.report(
      key,
      Diagnostic(
        code: "link-unknown",
        message:
          "The text of '\(cut: key)' links to '\(cut: id)', which the content policy has no "
          + "link for in this language; its words are shown without the link."))
  }
}
