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
}
