import Testing

@testable import AlertLayout

/// `String(utf16Units:)` makes the string `String(decoding:as: UTF16.self)` makes, for any
/// sequence of code units: ASCII, two- and three-byte scalars, surrogate pairs, and lone or
/// reversed surrogates, which both replace with U+FFFD.
@Suite struct StringUTF16Tests {
  @Test(arguments: [
    "", "plain ASCII", "Infórmelo en RobodeIdentidad.gov", "שלום עולם", "日本語のテキスト",
    "emoji 😀 and 👩‍👩‍👧", "\u{0}\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}",
  ])
  func aStringsUnitsMakeTheString(text: String) {
    #expect(String(utf16Units: Array(text.utf16)) == text)
    #expect(String(utf16Units: Array(text.utf16)).utf8.elementsEqual(text.utf8))
  }

  @Test(
    arguments: [
      [0xD800], [0xDC00], [0xDC00, 0xD800], [0xD83D, 0x41], [0x41, 0xD83D],
      [0xD83D, 0xD83D, 0xDE00],
      [0xDE00, 0xDE00], [0xD83D, 0xDE00, 0xDE00],
    ] as [[UInt16]])
  func loneSurrogatesAreReplacedAsTheStandardLibraryDoes(units: [UInt16]) {
    #expect(
      String(utf16Units: units).unicodeScalars.elementsEqual(
        String(decoding: units, as: UTF16.self).unicodeScalars))
  }

  @Test func randomUnitsMakeWhatTheStandardLibraryMakes() {
    var generator = SystemRandomNumberGenerator()
    // Units drawn mostly from the ranges where encodings change length, surrogates included.
    let ranges: [ClosedRange<UInt16>] = [
      0...0x7F, 0x80...0x7FF, 0x800...0xD7FF, 0xD800...0xDBFF, 0xDC00...0xDFFF, 0xE000...0xFFFF,
    ]
    for _ in 0..<2_000 {
      let units = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
        UInt16.random(in: ranges.randomElement(using: &generator)!, using: &generator)
      }
      let expected = String(decoding: units, as: UTF16.self)
      #expect(
        String(utf16Units: units).unicodeScalars.elementsEqual(expected.unicodeScalars),
        "\(units)")
    }
  }
}
