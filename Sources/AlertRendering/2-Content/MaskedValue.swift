/// Turns a masked value back into words for screen readers, which would read its bullets one
/// by one: `•••-••-1120` becomes "ending in 1120".
///
/// It reads the masked text itself, so it serves every match-type plugin, built-in or not: what
/// is visible before the first `•` and after the last one is what was kept.
enum MaskedValue {
  /// The character masking puts in place of hidden letters and digits.
  static let bullet: Unicode.Scalar = "•"

  /// What a masked value kept, as its spoken form says it.
  struct Spoken {
    /// Which of the spoken forms says it.
    enum Form: Int, CaseIterable {
      /// "ending in %@": the last characters were kept.
      case last
      /// "starting with %1$@, ending in %2$@".
      case firstAndLast
      /// "starting with %@".
      case first
      /// Nothing was kept.
      case hidden

      /// The form's catalog key after the screen's prefix.
      var key: String {
        switch self {
        case .last: "last"
        case .firstAndLast: "firstAndLast"
        case .first: "first"
        case .hidden: "hidden"
        }
      }

      /// How many values the form's text is given.
      var argumentCount: Int {
        switch self {
        case .firstAndLast: 2
        case .last, .first: 1
        case .hidden: 0
        }
      }
    }

    let form: Form
    /// What was kept, in the order the form's text takes it.
    let arguments: [String]

    /// The spoken form as catalog text under `prefix`.
    func text(prefix: String) -> LocalizedText {
      LocalizedText(prefix + form.key, arguments.map { .verbatim($0) })
    }
  }

  /// Every spoken form under `prefix` with the arguments it is given, for lint: `last`
  /// ("ending in %@"), `firstAndLast` ("starting with %1$@, ending in %2$@"), `first`
  /// ("starting with %@") and `hidden`.
  static func spokenForms(prefix: String) -> [LocalizedText] {
    ["•1", "1•1", "1•", "•"].compactMap { spokenText(of: $0, prefix: prefix) }
  }

  /// The spoken form of `value` as catalog text under `prefix`, or nil when nothing in it is
  /// masked.
  static func spokenText(of value: String, prefix: String) -> LocalizedText? {
    spoken(value)?.text(prefix: prefix)
  }

  /// What `value` kept, or nil when nothing in it is masked.
  static func spoken(_ value: String) -> Spoken? {
    // UTF-8, not characters: grapheme breaking would cost more than the rest of a detail, and
    // a bullet, a letter or a digit is one scalar wherever masking put it. A bullet's bytes
    // (E2 80 A2) start with a byte no other scalar's bytes hold after their first.
    var value = value
    return value.withUTF8 { bytes in
      var firstBullet = 0
      while firstBullet + 2 < bytes.count, !isBullet(bytes, at: firstBullet) { firstBullet += 1 }
      guard firstBullet + 2 < bytes.count else { return nil }
      var lastBullet = bytes.count - 3
      while !isBullet(bytes, at: lastBullet) { lastBullet -= 1 }
      // Separators next to the bullets, such as the dash of `•••-0142`, are not part of what
      // was kept.
      var end = firstBullet
      while end > 0 {
        var start = end - 1
        while bytes[start] & 0xC0 == 0x80 { start -= 1 }
        if isKept(scalar(in: bytes, at: start).scalar) { break }
        end = start
      }
      var start = lastBullet + 3
      while start < bytes.count {
        let (scalar, length) = scalar(in: bytes, at: start)
        if isKept(scalar) { break }
        start += length
      }
      let first = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
      let last = String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
      switch (first.isEmpty, last.isEmpty) {
      case (false, false): return Spoken(form: .firstAndLast, arguments: [first, last])
      case (true, false): return Spoken(form: .last, arguments: [last])
      case (false, true): return Spoken(form: .first, arguments: [first])
      case (true, true): return Spoken(form: .hidden, arguments: [])
      }
    }
  }

  /// Whether the bytes of `bytes` from `index` on, three at least, start with a bullet.
  @inline(__always)
  private static func isBullet(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    bytes[index] == 0xE2 && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA2
  }

  /// The scalar whose UTF-8 starts with the byte at `index` and its length in bytes; `bytes`
  /// is valid UTF-8, as a string's always is.
  @inline(__always)
  static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    -> (scalar: Unicode.Scalar, length: Int)
  {
    let lead = UInt32(bytes[index])
    var value: UInt32
    let length: Int
    if lead < 0x80 {
      return (Unicode.Scalar(UInt8(truncatingIfNeeded: lead)), 1)
    } else if lead < 0xE0 {
      value = lead & 0x1F
      length = 2
    } else if lead < 0xF0 {
      value = lead & 0x0F
      length = 3
    } else {
      value = lead & 0x07
      length = 4
    }
    for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
    return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
  }

  /// Whether `scalar` is a letter or a digit, the characters masking counts and keeps: an
  /// Alphabetic scalar or one with a Numeric_Type, as `Character.isLetter` and `isNumber` say
  /// of a character's first scalar.
  static func isKept(_ scalar: Unicode.Scalar) -> Bool {
    // A range test gives ASCII the same answer as the property lookup, far cheaper.
    if scalar.isASCII { return isKept(UInt8(truncatingIfNeeded: scalar.value)) }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  /// Whether the ASCII byte `byte` is a letter or a digit.
  @inline(__always)
  static func isKept(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }
}
