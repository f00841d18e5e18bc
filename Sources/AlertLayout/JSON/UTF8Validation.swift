/// Checks that bytes read from outside (alerts, layout documents, content files) are UTF-8.
///
/// It sits below every stage, so that reading a document or a content file does not reach up
/// into the alert model for it.
package enum UTF8Validation {
  /// The offset of the first byte that breaks UTF-8, or nil when all of it is valid: where
  /// the first ill-formed sequence starts, as a decoder counts it.
  package static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
    // ASCII is by far the common case, skipped eight bytes at a time; a sequence is checked
    // in place against the table of well-formed UTF-8 (Unicode Table 3-7), without the
    // string `String(validating:)` would copy the rest of the input into.
    bytes.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress else { return nil }
      let count = buffer.count
      var offset = 0
      while offset < count {
        if offset + 8 <= count,
          UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            & 0x8080_8080_8080_8080 == 0
        {
          offset += 8
          continue
        }
        let lead = base[offset]
        if lead < 0x80 {
          offset += 1
          continue
        }
        guard let (width, second) = sequence(startingWith: lead), offset + 1 < count,
          second.contains(base[offset + 1])
        else { return offset }
        for next in 2..<width where offset + next >= count || base[offset + next] & 0xC0 != 0x80 {
          return offset
        }
        offset += width
      }
      return nil
    }
  }

  /// The length of the sequence a lead byte starts and the range of its second byte, which
  /// rules out overlong forms, surrogates and scalars past U+10FFFF; nil for a byte that
  /// cannot start one.
  private static func sequence(startingWith lead: UInt8) -> (Int, ClosedRange<UInt8>)? {
    switch lead {
    case 0xC2...0xDF: (2, 0x80...0xBF)
    case 0xE0: (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
    case 0xED: (3, 0x80...0x9F)
    case 0xF0: (4, 0x90...0xBF)
    case 0xF1...0xF3: (4, 0x80...0xBF)
    case 0xF4: (4, 0x80...0x8F)
    default: nil
    }
  }
}
