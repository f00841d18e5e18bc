/// One CLDR plural condition, such as `v = 0 and i % 10 = 2..4 and i % 100 != 12..14`, read
/// from CLDR's own syntax (Unicode TR35, "Language Plural Rules") and evaluated for whole
/// numbers.
///
/// Counts are whole numbers, so of CLDR's operands only `n` and `i` (the number itself) vary;
/// `v`, `w`, `f`, `t`, `c` and `e` (visible fraction digits and the compact exponent) are 0.
struct PluralCondition: Sendable, Equatable {
  /// `operand [% modulus] (= | !=) ranges`.
  struct Relation: Sendable, Equatable {
    /// A CLDR operand letter: `n i v w f t c e`.
    var operand: Character
    var modulus: UInt64?
    var isNegated: Bool
    var ranges: [Bounds]

    /// `lowerBound...upperBound`, as a plain pair: an array of `ClosedRange<UInt64>` made the
    /// runtime look up `UInt64`'s `Comparable` conformance on first use, in every process that
    /// renders a plural.
    struct Bounds: Sendable, Equatable {
      var lowerBound: UInt64
      var upperBound: UInt64

      func contains(_ value: UInt64) -> Bool { lowerBound <= value && value <= upperBound }
    }

    /// Whether the operand is the number itself rather than one of its (zero) fraction parts.
    var readsNumber: Bool { operand == "n" || operand == "i" }

    func holds(forWholeNumber number: UInt64) -> Bool {
      var value = readsNumber ? number : 0
      if let modulus { value %= modulus }
      var inRanges = false
      for range in ranges where range.contains(value) {
        inRanges = true
        break
      }
      return inRanges != isNegated
    }
  }

  /// Alternatives joined by `or`, each a list of relations joined by `and`.
  var alternatives: [[Relation]]

  /// Reads `text`, or returns nil when it is not CLDR's plural condition syntax.
  init?(_ text: String) {
    var alternatives: [[Relation]] = []
    for alternative in Self.pieces(of: text[...], separatedBy: " or ") {
      var relations: [Relation] = []
      for relationText in Self.pieces(of: alternative, separatedBy: " and ") {
        guard let relation = Self.relation(relationText) else { return nil }
        relations.append(relation)
      }
      alternatives.append(relations)
    }
    self.alternatives = alternatives
  }

  /// Whether the condition holds for the whole number `number` (a count's absolute value).
  func holds(forWholeNumber number: UInt64) -> Bool {
    alternatives.contains { relations in
      relations.allSatisfy { $0.holds(forWholeNumber: number) }
    }
  }

  /// `text` cut at every `separator`, empty pieces kept, found on UTF-8: the standard library's
  /// `split` with a string separator builds a searcher whose generic types cost more on first
  /// use (in a one-alert run) than parsing a locale's rules.
  private static func pieces(of text: Substring, separatedBy separator: String) -> [Substring] {
    let utf8 = text.utf8
    let separator = Array(separator.utf8)
    var pieces: [Substring] = []
    var start = utf8.startIndex
    var index = start
    while index != utf8.endIndex {
      if utf8[index...].starts(with: separator) {
        pieces.append(text[start..<index])
        index = utf8.index(index, offsetBy: separator.count)
        start = index
      } else {
        utf8.formIndex(after: &index)
      }
    }
    pieces.append(text[start...])
    return pieces
  }

  /// `operand [% value] (= | !=) range,range…` with CLDR's spacing: `i % 100 != 12..14`.
  private static func relation(_ text: Substring) -> Relation? {
    let words = text.split(separator: " ")
    guard words.count == 3 || words.count == 5, words[0].count == 1,
      let operand = words[0].first, "nivwftce".contains(operand)
    else { return nil }
    var modulus: UInt64?
    if words.count == 5 {
      guard words[1] == "%", let value = UInt64(words[2]), value > 0 else { return nil }
      modulus = value
    }
    let comparison = words[words.count - 2]
    guard comparison == "=" || comparison == "!=" else { return nil }
    var ranges: [Relation.Bounds] = []
    for item in words[words.count - 1].split(separator: ",", omittingEmptySubsequences: false) {
      let bounds = pieces(of: item, separatedBy: "..")
      guard (1...2).contains(bounds.count), let low = UInt64(bounds[0]),
        let high = UInt64(bounds[bounds.count - 1]), low <= high
      else { return nil }
      ranges.append(Relation.Bounds(lowerBound: low, upperBound: high))
    }
    return Relation(
      operand: operand, modulus: modulus, isNegated: comparison == "!=", ranges: ranges)
  }
}
