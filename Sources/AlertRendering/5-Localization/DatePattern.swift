/// A date pattern from a catalog, such as `MM-dd-yyyy` or `d 'de' MMMM 'de' yyyy`.
///
/// Patterns are catalog data so translators own date order; formatting them by hand costs
/// nanoseconds where a `DateFormatter` per call costs tens of microseconds.
package struct DatePattern: Sendable, Equatable {
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
  package struct Problems: Sendable, Equatable {
    /// Each unsupported letter once, in order of appearance.
    package var unsupportedLetters: [Character] = []
    package var hasUnclosedQuote = false
  }

  /// The problems of `pattern`, found by the same scan that formats it.
  package static func problems(in pattern: String) -> Problems {
    scan(pattern).problems
  }

  /// Reads bytes rather than characters, as CLDR reads code points: a quote followed by a
  /// combining mark (nnh's `'lyɛ'̌ʼ`) is still a quote. Every byte that matters is ASCII, which
  /// no other UTF-8 sequence holds, and literal text is copied in runs.
  private static func scan(_ pattern: String) -> (tokens: [Token], problems: Problems) {
    var tokens: [Token] = []
    var problems = Problems()
    var literal = ""
    let bytes = pattern.utf8
    let quote = UInt8(ascii: "'")
    var index = bytes.startIndex
    func flush() {
      if !literal.isEmpty { tokens.append(.literal(literal)) }
      literal = ""
    }
    /// Appends the text from `start` up to `end` to the literal.
    func copy(_ start: String.Index, _ end: String.Index) {
      // `append(contentsOf:)` of a Substring, not `+=`, whose generic version looked up the
      // Substring's element type by name at run time: more than scanning both patterns.
      if start < end { literal.append(contentsOf: Substring(bytes[start..<end])) }
    }
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == quote {
        index = bytes.index(after: index)
        if index < bytes.endIndex, bytes[index] == quote {
          literal.append("'")
          index = bytes.index(after: index)
          continue
        }
        // Quoted text runs to the next lone quote; '' inside it is an apostrophe ('o''clock').
        while true {
          let end = bytes[index...].firstIndex(of: quote) ?? bytes.endIndex
          copy(index, end)
          index = end
          guard index < bytes.endIndex else {
            problems.hasUnclosedQuote = true
            break
          }
          index = bytes.index(after: index)
          guard index < bytes.endIndex, bytes[index] == quote else { break }
          literal.append("'")
          index = bytes.index(after: index)
        }
        continue
      }
      guard byte == UInt8(ascii: "y") || byte == UInt8(ascii: "M") || byte == UInt8(ascii: "d")
      else {
        // A run of bytes other than quotes and fields, copied whole.
        let end =
          bytes[index...].firstIndex {
            $0 == quote || $0 == UInt8(ascii: "y") || $0 == UInt8(ascii: "M")
              || $0 == UInt8(ascii: "d")
          } ?? bytes.endIndex
        for letter in bytes[index..<end] where letter < 0x80 {
          let character = Character(Unicode.Scalar(letter))
          if character.isLetter, !problems.unsupportedLetters.contains(character) {
            problems.unsupportedLetters.append(character)
          }
        }
        copy(index, end)
        index = end
        continue
      }
      let width = bytes[index...].prefix { $0 == byte }.count
      index = bytes.index(index, offsetBy: width)
      flush()
      switch byte {
      case UInt8(ascii: "y"): tokens.append(.year(width: width))
      case UInt8(ascii: "M"): tokens.append(.month(width: width))
      default: tokens.append(.day(width: width))
      }
    }
    flush()
    return (tokens, problems)
  }

  /// Whether formatting asks for month names (`MMM`, `MMMM`).
  var showsMonthNames: Bool {
    tokens.contains { if case .month(let width) = $0 { width >= 3 } else { false } }
  }

  /// Formats `date`; `monthName` supplies names for `MMMM` (and abbreviations for `MMM`), asked
  /// once for each such field, in order.
  func format(_ date: LeakDate, monthName: (Int) -> String) -> String {
    // The text is written once into its string's own storage: first its length is bounded,
    // the month's name asked for as it comes.
    var name = ""
    var names = 0
    var capacity = 0
    for token in tokens {
      switch token {
      case .literal(let text): capacity += text.utf8.count
      case .month(let width) where width >= 3:
        // The same name each time: it is written wherever a name goes.
        name = monthName(date.month)
        names += 1
      case .year(let width): capacity += Self.room(width == 2 ? date.year % 100 : date.year, width)
      case .month(let width): capacity += Self.room(date.month, width)
      case .day(let width): capacity += Self.room(date.day, width)
      }
    }
    capacity += names * name.utf8.count
    return String(unsafeUninitializedCapacity: capacity) { result in
      var count = 0
      for token in tokens {
        switch token {
        case .literal(let text): count = Self.write(text, into: result, at: count)
        case .year(let width):
          let year = width == 2 ? date.year % 100 : date.year
          count = LeakDate.pad(year, width, into: result, at: count)
        case .month(let width) where width >= 3: count = Self.write(name, into: result, at: count)
        case .month(let width): count = LeakDate.pad(date.month, width, into: result, at: count)
        case .day(let width): count = LeakDate.pad(date.day, width, into: result, at: count)
        }
      }
      return count
    }
  }

  /// Room for `LeakDate.pad(value, width)`: exact enough that a short date stays a small
  /// string, which needs no allocation.
  private static func room(_ value: Int, _ width: Int) -> Int {
    (0..<10_000).contains(value) ? max(width, 4) : max(width, 20)
  }

  /// Writes the UTF-8 of `text` into `result` from `count` on; returns the count after it.
  private static func write(
    _ text: String, into result: UnsafeMutableBufferPointer<UInt8>, at count: Int
  ) -> Int {
    var text = text
    return text.withUTF8 { bytes in
      for (offset, byte) in bytes.enumerated() { result[count + offset] = byte }
      return count + bytes.count
    }
  }
}
