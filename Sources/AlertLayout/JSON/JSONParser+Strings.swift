extension JSONParser {
  /// Reads the string whose opening quote is at `index` as `parse` reads it, with strings of
  /// at most `maxBytes`, and moves `index` past its closing quote: nil where `parse` would
  /// throw. `isASCII` tells whether its raw bytes between the quotes are all ASCII (escapes
  /// such as `\u00e9` are ASCII there); the others are not checked as UTF-8 here, as `parse`
  /// does not check them.
  package static func string(
    in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, maxBytes: Int, isASCII: inout Bool
  ) -> String? {
    var parser = JSONParser(bytes: bytes, limits: JSONLimits(maxStringBytes: maxBytes))
    parser.index = index
    guard let text = try? parser.parseString() else { return nil }
    index = parser.index
    isASCII = parser.stringBits & 0x8080_8080_8080_8080 == 0
    return text
  }

  /// Reads a string from its opening quote to just past its closing one.
  mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1  // opening quote
    let start = index
    // Fast path: most strings hold no escapes and can be decoded in one step. The scan stops
    // one byte past the longest allowed string, so a 50 MB string is not read to its end.
    let end =
      bytes.count - start > limits.maxStringBytes ? start + limits.maxStringBytes + 1 : bytes.count
    var position = start
    // The bytes of the string ORed together, to tell whether all of them are ASCII.
    var bits: UInt64 = 0
    // Eight bytes at a time up to the first word that holds a quote, a backslash or a control
    // character, then byte by byte.
    if let base = bytes.baseAddress {
      while position + 8 <= end {
        let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: position, as: UInt64.self)
        if Self.mayEndPlainText(word) { break }
        bits |= word
        position += 8
      }
    }
    while position < end {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        index = position + 1
        stringBits |= bits
        return Self.string(UnsafeBufferPointer(rebasing: bytes[start..<position]))
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      bits |= UInt64(byte)
      position += 1
    }
    index = position
    if position < bytes.count {
      // Stopped at a byte: one past the limit, a control character or an escape.
      try checkStringLength(position - start, start: start)
      if bytes[position] < 0x20 { throw error(.controlCharacterInString) }
    }
    var scalars = Array(bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        stringBits |= bits
        return String(decoding: scalars, as: UTF8.self)
      case UInt8(ascii: "\\"):
        index += 1
        try appendEscape(to: &scalars)
      case 0..<0x20:
        throw error(.controlCharacterInString)
      default:
        scalars.append(byte)
        bits |= UInt64(byte)
        index += 1
      }
      try checkStringLength(scalars.count, start: start)
    }
    throw error(.unexpectedEnd("a closing '\"'"))
  }

  /// `bytes` as a string, ill-formed UTF-8 repaired as `String(decoding:as:)` repairs it.
  ///
  /// Up to 15 bytes, the most of a key or a short value, are copied straight into a small
  /// string, which is checked only for being ASCII; `String(decoding:as:)` scans them twice
  /// and builds the small string a byte at a time.
  @inlinable @inline(__always)
  package static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    guard bytes.count <= 15, let source = bytes.baseAddress else {
      return String(decoding: bytes, as: UTF8.self)
    }
    return String(unsafeUninitializedCapacity: bytes.count) { buffer in
      buffer.baseAddress?.initialize(from: source, count: bytes.count)
      return bytes.count
    }
  }

  /// Whether any of the eight bytes of `word` is a quote, a backslash or below 0x20: a byte
  /// is zero after the exclusive or with its own kind, and below n when subtracting n borrows
  /// into its top bit (exact for n ≤ 0x80, bytes at or above 0x80 never counted).
  @inline(__always)
  static func mayEndPlainText(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
    let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
    let found =
      ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
      | ((word &- ones &* 0x20) & ~word)
    return found & high != 0
  }

  /// Throws when a string that began at `start` has grown past the limit.
  private mutating func checkStringLength(_ count: Int, start: Int) throws(JSONSyntaxError) {
    guard count <= limits.maxStringBytes else {
      // The opening quote is where a reader looks for the string, not wherever it got too long.
      index = start - 1
      throw error(.stringTooLong(limit: limits.maxStringBytes))
    }
  }

  private mutating func appendEscape(to scalars: inout [UInt8]) throws(JSONSyntaxError) {
    guard index < bytes.count else { throw error(.unexpectedEnd("an escape sequence")) }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(byte)
    case UInt8(ascii: "b"): scalars.append(0x08)
    case UInt8(ascii: "f"): scalars.append(0x0C)
    case UInt8(ascii: "n"): scalars.append(0x0A)
    case UInt8(ascii: "r"): scalars.append(0x0D)
    case UInt8(ascii: "t"): scalars.append(0x09)
    case UInt8(ascii: "u"):
      var code = try parseHex4()
      if (0xD800...0xDBFF).contains(code) {
        // A high surrogate must be followed by its low half to form one scalar.
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw error(.invalidUnicodeEscape) }
        index += 2
        let low = try parseHex4()
        guard (0xDC00...0xDFFF).contains(low) else { throw error(.invalidUnicodeEscape) }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(code) {
        throw error(.invalidUnicodeEscape)
      }
      guard let scalar = Unicode.Scalar(code) else { throw error(.invalidUnicodeEscape) }
      scalars.append(contentsOf: scalar.utf8)
    default:
      index -= 1
      // A raw line break after a backslash is a control character, not an escape to name.
      if byte < 0x20 { throw error(.controlCharacterInString) }
      // One escape letter says nothing about the value around it, so it is safe to quote.
      throw error(.invalidEscape(found: "'" + String(decoding: [byte], as: UTF8.self)))
    }
  }

  private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error(.invalidUnicodeEscape) }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error(.invalidUnicodeEscape)
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }
}
