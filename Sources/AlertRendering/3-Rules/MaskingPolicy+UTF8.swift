extension MaskingPolicy {
  /// `mask(_:)` worked on the value's UTF-8, scalar by scalar, without breaking it into
  /// characters; nil when a scalar of the value could share a character with its neighbour.
  ///
  /// Where every scalar `standsAlone(_:)` or is ASCII, each character is one scalar, except a
  /// CR LF pair, which is never a letter or a digit and is copied as it is either way; so the
  /// letters and digits, the kept ones and the result are those `maskCharacters(_:)` finds.
  /// The results are written into their strings' own storage, without arrays in between.
  func maskUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    var significant = 0
    // The longest scalar, in bytes.
    var widest = 1
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        if MaskedValue.isKept(byte) { significant += 1 }
        index += 1
        continue
      }
      let (scalar, length) = MaskedValue.scalar(in: bytes, at: index)
      guard Self.standsAlone(scalar) else { return nil }
      if MaskedValue.isKept(scalar) { significant += 1 }
      widest = max(widest, length)
      index += length
    }
    guard significant >= 2 * (keepFirst + keepLast) else {
      return "••••"
    }
    if var template {
      return template.withUTF8 { template in
        let capacity = Self.filledCapacity(template, placeholder: widest * max(keepFirst, keepLast))
        return String(unsafeUninitializedCapacity: capacity) { result in
          Self.fill(template, into: result) { isFirst, count in
            isFirst
              ? appendFirst(of: bytes, to: result, at: count)
              : appendLast(of: bytes, to: result, at: count)
          }
        }
      }
    }
    return maskInPlace(bytes, hiding: keepFirst..<(significant - keepLast))
  }

  /// `bytes` with each letter or digit whose place among them is in `hidden` replaced by `•`.
  private func maskInPlace(_ bytes: UnsafeBufferPointer<UInt8>, hiding hidden: Range<Int>)
    -> String
  {
    // Each hidden letter or digit, one to three bytes, becomes the three bytes of `•` (E2 80 A2).
    String(unsafeUninitializedCapacity: bytes.count * 3) { result in
      var count = 0
      var seen = 0
      var index = 0
      while index < bytes.count {
        let (length, isKept) = Self.unit(of: bytes, at: index)
        if isKept {
          defer { seen += 1 }
          if hidden.contains(seen) {
            result[count] = 0xE2
            result[count + 1] = 0x80
            result[count + 2] = 0xA2
            count += 3
            index += length
            continue
          }
        }
        count = Self.copy(bytes, at: index, length: length, to: result, at: count)
        index += length
      }
      return count
    }
  }

  /// Writes the first `keepFirst` letters and digits of `bytes` to `result` from `count` on;
  /// returns the count after them.
  private func appendFirst(
    of bytes: UnsafeBufferPointer<UInt8>, to result: UnsafeMutableBufferPointer<UInt8>,
    at count: Int
  ) -> Int {
    var count = count
    var kept = 0
    var index = 0
    while index < bytes.count, kept < keepFirst {
      let (length, isKept) = Self.unit(of: bytes, at: index)
      if isKept {
        count = Self.copy(bytes, at: index, length: length, to: result, at: count)
        kept += 1
      }
      index += length
    }
    return count
  }

  /// Writes the last `keepLast` letters and digits of `bytes` to `result` from `count` on, in
  /// order; returns the count after them.
  private func appendLast(
    of bytes: UnsafeBufferPointer<UInt8>, to result: UnsafeMutableBufferPointer<UInt8>,
    at count: Int
  ) -> Int {
    var start = bytes.count
    var kept = 0
    while start > 0, kept < keepLast {
      start -= 1
      // Back to the first byte of the scalar: the others are 10xxxxxx.
      while bytes[start] & 0xC0 == 0x80 { start -= 1 }
      if Self.unit(of: bytes, at: start).isKept { kept += 1 }
    }
    var count = count
    while start < bytes.count {
      let (length, isKept) = Self.unit(of: bytes, at: start)
      if isKept {
        count = Self.copy(bytes, at: start, length: length, to: result, at: count)
      }
      start += length
    }
    return count
  }

  /// The length of the scalar starting at `index` of `bytes` and whether it is a letter or a
  /// digit.
  @inline(__always)
  private static func unit(of bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    -> (length: Int, isKept: Bool)
  {
    let byte = bytes[index]
    if byte < 0x80 { return (1, MaskedValue.isKept(byte)) }
    let (scalar, length) = MaskedValue.scalar(in: bytes, at: index)
    return (length, MaskedValue.isKept(scalar))
  }

  /// Copies the `length` bytes of `bytes` from `index` to `result` from `count` on; returns the
  /// count after them.
  @inline(__always)
  private static func copy(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int,
    to result: UnsafeMutableBufferPointer<UInt8>, at count: Int
  ) -> Int {
    result[count] = bytes[index]
    if length > 1 {
      for offset in 1..<length { result[count + offset] = bytes[index + offset] }
    }
    return count + length
  }

  /// Whether `scalar`, not ASCII, is a character of its own next to any ASCII scalar or any
  /// other that stands alone: its Grapheme_Cluster_Break is Other, LV or LVT (a Hangul
  /// syllable), between which text always breaks, and it is none of the scalars the rules for
  /// emoji sequences and Indic conjuncts join (those are ZWJ or Extend, and none here is).
  ///
  /// Letters, digits, punctuation and symbols of Latin, Greek, Cyrillic, general punctuation,
  /// currency, CJK and Hangul syllables, and the pictographs of the supplementary planes'
  /// emoji blocks (a lone emoji is a character of its own; one that a variation selector,
  /// skin tone or ZWJ joins falls back with them); not combining marks, ZWJ, variation
  /// selectors, skin tone modifiers, Hangul jamo, regional indicators, controls or the soft
  /// hyphen (a control to grapheme breaking). `MaskingPolicyTests` proves it for every such
  /// scalar.
  static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xA0...0x2FF: scalar.value != 0xAD
    case 0x370...0x482, 0x48A...0x52F: true
    case 0x1E00...0x1FFF: true
    case 0x2010...0x2027, 0x202F...0x205F, 0x20A0...0x20CF: true
    case 0x3000...0x3029, 0x3030...0x3096, 0x309B...0x30FF: true
    case 0x4E00...0x9FFF, 0xAC00...0xD7A3: true
    case 0xFF01...0xFF9D: true
    case 0x1F300...0x1F3FA, 0x1F400...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF: true
    default: false
    }
  }

  /// Writes `template` to `result`, each `{first}` and `{last}` replaced by what `place`
  /// writes from the count it is given (true for `{first}`); returns the count written. The
  /// kept characters are letters and digits, so they can never form a placeholder themselves.
  @inline(__always)
  static func fill(
    _ template: UnsafeBufferPointer<UInt8>, into result: UnsafeMutableBufferPointer<UInt8>,
    place: (_ first: Bool, _ count: Int) -> Int
  ) -> Int {
    var count = 0
    var index = 0
    while index < template.count {
      if template[index] == UInt8(ascii: "{") {
        let rest = template[index...]
        if rest.starts(with: "{first}".utf8) {
          count = place(true, count)
          index += 7
          continue
        }
        if rest.starts(with: "{last}".utf8) {
          count = place(false, count)
          index += 6
          continue
        }
      }
      result[count] = template[index]
      count += 1
      index += 1
    }
    return count
  }

  /// Room for `template` filled with at most `placeholder` bytes for each placeholder: each is
  /// six bytes or more.
  static func filledCapacity(_ template: UnsafeBufferPointer<UInt8>, placeholder: Int) -> Int {
    template.count + template.count / 6 * max(placeholder - 6, 0)
  }
}
