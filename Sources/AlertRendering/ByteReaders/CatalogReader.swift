#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads a String Catalog straight from its bytes, without building a JSON tree first.
///
/// Loading the catalogs is most of what a one-alert run does, and a tree of every value,
/// read again by `ResourceReader`, costs several times more than the catalog's own model. This
/// reader knows the shape Xcode writes and stops at the first thing it does not expect, valid
/// or not: an escape, a byte order mark, a key it does not know (which the general path
/// ignores and lint notes), any error. The general path
/// (`JSONParser` and `StringCatalog.init(_:file:)`) then reads the file and decides, so a file
/// loads as it always did and every error keeps its message. What this reader returns equals
/// what the general path returns for the same bytes (`CatalogReaderTests`).
struct CatalogReader: JSONByteReader {
  /// Something the reader does not handle; the general path reads the file instead.
  typealias Unexpected = UnexpectedJSON

  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  /// The locales whose translations are read; nil for all.
  let selection: CatalogSet.Selection?
  /// The catalog's source language, once read.
  var source: LocaleID?
  /// Locale keys read so far, each checked once: a catalog repeats the same few.
  var spellings: [String] = []
  /// An empty dictionary of plural variants with room for a few categories, which every plural
  /// the fast path reads starts from (`translatedPlural`).
  var emptyUnits: [PluralCategory: CatalogUnit] = [:]
  /// How many of `spellings` the selection includes.
  var selectedCount = 0
  /// An empty dictionary of translations with room for the selected locales read so far,
  /// which every entry starts from.
  var emptyLocalizations: [String: CatalogString] = [:]
  /// Where each of `spellings` was first read, as start and end offsets.
  var spellingBounds: [Int] = []
  /// Whether the selection includes each of `spellings`.
  var isSelected: [Bool] = []
  /// The keys of the objects being skipped, innermost last: one buffer for all of them.
  /// Each as its start and end offsets, two integers: an array of ranges would make the
  /// runtime build its type on first use, which costs more than the keys themselves. Only
  /// the first `skippedKeyCount` are in use.
  var skippedKeys: [Int] = []
  var skippedKeyCount = 0
  /// Whether rendering fills every specifier of every text read so far
  /// (`StringCatalog.mayHoldUnrenderableTexts`).
  var isRenderable = true
  /// Xcode's layout of a translated unit by indentation, made on first use
  /// (`xcodeString()`).
  var unitSkeletons: [UnitSkeleton?] = []
  static let categories = PluralCategory.allCases
  /// The review states Xcode writes, shared rather than made again for every unit.
  static let states: [(bytes: StaticString, text: String)] = [
    ("translated", "translated"), ("new", "new"), ("needs_review", "needs_review"),
    ("stale", "stale"),
  ]

  /// The catalog in `bytes`, or nil when the general path must read it; with a `selection`,
  /// the translations of other locales are checked as JSON and skipped.
  static func read(_ bytes: [UInt8], file: String, selection: CatalogSet.Selection? = nil)
    -> StringCatalog?
  {
    bytes.withUnsafeBufferPointer { buffer -> StringCatalog? in
      var reader = CatalogReader(bytes: buffer, selection: selection)
      do {
        return try reader.catalog(file: file)
      } catch {
        return nil
      }
    }
  }

  init(bytes: UnsafeBufferPointer<UInt8>, selection: CatalogSet.Selection?) {
    self.bytes = bytes
    self.selection = selection
  }

  mutating func catalog(file: String) throws(Unexpected) -> StringCatalog {
    skipWhitespace()
    var sourceLanguage: String?
    var entries: [CatalogEntry]?
    var seen: UInt32 = 0
    try beginObject()
    var first = true
    while let key = try nextKey(first: &first) {
      switch try member(key, among: ["sourceLanguage", "strings", "version"], seen: &seen) {
      case 0:
        let text = try nonEmptyString()
        guard let locale = LocaleID(text) else { throw Unexpected() }
        sourceLanguage = text
        source = locale
      case 1:
        // A selection is made against the source, which Xcode writes first.
        guard selection == nil || source != nil else { throw Unexpected() }
        entries = try self.entries(file: file)
      default: try skipValue(depth: 1)
      }
    }
    skipWhitespace()
    guard index == bytes.count, let sourceLanguage, let entries else { throw Unexpected() }
    let unread = spellings.indices.filter { !isSelected[$0] }.map { spellings[$0] }
    return StringCatalog(
      file: file, sourceLanguage: sourceLanguage, entries: entries, unreadLocales: unread,
      mayHoldUnrenderableTexts: !isRenderable)
  }

