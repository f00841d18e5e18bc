import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout
@testable import AlertRendering

/// The text preview shows invisible and bidi characters escaped, measures width in terminal
/// columns and honours narrow widths.
@Suite struct TextCanvasTests {
  @Test func bidiZeroWidthAndTagCharactersAreShownEscaped() {
    #expect(TextCanvas.printable("\u{202E}gnp.exe\u{202C}") == "<U+202E>gnp.exe<U+202C>")
    let hidden: [Unicode.Scalar] = [
      "\u{202A}", "\u{202B}", "\u{202D}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
      "\u{200E}", "\u{200F}", "\u{061C}", "\u{200B}", "\u{200C}", "\u{2060}", "\u{FEFF}",
      "\u{E0001}", "\u{E0041}", "\u{E007F}", "\u{00AD}", "\u{3164}", "\u{1B}", "\u{9B}",
    ]
    for scalar in hidden {
      let hex = String(scalar.value, radix: 16, uppercase: true)
      let escaped = "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
      let shown = TextCanvas.printable("a" + String(Character(scalar)) + "b")
      #expect(shown == "a" + escaped + "b", "U+\(hex)")
      #expect(!shown.unicodeScalars.contains(scalar), "U+\(hex)")
    }
    // A joiner outside an emoji sequence is shown too.
    #expect(TextCanvas.printable("a\u{200D}b") == "a<U+200D>b")
  }

  @Test func emojiKeepTheirJoinersVariationSelectorsAndFlagTags() {
    for emoji in [
      "👨‍👩‍👧", "🏳️‍🌈", "❤️", "👍🏽", "🇯🇵", "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
      "e\u{301}",
    ] {
      #expect(TextCanvas.printable(emoji) == emoji, "\(emoji.unicodeScalars.map(\.value))")
    }
    #expect(TextCanvas.printable("tab\there") == "tab here")
    #expect(TextCanvas.printable("a\r\nb\u{2028}c") == "a\r\nb\u{2028}c")
  }

  @Test func widthIsCountedInTerminalColumns() {
    #expect(TextCanvas.displayWidth("abc") == 3)
    #expect(TextCanvas.displayWidth("日本語") == 6)
    #expect(TextCanvas.displayWidth("ｆｕｌｌ") == 8)
    #expect(TextCanvas.displayWidth("한국") == 4)
    #expect(TextCanvas.displayWidth("e\u{301}") == 1)
    #expect(TextCanvas.displayWidth("👨‍👩‍👧") == 2)
    #expect(TextCanvas.displayWidth("👍🏽") == 2)
    #expect(TextCanvas.displayWidth("❤️") == 2)
    #expect(TextCanvas.displayWidth("🇯🇵") == 2)
    #expect(TextCanvas.displayWidth("€ü") == 2)
  }

  @Test func wideTextWrapsByColumns() {
    let text = String(repeating: "漢字", count: 100)
    let lines = TextCanvas.wrap(text, width: 80)
    #expect(lines.map(TextCanvas.displayWidth) == [80, 80, 80, 80, 80])
    let emoji = Array(repeating: "👩‍👩‍👦‍👦", count: 50).joined(separator: " ")
    for line in TextCanvas.wrap(emoji, width: 20) {
      #expect(TextCanvas.displayWidth(line) <= 20, "\(line)")
    }
    // A wide character never lands half on a line: at width 3, one per line.
    #expect(TextCanvas.wrap("日本語", width: 3) == ["日", "本", "語"])
  }

  @Test(arguments: [8, 12, 20, 23])
  func narrowWidthsAreHonoured(width: Int) throws {
    let document = try TestContent.renderer.render(
      json: try TestContent.example("mixed-alert.json"), locale: "es-419")
    for color in [false, true] {
      let encoder = LayoutTextEncoder(width: width, color: color)
      #expect(encoder.width == width)
      let text = encoder.encode(document)
      for line in text.split(separator: "\n") {
        let visible = color ? Self.strippingEscapes(String(line)) : String(line)
        #expect(TextCanvas.displayWidth(visible) <= width, "\(width): \(visible)")
      }
    }
  }

  /// Generated documents holding wide characters, emoji sequences, combining marks, bidi and
  /// invisible characters and long words: at every width, no line is wider than asked, no
  /// invisible character reaches the output, and every visible character of the values does.
  @Test func noLineExceedsTheWidthForGeneratedInputs() throws {
    var random = SplitMix64(seed: 0x7E47_CA17)
    let pieces = [
      "漢字", "かな", "한국어", "ｆｕｌｌ", "👨‍👩‍👧", "👍🏽", "🇯🇵", "❤️", "🏳️‍🌈", "e\u{301}", "a\u{20DD}",
      "\u{202E}", "\u{2067}", "\u{200B}", "\u{E0041}", "\u{FEFF}", "\u{1B}[2J", "\t", "word",
      "averyveryverylongwordwithoutanyspaceatall", " ", " ", "مرحبا", "שלום", "—", "…",
    ]
    var checked = 0
    for _ in 0..<60 {
      let value = (0..<Int.random(in: 1...30, using: &random)).map { _ in
        pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }.joined()
      let origin = (0..<Int.random(in: 1...12, using: &random)).map { _ in
        pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }.joined(separator: " ")
      let json = try JSONSerialization.data(withJSONObject: [
        "id": "w:1", "type": 1,
        "events": [
          [
            "date": "2016-09-12",
            "data": ["match": "IDEMAILADDR", "email": value, "Source": origin],
          ]
        ],
      ])
      let document = try TestContent.renderer.render(json: json, locale: "en-US")
      let width = Int.random(in: LayoutTextEncoder.minimumWidth...120, using: &random)
      let text = LayoutTextEncoder(width: width).encode(document)
      for line in text.split(separator: "\n") {
        #expect(TextCanvas.displayWidth(line) <= width, "\(width): \(line)")
        #expect(
          !line.unicodeScalars.contains {
            $0.properties.isBidiControl || $0 == "\u{200B}" || $0 == "\u{FEFF}" || $0 == "\u{1B}"
          }, "\(line.unicodeScalars.map(\.value))")
        checked += 1
      }
      let shown = Set(text.unicodeScalars)
      for scalar in value.unicodeScalars where scalar.properties.isAlphabetic {
        #expect(shown.contains(scalar), "U+\(scalar.value) lost at width \(width)")
      }
    }
    #expect(checked > 1_000)
  }

  private static func strippingEscapes(_ line: String) -> String {
    var result = ""
    var inEscape = false
    for scalar in line.unicodeScalars {
      if scalar == "\u{1B}" {
        inEscape = true
      } else if inEscape {
        if scalar == "m" { inEscape = false }
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
