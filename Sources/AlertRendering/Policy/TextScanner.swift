/// Finds the web addresses, hosts, email addresses and phone numbers in a catalog text.
///
/// Pure and locale-free. Runs on catalog texts only, never on alert values or comments. The
/// text is read folded — fullwidth forms as ASCII, `。` `．` `｡` as `.`, `＋` as `+`, a digit of
/// any script as its ASCII digit — while every range stays the original's, in UTF-16 code units.
/// Placeholders (`%@`, `%1$lld`, `%#@n@`) and the destinations of valid link markup
/// (`[text](link:id)`) are never part of a match; a link's text is scanned like any other.
///
/// What counts as each item is in docs/policy.md: URLs with a scheme (and the scheme-only forms
/// `mailto:`, `tel:`, `sms:`, `javascript:`, `data:`, `file:`, `vbscript:`, `intent:`); hosts
/// whose last label is a top-level domain, or that begin with `www.`, with an optional path;
/// `local@host`; and phone numbers of 7 to 15 digits, which dates, grouped numbers and year
/// ranges are not.
package enum TextScanner {
  /// Every item in `text`, in order, none overlapping another.
  package static func scan(_ text: String) -> [ScannedItem] {
    guard mayHoldItems(text) else { return [] }
    var folded = FoldedText(text)
    let units = Array(text.utf16)
    folded.mask(PlaceholderRanges.find(in: units))
    folded.mask(LinkMarkup.parse(text).markupRanges)
    var claimed: [Range<Int>] = []
    var items: [ScannedItem] = []
    func keep(_ found: [(kind: ScannedItem.Kind, range: Range<Int>, normalized: String)]) {
      for item in found where !claimed.contains(where: { $0.overlaps(item.range) }) {
        claimed.append(item.range)
        items.append(
          ScannedItem(
            kind: item.kind, range: folded.utf16Range(item.range),
            written: folded.written(item.range), normalized: item.normalized))
      }
    }
    keep(urls(in: folded))
    keep(emails(in: folded, claimed: claimed))
    keep(hosts(in: folded, claimed: claimed))
    keep(phones(in: folded, claimed: claimed))
    return items.sorted { $0.range.lowerBound < $1.range.lowerBound }
  }

  /// Whether `text` may hold an address, checked before rendering shows it: `@` after a
  /// letter, digit or `._-+` (not `%@`), `:` between
  /// a letter and anything but a space (`https:`, `tel:`), `.` (in any form) between two
  /// letters or digits, or seven digits of any script. Stricter than `mayHoldItems`, since
  /// most sentences end with a full stop; whatever passes is scanned in full.
  package static func mayHoldAddress(_ text: String) -> Bool {
    var digits = 0
    var previous: Unicode.Scalar = " "
    var afterDot = false
    var afterColon = false
    for scalar in text.unicodeScalars {
      if (afterDot || afterColon) && (isWord(scalar) || scalar == "/" || scalar == "+") {
        return true
      }
      switch scalar.value {
      case 0x40, 0xFF20:
        // An email's local part ends in a letter, digit or `._%+-`; `%@` is a placeholder.
        if isWord(previous) || "._-+".unicodeScalars.contains(previous) { return true }
      case 0x2E, 0x3002, 0xFF0E, 0xFF61: afterDot = isWord(previous)
      case 0x3A, 0xFF1A: afterColon = isLetter(previous)
      default:
        afterDot = false
        afterColon = false
        if isDecimalDigit(scalar) {
          digits += 1
          if digits >= 7 { return true }
        }
      }
      previous = scalar
    }
    return false
  }

  /// Whether `scalar` is a letter or a digit of any script (Unicode's Alphabetic, or any
  /// numeric type); ASCII is answered without the property tables, by the same definition.
  @inline(__always) static func isWord(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.isASCII else {
      return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
    return isLetter(scalar) || (0x30...0x39).contains(scalar.value)
  }

  /// Whether `scalar` is Unicode Alphabetic; in ASCII, exactly A–Z and a–z.
  @inline(__always) static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.isASCII else { return scalar.properties.isAlphabetic }
    return (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
  }

  /// Whether `scalar` is a decimal digit of any script; in ASCII, exactly 0–9.
  @inline(__always) static func isDecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.isASCII else { return scalar.properties.numericType == .decimal }
    return (0x30...0x39).contains(scalar.value)
  }

  /// Whether `text` may hold an item at all: a `.`, `@` or `:` in any of their forms, or two
  /// digits. Most texts hold none of these, and are not read further.
  static func mayHoldItems(_ text: String) -> Bool {
    var digits = 0
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x2E, 0x40, 0x3A, 0x3002, 0xFF0E, 0xFF61, 0xFF20, 0xFF1A: return true
      case 0x30...0x39:
        digits += 1
      case 0..<0x80:
        continue
      default:
        if scalar.properties.numericType == .decimal { digits += 1 }
      }
      if digits >= 2 { return true }
    }
    return false
  }
}

