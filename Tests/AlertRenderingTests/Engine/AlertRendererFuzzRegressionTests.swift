import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout
@testable import AlertRendering

/// Inputs the fuzzer (Scripts/fuzz) found, each kept as a test of the invariant it broke.
@Suite struct AlertRendererFuzzRegressionTests {
  /// An email alert whose leaked value is `value`, as JSON.
  private func alert(email value: String) -> [UInt8] {
    Array(
      (#"{"id": "10", "type": 1, "events": [{"data": {"email": "#
        + JSONText.quoted(value) + #", "match": "IDEMAILADDR", "Source": "x\ry"}}]}"#).utf8)
  }

  static let hostileValues = [
    "\rdtojan.com",  // the fuzzer's find: a carriage return returned the cursor mid-preview
    "a\u{1B}[2Jb@example.com",  // clear screen
    "a\u{1B}]0;owned\u{07}@example.com",  // retitle the terminal window
    "a\u{9B}31mb@example.com",  // C1 control sequence introducer
    "a\r\nb\tc\u{0}d\u{7F}@example.com",
    "a\u{85}b\u{2028}c\u{2029}d@example.com",
  ]

  @Test(arguments: hostileValues)
  func textPreviewHoldsNoControlCharacterFromTheData(_ value: String) throws {
    let document = try TestContent.renderer.render(json: alert(email: value), locale: "en-US")
    for width in [1, 41, 80] {
      let encoder = LayoutTextEncoder(width: width, color: false)
      let text = encoder.encode(document)
      let controls = text.unicodeScalars.filter {
        $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value))
      }
      #expect(controls.isEmpty, "width \(width): \(controls.map { String($0.value, radix: 16) })")
      for line in text.split(separator: "\n") {
        #expect(line.count <= encoder.width, "width \(width): \(line)")
      }
    }
    let colored = LayoutTextEncoder(width: 80, color: true).encode(document)
    #expect(!colored.unicodeScalars.contains { $0 == "\u{07}" || $0 == "\u{9B}" || $0 == "\r" })
    // Every escape is the encoder's own colour code, never one from the data.
    let escapes = colored.components(separatedBy: "\u{1B}").dropFirst()
    #expect(escapes.allSatisfy { $0.hasPrefix("[") && $0.contains("m") })
  }

  @Test func textPreviewKeepsTheVisibleCharactersOfAHostileValue() throws {
    let document = try TestContent.renderer.render(
      json: alert(email: "a\u{1B}[2Jb\tc@example.com"), locale: "en-US")
    let text = LayoutTextEncoder(width: 80, color: false).encode(document)
    #expect(text.contains("a<U+001B>[2Jb c@example.com"))
  }

  @Test func lineBreaksOfEveryKindStartANewLine() {
    #expect(TextCanvas.wrap("a\r\nb\rc\u{2028}d\ne", width: 80) == ["a", "b", "c", "d", "e"])
  }

  @Test func theDocumentItselfKeepsTheValueExactly() throws {
    let value = "a\u{1B}[2Jb\tc@example.com"
    let document = try TestContent.renderer.render(json: alert(email: value), locale: "en-US")
    let details = document.body.compactMap { block -> [LayoutDocument.Detail]? in
      if case .details(let details) = block { return details.items }
      return nil
    }
    // Only the terminal preview neutralises controls; JSON escapes them and keeps the data.
    #expect(details.first?.first?.value == value)
  }
}
