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
struct CatalogReader {
  /// Something the reader does not handle; the general path reads the file instead.
  struct Unexpected: Error {}

  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  /// The locales whose translations are read; nil for all.
  private let selection: CatalogSet.Selection?
  /// The catalog's source language, once read.
  private var source: LocaleID?
  /// Locale keys read so far, each checked once: a catalog repeats the same few.
  private var spellings: [String] = []
  /// Whether the selection includes each of `spellings`.
  private var isSelected: [Bool] = []
  /// The keys of the objects being skipped, innermost last: one buffer for all of them.
  /// Each as its start and end offsets, two integers: an array of ranges would make the
  /// runtime build its type on first use, which costs more than the keys themselves.
  private var skippedKeys: [Int] = []
  private static let categories = PluralCategory.allCases
  /// The review states Xcode writes, shared rather than made again for every unit.
  private static let states: [(bytes: StaticString, text: String)] = [
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

  private init(bytes: UnsafeBufferPointer<UInt8>, selection: CatalogSet.Selection?) {
    self.bytes = bytes
    self.selection = selection
  }

  // MARK: The catalog's shape

  private mutating func catalog(file: String) throws(Unexpected) -> StringCatalog {
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
      file: file, sourceLanguage: sourceLanguage, entries: entries, unreadLocales: unread)
  }

  private mutating func entries(file: String) throws(Unexpected) -> [CatalogEntry] {
    var entries: [CatalogEntry] = []
    // Xcode writes keys sorted, and keys in ascending order cannot repeat; only keys out of
    // order are looked up among all the others.
    var previous: Range<Int>?
    var keys: Set<String>?
    try beginObject()
    var first = true
    while let range = try nextKey(first: &first) {
      let key = string(range)
      if keys == nil, let previous, !isAscending(previous, range) {
        keys = Set(entries.map(\.key))
      }
      if keys != nil {
        guard keys?.insert(key).inserted == true else { throw Unexpected() }
      }
      previous = range
      entries.append(try entry(key: key))
    }
    return entries
  }

  /// Whether the bytes at `first` sort strictly before those at `second`.
  private func isAscending(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
    bytes[first].lexicographicallyPrecedes(bytes[second])
  }

