/// Turns a masked value back into words for screen readers, which would read its bullets one
/// by one: `•••-••-1120` becomes "ending in 1120".
///
/// It reads the masked text itself, so it serves every match-type plugin, built-in or not: what
/// is visible before the first `•` and after the last one is what was kept.
enum MaskedValue {
  /// The character masking puts in place of hidden letters and digits.
  static let bullet: Character = "•"

  /// Every spoken form under `prefix` with the arguments it is given, for lint: `last`
  /// ("ending in %@"), `firstAndLast` ("starting with %1$@, ending in %2$@"), `first`
  /// ("starting with %@") and `hidden`.
  static func spokenForms(prefix: String) -> [LocalizedText] {
    ["•1", "1•1", "1•", "•"].compactMap { spokenText(of: $0, prefix: prefix) }
  }

  /// The spoken form of `value` as catalog text under `prefix`, or nil when nothing in it is
  /// masked.
  static func spokenText(of value: String, prefix: String) -> LocalizedText? {
    guard let firstBullet = value.firstIndex(of: bullet),
      let lastBullet = value.lastIndex(of: bullet)
    else { return nil }
    let isKept = { (character: Character) in character.isLetter || character.isNumber }
    // Separators next to the bullets, such as the dash of `•••-0142`, are not part of what
    // was kept.
    let first = String(value[..<firstBullet].reversed().drop { !isKept($0) }.reversed())
    let last = String(value[value.index(after: lastBullet)...].drop { !isKept($0) })
    switch (first.isEmpty, last.isEmpty) {
    case (false, false):
      return LocalizedText(prefix + "firstAndLast", [.verbatim(first), .verbatim(last)])
    case (true, false): return LocalizedText(prefix + "last", [.verbatim(last)])
    case (false, true): return LocalizedText(prefix + "first", [.verbatim(first)])
    case (true, true): return LocalizedText(prefix + "hidden")
    }
  }
}
