import Testing

@testable import AlertRendering

/// Blank text: nothing but white space, told from its first byte when that is ASCII and not
/// white space, and otherwise character by character.
@Suite struct StringWhitespaceTests {
  @Test func blankIsWhatCharacterByCharacterSays() {
    let starts =
      (0..<128).map { String(UnicodeScalar(UInt8($0))) } + [
        "", "\u{85}", "\u{A0}", "\u{2003}", "\u{3000}", "\r\n", "é", "\u{301}",
      ]
    let tails = ["", " ", "\u{301}", "x", "\u{A0}", "\r\n", " \u{2028}"]
    for start in starts {
      for tail in tails {
        let text = start + tail
        #expect(text.isBlank == text.allSatisfy(\.isWhitespace), "\(text.debugDescription)")
      }
    }
    #expect(" \t\r\n".isBlank)
    #expect("".isBlank)
    #expect(!"a".isBlank)
  }
}