  private mutating func entry(key: String) throws(Unexpected) -> CatalogEntry {
    // Sized once by `init(minimumCapacity:)`, which is specialized here; `reserveCapacity` is
    // not, and its generic code cost more than filling the dictionary.
    var entry = CatalogEntry(
      key: key, comment: nil, shouldTranslate: true, localizations: .init(minimumCapacity: 4))
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
      case 0: entry.comment = try nonEmptyString()
      case 1: entry.extractionState = try nonEmptyString()
      case 2:
        try beginObject()
        var firstLocale = true
        let base = skippedKeys.count
        defer { dropSkippedKeys(since: base) }
        while let range = try nextKey(first: &firstLocale) {
          let (locale, isSelected) = try localeSpelling(range)
          guard isSelected else {
            // Skipped, yet a key given twice must still be refused as the general path does.
            try noteSkippedKey(range, since: base)
            try skipValue(depth: 4)
            continue
          }
          guard entry.localizations.updateValue(try catalogString(), forKey: locale) == nil else {
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

  private mutating func catalogString() throws(Unexpected) -> CatalogString {
    var unit: CatalogUnit?
    var plural: [PluralCategory: CatalogUnit]?
    var substitutions: [String: CatalogString.Substitution] = [:]
    var seen: UInt32 = 0
    try beginObject()
    var first = true
    while let name = try nextKey(first: &first) {
      switch try member(name, among: ["stringUnit", "variations", "substitutions"], seen: &seen) {
      case 0: unit = try catalogUnit(argumentIndex: nil)
      case 1: plural = try variations(argumentIndex: nil)
      case 2: substitutions = try self.substitutions()
      default: try skipValue(depth: 5)
      }
    }
    // With both, the general path reads only the unit and never looks at the variations.
    switch (unit, plural) {
    case (let unit?, nil):
      return CatalogString(variants: .single(unit), substitutions: substitutions)
    case (nil, let plural?):
      return CatalogString(variants: .plural(plural), substitutions: substitutions)
    default: throw Unexpected()
    }
  }

  private mutating func substitutions() throws(Unexpected) -> [String: CatalogString.Substitution] {
    var result: [String: CatalogString.Substitution] = [:]
    try beginObject()
    var first = true
    while let range = try nextKey(first: &first) {
      let name = string(range)
      guard result[name] == nil else { throw Unexpected() }
      var argumentIndex = 0
      // The variations are read once the argument they count is known.
      var variationsStart: Int?
      var seen: UInt32 = 0
      try beginObject()
      var firstMember = true
      while let key = try nextKey(first: &firstMember) {
        switch try member(key, among: ["argNum", "formatSpecifier", "variations"], seen: &seen) {
        case 0: argumentIndex = try argumentNumber() - 1
        case 2:
          variationsStart = index
          try skipValue(depth: 7)
        default: try skipValue(depth: 7)
        }
      }
      guard let variationsStart else { throw Unexpected() }
      let end = index
      index = variationsStart
      let variants = try variations(argumentIndex: argumentIndex)
      index = end
      result[name] = CatalogString.Substitution(argumentIndex: argumentIndex, variants: variants)
    }
    return result
  }

  /// `{"plural": {category: {"stringUnit": …}, …}}`.
  private mutating func variations(argumentIndex: Int?) throws(Unexpected) -> [PluralCategory:
    CatalogUnit]
  {
    var result: [PluralCategory: CatalogUnit]?
    var seen: UInt32 = 0
    try beginObject()
    var first = true
    while let name = try nextKey(first: &first) {
      guard try member(name, among: ["plural"], seen: &seen) == 0 else {
        try skipValue(depth: 7)
        continue
      }
      var units = [PluralCategory: CatalogUnit](minimumCapacity: 6)
      var seenCategories: UInt32 = 0
      try beginObject()
      var firstCategory = true
      while let key = try nextKey(first: &firstCategory) {
        let position = try member(
          key, among: ["zero", "one", "two", "few", "many", "other"], seen: &seenCategories)
        guard position < PluralCategory.allCases.count else {
          try skipValue(depth: 8)
          continue
        }
        let category = Self.categories[position]
        var unit: CatalogUnit?
        var seenWrapper: UInt32 = 0
        try beginObject()
        var firstWrapper = true
        while let member = try nextKey(first: &firstWrapper) {
          if try self.member(member, among: ["stringUnit"], seen: &seenWrapper) == 0 {
            unit = try catalogUnit(argumentIndex: argumentIndex)
          } else {
            try skipValue(depth: 9)
          }
        }
        guard let unit else { throw Unexpected() }
        units[category] = unit
      }
      result = units
    }
    guard let result else { throw Unexpected() }
    return result
  }

  private mutating func catalogUnit(argumentIndex: Int?) throws(Unexpected) -> CatalogUnit {
    var state = "new"
    var value: String?
    var seen: UInt32 = 0
    try beginObject()
    var first = true
    while let name = try nextKey(first: &first) {
      switch try member(name, among: ["state", "value"], seen: &seen) {
      case 0:
        guard peek(UInt8(ascii: "\"")) else { throw Unexpected() }
        let range = try stringRange()
        guard !range.isEmpty else { throw Unexpected() }
        // A loop, not `first(where:)`, whose closure would copy the whole reader.
        var known: String?
        for candidate in Self.states where matches(range, candidate.bytes) {
          known = candidate.text
          break
        }
        state = known ?? string(range)
      case 1:
        guard peek(UInt8(ascii: "\"")) else { throw Unexpected() }
        value = string(try stringRange())
      default: try skipValue(depth: 10)
      }
    }
    guard let value, let template = try? FormatTemplate(value, argumentIndex: argumentIndex) else {
      throw Unexpected()
    }
    return CatalogUnit(state: state, value: value, template: template)
  }

  /// A substitution's `argNum`, a whole number from 1 to 99 as `ResourceReader.integer` reads it.
  private mutating func argumentNumber() throws(Unexpected) -> Int {
    let start = index
    try skipNumber()
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    guard let number = Int(text), (1...99).contains(number) else { throw Unexpected() }
    return number
  }

  // MARK: JSON

  /// The position of the key at `range` among `names`, or `names.count` for `$schema` and
  /// `comment`, which any object may hold; throws for another key or one seen before.
  private func member(_ range: Range<Int>, among names: [StaticString], seen: inout UInt32)
    throws(Unexpected) -> Int
  {
    var position = 0
    while position < names.count, !matches(range, names[position]) { position += 1 }
    if position == names.count, !matches(range, "$schema") {
      guard matches(range, "comment") else { throw Unexpected() }
      position += 1
    }
    let bit: UInt32 = 1 << UInt32(position)
    guard seen & bit == 0 else { throw Unexpected() }
    seen |= bit
    return position
  }

  private func matches(_ range: Range<Int>, _ name: StaticString) -> Bool {
    guard range.count == name.utf8CodeUnitCount, let base = bytes.baseAddress else {
      return false
    }
    return memcmp(base + range.lowerBound, name.utf8Start, range.count) == 0
  }

  /// Consumes `{` and what follows it up to the first key or `}`.
  private mutating func beginObject() throws(Unexpected) {
    guard peek(UInt8(ascii: "{")) else { throw Unexpected() }
    index += 1
  }

  /// The next key of the object being read, up to its value, or nil once the object ends.
  private mutating func nextKey(first: inout Bool) throws(Unexpected) -> Range<Int>? {
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      return nil
    }
    if !first {
      guard peek(UInt8(ascii: ",")) else { throw Unexpected() }
      index += 1
      skipWhitespace()
    }
    first = false
    guard peek(UInt8(ascii: "\"")) else { throw Unexpected() }
    let key = try stringRange()
    // Xcode writes `"key" : value`: that separator is taken whole, anything else piece by piece.
    if index + 3 <= bytes.count, bytes[index] == 0x20, bytes[index + 1] == UInt8(ascii: ":"),
      bytes[index + 2] == 0x20, index + 3 == bytes.count || bytes[index + 3] > 0x20
    {
      index += 3
      return key
    }
    skipWhitespace()
    guard peek(UInt8(ascii: ":")) else { throw Unexpected() }
    index += 1
    skipWhitespace()
    return key
  }

  /// The bytes between the quotes of the string that starts here, checked as UTF-8; throws
  /// for an escape, a control character or a string over the general path's 1 MiB limit.
  private mutating func stringRange() throws(Unexpected) -> Range<Int> {
    index += 1
    let start = index
    var isASCII = true
    while true {
      skipToSpecialByte()
      guard index < bytes.count else { throw Unexpected() }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let range = start..<index
        index += 1
        guard range.count <= 1 << 20, isASCII || Self.isValidUTF8(bytes[range]) else {
          throw Unexpected()
        }
        return range
      }
      guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { throw Unexpected() }
      if byte >= 0x80 { isASCII = false }
      index += 1
    }
  }

  /// Moves to the first byte that ends a string or needs a closer look (a quote, backslash,
  /// control character or non-ASCII byte), eight bytes at a time; catalog text is mostly
  /// plain. Within eight bytes of the end it stays put and the caller goes byte by byte.
  private mutating func skipToSpecialByte() {
    guard let base = bytes.baseAddress else { return }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    while index + 8 <= bytes.count {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
      let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
      let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
      // The high bit of a byte is set here for a zero byte of `quote` or `backslash`, a byte
      // below 0x20 or one of 0x80 and above; borrows can mark bytes after a marked one, never
      // before, so the lowest mark is exact.
      let special =
        (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
          | ((word &- ones &* 0x20) & ~word) | word) & highs
      guard special == 0 else {
        index += special.trailingZeroBitCount >> 3
        return
      }
      index += 8
    }
  }

  /// The locale key at `range`, which must be a locale identifier, and whether its
  /// translations are read.
  private mutating func localeSpelling(_ range: Range<Int>) throws(Unexpected) -> (String, Bool) {
    for (offset, spelling) in spellings.enumerated() where matches(range, spelling) {
      return (spelling, isSelected[offset])
    }
    let text = string(range)
    guard let locale = LocaleID(text) else { throw Unexpected() }
    var selected = true
    if let selection, let source { selected = selection.includes(locale, source: source) }
    spellings.append(text)
    isSelected.append(selected)
    return (text, selected)
  }

  /// Whether the bytes at `range` are `text`'s UTF-8, compared in place: iterating a
  /// string's UTF-8 view cost more than the rest of reading a locale key.
  private func matches(_ range: Range<Int>, _ text: String) -> Bool {
    var text = text
    return text.withUTF8 { utf8 in
      guard range.count == utf8.count, let base = bytes.baseAddress else { return false }
      guard let text = utf8.baseAddress else { return true }  // both empty
      return memcmp(base + range.lowerBound, text, range.count) == 0
    }
  }

  private func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  private mutating func nonEmptyString() throws(Unexpected) -> String {
    guard peek(UInt8(ascii: "\"")) else { throw Unexpected() }
    let range = try stringRange()
    guard !range.isEmpty else { throw Unexpected() }
    return string(range)
  }

  private mutating func bool() throws(Unexpected) -> Bool {
    if literal("true") { return true }
    if literal("false") { return false }
    throw Unexpected()
  }

  /// Consumes `word` when it comes next.
  private mutating func literal(_ word: StaticString) -> Bool {
    let end = index + word.utf8CodeUnitCount
    guard end <= bytes.count, matches(index..<end, word) else { return false }
    index = end
    return true
  }

  /// Skips any JSON value, checking it as the general parser would; objects in it may hold
  /// only a few keys, which are compared for duplicates.
  private mutating func skipValue(depth: Int) throws(Unexpected) {
    guard depth < 60, index < bytes.count else { throw Unexpected() }
    switch bytes[index] {
    case UInt8(ascii: "\""): _ = try stringRange()
    case UInt8(ascii: "{"):
      index += 1
      let base = skippedKeys.count
      defer { dropSkippedKeys(since: base) }
      var first = true
      while let key = try nextKey(first: &first) {
        try noteSkippedKey(key, since: base)
        try skipValue(depth: depth + 1)
      }
    case UInt8(ascii: "["):
      index += 1
      skipWhitespace()
      if peek(UInt8(ascii: "]")) {
        index += 1
        return
      }
      while true {
        try skipValue(depth: depth + 1)
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
          index += 1
          return
        }
        guard peek(UInt8(ascii: ",")) else { throw Unexpected() }
        index += 1
        skipWhitespace()
      }
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      let isLiteral = literal("true") || literal("false") || literal("null")
      guard isLiteral else { throw Unexpected() }
    default: try skipNumber()
    }
  }

