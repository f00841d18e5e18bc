/// Checks that bytes read from outside (alerts, layout documents, content files) are UTF-8.
///
/// It sits below every stage, so that reading a document or a content file does not reach up
/// into the alert model for it.
package enum UTF8Validation {
  /// The offset of the first byte that breaks UTF-8, or nil when all of it is valid.
  package static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
    // ASCII is by far the common case; check it with a cheap scan first, then let the
    // standard library's vectorised validation clear the rest. Only invalid input is decoded
    // scalar by scalar to find the offset.
    let ascii = asciiPrefixCount(bytes)
    if ascii == bytes.count { return nil }
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *),
      String(validating: bytes[ascii...], as: UTF8.self) != nil
    {
      return nil
    }
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// How many bytes at the start of `bytes` are ASCII, counted eight at a time.
  static func asciiPrefixCount(_ bytes: [UInt8]) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      var count = 0
      if let base = buffer.baseAddress {
        while count + 8 <= buffer.count,
          UnsafeRawPointer(base).loadUnaligned(fromByteOffset: count, as: UInt64.self)
            & 0x8080_8080_8080_8080 == 0
        {
          count += 8
        }
      }
      while count < buffer.count, buffer[count] < 0x80 { count += 1 }
      return count
    }
  }
}
