import AlertRendering

/// Lint's checks of each translation against its source text, per key, locale and form:
/// numbers, addresses, protected names, whitespace, line breaks, ending punctuation,
/// markup-like characters and length (docs/lint.md). Pseudo-locales are exempt; keys marked
/// `shouldTranslate: false` get the address checks only; format keys no number, punctuation or
/// length checks.
struct TranslationChecks {
  let catalogs: CatalogSet
  let policy: ContentPolicy
  /// The slot each key the rules use is shown in.
  let slots: [String: TextSlot]

  init(catalogs: CatalogSet, rules: RuleSet) {
    self.catalogs = catalogs
    policy = rules.policy
    var slots: [String: TextSlot] = [:]
    for use in rules.catalogKeyUses where slots[use.key] == nil { slots[use.key] = use.slot }
    for key in LocaleFormats.catalogKeys { slots[key] = .format }
    self.slots = slots
  }

  /// The findings of `catalog`, each with the paths of its text.
  func findings(in catalog: StringCatalog) -> [PendingFinding] {
    var findings: [PendingFinding] = []
    for entry in catalog.entries {
      guard let merged = catalogs.entries[exactly: entry.key]?.entry,
        let source = catalogs.sourceText(of: entry.key, merged)
      else { continue }
      let slot = slots[entry.key] ?? (entry.key.hasPrefix("format.") ? .format : nil)
      let sourceTexts = CatalogText.all(
        of: source.string, key: entry.key, locale: source.locale.description)
      for (id, string) in entry.localizations.sorted(by: { $0.key < $1.key }) {
        guard let locale = LocaleID(id), !["XA", "XB", "XC"].contains(locale.region ?? "")
        else { continue }
        for text in CatalogText.all(of: string, key: entry.key, locale: id) {
          var pair = TextPair(
            key: entry.key, locale: locale, spelled: id, file: catalog.file, text: text)
          if locale == source.locale {
            pair.checkAlone(slot: slot, limit: slot.flatMap { policy.lengthLimits[$0] })
          } else if let counterpart = Self.counterpart(of: text, in: sourceTexts) {
            pair.compare(
              with: counterpart, sourceLocale: source.locale, policy: policy,
              translatable: merged.shouldTranslate, slot: slot)
          }
          findings += pair.findings
        }
      }
    }
    return findings
  }

  /// The source text `text` is compared with: the same substitution's, the same device's (else
  /// the default's), the same plural category's (else `other`, else the single text).
  static func counterpart(of text: CatalogText, in sources: [CatalogText]) -> CatalogText? {
    let candidates = sources.filter { $0.substitution == text.substitution }
    let byDevice = candidates.filter { $0.device == text.device }
    let pool = byDevice.isEmpty ? candidates.filter { $0.device == nil } : byDevice
    return pool.first { $0.category == text.category }
      ?? pool.first { $0.category == .other } ?? pool.first { $0.category == nil }
  }
}
