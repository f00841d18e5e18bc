/// All String Catalogs merged into one table per locale, with CLDR fallback already applied.
///
/// Compiling each locale's table at load makes a lookup at render time one dictionary probe.
public struct CatalogSet: Sendable {
  /// The source language every catalog shares, such as `en-US`.
  public let sourceLanguage: LocaleID
  /// The compiled table of each locale any catalog translates, by identifier.
  let tables: [String: LocaleTable]
  /// The catalogs themselves, merged by key.
  let merged: Merged

  /// The catalogs merged by key.
  struct Merged: Sendable {
    /// Catalogs in load order.
    var catalogs: [StringCatalog] = []
    /// Every key with the entry that won (the last loaded) and its file.
    var entries: [String: (entry: CatalogEntry, file: String)] = [:]
    /// Keys that a later catalog redefined.
    var overrides: [Diagnostic] = []
  }

  /// Catalogs in load order.
  var catalogs: [StringCatalog] { merged.catalogs }
  /// Every key with the entry that won (the last loaded) and its file.
  var entries: [String: (entry: CatalogEntry, file: String)] { merged.entries }
  /// Keys that a later catalog redefined.
  public var overrides: [Diagnostic] { merged.overrides }

  /// The locales the catalogs translate, source first, then by identifier.
  public var locales: [LocaleID] {
    let others = tables.keys.filter { $0 != sourceLanguage.description }.sorted()
    return [sourceLanguage] + others.compactMap(LocaleID.init)
  }

  /// Merges `catalogs` (a later catalog's key replaces an earlier one's) and compiles each
  /// locale's table.
  init(catalogs: [StringCatalog]) throws(ContentError) {
    let merged = try Self.merge(catalogs)
    guard let source = LocaleID(catalogs[0].sourceLanguage) else {
      preconditionFailure("merge(_:) accepts only catalogs with a valid source language")
    }
    sourceLanguage = source
    tables = Self.compileTables(entries: merged.entries, source: source)
    self.merged = merged
  }

  /// `catalogs` merged by key: every catalog must share the first one's source language.
  static func merge(_ catalogs: [StringCatalog]) throws(ContentError) -> Merged {
    guard let first = catalogs.first, let source = LocaleID(first.sourceLanguage) else {
      throw .unreadable(
        file: "(localizations)", reason: "No .xcstrings catalog was found; expected at least one.")
    }
    var merged = Merged(catalogs: catalogs)
    for catalog in catalogs {
      guard LocaleID(catalog.sourceLanguage) == source else {
        throw .invalidValue(
          file: catalog.file, path: "sourceLanguage",
          expected: "\"\(source)\" like \(first.file)", found: "\"\(catalog.sourceLanguage)\"")
      }
      for entry in catalog.entries {
        if let old = merged.entries[entry.key], !old.entry.key.isExactly(entry.key) {
          // A different key by its code points, which a String-keyed table cannot hold
          // beside the first: kept out, so that it cannot stand in for the other.
          merged.overrides.append(
            Diagnostic(
              code: "string-confusable",
              message:
                "The string '\(entry.key)' in \(catalog.file) differs from '\(old.entry.key)' in "
                + "\(old.file) only by Unicode normalization; it is ignored."))
          continue
        }
        if let old = merged.entries[entry.key] {
          merged.overrides.append(
            Diagnostic(
              code: "string-override",
              message: "The string '\(entry.key)' in \(catalog.file) replaces \(old.file)."))
        }
        merged.entries[entry.key] = (entry, catalog.file)
      }
    }
    return merged
  }

  private static func compileTables(
    entries: [String: (entry: CatalogEntry, file: String)], source: LocaleID
  ) -> [String: LocaleTable] {
    // Each entry's translations by parsed locale, made once for all tables; catalogs spell the
    // same few identifiers thousands of times, so each spelling is parsed once.
    var parsed: [String: LocaleID] = [:]
    var localeIDs: Set<LocaleID> = [source]
    var normalized: [(key: String, values: [LocaleID: CatalogString])] = []
    normalized.reserveCapacity(entries.count)
    for (key, (entry, _)) in entries {
      var values: [LocaleID: CatalogString] = [:]
      for (id, value) in entry.localizations {
        guard let locale = parsed[id] ?? LocaleID(id) else { continue }
        parsed[id] = locale
        if values[locale] == nil { values[locale] = value }
        localeIDs.insert(locale)
      }
      normalized.append((key, values))
    }
    var tables: [String: LocaleTable] = [:]
    for locale in localeIDs {
      let chain = locale.fallbackChain + (locale == source ? [] : [source])
      var strings: [String: LocaleTable.Resolved] = [:]
      strings.reserveCapacity(entries.count)
      for (key, values) in normalized {
        for candidate in chain {
          if let value = values[candidate] {
            strings[key] = LocaleTable.Resolved(string: value, locale: candidate)
            break
          }
        }
      }
      tables[locale.description] = LocaleTable(locale: locale, strings: strings)
    }
    return tables
  }

  /// The source table pseudo-localized, except `patternKeys` (date patterns must stay parsable)
  /// and keys marked `shouldTranslate: false`.
  func pseudoTable(keeping patternKeys: Set<String>) -> LocaleTable {
    let untranslatable = Set(entries.filter { !$0.value.entry.shouldTranslate }.keys)
    return table(for: sourceLanguage).pseudoLocalized(
      untranslatable: untranslatable.union(patternKeys))
  }

  /// The table for a request: the first locale of its CLDR chain that has one, else a
  /// locale of the same language, else the source.
  func table(for requested: LocaleID) -> LocaleTable {
    for candidate in requested.fallbackChain {
      if let table = tables[candidate.description] { return table }
    }
    // "es" alone has no CLDR parent we ship, but a Spanish reader is better served by es-419.
    if let sameLanguage = locales.first(where: { $0.language == requested.language }),
      let table = tables[sameLanguage.description]
    {
      return table
    }
    return tables[sourceLanguage.description] ?? LocaleTable(locale: sourceLanguage, strings: [:])
  }
}
