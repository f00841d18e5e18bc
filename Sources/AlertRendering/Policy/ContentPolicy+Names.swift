extension ContentPolicy {
  /// A protected name found in a text.
  package struct NameMention: Sendable, Equatable {
    /// The `names` id, such as `social-security`.
    package var id: String
    /// Where, in UTF-16 code units of the text.
    package var range: Range<Int>
  }

  /// The protected names `text` shows in the form its language uses: for each `names` entry,
  /// the variant a text in `chain` gets from its own chain or as the default (never the source
  /// language's, so that `Social Security` is not expected of a French text). Names are found
  /// case-sensitively, as canonically equivalent text, with no letter or digit either side,
  /// longest first and never overlapping (`Identity Protection PIN` is the IRS programme, not
  /// the brand `Identity Protection`).
  package func names(in text: String, chain: LocaleChain) -> [NameMention] {
    var candidates: [(id: String, name: String)] = []
    for id in Self.ids(names) {
      guard let (variant, step) = names[id]?.variant(for: chain) else { continue }
      if case .source = step { continue }
      candidates.append((id, variant.value))
    }
    candidates.sort { $0.name.count > $1.name.count }
    var found: [(id: String, range: Range<String.Index>)] = []
    for candidate in candidates where !candidate.name.isEmpty {
      for range in text.ranges(of: candidate.name)
      where Self.isWord(range, in: text) && !found.contains(where: { $0.range.overlaps(range) }) {
        found.append((candidate.id, range))
      }
    }
    return found.sorted { $0.range.lowerBound < $1.range.lowerBound }.map {
      let start = text.utf16.distance(from: text.startIndex, to: $0.range.lowerBound)
      let length = text.utf16.distance(from: $0.range.lowerBound, to: $0.range.upperBound)
      return NameMention(id: $0.id, range: start..<start + length)
    }
  }

  /// Whether no letter or digit touches `range` of `text`.
  private static func isWord(_ range: Range<String.Index>, in text: String) -> Bool {
    func isWordCharacter(_ character: Character?) -> Bool {
      guard let character else { return false }
      return character.isLetter || character.isNumber
    }
    let before =
      range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : nil
    let after = range.upperBound < text.endIndex ? text[range.upperBound] : nil
    return !isWordCharacter(before) && !isWordCharacter(after)
  }
}
