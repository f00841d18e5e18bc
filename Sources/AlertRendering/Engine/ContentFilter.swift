/// The content policy as rendering applies it to catalog texts.
///
/// Here rather than in Policy/, which knows no catalogs, or in Localization, which knows no
/// policy.
enum ContentFilter {
  /// The filter rendering passes catalog texts through (`CatalogSet.compileTable(_:accepting:)`):
  /// a text with a URL, email address or phone number the policy does not allow is refused, so
  /// that its key falls back to the next text of its chain.
  ///
  /// Every form of a text is checked: each plural and device variation and each substitution's.
  /// `policy` is asked for only when a text may hold an address (`TextScanner.mayHoldAddress`),
  /// so that a render whose texts hold none never reads the policy file.
  static func textFilter(
    source: LocaleID, policy: @escaping @Sendable () -> ContentPolicy
  ) -> CatalogSet.TextFilter {
    return { string, locale in
      for text in texts(of: string) where TextScanner.mayHoldAddress(text) {
        let policy = policy()
        guard !policy.isEmpty else { return nil }
        for finding in policy.check(text: text, chain: LocaleChain(text: locale, source: source)) {
          guard case .notAllowed(_, let reason) = finding.verdict else { continue }
          // "The text shows …, which … ." as "shows …, which …".
          var phrase = Substring(reason)
          if phrase.hasPrefix("The text ") { phrase = phrase.dropFirst("The text ".count) }
          if phrase.hasSuffix(".") { phrase = phrase.dropLast() }
          return String(phrase)
        }
      }
      return nil
    }
  }

  /// Every text of `string`: its forms, its devices' and its substitutions'.
  static func texts(of string: CatalogString) -> [String] {
    func values(_ variants: CatalogString.Variants) -> [String] {
      switch variants {
      case .single(let unit): return [unit.value]
      case .plural(let units): return PluralCategory.allCases.compactMap { units[$0]?.value }
      }
    }
    var texts = values(string.variants)
    if !string.deviceVariants.isEmpty {
      for device in DeviceClass.allCases {
        if let variants = string.deviceVariants[device] { texts += values(variants) }
      }
    }
    for (_, substitution) in string.substitutions.sorted(by: { $0.key < $1.key }) {
      texts += values(.plural(substitution.variants))
    }
    return texts
  }
}
