#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Values `CatalogReader` passes over: what the selected locales do not need, numbers and
/// whitespace, straight from the bytes.
extension CatalogReader {
  /// Skips any JSON value, checking it as the general parser would; objects in it may hold
  /// only a few keys, which are compared for duplicates.
  mutating func skipValue(depth: Int) throws(Unexpected) {
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
  mutating func noteSkippedKey(_ range: Range<Int>, since base: Int) throws(Unexpected) {
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
  mutating func dropSkippedKeys(since base: Int) {
    while skippedKeys.count > base { skippedKeys.removeLast() }
  }

  /// Skips a number as RFC 8259 writes one, at most 64 characters as the general parser allows.
  mutating func skipNumber() throws(Unexpected) {
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

  mutating func skipDigits() -> Int {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      index += 1
    }
    return index - start
  }

  func peek(_ byte: UInt8) -> Bool {
    index < bytes.count && bytes[index] == byte
  }

  mutating func skipWhitespace() {
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
}
