extension CatalogSet {
  /// Writes the catalogs and every locale's compiled table.
  ///
  /// A table refers to the catalogs' texts by position (the entry's place in load order and
  /// the text's place among the entry's locales, sorted) rather than repeating them, so that
  /// reading it back allocates nothing but the table itself.
  func write(to writer: inout SnapshotWriter) {
    writer.write(catalogs) { writer, catalog in catalog.write(to: &writer) }
    // Positions of the entries that won, by key: a later catalog's entry replaces an earlier's.
    var positions: [String: Int] = [:]
    var position = 0
    for catalog in catalogs {
      for entry in catalog.entries {
        positions[entry.key] = position
        position += 1
      }
    }
    let locales = tables.keys.sorted()
    writer.write(locales) { writer, locale in writer.write(locale) }
    writer.write(locales) { writer, locale in
      let strings = tables[locale]?.strings.sorted { $0.key < $1.key } ?? []
      writer.write(strings) { writer, string in
        let spellings = entries[string.key]?.entry.localizations.sorted { $0.key < $1.key } ?? []
        // The text the table took: the first spelling that names its locale.
        let index = spellings.firstIndex { spelling, text in
          LocaleID(spelling) == string.value.locale && text == string.value.string
        }
        writer.write(positions[string.key] ?? 0)
        writer.write(index ?? spellings.count)
        writer.write(locales.firstIndex(of: string.value.locale.description) ?? locales.count)
      }
    }
  }

  /// Reads catalogs and tables written by `write(to:)`; `files` names the catalogs, in order.
  init(snapshot reader: inout SnapshotReader, files: [String]) throws(SnapshotReader.Damaged) {
    _ = try reader.int(in: files.count...files.count)
    var catalogs: [StringCatalog] = []
    var localizations: [[CatalogString]] = []
    for file in files {
      catalogs.append(
        try StringCatalog(snapshot: &reader, file: file, localizations: &localizations))
    }
    let keys = catalogs.flatMap { $0.entries.map(\.key) }
    let locales = try reader.array { reader throws(SnapshotReader.Damaged) in
      guard let locale = LocaleID(try reader.string()) else { throw SnapshotReader.Damaged() }
      return locale
    }
    var tables: [String: LocaleTable] = [:]
    _ = try reader.int(in: locales.count...locales.count)
    for tableLocale in locales {
      let count = try reader.int(in: 0...keys.count)
      var strings: [String: LocaleTable.Resolved] = [:]
      strings.reserveCapacity(count)
      for _ in 0..<count {
        let position = try reader.index(below: keys.count)
        let texts = localizations[position]
        let text = texts[try reader.index(below: texts.count)]
        let locale = locales[try reader.index(below: locales.count)]
        strings[keys[position]] = LocaleTable.Resolved(string: text, locale: locale)
      }
      tables[tableLocale.description] = LocaleTable(locale: tableLocale, strings: strings)
    }
    do {
      try self.init(catalogs: catalogs, tables: tables)
    } catch {
      throw SnapshotReader.Damaged()
    }
  }
}
