/// A fast 64-bit checksum: enough to notice a damaged file or changed contents, not meant to
/// resist anyone forging a match.
enum Checksum {
  /// The checksum of `bytes`.
  static func of(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    bytes.withUnsafeBytes { of($0) }
  }

  /// The checksum of the bytes in `buffer`, read eight at a step.
  static func of(_ buffer: UnsafeRawBufferPointer) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    var offset = 0
    while offset + 8 <= buffer.count {
      hash =
        (hash ^ buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        &* 0x0000_0100_0000_01B3
      hash ^= hash >> 29
      offset += 8
    }
    while offset < buffer.count {
      hash = (hash ^ UInt64(buffer[offset])) &* 0x0000_0100_0000_01B3
      offset += 1
    }
    return hash ^ UInt64(buffer.count)
  }
}
