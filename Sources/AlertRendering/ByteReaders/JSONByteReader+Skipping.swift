#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Values a `JSONByteReader` passes over (what a catalog's selected locales do not need,
/// comments), numbers and whitespace, straight from the bytes.
extension JSONByteReader {
  /// Skips any JSON value, checking it as the general parser would; objects in it may hold
  /// only a few keys, which are compared for duplicates.
  ///
  /// One loop that keeps the open arrays and objects as bits, not a call per value: other
  /// locales' translations are most of what a one-alert run reads, and a call with its checks
  /// per key and value cost more than scanning their bytes.
  mutating func skipValue(depth: Int) throws(UnexpectedJSON) {
    // Bit n is set when the container n levels in is an object.
    var objects: UInt64 = 0
    var open = 0
    // Where the keys of the innermost open object start in `skippedKeys`.
    var keysBase = skippedKeyCount
    while true {
      guard index < bytes.count else { throw UnexpectedJSON() }
      switch bytes[index] {
      case UInt8(ascii: "\""): _ = try stringRange()
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        guard depth + open < 60 else { throw UnexpectedJSON() }
        let isObject = bytes[index] == UInt8(ascii: "{")
        index += 1
        skipWhitespace()
        if peek(isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
          index += 1
          break
        }
        if isObject {
          objects |= 1 << UInt64(open)
          // The enclosing object's base is kept in a marker pair before this one's keys.
          noteSkippedPair(-1, keysBase)
          keysBase = skippedKeyCount
          try noteSkippedKey(try key(), since: keysBase)
        } else {
          objects &= ~(1 << UInt64(open))
        }
        open += 1
        continue
      case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
        let isLiteral = literal("true") || literal("false") || literal("null")
        guard isLiteral else { throw UnexpectedJSON() }
      default: try skipNumber()
      }
      // A value ended: on to the next member or element, closing what ends here.
      while open > 0 {
        skipWhitespace()
        let isObject = objects & (1 << UInt64(open - 1)) != 0
        if peek(UInt8(ascii: ",")) {
          index += 1
          skipWhitespace()
          if isObject { try noteSkippedKey(try key(), since: keysBase) }
          break
        }
        guard peek(isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { throw UnexpectedJSON() }
        index += 1
        if isObject {
          skippedKeyCount = keysBase - 2
          keysBase = skippedKeys[keysBase - 1]
        }
        open -= 1
      }
      if open == 0 { return }
    }
  }

  /// Notes the key at `range` of an object being skipped, whose keys are those noted since
  /// `base`; throws when it repeats one, as the general parser would, or there are many.
  mutating func noteSkippedKey(_ range: Range<Int>, since base: Int) throws(UnexpectedJSON) {
    guard skippedKeyCount - base < 64, let start = bytes.baseAddress else { throw UnexpectedJSON() }
    var other = base
    while other < skippedKeyCount {
      let (lower, upper) = (skippedKeys[other], skippedKeys[other + 1])
      if upper - lower == range.count,
        memcmp(start + lower, start + range.lowerBound, range.count) == 0
      {
        throw UnexpectedJSON()
      }
      other += 2
    }
    noteSkippedPair(range.lowerBound, range.upperBound)
  }

  /// Adds two integers to `skippedKeys`, reusing its room: keys are noted and forgotten
  /// thousands of times, and only a count goes back when they are.
  mutating func noteSkippedPair(_ first: Int, _ second: Int) {
    if skippedKeyCount + 2 <= skippedKeys.count {
      skippedKeys[skippedKeyCount] = first
      skippedKeys[skippedKeyCount + 1] = second
    } else {
      skippedKeys.append(first)
      skippedKeys.append(second)
    }
    skippedKeyCount += 2
  }

  /// Skips a number as RFC 8259 writes one, at most 64 characters as the general parser allows.
  mutating func skipNumber() throws(UnexpectedJSON) {
    let start = index
    if peek(UInt8(ascii: "-")) { index += 1 }
    if peek(UInt8(ascii: "0")) {
      index += 1
    } else {
      guard skipDigits() > 0 else { throw UnexpectedJSON() }
    }
    if peek(UInt8(ascii: ".")) {
      index += 1
      guard skipDigits() > 0 else { throw UnexpectedJSON() }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      guard skipDigits() > 0 else { throw UnexpectedJSON() }
    }
    guard index - start <= 64 else { throw UnexpectedJSON() }
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
