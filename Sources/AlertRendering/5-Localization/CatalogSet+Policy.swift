extension CatalogSet {
  /// Decides whether a text may be shown: nil when it may, else what it shows and why that
  /// is refused ("shows http://evil.example.com, which the content policy does not allow").
  ///
  /// Given the text and the locale it is written in. Localization never names the content
  /// policy: the engine passes a filter backed by it.
  package typealias TextFilter = @Sendable (CatalogString, LocaleID) -> String?

  /// The file the `spelling` text of `key` came from.
  package func file(of key: String, spelling: String) -> String {
    if !merged.origins.isEmpty, let file = merged.origins[exactly: key]?[spelling] { return file }
    return merged.entries[exactly: key]?.file ?? "(localizations)"
  }

  /// `chosen`, when `accepting` accepts it, else the nearest text after it on the chain that
  /// rendering fills and `accepting` accepts; the nearest refused one is noted in `refused`.
  func accepted(
    _ key: String, _ chosen: (rank: Int, index: [String: CatalogString].Index),
    in localizations: [String: CatalogString], chain: [LocaleID], ranks: [String: Int],
    accepting: TextFilter, refused: inout [String: LocaleTable.Refused]
  ) -> (rank: Int, index: [String: CatalogString].Index)? {
    var candidate: (rank: Int, index: [String: CatalogString].Index)? = chosen
    while let current = candidate {
      let locale = chain[current.rank]
      guard let refusal = accepting(localizations.values[current.index], locale) else {
        return current
      }
      if refused[key] == nil {
        let file = file(of: key, spelling: localizations.keys[current.index])
        refused[key] = LocaleTable.Refused(locale: locale, file: file, refusal: refusal)
      }
      candidate = nil
      var index = localizations.startIndex
      while index != localizations.endIndex {
        if let rank = ranks[localizations.keys[index]], rank > current.rank,
          rank < candidate?.rank ?? chain.count,
          !merged.mayHoldUnrenderableTexts || localizations.values[index].isRenderable
        {
          candidate = (rank, index)
        }
        localizations.formIndex(after: &index)
      }
    }
    return nil
  }

  /// Whether `accepting` accepts `text`, a key's own source text; a refusal is noted in
  /// `refused` unless a nearer text's is.
  func accepted(
    _ key: String, _ text: LocaleTable.Resolved, accepting: TextFilter,
    refused: inout [String: LocaleTable.Refused]
  ) -> Bool {
    guard let refusal = accepting(text.string, text.locale) else { return true }
    if refused[key] == nil {
      let file = file(of: key, spelling: text.locale.description)
      refused[key] = LocaleTable.Refused(locale: text.locale, file: file, refusal: refusal)
    }
    return false
  }
}