/// A text as the scanner reads it: its scalars folded, each with its UTF-16 offset in the
/// original.
struct FoldedText {
  /// The folded scalars; masked ones are U+FFFC.
  private(set) var scalars: [Unicode.Scalar]
  /// The original scalars, for the written form of what is found.
  let original: [Unicode.Scalar]
  /// The UTF-16 offset of each scalar, and the text's UTF-16 length at the end.
  let offsets: [Int]

  /// What masked scalars read as: a character that is part of nothing.
  static let masked: Unicode.Scalar = "\u{FFFC}"

  init(_ text: String) {
    original = Array(text.unicodeScalars)
    var offsets: [Int] = []
    offsets.reserveCapacity(original.count + 1)
    var offset = 0
    for scalar in original {
      offsets.append(offset)
      offset += scalar.utf16.count
    }
    offsets.append(offset)
    self.offsets = offsets
    scalars = original.map(Self.fold)
  }

  /// `scalar` as it is compared.
  static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0..<0x80: return scalar
    case 0xFF01...0xFF5E: return Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
    case 0x3002, 0xFF61: return "."
    default:
      let properties = scalar.properties
      if properties.numericType == .decimal, let value = properties.numericValue,
        let digit = Unicode.Scalar(0x30 + UInt32(value))
      {
        return digit
      }
      return scalar
    }
  }

  /// Masks the scalars that begin inside any of `ranges` (UTF-16 offsets).
  mutating func mask(_ ranges: [Range<Int>]) {
    guard !ranges.isEmpty else { return }
    for index in scalars.indices where ranges.contains(where: { $0.contains(offsets[index]) }) {
      scalars[index] = Self.masked
    }
  }

  /// The number of scalars.
  var count: Int { scalars.count }

  /// The scalar at `index`, or nil outside the text.
  subscript(safe index: Int) -> Unicode.Scalar? {
    scalars.indices.contains(index) ? scalars[index] : nil
  }

  /// The UTF-16 range of the scalars in `range`.
  func utf16Range(_ range: Range<Int>) -> Range<Int> {
    offsets[range.lowerBound]..<offsets[range.upperBound]
  }

  /// The original text of the scalars in `range`.
  func written(_ range: Range<Int>) -> String {
    var text = ""
    text.unicodeScalars.append(contentsOf: original[range])
    return text
  }

  /// The folded text of the scalars in `range`.
  func folded(_ range: Range<Int>) -> String {
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars[range])
    return text
  }
}

extension Unicode.Scalar {
  /// Whether the scalar (folded) is an ASCII digit.
  var isASCIIDigit: Bool { (0x30...0x39).contains(value) }
  /// Whether the scalar is an ASCII letter.
  var isASCIILetter: Bool { (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }
  /// Whether the scalar is a letter or mark of any script (not a digit).
  var isLetterOrMark: Bool {
    if value < 0x80 { return isASCIILetter }
    if self == FoldedText.masked { return false }
    let properties = properties
    return properties.isAlphabetic || properties.generalCategory == .nonspacingMark
      || properties.generalCategory == .spacingMark
  }
  /// Whether the scalar is white space.
  var isSpace: Bool { properties.isWhitespace }
}
