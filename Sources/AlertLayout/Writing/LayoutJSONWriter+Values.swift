/// The values `LayoutJSONWriter` writes: strings, escaped as `JSONEncoder` escapes them, colours,
/// numbers and booleans.
extension LayoutJSONWriter {
  /// Writes `text` as a JSON string, escaping as JSONEncoder does: quotes, backslashes and
  /// control characters; everything else, `/` and U+2028 included, stays as it is.
  package mutating func string(_ text: String) {
    // One pass over contiguous UTF-8; a string that is not stored as UTF-8 (bridged from
    // elsewhere) is made so first.
    if text.utf8.withContiguousStorageIfAvailable({ string(utf8: $0) }) == nil {
      var text = text
      text.withUTF8 { string(utf8: $0) }
    }
  }

  mutating func string(utf8: UnsafeBufferPointer<UInt8>) {
    if appendPlainQuoted(utf8) { return }
    buffer.append(UInt8(ascii: "\""))
    appendEscaped(utf8)
    buffer.append(UInt8(ascii: "\""))
  }

  /// Appends `utf8` in quotes when no byte of it needs an escape, as nearly every string of
  /// a document, copying whole words as it checks them; returns false, having appended
  /// nothing, when one may need an escape.
  ///
  /// A string of 8 bytes or more goes by eight bytes at a time, its last word the string's
  /// last eight bytes (overlapping what went before); one of 4 to 7 bytes as its first and
  /// last four, checked as one word; only the shortest byte by byte.
  @inline(__always)
  mutating func appendPlainQuoted(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    let length = utf8.count
    let start = buffer.reserve(length + 2)
    let destination = UnsafeMutableRawPointer(start + 1)
    if length >= 8, let source = UnsafeRawPointer(utf8.baseAddress) {
      var offset = 0
      while offset + 8 < length {
        let word = source.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        if Self.mayNeedEscape(word) { return false }
        destination.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
        offset += 8
      }
      let last = source.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
      if Self.mayNeedEscape(last) { return false }
      destination.storeBytes(of: last, toByteOffset: length - 8, as: UInt64.self)
    } else if length >= 4, let source = UnsafeRawPointer(utf8.baseAddress) {
      let head = source.loadUnaligned(as: UInt32.self)
      let tail = source.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
      if Self.mayNeedEscape(UInt64(head) | UInt64(tail) << 32) { return false }
      destination.storeBytes(of: head, as: UInt32.self)
      destination.storeBytes(of: tail, toByteOffset: length - 4, as: UInt32.self)
    } else {
      for offset in 0..<length {
        let byte = utf8[offset]
        if Self.needsEscape(byte) { return false }
        destination.storeBytes(of: byte, toByteOffset: offset, as: UInt8.self)
      }
    }
    start.pointee = UInt8(ascii: "\"")
    start[length + 1] = UInt8(ascii: "\"")
    buffer.advance(by: length + 2)
    return true
  }

  /// Appends UTF-8 text with JSON's escapes, without quotes.
  mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
    let words = UnsafeRawBufferPointer(utf8)
    var start = 0
    var index = 0
    while index < utf8.count {
      // Eight bytes at a time while none of them can need an escape, nearly always; the test
      // has no false negatives, so a byte it lets through never needed escaping.
      if index + 8 <= utf8.count,
        !Self.mayNeedEscape(words.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      {
        index += 8
        continue
      }
      if Self.needsEscape(utf8[index]) {
        buffer.append(UnsafeBufferPointer(rebasing: utf8[start..<index]))
        appendEscape(utf8[index])
        start = index + 1
      }
      index += 1
    }
    buffer.append(UnsafeBufferPointer(rebasing: utf8[start...]))
  }

