/// Turns a masked value back into words for screen readers, which would read its bullets one
/// by one: `•••-••-1120` becomes "ending in 1120".
///
/// It reads the masked text itself, so it serves every match-type plugin, built-in or not: what
/// is visible before the first `•` and after the last one is what was kept.
enum MaskedValue {
  /// The character masking puts in place of hidden letters and digits.
  static let bullet: Unicode.Scalar = "•"

  /// Every spoken form under `prefix` with the arguments it is given, for lint: `last`
  /// ("ending in %@"), `firstAndLast` ("starting with %1$@, ending in %2$@"), `first`
  /// ("starting with %@") and `hidden`.
  static func spokenForms(prefix: String) -> [LocalizedText] {
    ["•1", "1•1", "1•", "•"].compactMap { spokenText(of: $0, prefix: prefix) }
  }

  /// The spoken form of `value` as catalog text under `prefix`, or nil when nothing in it is
  /// masked.
  static func spokenText(of value: String, prefix: String) -> LocalizedText? {
    // Scalars, not characters: grapheme breaking would cost more than the rest of a detail,
    // and a bullet, a letter or a digit is one scalar wherever masking put it.
    let scalars = value.unicodeScalars
    guard let firstBullet = scalars.firstIndex(of: bullet),
      let lastBullet = scalars.lastIndex(of: bullet)
    else { return nil }
    // Separators next to the bullets, such as the dash of `•••-0142`, are not part of what
    // was kept.
    var start = scalars.startIndex
    var end = firstBullet
    while end > start, !isKept(scalars[scalars.index(before: end)]) {
      end = scalars.index(before: end)
    }
    let first = String(scalars[start..<end])
    start = scalars.index(after: lastBullet)
    end = scalars.endIndex
    while start < end, !isKept(scalars[start]) { start = scalars.index(after: start) }
    let last = String(scalars[start..<end])
    switch (first.isEmpty, last.isEmpty) {
    case (false, false):
      return LocalizedText(prefix + "firstAndLast", [.verbatim(first), .verbatim(last)])
    case (true, false): return LocalizedText(prefix + "last", [.verbatim(last)])
    case (false, true): return LocalizedText(prefix + "first", [.verbatim(first)])
    case (true, true): return LocalizedText(prefix + "hidden")
    }
  }

  /// Whether `scalar` is a letter or a digit, the characters masking keeps.
  private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      let byte = UInt8(scalar.value)
      return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }
}
