/// Catalogs whose source language is not the set's: what Xcode writes for a new project
/// (`"sourceLanguage" : "en"`) beside the shipped en-US catalogs, or a team's catalog written
/// in its own language.
extension CatalogSet {
  /// `catalog`'s entries with its source texts placed where the set reads them.
  ///
  /// - A catalog whose source language is the set's `source` is taken as it is.
  /// - One whose source language is a CLDR parent of `source` (`en` for `en-US`) holds the
  ///   texts a request for the source gets: its source texts are read as the source's, so a
  ///   drop-in Xcode wrote in `en` adds or replaces en-US texts like one written in `en-US`.
  ///   An entry that has texts of both keeps both as they are.
  /// - Any other catalog's source texts stay texts of its own language (a `de` catalog's
  ///   are German); a key none of the set's source texts has is served them wherever its
  ///   request's chain finds no text (`ownSources`).
  static func sourceTexts(of catalog: StringCatalog, source: LocaleID, into merged: inout Merged)
    -> [CatalogEntry]
  {
    guard let own = LocaleID(catalog.sourceLanguage), own != source else { return catalog.entries }
    let isParent = source.fallbackChain.contains(own)
    var entries = catalog.entries
    for index in entries.indices {
      let localizations = entries[index].localizations
      guard let spelling = localizations.keys.first(where: { LocaleID($0) == own }) else {
        continue
      }
      if !isParent {
        merged.ownSources[entries[index].key] = spelling
        continue
      }
      guard !localizations.keys.contains(where: { LocaleID($0) == source }) else { continue }
      entries[index].localizations[source.description] =
        entries[index].localizations.removeValue(forKey: spelling)
    }
    return entries
  }

  /// The text of `key` in the source language of the catalog that defined it, when that is
  /// neither the set's source nor one of its parents (`sourceTexts(of:source:into:)`).
  func ownSourceText(of key: String, in localizations: [String: CatalogString])
    -> LocaleTable.Resolved?
  {
    guard !merged.ownSources.isEmpty, let spelling = merged.ownSources[key],
      let string = localizations[spelling], let locale = LocaleID(spelling)
    else { return nil }
    return LocaleTable.Resolved(string: string, locale: locale)
  }

  /// The text `key`'s translations are compared with: the set's source text, else the
  /// source text of the catalog that defined the key; and its locale.
  package func sourceText(of key: String, _ entry: CatalogEntry) -> (
    locale: LocaleID, string: CatalogString
  )? {
    if let text = entry.localizations.first(where: { LocaleID($0.key) == sourceLanguage }) {
      return (sourceLanguage, text.value)
    }
    guard let spelling = merged.ownSources[key], let string = entry.localizations[spelling],
      let locale = LocaleID(spelling)
    else { return nil }
    return (locale, string)
  }
}
