#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CatalogSet {
  /// The locales a load reads in full: those that can serve some requests, and the source.
  ///
  /// A process rendering in one locale needs its CLDR chain, the locales below a regional
  /// locale of that chain (en-GB serves en-AU through en-001), the source, and for a language
  /// other than the source's every locale of that language (Spanish without a catalog of its
  /// own is served by es-419); the other translations are checked as JSON only, which saves
  /// most of the loading. `lint` and `list` read everything.
  package struct Selection: Sendable {
    /// The requested locales.
    let requests: [LocaleID]
    /// Each request's CLDR chain, found once for every catalog and locale asked about.
    private let chains: [[LocaleID]]

    init(requests: [LocaleID]) {
      self.requests = requests
      chains = requests.map(\.fallbackChain)
    }

    /// Whether `locale`'s translations are read, in catalogs whose source is `source`.
    func includes(_ locale: LocaleID, source: LocaleID) -> Bool {
      if locale == source { return true }
      for (request, chain) in zip(requests, chains) {
        if chain.contains(locale)
          || (request.language == locale.language && request.language != source.language)
        {
          return true
        }
        // A locale below a step of the chain other than the bare language: en-GB below
        // en-AU's en-001.
        guard request.language == locale.language, chain.count > 1 else { continue }
        if locale.fallbackChain.contains(where: {
          ($0.region != nil || $0.script != nil) && chain.contains($0)
        }) {
          return true
        }
      }
      return false
    }
  }

  /// Loads every `.xcstrings` file of `directories`; a later file's key adds or replaces the
  /// languages it holds.
  ///
  /// With a `selection`, only its locales' translations are read (see `Selection`).
  static func load(from directories: [URL], selection: Selection? = nil) throws(ResourceError)
    -> CatalogSet
  {
    var errors: [ResourceError] = []
    let catalogs = loadCatalogs(from: directories, selection: selection, errors: &errors)
    if let first = errors.first { throw first }
    return try CatalogSet(catalogs: catalogs)
  }

  /// Loads every catalog it can, adding one error per file that fails, for lint; `located`
  /// is handed each catalog with its file's bytes, for positions in messages.
  package static func loadCatalogs(
    from directories: [URL], selection: Selection? = nil, errors: inout [ResourceError],
    located: ((StringCatalog, [UInt8]) -> Void)? = nil
  ) -> [StringCatalog] {
    var catalogs: [StringCatalog] = []
    for directory in directories {
      do {
        let root = try ResourceDirectory(directory)
        for file in try root.fileEntries(withExtension: "xcstrings") {
          do throws(ResourceError) {
            guard let located else {
              catalogs.append(
                try root.load(file, reading: reader(selection)) {
                  json, name throws(ResourceError) in
                  try StringCatalog(json, file: name)
                })
              continue
            }
            // The general path, which equals the direct reader's (`CatalogReaderTests`).
            let (json, bytes) = try root.readJSON(file)
            let catalog: StringCatalog
            do {
              catalog = try StringCatalog(json, file: root.display(file))
            } catch {
              throw error.located(in: bytes)
            }
            located(catalog, bytes)
            catalogs.append(catalog)
          } catch {
            errors.append(error)
          }
        }
      } catch {
        errors.append(error)
      }
    }
    return catalogs
  }

  /// The catalog a file of `root` holding `bytes` would load as, every locale read in full,
  /// or the error loading it would give: an import checks through it every catalog it is
  /// about to write.
  package static func catalog(_ bytes: [UInt8], file name: String, in root: ResourceDirectory)
    throws(ResourceError) -> StringCatalog
  {
    try root.load(bytes: bytes, name: name, reading: reader(nil)) {
      json, name throws(ResourceError) in
      try StringCatalog(json, file: name)
    }
  }

  /// The fast reader of catalogs in Xcode's shapes, which leaves anything else to the
  /// general path.
  private static func reader(_ selection: Selection?) -> ([UInt8], String) -> StringCatalog? {
    { ByteReaders.catalog($0, file: $1, selection: selection) }
  }
}
