import AlertLayout

/// All String Catalogs merged by key, with each locale's table compiled when asked for.
///
/// A table applies CLDR fallback once, so that a lookup at render time is one dictionary
/// probe; a process rendering in one locale compiles that locale's table alone.
package struct CatalogSet: Sendable {
  /// The source language every catalog shares, such as `en-US`.
  package let sourceLanguage: LocaleID
  /// The locales the catalogs translate, source first, then by identifier.
  package let locales: [LocaleID]
  /// The catalogs themselves, merged by key.
  let merged: Merged
  /// Every spelling of a locale the catalogs use, parsed: they repeat the same few thousands
  /// of times.
  private let spellings: [String: LocaleID]

  /// The catalogs merged by key.
  struct Merged: Sendable {
    /// Catalogs in load order.
    var catalogs: [StringCatalog] = []
    /// Every key with its languages merged in load order, and the last file that defined it.
    var entries: [String: (entry: CatalogEntry, file: String)] = [:]
    /// Languages of keys that a later catalog replaced.
    var overrides: [Diagnostic] = []
    /// For keys of catalogs whose source language is neither the set's nor one of its CLDR
    /// parents, the spelling of that language in the key's translations: the text that
    /// serves a request when neither its chain nor the set's source has one.
    var ownSources: [String: String] = [:]
    /// For keys whose text in a locale a later catalog would have replaced with one rendering
    /// cannot fill, that locale's spelling and the specifier (`compileTable` notes them).
    var withheld: [String: [String: String]] = [:]
    /// Whether a catalog may hold a text rendering cannot fill
    /// (`StringCatalog.mayHoldUnrenderableTexts`); if none does, no text need be asked.
    var mayHoldUnrenderableTexts = false
    /// For keys more than one file defines, the file each language's text came from.
    var origins: [String: [String: String]] = [:]
  }

  /// Catalogs in load order.
  package var catalogs: [StringCatalog] { merged.catalogs }
  /// Every key with the entry that won (the last loaded) and its file.
  package var entries: [String: (entry: CatalogEntry, file: String)] { merged.entries }
  /// Keys that a later catalog redefined.
  package var overrides: [Diagnostic] { merged.overrides }

  /// Merges `catalogs`: a later catalog's key adds or replaces the languages it holds.
  package init(catalogs: [StringCatalog]) throws(ResourceError) {
    merged = try Self.merge(catalogs)
    guard let source = LocaleID(catalogs[0].sourceLanguage) else {
      preconditionFailure("merge(_:) accepts only catalogs with a valid source language")
    }
    sourceLanguage = source
    var spellings: [String: LocaleID] = [:]
    // Keys repeat the same few spellings in the same order: one compared with the last seen
    // costs far less than hashing it again.
    var last = ""
    for (_, (entry, _)) in merged.entries {
      for id in entry.localizations.keys where id != last {
        last = id
        if spellings[id] == nil { spellings[id] = LocaleID(id) }
      }
    }
    for catalog in catalogs {
      for id in catalog.unreadLocales where spellings[id] == nil { spellings[id] = LocaleID(id) }
    }
    self.spellings = spellings
    var others: [LocaleID] = []
    for locale in spellings.values where locale != source && !others.contains(locale) {
      others.append(locale)
    }
    locales = [source] + others.sorted { $0.description < $1.description }
  }

  /// `catalogs` merged by key and language, each catalog's source texts read by its own
  /// source language (`sourceTexts(of:source:)`).
  static func merge(_ catalogs: [StringCatalog]) throws(ResourceError) -> Merged {
    guard let first = catalogs.first, let source = LocaleID(first.sourceLanguage) else {
      throw .unreadable(
        file: "(localizations)", reason: "No .xcstrings catalog was found; expected at least one.")
    }
    // Sized for every key at once: growing it rehashes every long key again.
    var merged = Merged(
      catalogs: catalogs,
      entries: .init(minimumCapacity: catalogs.reduce(0) { $0 + $1.entries.count }))
    merged.mayHoldUnrenderableTexts = catalogs.contains { $0.mayHoldUnrenderableTexts }
    for catalog in catalogs {
      // A catalog whose source texts are read as the set's source, named as such in notes.
      let readAsSource =
        catalog.sourceLanguage == source.description
        ? "" : "its source language \(catalog.sourceLanguage); "
      for entry in sourceTexts(of: catalog, source: source, into: &merged) {
        // One hash for a new key, the common case: a key's hash costs more than the rest. A
        // key seen before puts the old value back unless it is replaced below.
        guard let old = merged.entries.updateValue((entry, catalog.file), forKey: entry.key) else {
          continue
        }
        merged.entries[entry.key] = old
        if !old.entry.key.isExactly(entry.key) {
          // A different key by its code points, which a String-keyed table cannot hold
          // beside the first: kept out, so that it cannot stand in for the other.
          merged.overrides.append(
            Diagnostic(
              code: "string-confusable",
              message:
                "The string '\(cut: entry.key)' in \(catalog.file) differs from '\(cut: old.entry.key)' in "
                + "\(old.file) only by Unicode normalization; it is ignored.", severity: .note))
          continue
        }
        // A drop-in adds or replaces only the languages it holds; it never takes one away.
        var combined = old.entry
        combined.comment = entry.comment ?? old.entry.comment
        combined.extractionState = entry.extractionState ?? old.entry.extractionState
        combined.shouldTranslate = old.entry.shouldTranslate && entry.shouldTranslate
        // The file each language's text came from, kept only for keys more than one file
        // defines: the last file to define a key may not be the one that held a language.
        var files =
          merged.origins[entry.key]
          ?? old.entry.localizations.mapValues { _ in old.file }
        for (locale, string) in entry.localizations.sorted(by: { $0.key < $1.key }) {
          // Nor does it take one away by replacing it with a text rendering cannot fill.
          if catalog.mayHoldUnrenderableTexts, !string.isRenderable,
            let kept = combined.localizations[locale], kept.isRenderable
          {
            let specifier = string.unsupportedSpecifier ?? ""
            merged.withheld[entry.key, default: [:]][locale] = specifier
            merged.overrides.append(
              Diagnostic(
                code: "string-unrenderable",
                message:
                  "\(cut: entry.key) [\(locale)]: kept the text of "
                  + "\(files[locale] ?? old.file); \(catalog.file)'s uses '\(cut: specifier)', "
                  + "which rendering does not know.", severity: .note))
            continue
          }
          // A later text replaces the one kept, so the one passed over no longer matters.
          if !merged.withheld.isEmpty { merged.withheld[entry.key]?[locale] = nil }
          if combined.localizations.updateValue(string, forKey: locale) != nil {
            merged.overrides.append(
              Diagnostic(
                code: "string-override",
                message:
                  "\(cut: entry.key) [\(locale)]: replaced by \(catalog.file) ("
                  + (locale == source.description ? readAsSource : "")
                  + "was \(files[locale] ?? old.file)).", severity: .note))
          }
          files[locale] = catalog.file
        }
        merged.origins[entry.key] = files
        merged.entries[entry.key] = (combined, catalog.file)
      }
    }
    return merged
  }

  /// The table of `locale`, one of `locales`: each key's text from the first locale of the
  /// key's CLDR chain whose text rendering can fill and `accepting` accepts, else from the
  /// source; a text passed over for a specifier rendering does not know is noted in the
  /// table's `unrenderable`, one `accepting` refuses in its `refused`.
  func compileTable(_ locale: LocaleID, accepting: TextFilter? = nil) -> LocaleTable {
    let chain = locale.fallbackChain + (locale == sourceLanguage ? [] : [sourceLanguage])
    // Each spelling's place in the chain, found once rather than once per key.
    let ranks = spellings.compactMapValues { chain.firstIndex(of: $0) }
    var strings = [String: LocaleTable.Resolved](minimumCapacity: entries.count)
    var unrenderable: [String: LocaleTable.Unrenderable] = [:]
    var refused: [String: LocaleTable.Refused] = [:]
    // The rank of the spelling seen last: keys repeat the same few, and comparing one costs
    // far less than hashing it.
    var last: (id: String, rank: Int?) = ("", nil)
    // By index, not by element: copying each entry and each candidate string, with all their
    // fields, cost more than choosing among them.
    let entries = merged.entries
    let checks = merged.mayHoldUnrenderableTexts
    var position = entries.startIndex
    while position != entries.endIndex {
      let key = entries.keys[position]
      let localizations = entries.values[position].entry.localizations
      var best: (rank: Int, index: [String: CatalogString].Index)?
      var passedOver: (rank: Int, index: [String: CatalogString].Index)?
      var index = localizations.startIndex
      while index != localizations.endIndex {
        let id = localizations.keys[index]
        if id != last.id { last = (id, ranks[id]) }
        if let rank = last.rank, rank < best?.rank ?? chain.count {
          if !checks || localizations.values[index].isRenderable {
            best = (rank, index)
          } else if rank < passedOver?.rank ?? chain.count {
            passedOver = (rank, index)
          }
        }
        localizations.formIndex(after: &index)
      }
      if let accepting, let chosen = best {
        best = accepted(
          key, chosen, in: localizations, chain: chain, ranks: ranks, accepting: accepting,
          refused: &refused)
      }
      var own: LocaleTable.Resolved?
      if let best {
        strings[key] = LocaleTable.Resolved(
          string: localizations.values[best.index], locale: chain[best.rank])
      } else if let text = ownSourceText(of: key, in: localizations) {
        own = text
        if (!checks || text.string.isRenderable)
          && (accepting.map { accepted(key, text, accepting: $0, refused: &refused) } ?? true)
        {
          strings[key] = text
        }
      }
      if checks, passedOver != nil || own != nil || !merged.withheld.isEmpty {
        let note = passedOverNote(
          key, chain: chain, ranks: ranks, served: best?.rank,
          passedOver: passedOver.map { ($0.rank, localizations.values[$0.index]) }, own: own)
        if let note { unrenderable[key] = note }
      }
      entries.formIndex(after: &position)
    }
    var table = LocaleTable(locale: locale, strings: strings, unrenderable: unrenderable)
    table.refused = refused
    return table
  }

  /// The text of `key` that `compileTable` passed over nearest the request, if any: one of
  /// the chain nearer than the text that serves it (whose rank is `served`), a later catalog's
  /// text that did not replace the one of its locale (`Merged.withheld`), or the key's own
  /// source text, when rendering cannot fill them.
  private func passedOverNote(
    _ key: String, chain: [LocaleID], ranks: [String: Int], served: Int?,
    passedOver: (rank: Int, string: CatalogString)?, own: LocaleTable.Resolved?
  ) -> LocaleTable.Unrenderable? {
    var note: (rank: Int, locale: LocaleID, specifier: String)?
    if let passedOver, passedOver.rank < served ?? chain.count {
      note = (
        passedOver.rank, chain[passedOver.rank], passedOver.string.unsupportedSpecifier ?? ""
      )
    }
    if let own, let specifier = own.string.unsupportedSpecifier, note == nil {
      note = (chain.count, own.locale, specifier)
    }
    if !merged.withheld.isEmpty, let withheld = merged.withheld[exactly: key] {
      for (spelling, specifier) in withheld.sorted(by: { $0.key < $1.key }) {
        guard let rank = ranks[spelling], rank <= served ?? chain.count,
          rank < note?.rank ?? .max
        else { continue }
        note = (rank, chain[rank], specifier)
      }
    }
    return note.map { .init(locale: $0.locale, specifier: $0.specifier) }
  }

  /// The source table pseudo-localized by `method`, except `patternKeys` (date patterns must
  /// stay parsable) and keys marked `shouldTranslate: false`; `listKeys` word by word.
  func pseudoTable(
    _ method: PseudoLocalization, keeping patternKeys: Set<String>, listKeys: Set<String>
  ) -> LocaleTable {
    let untranslatable = Set(entries.filter { !$0.value.entry.shouldTranslate }.keys)
    return compileTable(sourceLanguage).pseudoLocalized(
      method, untranslatable: untranslatable.union(patternKeys), wordsOnly: listKeys)
  }

  /// The table for a request, compiled: see `locale(for:)`.
  func table(for requested: LocaleID) -> LocaleTable {
    compileTable(locale(for: requested))
  }

  /// The locale that serves a request: the first step of its CLDR chain the catalogs
  /// translate, else a locale of the same language, else the source. A request only ever
  /// falls back up its own chain: a locale below it (es-AR or es-MX for es-419, hi-Latn for
  /// en-IN, ht for fr-HT) never serves it, since its texts are more particular than asked.
  ///
  /// A step above the request that the catalogs lack is served by a locale of the step's
  /// language nearest below it, outside the request's own subtree: en-AU → en-001, served by
  /// en-GB (whose parent is en-001); es-ES → es, served by es-419. A bare language asks for
  /// the language in any variety, so `es` alone is served by es-419. Between locales as near,
  /// the source comes first, then the others by identifier.
  func locale(for requested: LocaleID) -> LocaleID {
    let isBare = requested.script == nil && requested.region == nil
    /// Whether `locale`'s texts may stand in for the request: not below it, unless it asks
    /// for a bare language.
    func isAllowed(_ locale: LocaleID) -> Bool {
      isBare || !locale.fallbackChain.dropFirst().contains(requested)
    }
    for (step, candidate) in requested.fallbackChain.enumerated() {
      if locales.contains(candidate) { return candidate }
      guard step > 0 || isBare else { continue }
      var nearest: (depth: Int, locale: LocaleID)?
      for locale in locales where locale.language == candidate.language && isAllowed(locale) {
        guard let depth = locale.fallbackChain.firstIndex(of: candidate),
          depth < nearest?.depth ?? .max
        else { continue }
        nearest = (depth, locale)
      }
      if let nearest { return nearest.locale }
    }
    // A script CLDR separates from its language's (sr-Latn from sr) is still better served by
    // the same language than by the source.
    return locales.first { $0.language == requested.language && isAllowed($0) } ?? sourceLanguage
  }
}
