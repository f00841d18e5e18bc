/// How a language's "and" changes with the list item after it, as ICU's list formatter
/// changes it: Spanish writes "e" for "y" before an /i/ sound ("a e isla"), Hebrew writes
/// "ו-" for "ו" before a word not in Hebrew letters ("א ו-credit card number"). No other
/// language has such a rule in ICU (its Spanish "o" → "u" is for "or" lists, which no
/// document has).
///
/// The changed pattern is the catalog's `format.list.twoBeforeI` and `format.list.endBeforeI`
/// (named for the first rule), CLDR's pattern changed as ICU changes it when a catalog does
/// not set them.
package enum ListContext: Sendable {
  /// No change: the language's patterns serve every item.
  case none
  /// Spanish: "y" becomes "e" before a word beginning with an /i/ sound.
  case spanish
  /// Hebrew: "ו" takes a hyphen before a word whose first character is not Hebrew.
  case hebrew

  /// The rule of `language` (`he` and its old code `iw` share one).
  package init(language: String) {
    switch language {
    case "es": self = .spanish
    case "he", "iw": self = .hebrew
    default: self = .none
    }
  }

  /// Whether the changed pattern joins `item`, the item after the conjunction.
  func applies(before item: String) -> Bool {
    switch self {
    case .none: return false
    case .spanish: return LocaleFormats.isBeforeI(item)
    case .hebrew:
      // ICU: the first code point's script is not Hebrew (digits, Latin, punctuation, marks
      // of no script, code points not assigned yet); an empty item changes nothing.
      guard let first = item.unicodeScalars.first else { return false }
      return !Self.isHebrewScript(first.value)
    }
  }

  /// `pattern` (a CLDR list pattern in catalog syntax) as ICU changes it before an item the
  /// rule applies to: "%1$@ y %2$@" → "%1$@ e %2$@", "%1$@ ו%2$@" → "%1$@ ו-%2$@"; any other
  /// pattern as it is.
  package func changed(_ pattern: String) -> String {
    let (plain, changed): (String, String)
    switch self {
    case .none: return pattern
    case .spanish: (plain, changed) = (" y %2$@", " e %2$@")
    case .hebrew: (plain, changed) = (" \u{05D5}%2$@", " \u{05D5}-%2$@")
    }
    guard pattern.hasSuffix(plain) else { return pattern }
    return pattern.dropLast(plain.count) + changed
  }

  /// Whether Unicode gives `scalar` the Hebrew script (Scripts.txt): the points and accents,
  /// letters and punctuation of the Hebrew block, and the presentation forms.
  static func isHebrewScript(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x0591...0x05C7, 0x05D0...0x05EA, 0x05EF...0x05F4, 0xFB1D...0xFB36, 0xFB38...0xFB3C,
      0xFB3E, 0xFB40...0xFB41, 0xFB43...0xFB44, 0xFB46...0xFB4F:
      return true
    default:
      return false
    }
  }
}
