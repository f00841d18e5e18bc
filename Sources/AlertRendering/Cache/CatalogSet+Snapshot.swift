extension CatalogSet {
  /// Writes the source language, the catalogs, and every locale's compiled table, each in a
  /// section of its own.
  ///
  /// Sections let a reader decode only what it uses: rendering needs one locale's table, and
  /// only lint-like work needs the catalogs themselves.
  func write(to writer: inout SnapshotWriter) {
    writer.write(sourceLanguage.description)
    writer.writeSection { writer in
      writer.write(catalogs) { writer, catalog in catalog.write(to: &writer) }
    }
    let locales = tables.keys.sorted()
    writer.write(locales) { writer, locale in writer.write(locale) }
    for locale in locales {
      writer.writeSection { writer in
        let strings = tables[locale]?.strings.sorted { $0.key < $1.key } ?? []
        // The locales texts came from (the table's own and its fallbacks), named once.
        let sources = Array(Set(strings.map(\.value.locale.description))).sorted()
        writer.write(sources) { writer, source in writer.write(source) }
        writer.write(strings) { writer, string in
          writer.write(string.key)
          writer.write(sources.firstIndex(of: string.value.locale.description) ?? 0)
          string.value.string.write(to: &writer)
        }
      }
    }
  }

  /// Reads what `write(to:)` wrote into `reader`, a reader of `bytes`; `files` names the
  /// catalogs, in load order.
  ///
  /// Only the section boundaries are read now. Each table is decoded when first used, and
  /// the catalogs when first asked for. The snapshot's checksum has been verified, so a
  /// section that fails to decode can only come from a defect; `fallback` then compiles the
  /// catalogs from source (once), and only if that fails too does the section read as empty.
  init(
    snapshot reader: inout SnapshotReader, bytes: [UInt8], files: [String],
    fallback: LazyValue<CatalogSet?> = LazyValue(nil)
  ) throws(SnapshotReader.Damaged) {
    guard let source = LocaleID(try reader.string()) else { throw SnapshotReader.Damaged() }
    let catalogs = try reader.section()
    let ids = try reader.array { reader throws(SnapshotReader.Damaged) in try reader.string() }
    var tables: [String: LocaleTable] = [:]
    for id in ids {
      guard let locale = LocaleID(id) else { throw SnapshotReader.Damaged() }
      let section = try reader.section()
      tables[id] = LocaleTable(locale: locale) {
        var reader = SnapshotReader(bytes, in: section)
        if let strings = try? Self.readTable(&reader), reader.isAtEnd { return strings }
        return fallback.value?.tables[id]?.strings ?? [:]
      }
    }
    let merged = LazyValue<Merged> {
      var reader = SnapshotReader(bytes, in: catalogs)
      var decoded: [StringCatalog] = []
      if (try? reader.count()) == files.count {
        for file in files {
          guard let catalog = try? StringCatalog(snapshot: &reader, file: file) else { break }
          decoded.append(catalog)
        }
      }
      if decoded.count == files.count, reader.isAtEnd, let merged = try? Self.merge(decoded) {
        return merged
      }
      return fallback.value?.merged.value ?? Merged()
    }
    self.init(sourceLanguage: source, tables: tables, merged: merged)
  }

  /// One table's strings.
  private static func readTable(_ reader: inout SnapshotReader) throws(SnapshotReader.Damaged)
    -> [String: LocaleTable.Resolved]
  {
    let sources = try reader.array { reader throws(SnapshotReader.Damaged) in
      guard let locale = LocaleID(try reader.string()) else { throw SnapshotReader.Damaged() }
      return locale
    }
    var strings: [String: LocaleTable.Resolved] = [:]
    let count = try reader.count()
    strings.reserveCapacity(min(count, 1 << 12))
    for _ in 0..<count {
      let key = try reader.string()
      let locale = sources[try reader.index(below: sources.count)]
      strings[key] = LocaleTable.Resolved(
        string: try CatalogString(snapshot: &reader), locale: locale)
    }
    return strings
  }
}
