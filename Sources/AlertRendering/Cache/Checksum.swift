/// A fast 64-bit checksum: enough to notice a damaged file or changed contents, not meant to
/// resist anyone forging a match.
enum Checksum {
  /// The checksum of `bytes`.
  static func of(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    bytes.withUnsafeBytes { of($0) }
  }

  /// The checksum of the bytes in `buffer`.
  static func of(_ buffer: UnsafeRawBufferPointer) -> UInt64 {
    var running = Running()
    let words = running.addWords(buffer)
    return running.finish(tail: UnsafeRawBufferPointer(rebasing: buffer[words...]))
  }

  /// A checksum taken piece by piece, equal to `of(_:)` over the pieces joined: whole
  /// eight-byte words as they come, the last few bytes at the end.
  struct Running {
    private var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    private var count = 0

    /// Adds the whole words at the start of `buffer` and returns how many bytes they were;
    /// the rest (fewer than eight) must start the next piece, or be the `tail`.
    mutating func addWords(_ buffer: UnsafeRawBufferPointer) -> Int {
      var offset = 0
      while offset + 8 <= buffer.count {
        hash =
          (hash ^ buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
          &* 0x0000_0100_0000_01B3
        hash ^= hash >> 29
        offset += 8
      }
      count += offset
      return offset
    }

    /// The checksum, after the last bytes in `tail` (fewer than eight).
    mutating func finish(tail: UnsafeRawBufferPointer) -> UInt64 {
      for byte in tail { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
      return hash ^ UInt64(count + tail.count)
    }
  }
}
