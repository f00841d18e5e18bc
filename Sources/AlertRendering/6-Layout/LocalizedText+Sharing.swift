import AlertLayout

extension LocalizedText {
  /// Whether `self` and `other` have the same keys and fallbacks, code point for code point,
  /// and the same arguments; verbatim values and dates, never shared, are never the same.
  func isExactly(_ other: LocalizedText) -> Bool {
    guard key.isExactly(other.key), arguments.count == other.arguments.count else {
      return false
    }
    switch (fallback, other.fallback) {
    case (nil, nil): break
    case (let fallback?, let otherFallback?):
      guard fallback.isExactly(otherFallback) else { return false }
    default: return false
    }
    return zip(arguments, other.arguments).allSatisfy { pair in
      switch pair {
      case (.count(let count), .count(let otherCount)): count == otherCount
      case (.text(let text), .text(let otherText)): text.isExactly(otherText)
      case (.list(let texts), .list(let otherTexts)):
        texts.count == otherTexts.count && zip(texts, otherTexts).allSatisfy { $0.isExactly($1) }
      default: false
      }
    }
  }

  /// A hash of the keys and counts of the text, for `SharedTexts.Key`.
  var exactHash: UInt64 {
    var hash = ExactKeyTable<Never>.hash(key)
    for argument in arguments {
      let part: UInt64 =
        switch argument {
        case .count(let count): UInt64(bitPattern: Int64(count))
        case .text(let text): text.exactHash
        case .list(let texts): texts.reduce(UInt64(texts.count)) { ($0 &* 31) ^ $1.exactHash }
        case .verbatim, .date: 0
        }
      hash = (hash ^ part) &* 0x9E37_79B9_7F4A_7C15
    }
    return hash
  }

  /// Whether the text is made of catalog words and counts alone, with no fallback (the
  /// alert's own words, such as a data field's name) and no verbatim value or date among its
  /// arguments, so that its documents share it (`SharedTexts`).
  var isShared: Bool {
    fallback == nil
      && arguments.allSatisfy { argument in
        switch argument {
        case .count: true
        case .text(let text): text.isShared
        case .list(let texts): texts.allSatisfy(\.isShared)
        case .verbatim, .date: false
        }
      }
  }
}
