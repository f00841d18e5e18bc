import Testing

@testable import AlertRendering

@Suite struct DatePatternTests {
  private func format(_ pattern: String) throws -> String {
    let date = try #require(LeakDate(year: 2016, month: 9, day: 6))
    return DatePattern(pattern).format(date) { _ in "septiembre" }
  }

  @Test func quotedTextIsLiteralAndDoubledQuotesAreApostrophes() throws {
    #expect(try format("d 'de' MMMM 'de' yyyy") == "6 de septiembre de 2016")
    #expect(try format("'o''clock' d") == "o'clock 6")
    #expect(try format("dd''MM") == "06'09")
  }

  @Test func lintFindsWhatTheFormatterPrintsAsText() {
    #expect(DatePattern.problems(in: "d 'de' MMMM 'de' yyyy") == .init())
    #expect(DatePattern.problems(in: "'o''clock' d") == .init())
    #expect(
      DatePattern.problems(in: "EEEE dd/mm/yyyy")
        == .init(unsupportedLetters: ["E", "m"], hasUnclosedQuote: false))
    #expect(DatePattern.problems(in: "d 'de MMMM").hasUnclosedQuote)
    #expect(DatePattern.problems(in: "d MMMM '").hasUnclosedQuote)
  }

  /// The text is written straight into its string, and gives what appending its pieces gave,
  /// for fields of every width, quotes, non-ASCII literals and names, and every kind of year;
  /// the month's name is asked for once per field that shows it.
  @Test func formatsAsAppendingItsPiecesDoes() throws {
    let patterns = [
      "", "y", "yy", "yyy", "yyyy", "yyyyy", "M", "MM", "MMM", "MMMM", "d", "dd", "ddddd",
      "d 'de' MMMM 'de' yyyy", "MMM d, y", "'o''clock' d", "'unclosed d", "d MMMM MMM y",
      "ÿ 'é' d.M.yy", "yyyyyyyyyyyyyyyyyyyyyyyy", "dd/MM/yyyy 'às' 日",
    ]
    let dates = try [(2016, 9, 6), (1, 1, 1), (9999, 12, 31), (1999, 2, 28), (2000, 10, 10)].map {
      try #require(LeakDate(year: $0.0, month: $0.1, day: $0.2))
    }
    let names = [
      "enero", "März", "мая", "七月", "Ιουλίου", "septiembre", "", "a", "Oktober",
      "listopadu", "novembre", "décembre",
    ]
    for pattern in patterns {
      let parsed = DatePattern(pattern)
      for date in dates {
        var asked = 0
        let formatted = parsed.format(date) { month in
          asked += 1
          return names[month - 1]
        }
        var appended = ""
        var shown = 0
        for token in parsed.tokens {
          switch token {
          case .literal(let text): appended += text
          case .year(let width):
            appended += LeakDate.pad(width == 2 ? date.year % 100 : date.year, width)
          case .month(let width) where width >= 3:
            appended += names[date.month - 1]
            shown += 1
          case .month(let width): appended += LeakDate.pad(date.month, width)
          case .day(let width): appended += LeakDate.pad(date.day, width)
          }
        }
        #expect(formatted == appended, "\(pattern) \(date)")
        #expect(asked == shown, "\(pattern)")
      }
    }
  }
}