  /// Notes the key at `range` of an object being skipped, whose keys are those noted since
  /// `base`; throws when it repeats one, as the general parser would, or there are many.
  private mutating func noteSkippedKey(_ range: Range<Int>, since base: Int) throws(Unexpected) {
    guard skippedKeys.count - base < 64, let start = bytes.baseAddress else { throw Unexpected() }
    var other = base
    while other < skippedKeys.count {
      let (lower, upper) = (skippedKeys[other], skippedKeys[other + 1])
      if upper - lower == range.count,
        memcmp(start + lower, start + range.lowerBound, range.count) == 0
      {
        throw Unexpected()
      }
      other += 2
    }
    skippedKeys.append(range.lowerBound)
    skippedKeys.append(range.upperBound)
  }

  /// Forgets the keys noted since `base`, one by one: `removeLast(_:)` goes through the
  /// generic `replaceSubrange`, which costs more than a few keys.
  private mutating func dropSkippedKeys(since base: Int) {
    while skippedKeys.count > base { skippedKeys.removeLast() }
  }

  /// Skips a number as RFC 8259 writes one, at most 64 characters as the general parser allows.
  private mutating func skipNumber() throws(Unexpected) {
    let start = index
    if peek(UInt8(ascii: "-")) { index += 1 }
    if peek(UInt8(ascii: "0")) {
      index += 1
    } else {
      guard skipDigits() > 0 else { throw Unexpected() }
    }
    if peek(UInt8(ascii: ".")) {
      index += 1
      guard skipDigits() > 0 else { throw Unexpected() }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      guard skipDigits() > 0 else { throw Unexpected() }
    }
    guard index - start <= 64 else { throw Unexpected() }
  }