  /// Whether any byte of `word` may be below 0x20, `"` or `\`; never false when one is.
  @inline(__always)
  static func mayNeedEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    // The classic "has a byte below n" test (exact about existence for n ≤ 128), and equality
    // as "has a zero byte" after an xor; the three joined before the one branch.
    let quotes = word ^ (ones &* 0x22)
    let backslashes = word ^ (ones &* 0x5C)
    let below = (word &- ones &* 0x20) & ~word
    let quote = (quotes &- ones) & ~quotes
    let backslash = (backslashes &- ones) & ~backslashes
    return (below | quote | backslash) & 0x8080_8080_8080_8080 != 0
  }

  /// Appends `text` as it is, outside any container: for records assembled around a document.
  package mutating func appendRaw(_ text: String) {
    var text = text
    text.withUTF8 { buffer.append($0) }
  }

  /// Appends `bytes` as they are, outside any container: records written elsewhere.
  package mutating func appendRaw(_ bytes: [UInt8]) {
    buffer.append(bytes)
  }

  /// Appends `bytes` as they are, outside any container: records another writer holds.
  package mutating func appendRaw(_ bytes: UnsafeRawBufferPointer) {
    buffer.append(bytes)
  }

  /// Appends bytes written earlier by a writer of the same format, as a value.
  mutating func append(written value: [UInt8]) {
    buffer.append(value)
    isFirst = false
  }

  /// Writes a colour as the string `#RRGGBB`, or `#RRGGBBAA` when not opaque, as
  /// `Theme.Color` encodes itself, without making the string first.
  mutating func string(_ color: Theme.Color) {
    buffer.append(UInt8(ascii: "\""))
    buffer.append(UInt8(ascii: "#"))
    hexByte(color.red)
    hexByte(color.green)
    hexByte(color.blue)
    if color.alpha != 255 { hexByte(color.alpha) }
    buffer.append(UInt8(ascii: "\""))
  }

  mutating func hexByte(_ value: UInt8) {
    buffer.append(Self.hexDigit(value >> 4, uppercase: true))
    buffer.append(Self.hexDigit(value & 0xF, uppercase: true))
  }

  /// Writes an integer.
  mutating func number(_ value: Int) {
    // Counts and offsets, nearly all of a document's numbers, are small: digits by hand
    // rather than a String made and dropped.
    guard value >= 0, value < 10_000 else {
      for byte in String(value).utf8 { buffer.append(byte) }
      return
    }
    if value >= 1000 { buffer.append(UInt8(ascii: "0") + UInt8(value / 1000)) }
    if value >= 100 { buffer.append(UInt8(ascii: "0") + UInt8(value / 100 % 10)) }
    if value >= 10 { buffer.append(UInt8(ascii: "0") + UInt8(value / 10 % 10)) }
    buffer.append(UInt8(ascii: "0") + UInt8(value % 10))
  }

  /// Writes a finite number as JSONEncoder does: Swift's shortest form, without a trailing
  /// `.0` (`14`, `19.5`, `1e+16`).
  mutating func number(_ value: Double) throws(EncodingError) {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value,
        .init(codingPath: [], debugDescription: "\(value) is not a valid JSON number."))
    }
    // Whole numbers, all a theme holds, skip the slower shortest-form printing; beyond 10^15
    // and for -0 that printing decides, as it does for JSONEncoder.
    if value.rounded(.towardZero) == value, value.magnitude < 1e15,
      value.sign == .plus || value != 0
    {
      number(Int(value))
      return
    }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    for byte in text.utf8 { buffer.append(byte) }
  }

  /// Writes `true` or `false`.
  mutating func bool(_ value: Bool) {
    buffer.append(value ? "true" : "false")
  }

  static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  mutating func appendEscape(_ byte: UInt8) {
    buffer.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): buffer.append(byte)
    case 0x08: buffer.append(UInt8(ascii: "b"))
    case 0x0C: buffer.append(UInt8(ascii: "f"))
    case 0x0A: buffer.append(UInt8(ascii: "n"))
    case 0x0D: buffer.append(UInt8(ascii: "r"))
    case 0x09: buffer.append(UInt8(ascii: "t"))
    default:
      buffer.append([
        UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
        Self.hexDigit(byte >> 4, uppercase: false), Self.hexDigit(byte & 0xF, uppercase: false),
      ])
    }
  }

  /// The ASCII hex digit of `value`, 0–15.
  static func hexDigit(_ value: UInt8, uppercase: Bool) -> UInt8 {
    value < 10
      ? UInt8(ascii: "0") + value : (uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")) + value - 10
  }
}
