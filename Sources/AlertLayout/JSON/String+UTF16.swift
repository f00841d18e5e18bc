extension String {
  /// The string of the UTF-16 code units `units`, the same as
  /// `String(decoding: units, as: UTF16.self)` (a lone surrogate becomes U+FFFD), transcoded
  /// straight to UTF-8.
  ///
  /// The standard library decodes a collection of `UInt16` one scalar at a time through its
  /// generic repairing parser; rendering rebuilds every linked text from its UTF-16 units, so
  /// that path was most of a batch's cost.
  package init(utf16Units units: [UInt16]) {
    self = units.withUnsafeBufferPointer { Self.transcoding($0) }
  }

  /// The string of the UTF-16 code units `units`, as `init(utf16Units:)` of an array.
  package init(utf16Units units: ArraySlice<UInt16>) {
    self = units.withUnsafeBufferPointer { Self.transcoding($0) }
  }

  /// `units` transcoded to UTF-8, a lone surrogate replaced by U+FFFD.
  private static func transcoding(_ units: UnsafeBufferPointer<UInt16>) -> String {
    // Each unit takes at most 3 bytes: a scalar of 4 bytes takes two units.
    String(unsafeUninitializedCapacity: units.count * 3) { bytes in
      var written = 0
      func append(_ byte: UInt32) {
        bytes[written] = UInt8(truncatingIfNeeded: byte)
        written += 1
      }
      var index = 0
      while index < units.count {
        var scalar = UInt32(units[index])
        index += 1
        if scalar < 0x80 {
          append(scalar)
          continue
        }
        if scalar & 0xFC00 == 0xD800, index < units.count, units[index] & 0xFC00 == 0xDC00 {
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(units[index]) - 0xDC00)
          index += 1
        } else if scalar & 0xF800 == 0xD800 {
          scalar = 0xFFFD
        }
        switch scalar {
        case ..<0x800:
          append(0xC0 | scalar >> 6)
        case ..<0x10000:
          append(0xE0 | scalar >> 12)
          append(0x80 | scalar >> 6 & 0x3F)
        default:
          append(0xF0 | scalar >> 18)
          append(0x80 | scalar >> 12 & 0x3F)
          append(0x80 | scalar >> 6 & 0x3F)
        }
        append(0x80 | scalar & 0x3F)
      }
      return written
    }
  }
}
