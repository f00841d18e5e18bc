#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A reader of a JSON file of a known shape straight from its bytes, such as `CatalogReader`,
/// which builds its values without a JSON tree: it reads the tokens it expects and throws
/// `UnexpectedJSON` at anything else, valid or not, for the general path (`JSONParser` and a
/// `ResourceReader`) to read the file instead, so that every error keeps its message.
protocol JSONByteReader {
  /// The file's bytes.
  var bytes: UnsafeBufferPointer<UInt8> { get }
  /// Where reading is.
  var index: Int { get set }
  /// The keys of the objects being skipped, innermost last, each as its start and end
  /// offsets; only the first `skippedKeyCount` are in use (see `noteSkippedKey`).
  var skippedKeys: [Int] { get set }
  var skippedKeyCount: Int { get set }
}

/// Something a `JSONByteReader` does not handle; the general path reads the file instead.
struct UnexpectedJSON: Error {}

/// The JSON tokens a `JSONByteReader` reads: keys, strings, literals and numbers.
extension JSONByteReader {
  /// The position of the key at `range` among `names`, or `names.count` for `$schema` and
  /// `comment`, which any object may hold; throws for another key or one seen before.
  func member(_ range: Range<Int>, among names: [StaticString], seen: inout UInt32)
    throws(UnexpectedJSON) -> Int
  {
    var position = 0
    while position < names.count, !matches(range, names[position]) { position += 1 }
    if position == names.count, !matches(range, "$schema") {
      guard matches(range, "comment") else { throw UnexpectedJSON() }
      position += 1
    }
    let bit: UInt32 = 1 << UInt32(position)
    guard seen & bit == 0 else { throw UnexpectedJSON() }
    seen |= bit
    return position
  }

  func matches(_ range: Range<Int>, _ name: StaticString) -> Bool {
    guard range.count == name.utf8CodeUnitCount, let base = bytes.baseAddress else {
      return false
    }
    return memcmp(base + range.lowerBound, name.utf8Start, range.count) == 0
  }

  /// Consumes `{` and what follows it up to the first key or `}`.
  mutating func beginObject() throws(UnexpectedJSON) {
    guard peek(UInt8(ascii: "{")) else { throw UnexpectedJSON() }
    index += 1
  }

  /// The next key of the object being read, up to its value, or nil once the object ends.
  mutating func nextKey(first: inout Bool) throws(UnexpectedJSON) -> Range<Int>? {
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      return nil
    }
    if !first {
      guard peek(UInt8(ascii: ",")) else { throw UnexpectedJSON() }
      index += 1
      skipWhitespace()
    }
    first = false
    return try key()
  }

  /// The key that starts here, up to its value.
  mutating func key() throws(UnexpectedJSON) -> Range<Int> {
    guard peek(UInt8(ascii: "\"")) else { throw UnexpectedJSON() }
    let key = try stringRange()
    // Xcode writes `"key" : value`: that separator is taken whole, anything else piece by piece.
    if index + 3 <= bytes.count, bytes[index] == 0x20, bytes[index + 1] == UInt8(ascii: ":"),
      bytes[index + 2] == 0x20, index + 3 == bytes.count || bytes[index + 3] > 0x20
    {
      index += 3
      return key
    }
    skipWhitespace()
    guard peek(UInt8(ascii: ":")) else { throw UnexpectedJSON() }
    index += 1
    skipWhitespace()
    return key
  }

  /// The bytes between the quotes of the string that starts here, checked as UTF-8; throws
  /// for an escape, a control character or a string over the general path's 1 MiB limit.
  mutating func stringRange() throws(UnexpectedJSON) -> Range<Int> {
    index += 1
    let start = index
    var isASCII = true
    while true {
      skipToSpecialByte()
      guard index < bytes.count else { throw UnexpectedJSON() }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let range = start..<index
        index += 1
        guard range.count <= 1 << 20, isASCII || Self.isValidUTF8(bytes[range]) else {
          throw UnexpectedJSON()
        }
        return range
      }
      guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { throw UnexpectedJSON() }
      if byte >= 0x80 { isASCII = false }
      index += 1
    }
  }

  /// Moves to the first byte that ends a string or needs a closer look (a quote, backslash,
  /// control character or non-ASCII byte), eight bytes at a time; catalog text is mostly
  /// plain. Within eight bytes of the end it stays put and the caller goes byte by byte.
  mutating func skipToSpecialByte() {
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

  func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  mutating func nonEmptyString() throws(UnexpectedJSON) -> String {
    guard peek(UInt8(ascii: "\"")) else { throw UnexpectedJSON() }
    let range = try stringRange()
    guard !range.isEmpty else { throw UnexpectedJSON() }
    return string(range)
  }

  mutating func bool() throws(UnexpectedJSON) -> Bool {
    if literal("true") { return true }
    if literal("false") { return false }
    throw UnexpectedJSON()
  }

  /// Consumes `word` when it comes next.
  mutating func literal(_ word: StaticString) -> Bool {
    let end = index + word.utf8CodeUnitCount
    guard end <= bytes.count, matches(index..<end, word) else { return false }
    index = end
    return true
  }

  /// Whether `bytes` are well-formed UTF-8 (RFC 3629: no overlong forms, surrogates or
  /// values past U+10FFFF), checked in place without making a string.
  static func isValidUTF8(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    var index = bytes.startIndex
    let end = bytes.endIndex
    guard let base = bytes.base.baseAddress else { return true }
    while index < end {
      // Eight ASCII bytes at a time: accented text is still mostly ASCII.
      if end - index >= 8,
        UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        index += 8
        continue
      }
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
