/// Pseudo-localization (`en-XA`): accented, expanded text in brackets.
///
/// It lets client teams see truncation, clipping and hard-coded strings without waiting for
/// translators: every catalog text looks foreign yet stays readable, and placeholders are kept.
enum PseudoLocalization {
  /// Accents every letter of `text`, leaving it readable.
  static func accent(_ text: String) -> String {
    String(text.map { accents[$0] ?? $0 })
  }

  /// Padding that lengthens text with `letters` letters by about 35 %, as translations do.
  static func padding(forLetters letters: Int) -> String {
    String(repeating: "~", count: (letters * 35 + 99) / 100)
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
  /// This table with every text pseudo-localized, brackets around whole strings; keys in
  /// `untranslatable` (date patterns, brand names) stay as they are.
  func pseudoLocalized(untranslatable: Set<String>) -> LocaleTable {
    let pseudo = LocaleID.pseudo
    var result: [String: Resolved] = [:]
    for (key, resolved) in strings {
      var string = resolved.string
      if !untranslatable.contains(key) {
        string.variants = string.variants.pseudoLocalized(bracketed: true)
        string.substitutions = string.substitutions.mapValues { substitution in
          var substitution = substitution
          substitution.variants = substitution.variants.mapValues {
            $0.pseudoLocalized(bracketed: false)
          }
          return substitution
        }
      }
      result[key] = Resolved(string: string, locale: pseudo)
    }
    return LocaleTable(locale: pseudo, strings: result)
  }
}

extension CatalogString.Variants {
  fileprivate func pseudoLocalized(bracketed: Bool) -> Self {
    switch self {
    case .single(let unit): return .single(unit.pseudoLocalized(bracketed: bracketed))
    case .plural(let units):
      return .plural(units.mapValues { $0.pseudoLocalized(bracketed: bracketed) })
    }
  }
}

extension CatalogUnit {
  /// Transforms only literal segments, so placeholders keep their meaning; the padding goes
  /// at the end, where a truncated layout would cut it first.
  fileprivate func pseudoLocalized(bracketed: Bool) -> CatalogUnit {
    var copy = self
    var letters = 0
    var segments = template.segments.map { segment -> FormatTemplate.Segment in
      guard case .literal(let text) = segment else { return segment }
      letters += text.filter(\.isLetter).count
      return .literal(PseudoLocalization.accent(text))
    }
    segments.append(.literal(PseudoLocalization.padding(forLetters: letters)))
    if bracketed {
      segments.insert(.literal("["), at: 0)
      segments.append(.literal("]"))
    }
    copy.template.segments = segments
    return copy
  }
}