  mutating func entries(file: String) throws(Unexpected) -> [CatalogEntry] {
    var entries: [CatalogEntry] = []
    // Keys in ascending byte order cannot repeat. Xcode sorts keys, though not by bytes
    // (`format.month.10` after `format.month.9`), so they come in a few ascending runs, and a
    // key is looked up only in the runs before its own, by binary search: hashing every key
    // into a set once the order broke cost more than reading the keys.
    var bounds: [Int] = []  // each key's start and end offsets
    var runEnds: [Int] = []  // the number of keys before each run after the first
    try beginObject()
    var first = true
    while let range = try nextKey(first: &first) {
      let count = bounds.count / 2
      if count > 0, !isAscending(bounds[bounds.count - 2]..<bounds[bounds.count - 1], range) {
        runEnds.append(count)
      }
      var runStart = 0
      for runEnd in runEnds {
        if isKey(range, among: bounds, runStart..<runEnd) { throw Unexpected() }
        runStart = runEnd
      }
      bounds.append(range.lowerBound)
      bounds.append(range.upperBound)
      entries.append(try entry(key: string(range)))
    }
    return entries
  }

  /// Whether the key at `range` is one of the keys at `run`, in ascending order, whose start
  /// and end offsets `bounds` holds.
  func isKey(_ range: Range<Int>, among bounds: [Int], _ run: Range<Int>) -> Bool {
    var (low, high) = (run.lowerBound, run.upperBound)
    while low < high {
      let middle = (low + high) / 2
      let other = bounds[2 * middle]..<bounds[2 * middle + 1]
      if isAscending(other, range) {
        low = middle + 1
      } else if isAscending(range, other) {
        high = middle
      } else {
        return true
      }
    }
    return false
  }

  /// Whether the bytes at `first` equal those at `second`.
  func isEqual(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
    guard first.count == second.count, let base = bytes.baseAddress else { return false }
    return memcmp(base + first.lowerBound, base + second.lowerBound, first.count) == 0
  }

  /// Whether the bytes at `first` sort strictly before those at `second`.
  func isAscending(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
    // memcmp, not `lexicographicallyPrecedes`, whose generic loop over two slices cost more
    // per key than reading it.
    guard let base = bytes.baseAddress else { return false }
    let order = memcmp(
      base + first.lowerBound, base + second.lowerBound, min(first.count, second.count))
    return order < 0 || (order == 0 && first.count < second.count)
  }

  mutating func entry(key: String) throws(Unexpected) -> CatalogEntry {
    // A copy of one empty dictionary with room for every locale read so far: its first insert
    // copies the empty storage, where a dictionary grown from nothing hashed each key twice,
    // before and after growing, and sizing each anew (`init(minimumCapacity:)`) asks the
    // runtime for the storage's type at every call, which cost more than the inserts.
    if emptyLocalizations.capacity < selectedCount {
      emptyLocalizations = [:]
      emptyLocalizations.reserveCapacity(selectedCount)
    }
    var entry = CatalogEntry(
      key: key, comment: nil, shouldTranslate: true, localizations: emptyLocalizations)
    var seen: UInt32 = 0
    try beginObject()
    var first = true
    while let name = try nextKey(first: &first) {
      switch try member(
        name,
        among: [
          "comment", "extractionState", "localizations", "shouldTranslate",
          "isCommentAutoGenerated",
        ], seen: &seen)
      {
      case 0:
        // Comments are for translators: rendering (a selection) checks them but makes no text.
        if selection == nil {
          entry.comment = try nonEmptyString()
        } else {
          guard peek(UInt8(ascii: "\"")), !(try stringRange()).isEmpty else { throw Unexpected() }
        }
      case 1: entry.extractionState = try nonEmptyString()
      case 2:
        try beginObject()
        var firstLocale = true
        let base = skippedKeyCount
        defer { skippedKeyCount = base }
        while let range = try nextKey(first: &firstLocale) {
          let (locale, isSelected) = try localeSpelling(range)
          guard isSelected else {
            // Skipped, yet a key given twice must still be refused as the general path does.
            try noteSkippedKey(range, since: base)
            if !skipXcodeString() { try skipValue(depth: 4) }
            continue
          }
          let string: CatalogString
          if let fast = xcodeString() {
            string = fast
          } else {
            string = try catalogString()
          }
          guard entry.localizations.updateValue(string, forKey: locale) == nil else {
            throw Unexpected()
          }
        }
      case 3: entry.shouldTranslate = try bool()
      case 4: _ = try bool()
      default: try skipValue(depth: 3)
      }
    }
    return entry
  }
}

extension CatalogReader {
  /// The locale key at `range`, which must be a locale identifier, and whether its
  /// translations are read.
  mutating func localeSpelling(_ range: Range<Int>) throws(Unexpected) -> (String, Bool) {
    // Compared with the bytes where each spelling was first read, by memcmp: comparing with
    // the strings themselves cost several times more, and every translation's key is one.
    for offset in spellings.indices {
      let first = spellingBounds[2 * offset]..<spellingBounds[2 * offset + 1]
      if isEqual(first, range) {
        return (spellings[offset], isSelected[offset])
      }
    }
    let text = string(range)
    guard let locale = LocaleID(text) else { throw Unexpected() }
    var selected = true
    if let selection, let source { selected = selection.includes(locale, source: source) }
    spellings.append(text)
    spellingBounds.append(range.lowerBound)
    spellingBounds.append(range.upperBound)
    isSelected.append(selected)
    if selected { selectedCount += 1 }
    return (text, selected)
  }
}
