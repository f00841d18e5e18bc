/// A date pattern from a catalog, such as `MM-dd-yyyy` or `d 'de' MMMM 'de' yyyy`.
///
/// Patterns are catalog data so translators own date order; formatting them by hand costs
/// nanoseconds where a `DateFormatter` per call costs tens of microseconds.
struct DatePattern: Sendable, Equatable {
  enum Token: Sendable, Equatable {
    case literal(String)
    case year(width: Int)
    case month(width: Int)
    case day(width: Int)
  }

  var tokens: [Token]

  /// Splits `pattern` into fields (`y`, `M`, `d` runs) and literals (quoted with `'`).
  init(_ pattern: String) {
    tokens = Self.scan(pattern).tokens
  }

  /// What lint reports in a pattern: letters this formatter prints as text although CLDR
  /// reserves every ASCII letter for a field (`m` minutes, `E` weekday), and a quote left open.
  struct Problems: Sendable, Equatable {
    /// Each unsupported letter once, in order of appearance.
    var unsupportedLetters: [Character] = []
    var hasUnclosedQuote = false
  }

  /// The problems of `pattern`, found by the same scan that formats it.
  static func problems(in pattern: String) -> Problems {
    scan(pattern).problems
  }

  private static func scan(_ pattern: String) -> (tokens: [Token], problems: Problems) {
    var tokens: [Token] = []
    var problems = Problems()
    var literal = ""
    var characters = pattern[...]
    func flush() {
      if !literal.isEmpty { tokens.append(.literal(literal)) }
      literal = ""
    }
    while let character = characters.first {
      if character == "'" {
        characters = characters.dropFirst()
        if characters.first == "'" {
          literal.append("'")
          characters = characters.dropFirst()
          continue
        }
        // Quoted text runs to the next lone quote; '' inside it is an apostrophe ('o''clock').
        while true {
          let quoted = characters.prefix { $0 != "'" }
          literal += quoted
          characters = characters.dropFirst(quoted.count)
          guard !characters.isEmpty else {
            problems.hasUnclosedQuote = true
            break
          }
          characters = characters.dropFirst()
          guard characters.first == "'" else { break }
          literal.append("'")
          characters = characters.dropFirst()
        }
        continue
      }
      guard "yMd".contains(character) else {
        if character.isASCII, character.isLetter,
          !problems.unsupportedLetters.contains(character)
        {
          problems.unsupportedLetters.append(character)
        }
        literal.append(character)
        characters = characters.dropFirst()
        continue
      }
      let width = characters.prefix { $0 == character }.count
      characters = characters.dropFirst(width)
      flush()
      switch character {
      case "y": tokens.append(.year(width: width))
      case "M": tokens.append(.month(width: width))
      default: tokens.append(.day(width: width))
      }
    }
    flush()
    return (tokens, problems)
  }

  /// Formats `date`; `monthName` supplies names for `MMMM` (and abbreviations for `MMM`).
  func format(_ date: LeakDate, monthName: (Int) -> String) -> String {
    var result = ""
    for token in tokens {
      switch token {
      case .literal(let text): result += text
      case .year(let width):
        result += width == 2 ? LeakDate.pad(date.year % 100, 2) : LeakDate.pad(date.year, width)
      case .month(let width):
        result += width >= 3 ? monthName(date.month) : LeakDate.pad(date.month, width)
      case .day(let width): result += LeakDate.pad(date.day, width)
      }
    }
    return result
  }
}
