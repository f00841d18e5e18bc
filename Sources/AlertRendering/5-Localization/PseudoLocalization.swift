/// Pseudo-localization: `en-XA` (accented, expanded text in brackets) and `ar-XB` (mirrored,
/// right-to-left), the two pseudo-locales Android and Xcode offer.
///
/// They let client teams see truncation, clipping, mirroring and hard-coded strings without
/// waiting for translators: every catalog text looks foreign yet stays readable, and
/// placeholders, so the values that fill them, are kept as they are.
enum PseudoLocalization: Sendable {
  /// `en-XA`: every letter accented, the text lengthened as translations lengthen it, the whole
  /// string in brackets so that a clipped end shows.
  case accented
  /// `ar-XB`: every word forced right to left, as Android's `ar-XB` does, so that English reads
  /// mirrored in a right-to-left layout.
  case bidi

  /// The pseudo-locale of each method.
  var locale: LocaleID {
    switch self {
    case .accented: LocaleID.pseudo
    case .bidi: LocaleID.pseudoBidi
    }
  }

  /// The method whose pseudo-locale `locale` is, if any.
  init?(locale: LocaleID) {
    switch locale {
    case LocaleID.pseudo: self = .accented
    case LocaleID.pseudoBidi: self = .bidi
    default: return nil
    }
  }

  /// The link destinations of `text`, each `](link:…)` through its `)`, which must stay as
  /// written for the link to be read after pseudo-localization.
  static func linkDestinations(in text: String) -> [Range<String.Index>] {
    var found: [Range<String.Index>] = []
    var rest = text[...]
    while let start = rest.firstRange(of: "](link:"),
      let end = rest[start.upperBound...].firstIndex(of: ")")
    {
      found.append(start.lowerBound..<text.index(after: end))
      rest = text[text.index(after: end)...]
    }
    return found
  }

  /// Accents every letter of `text` but those in `kept`, leaving it readable.
  static func accent(_ text: String, keeping kept: [Range<String.Index>] = []) -> String {
    guard !kept.isEmpty else { return String(text.map { accents[$0] ?? $0 }) }
    var result = ""
    for index in text.indices {
      let character = text[index]
      result.append(
        kept.contains { $0.contains(index) } ? character : accents[character] ?? character)
    }
    return result
  }

  /// The padding that lengthens  /// The padding that lengthens a text of `characters` characters (spaces and punctuation
  /// included, placeholders not) as much as a translation from English may.
  ///
  /// Short texts grow most: a one-word button doubles where a paragraph gains a third. The
  /// steps are the lower bounds of IBM's globalization guideline A3, "Providing for UI
  /// expansion" (up to 10 characters 100–200 %, 11–20 80–100 %, 21–30 60–80 %, 31–50 40–60 %,
  /// 51–70 31–40 %, over 70 30 %; www-01.ibm.com/software/globalization/guidelines/a3.html),
  /// the table Chromium's and most pseudo-localizers' length rules follow.
  static func padding(forCharacters characters: Int) -> String {
    let percent =
      switch characters {
      case ...10: 100
      case ...20: 80
      case ...30: 60
      case ...50: 40
      case ...70: 35
      default: 30
      }
    return String(repeating: "~", count: (characters * percent + 99) / 100)
  }

  /// Right-to-left mark, right-to-left override and pop directional formatting, which Android's
  /// `ar-XB` puts around every word (aapt2's `PseudoMethodBidi`: RLM RLO word PDF RLM).
  static let wordStart = "\u{200F}\u{202E}"
  static let wordEnd = "\u{202C}\u{200F}"

  /// `text` with every word (a run of characters other than whitespace) forced right to left;
  /// the characters in `kept` are copied as they are, inside the word they stand in.
  static func mirror(_ text: String, keeping kept: [Range<String.Index>] = []) -> String {
    var result = ""
    var inWord = false
    for index in text.indices {
      let character = text[index]
      if !kept.isEmpty, kept.contains(where: { $0.contains(index) }) {
        result.append(character)
        continue
      }
      let isSpace = character.isWhitespace
      if !inWord, !isSpace { result += wordStart }
      if inWord, isSpace { result += wordEnd }
      inWord = !isSpace
      result.append(character)
    }
    if inWord { result += wordEnd }
    return result
  }

  private static let accents: [Character: Character] = [
    "a": "á", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "í",
    "j": "ĵ", "k": "ķ", "l": "ļ", "m": "ɱ", "n": "ñ", "o": "ó", "p": "þ", "q": "ǫ", "r": "ŕ",
    "s": "š", "t": "ţ", "u": "ú", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž", "A": "Å",
    "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Í", "J": "Ĵ",
    "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ó", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š",
    "T": "Ţ", "U": "Ú", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
  ]
}

extension LocaleTable {
  /// This table pseudo-localized by `method`: whole strings as texts (brackets and padding for
  /// en-XA), keys in `wordsOnly` (list patterns) word by word, keeping their placeholders, and
  /// keys in `untranslatable` (date patterns, digit grouping, brand names) as they are.
  func pseudoLocalized(
    _ method: PseudoLocalization, untranslatable: Set<String>, wordsOnly: Set<String>
  ) -> LocaleTable {
    let locale = method.locale
    var result: [String: Resolved] = [:]
    for (key, resolved) in strings {
      var string = resolved.string
      if !untranslatable.contains(key) {
        let isText = !wordsOnly.contains(key)
        string.variants = string.variants.pseudoLocalized(method, isText: isText)
        string.deviceVariants = string.deviceVariants.mapValues {
          $0.pseudoLocalized(method, isText: isText)
        }
        string.substitutions = string.substitutions.mapValues { substitution in
          var substitution = substitution
          substitution.variants = substitution.variants.mapValues {
            $0.pseudoLocalized(method, isText: false)
          }
          return substitution
        }
      }
      result[key] = Resolved(string: string, locale: locale)
    }
    return LocaleTable(locale: locale, strings: result, unrenderable: unrenderable)
  }
}

extension CatalogString.Variants {
  fileprivate func pseudoLocalized(_ method: PseudoLocalization, isText: Bool) -> Self {
    switch self {
    case .single(let unit): return .single(unit.pseudoLocalized(method, isText: isText))
    case .plural(let units):
      return .plural(units.mapValues { $0.pseudoLocalized(method, isText: isText) })
    }
  }
}

extension CatalogUnit {
  /// Transforms only literal segments, so placeholders keep their meaning. A whole text
  /// (`isText`) in en-XA gets its padding at the end, where a truncated layout would cut it
  /// first, and brackets around it all.
  fileprivate func pseudoLocalized(_ method: PseudoLocalization, isText: Bool) -> CatalogUnit {
    var copy = self
    var characters = 0
    var segments = template.segments.map { segment -> FormatTemplate.Segment in
      guard case .literal(let text) = segment else { return segment }
      // Link destinations stay as written and, like each link's `[`, are not counted.
      let kept = PseudoLocalization.linkDestinations(in: text)
      characters += text.count
      for range in kept { characters -= text[range].count + 1 }
      switch method {
      case .accented: return .literal(PseudoLocalization.accent(text, keeping: kept))
      case .bidi: return .literal(PseudoLocalization.mirror(text, keeping: kept))
      }
    }
    if method == .accented, isText {
      segments.append(.literal(PseudoLocalization.padding(forCharacters: characters)))
      segments.insert(.literal("["), at: 0)
      segments.append(.literal("]"))
    }
    copy.template.segments = segments
    return copy
  }
}
