/// Pseudo-localization (`en-XA`): accented, expanded text in brackets.
///
/// It lets client teams see truncation, clipping and hard-coded strings without waiting for
/// translators: every catalog text looks foreign yet stays readable, and placeholders are kept.
enum PseudoLocalization {
  /// Accents `text` and pads it by about 35 %, leaving it readable.
  static func transform(_ text: String) -> String {
    var result = ""
    var letters = 0
    for character in text {
      if let accented = accents[character] {
        result.append(accented)
      } else {
        result.append(character)
      }
      if character.isLetter { letters += 1 }
    }
    let padding = (letters * 35 + 99) / 100
    return result + String(repeating: "~", count: padding)
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
  func pseudoLocalized(as pseudo: LocaleID, untranslatable: Set<String>) -> LocaleTable {
    LocaleTable(
      locale: pseudo,
      strings: strings.mapValues { resolved in
        var string = resolved.string
        string.variants = string.variants.pseudoLocalized(bracketed: true)
        string.substitutions = string.substitutions.mapValues { substitution in
          var substitution = substitution
          substitution.variants = substitution.variants.mapValues { $0.pseudoLocalized(bracketed: false) }
          return substitution
        }
        return Resolved(string: string, locale: pseudo)
      }.merging(strings.filter { untranslatable.contains($0.key) }) { _, original in original })
  }
}

extension CatalogString.Variants {
  fileprivate func pseudoLocalized(bracketed: Bool) -> Self {
    switch self {
    case .single(let unit): return .single(unit.pseudoLocalized(bracketed: bracketed))
    case .plural(let units): return .plural(units.mapValues { $0.pseudoLocalized(bracketed: bracketed) })
    }
  }
}

extension CatalogUnit {
  /// Transforms only literal segments, so placeholders keep their meaning.
  fileprivate func pseudoLocalized(bracketed: Bool) -> CatalogUnit {
    var copy = self
    var segments = template.segments.map { segment -> FormatTemplate.Segment in
      if case .literal(let text) = segment { return .literal(PseudoLocalization.transform(text)) }
      return segment
    }
    if bracketed {
      segments.insert(.literal("["), at: 0)
      segments.append(.literal("]"))
    }
    copy.template.segments = segments
    return copy
  }
}