  private mutating func skipDigits() -> Int {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      index += 1
    }
    return index - start
  }

  private func peek(_ byte: UInt8) -> Bool {
    index < bytes.count && bytes[index] == byte
  }

  private mutating func skipWhitespace() {
    let spaces: UInt64 = 0x2020_2020_2020_2020
    while index < bytes.count {
      switch bytes[index] {
      case 0x20:
        // Pretty-printed catalogs indent by runs of spaces: up to eight at a time.
        guard index + 8 <= bytes.count, let base = bytes.baseAddress else {
          index += 1
          continue
        }
        let word = UInt64(
          littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        let other = word ^ spaces
        index += other == 0 ? 8 : other.trailingZeroBitCount >> 3
      case 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  /// Whether `bytes` are well-formed UTF-8 (RFC 3629: no overlong forms, surrogates or
  /// values past U+10FFFF), checked in place without making a string.
  private static func isValidUTF8(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    var index = bytes.startIndex
    let end = bytes.endIndex
    while index < end {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let count: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: count = 1
      case 0xE0:
        count = 2
        lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: count = 2
      case 0xED:
        count = 2
        upper = 0x9F
      case 0xF0:
        count = 3
        lower = 0x90
      case 0xF1...0xF3: count = 3
      case 0xF4:
        count = 3
        upper = 0x8F
      default: return false
      }
      guard end - index > count, (lower...upper).contains(bytes[index + 1]) else { return false }
      for offset in 2...max(2, count) where offset <= count {
        guard bytes[index + offset] & 0xC0 == 0x80 else { return false }
      }
      index += count + 1
    }
    return true
  }
}
