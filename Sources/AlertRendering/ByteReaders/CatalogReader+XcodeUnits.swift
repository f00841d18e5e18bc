#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The translation shapes Xcode writes for almost every text, read in a few comparisons.
///
/// Reading a translation key by key (each key compared with the names it may be, repeats
/// tracked) was most of a one-alert run's catalog loading (docs/byte-readers.md). Nearly every translation is a single
/// translated unit or plural variants of such units, written by Xcode with the same layout
/// every time; these functions recognize exactly that and leave anything else, with the reader
/// where it was, to the general code (`catalogString`, `skipValue`). What they accept is valid
/// JSON that the general code reads the same way: `CatalogReaderTests` holds the two to the same
/// results, random edits included.
extension CatalogReader {
  /// The bytes Xcode writes around a translated unit's value, after the opening line `{` and
  /// the next line's indentation: up to the value's opening quote, and after its closing quote.
  struct UnitSkeleton {
    let prefix: [UInt8]
    let suffix: [UInt8]

    /// The skeleton of a unit whose `"stringUnit"` line is indented by `indent` spaces.
    init(indent: Int) {
      let spaces = { (count: Int) in [UInt8](repeating: 0x20, count: count) }
      prefix =
        Array(#""stringUnit" : {"#.utf8) + [0x0A] + spaces(indent + 2)
        + Array(#""state" : "translated","#.utf8) + [0x0A] + spaces(indent + 2)
        + Array(#""value" : "#.utf8)
      let brace = UInt8(ascii: "}")
      suffix = [0x0A] + spaces(indent) + [brace, 0x0A] + spaces(indent - 2) + [brace]
    }
  }

  /// The translation that starts here when it has one of Xcode's usual shapes; nil otherwise,
  /// with the reader where it was.
  mutating func xcodeString() -> CatalogString? {
    let start = index
    if let value = translatedUnitValue() {
      return CatalogString(variants: .single(translatedUnit(value)), substitutions: [:])
    } else if let units = translatedPlural(read: true) {
      return CatalogString(variants: .plural(units), substitutions: [:])
    }
    index = start
    return nil
  }

  /// Skips the translation that starts here when it has one of Xcode's usual shapes; false
  /// otherwise, with the reader where it was.
  mutating func skipXcodeString() -> Bool {
    translatedUnitValue() != nil || translatedPlural(read: false) != nil
  }

  /// The value's bytes when the object that starts here is exactly Xcode's
  /// `{ "stringUnit" : { "state" : "translated", "value" : "…" } }` (one member a line,
  /// indented by two spaces a level), and the reader moved past it.
  mutating func translatedUnitValue() -> Range<Int>? {
    let start = index
    guard literal("{\n") else { return nil }
    let indent = spaceRun()
    guard indent >= 2, indent < 64 else {
      index = start
      return nil
    }
    while unitSkeletons.count <= indent { unitSkeletons.append(nil) }
    if unitSkeletons[indent] == nil { unitSkeletons[indent] = UnitSkeleton(indent: indent) }
    guard let skeleton = unitSkeletons[indent], consume(skeleton.prefix),
      peek(UInt8(ascii: "\"")), let value = try? stringRange(), consume(skeleton.suffix)
    else {
      index = start
      return nil
    }
    return value
  }

  /// Plural variants when the object that starts here is exactly
  /// `{ "variations" : { "plural" : { category : unit, … } } }`, at least one category and
  /// none twice, every unit as `translatedUnitValue()` reads it; with `read` false, the
  /// variants are checked but not made, and the result is empty.
  mutating func translatedPlural(read: Bool) -> [PluralCategory: CatalogUnit]? {
    let start = index
    // A copy of one empty dictionary with room for three categories (English uses two, Spanish
    // three), as `entry` starts its translations: growing one from nothing reallocated it at
    // the second category.
    if read, emptyUnits.capacity < 3 { emptyUnits.reserveCapacity(3) }
    var units = read ? emptyUnits : [:]
    var seen: UInt32 = 0
    guard token("{"), token(#""variations" : {"#), token(#""plural" : {"#) else {
      index = start
      return nil
    }
    repeat {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")), let key = try? key(), let position = category(key),
        seen & (1 << position) == 0, let value = translatedUnitValue()
      else {
        index = start
        return nil
      }
      seen |= 1 << position
      if read { units[Self.categories[position]] = translatedUnit(value) }
    } while token(",")
    guard token("}"), token("}"), token("}") else {
      index = start
      return nil
    }
    return units
  }

  /// The unit whose value `translatedUnitValue()` found at `range`, as `catalogUnit` makes it.
  mutating func translatedUnit(_ range: Range<Int>) -> CatalogUnit {
    let value = string(range)
    return CatalogUnit(
      state: Self.states[0].text, value: value,
      template: FormatTemplate(value, argumentIndex: nil, isRenderable: &isRenderable))
  }

  /// The position of the plural category named at `range` in `PluralCategory.allCases`.
  private func category(_ range: Range<Int>) -> Int? {
    let names: [StaticString] = ["zero", "one", "two", "few", "many", "other"]
    for position in names.indices where matches(range, names[position]) { return position }
    return nil
  }

  /// Consumes `word` when it comes next after whitespace.
  private mutating func token(_ word: StaticString) -> Bool {
    skipWhitespace()
    return literal(word)
  }

  /// Consumes `expected` when it comes next.
  private mutating func consume(_ expected: [UInt8]) -> Bool {
    guard index + expected.count <= bytes.count, let base = bytes.baseAddress else {
      return false
    }
    let isEqual = expected.withUnsafeBufferPointer { expected in
      guard let start = expected.baseAddress else { return true }
      return memcmp(base + index, start, expected.count) == 0
    }
    if isEqual { index += expected.count }
    return isEqual
  }

  /// Consumes the spaces that come next and returns how many, eight at a time.
  private mutating func spaceRun() -> Int {
    let start = index
    let spaces: UInt64 = 0x2020_2020_2020_2020
    if let base = bytes.baseAddress {
      while index + 8 <= bytes.count {
        let word = UInt64(
          littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        let other = word ^ spaces
        guard other == 0 else {
          index += other.trailingZeroBitCount >> 3
          return index - start
        }
        index += 8
      }
    }
    while peek(0x20) { index += 1 }
    return index - start
  }
}
