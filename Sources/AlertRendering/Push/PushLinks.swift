import AlertLayout

/// Link markup in push texts, which cannot open anything: each link is written as its text
/// followed by " (display)", as documents of versions before 1.2 write links (docs/push.md).
enum PushLinks {
  /// `text` with each `[link text](link:id)` written as `link text (display)`; display is the
  /// URL the policy gives `id` for `chain` without `https://`, a leading `www.` and a trailing
  /// `/`, left out when the link text already says it (ignoring case) or the policy lacks
  /// the id.
  static func written(_ text: String, policy: ContentPolicy, chain: LocaleChain) -> String {
    guard text.contains("](") else { return text }
    let parsed = LinkMarkup.parse(text)
    guard !parsed.links.isEmpty else { return text }
    var units = Array(parsed.text.utf16)
    for link in parsed.links.reversed() {
      guard let variant = policy.link(link.id, for: chain) else { continue }
      let display = Self.display(variant.value.url)
      let linkText = String(utf16Units: units[link.textRange])
      guard linkText.lowercased() != display.lowercased() else { continue }
      units.insert(contentsOf: " (\(display))".utf16, at: link.textRange.upperBound)
    }
    return String(utf16Units: units)
  }

  /// A URL as a reader says it: `https://www.irs.gov/ippin/` → `irs.gov/ippin`.
  static func display(_ url: String) -> String {
    var display = Substring(url)
    if display.hasPrefix("https://") { display = display.dropFirst("https://".count) }
    if display.hasPrefix("www.") { display = display.dropFirst(4) }
    if display.hasSuffix("/") { display = display.dropLast() }
    return String(display)
  }
}
