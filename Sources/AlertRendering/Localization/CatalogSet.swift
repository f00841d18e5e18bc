/// All String Catalogs merged into one table per locale, with CLDR fallback already applied.
///
/// Compiling each locale's table at load makes a lookup at render time one dictionary probe.
public struct CatalogSet: Sendable {
  /// The source language every catalog shares, such as `en-US`.
  public let sourceLanguage: LocaleID
  /// Catalogs in load order.
  let catalogs: [StringCatalog]
  /// Every key with the entry that won (the last loaded) and its file.
  let entries: [String: (entry: CatalogEntry, file: String)]
  /// Keys that a later catalog redefined.
  public let overrides: [Diagnostic]
  /// The compiled table of each locale any catalog translates, by identifier.
  let tables: [String: LocaleTable]

  /// The locales the catalogs translate, source first, then by identifier.
  public var locales: [LocaleID] {
    let others = tables.keys.filter { $0 != sourceLanguage.description }.sorted()
    return [sourceLanguage] + others.compactMap(LocaleID.init)
  }

  /// Merges `catalogs` (a later catalog's key replaces an earlier one's) and compiles each
  /// locale's table, unless a snapshot already holds the `tables` compiled from them.
  init(catalogs: [StringCatalog], tables: [String: LocaleTable]? = nil) throws(ContentError) {
    guard let first = catalogs.first, let source = LocaleID(first.sourceLanguage) else {
      throw .unreadable(
        file: "(localizations)", reason: "No .xcstrings catalog was found; expected at least one.")
    }
    var entries: [String: (entry: CatalogEntry, file: String)] = [:]
    var overrides: [Diagnostic] = []
    for catalog in catalogs {
      guard LocaleID(catalog.sourceLanguage) == source else {
        throw .invalidValue(
          file: catalog.file, path: "sourceLanguage",
          expected: "\"\(source)\" like \(first.file)", found: "\"\(catalog.sourceLanguage)\"")
      }
      for entry in catalog.entries {
        if let old = entries[entry.key] {
          overrides.append(
            Diagnostic(
              code: "string-override",
              message: "The string '\(entry.key)' in \(catalog.file) replaces \(old.file)."))
        }
        entries[entry.key] = (entry, catalog.file)
      }
    }
    self.sourceLanguage = source
    self.catalogs = catalogs
    self.entries = entries
    self.overrides = overrides
    self.tables = tables ?? Self.compileTables(entries: entries, source: source)
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

/// One locale's strings after fallback: each key's text and the locale it came from.
struct LocaleTable: Sendable {
  /// A class, so that a lookup hands out one reference instead of copying every field.
  final class Resolved: Sendable {
    let string: CatalogString
    let locale: LocaleID
    /// The finished text when the string has one form and no placeholder, as most do: made
    /// once here so that rendering it is a lookup.
    let plainText: String?

    init(string: CatalogString, locale: LocaleID) {
      self.string = string
      self.locale = locale
      plainText = string.plainText
    }
  }

  let locale: LocaleID
  let strings: [String: Resolved]
  /// The language whose plural rules apply.
  var pluralLanguage: String { locale.language }
}
