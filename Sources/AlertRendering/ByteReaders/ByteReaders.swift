/// The second read path: String Catalogs and alerts read straight from their bytes.
///
/// The only name of `ByteReaders/` the rest of the engine uses. Every reader here promises
/// the same three things, and a schema change to catalogs or alerts must keep them (see
/// docs/byte-readers.md):
/// - `nil` means "not the usual shape": the caller reads the file by the general path
///   (`JSONParser`, then the value's `init(_:file:…)`), which decides and reports;
/// - a byte reader never reports an error of its own, so every message is the general path's;
/// - what it returns is the value the general path builds from the same bytes.
enum ByteReaders {
  /// The catalog in `bytes` of the file messages call `file`, or nil when the general path
  /// must read it (`CatalogReader`). With a `selection`, only its locales' translations are
  /// kept; the others are checked as JSON and named in `unreadLocales`.
  static func catalog(_ bytes: [UInt8], file: String, selection: CatalogSet.Selection?)
    -> StringCatalog?
  {
    CatalogReader.read(bytes, file: file, selection: selection)
  }

  /// The alert in `bytes`, or nil when the general path must read it (`AlertReader`).
  static func alert(_ bytes: UnsafeBufferPointer<UInt8>, limits: AlertLimits) -> Alert? {
    AlertReader.read(bytes, limits: limits)
  }
}
