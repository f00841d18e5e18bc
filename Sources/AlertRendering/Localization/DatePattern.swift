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

  /// Reads code points rather than characters, as CLDR does: a quote followed by a combining
  /// mark (nnh's `'lyɛ'̌ʼ`) is still a quote.
  private static func scan(_ pattern: String) -> (tokens: [Token], problems: Problems) {
    var tokens: [Token] = []
    var problems = Problems()
    var literal = String.UnicodeScalarView()
    var scalars = pattern.unicodeScalars[...]
    let quote: Unicode.Scalar = "'"
    func flush() {
      if !literal.isEmpty { tokens.append(.literal(String(literal))) }
      literal = String.UnicodeScalarView()
    }
    while let scalar = scalars.first {
      if scalar == quote {
        scalars = scalars.dropFirst()
        if scalars.first == quote {
          literal.append(quote)
          scalars = scalars.dropFirst()
          continue
        }
        // Quoted text runs to the next lone quote; '' inside it is an apostrophe ('o''clock').
        while true {
          let quoted = scalars.prefix { $0 != quote }
          literal.append(contentsOf: quoted)
          scalars = scalars.dropFirst(quoted.count)
          guard !scalars.isEmpty else {
            problems.hasUnclosedQuote = true
            break
          }
          scalars = scalars.dropFirst()
          guard scalars.first == quote else { break }
          literal.append(quote)
          scalars = scalars.dropFirst()
        }
        continue
      }
      guard scalar == "y" || scalar == "M" || scalar == "d" else {
        if scalar.isASCII, scalar.properties.isAlphabetic,
          !problems.unsupportedLetters.contains(Character(scalar))
        {
          problems.unsupportedLetters.append(Character(scalar))
        }
        literal.append(scalar)
        scalars = scalars.dropFirst()
        continue
      }
      let width = scalars.prefix { $0 == scalar }.count
      scalars = scalars.dropFirst(width)
      flush()
      switch scalar {
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
