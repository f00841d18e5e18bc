/// The writing system of a letter, as far as host names need it: to see a host that mixes
/// scripts (`pаypal.com` with a Cyrillic `а`), and where a host ends in text written without
/// spaces (`请访问IdentityTheft.gov。`).
///
/// Swift's standard library has no script property, so letters are classified by the Unicode
/// blocks of the scripts that domain names use; any other letter is `other`.
enum WritingScript: Int, Sendable {
  case latin, greek, cyrillic, armenian, hebrew, arabic, syriac, thaana, devanagari, bengali
  case gurmukhi, gujarati, oriya, tamil, telugu, kannada, malayalam, sinhala, thai, lao, tibetan
  case myanmar, georgian, hangul, ethiopic, khmer, hiragana, katakana, bopomofo, han
  /// A letter of a script not listed.
  case other

  /// The script of `scalar`, or nil for digits, marks, punctuation and symbols (common to all).
  init?(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    if value < 0x80 {
      guard (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) else { return nil }
      self = .latin
      return
    }
    if (0x0300...0x036F).contains(value) { return nil }
    if let script = Self.blocks.first(where: { $0.range.contains(value) })?.script {
      self = script
      return
    }
    guard scalar.properties.isAlphabetic else { return nil }
    self = .other
  }

  /// Whether texts in this script are written without spaces between words, so that a host
  /// written in another script may touch them.
  var isWrittenWithoutSpaces: Bool {
    switch self {
    case .han, .hiragana, .katakana, .hangul, .bopomofo, .thai, .lao, .khmer, .myanmar:
      return true
    default:
      return false
    }
  }

  /// The script's bit in a set of scripts (`mixes(_:)`).
  var bit: UInt64 { 1 << UInt64(rawValue) }

  /// Whether a label whose letters are in `scripts` (their `bit`s) mixes scripts: more than
  /// one, except the combinations Unicode's highly restrictive profile (UTS #39) allows,
  /// Japanese (Han, Hiragana, Katakana), Chinese (Han, Bopomofo) and Korean (Han, Hangul),
  /// each with Latin.
  static func mixes(_ scripts: UInt64) -> Bool {
    guard scripts.nonzeroBitCount > 1 else { return false }
    let allowed: [[WritingScript]] = [
      [.latin, .han, .hiragana, .katakana], [.latin, .han, .bopomofo], [.latin, .han, .hangul],
    ]
    return !allowed.contains { set in
      scripts & ~set.reduce(0) { $0 | $1.bit } == 0
    }
  }

  /// The script's Unicode blocks, in the order they are tried.
  private static let blocks: [(range: ClosedRange<UInt32>, script: WritingScript)] = [
    (0x00C0...0x024F, .latin), (0x1E00...0x1EFF, .latin), (0x2C60...0x2C7F, .latin),
    (0xA720...0xA7FF, .latin), (0xAB30...0xAB6F, .latin), (0x0370...0x03FF, .greek),
    (0x1F00...0x1FFF, .greek), (0x0400...0x052F, .cyrillic), (0x1C80...0x1C8F, .cyrillic),
    (0x2DE0...0x2DFF, .cyrillic), (0xA640...0xA69F, .cyrillic), (0x0530...0x058F, .armenian),
    (0x0590...0x05FF, .hebrew), (0xFB1D...0xFB4F, .hebrew), (0x0600...0x06FF, .arabic),
    (0x0750...0x077F, .arabic), (0x0870...0x08FF, .arabic), (0xFB50...0xFDFF, .arabic),
    (0xFE70...0xFEFF, .arabic), (0x0700...0x074F, .syriac), (0x0780...0x07BF, .thaana),
    (0x0900...0x097F, .devanagari), (0x0980...0x09FF, .bengali), (0x0A00...0x0A7F, .gurmukhi),
    (0x0A80...0x0AFF, .gujarati), (0x0B00...0x0B7F, .oriya), (0x0B80...0x0BFF, .tamil),
    (0x0C00...0x0C7F, .telugu), (0x0C80...0x0CFF, .kannada), (0x0D00...0x0D7F, .malayalam),
    (0x0D80...0x0DFF, .sinhala), (0x0E00...0x0E7F, .thai), (0x0E80...0x0EFF, .lao),
    (0x0F00...0x0FFF, .tibetan), (0x1000...0x109F, .myanmar), (0x10A0...0x10FF, .georgian),
    (0x1C90...0x1CBF, .georgian), (0x2D00...0x2D2F, .georgian), (0x1100...0x11FF, .hangul),
    (0x3130...0x318F, .hangul), (0xA960...0xA97F, .hangul), (0xAC00...0xD7FF, .hangul),
    (0x1200...0x139F, .ethiopic), (0x1780...0x17FF, .khmer), (0x3040...0x309F, .hiragana),
    (0x30A0...0x30FF, .katakana), (0x31F0...0x31FF, .katakana), (0xFF66...0xFF9F, .katakana),
    (0x3100...0x312F, .bopomofo), (0x31A0...0x31BF, .bopomofo), (0x2E80...0x2FDF, .han),
    (0x3005...0x3007, .han), (0x3021...0x3029, .han), (0x3038...0x303B, .han),
    (0x3400...0x4DBF, .han), (0x4E00...0x9FFF, .han), (0xF900...0xFAFF, .han),
    (0x20000...0x3134F, .han),
  ]
}
