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
    case (false, false): return Spoken(form: .firstAndLast, arguments: [first, last])
    case (true, false): return Spoken(form: .last, arguments: [last])
    case (false, true): return Spoken(form: .first, arguments: [first])
    case (true, true): return Spoken(form: .hidden, arguments: [])
    }
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
