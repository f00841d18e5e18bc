import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout
@testable import AlertRendering

/// The text and HTML encoders hand a large drawing over in parts, never holding it whole,
/// and the parts are the drawing.
@Suite struct LayoutEncoderStreamingTests {
  /// The email example with `count` separators and a section of `count` paragraphs.
  static func largeDocument(_ count: Int) throws -> LayoutDocument {
    var document = try TestContent.renderer.render(
      json: try TestContent.example("email-alert.json"), locale: "en-US")
    guard case .section(var section) = document.body[3] else {
      throw CancellationError()
    }
    section.items = (0..<count).map { .init(text: "Paragraph \($0) & <more>") }
    document.body += Array(repeating: .separator, count: count) + [.section(section)]
    return document
  }

  @Test func thePartsAreTheDrawingEachAboutABlock() throws {
    let small = try TestContent.renderer.render(
      json: try TestContent.example("mixed-alert.json"), locale: "es-419")
    for document in [small, try Self.largeDocument(20_000)] {
      let encoders: [(String, ((String) -> Void) -> Void)] = [
        ("text", { LayoutTextEncoder(width: 60, color: true).encode(document, into: $0) }),
        ("html", { LayoutHTMLEncoder().encode(document, into: $0) }),
      ]
      let whole = [
        LayoutTextEncoder(width: 60, color: true).encode(document),
        LayoutHTMLEncoder().encode(document),
      ]
      for ((name, encode), expected) in zip(encoders, whole) {
        var parts: [String] = []
        encode { parts.append($0) }
        #expect(parts.joined() == expected, "\(name)")
        #expect(!parts.contains(""), "\(name)")
        // Each part is one block, give or take the line or element that filled it.
        #expect(parts.allSatisfy { $0.utf8.count < TextCanvas.blockSize + 4_096 }, "\(name)")
        #expect(parts.count >= expected.utf8.count / (TextCanvas.blockSize + 4_096), "\(name)")
      }
    }
  }

  /// The search that places the date in a 1.0 date line, against the obvious one.
  @Test func theDateIsFoundWhereTheObviousSearchFindsIt() {
    var generator = SplitMix64(seed: 0xDA7E)
    let alphabet: [String] = ["a", "b", "e", "\u{301}", "é", "👍", "🏽", " "]
    func random(_ length: Int) -> String {
      (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
        .joined()
    }
    func obvious(_ part: String, _ text: String) -> Range<String.Index>? {
      var start = text.startIndex
      while start < text.endIndex {
        if text[start...].hasPrefix(part) {
          return start..<text.index(start, offsetBy: part.count)
        }
        start = text.index(after: start)
      }
      return nil
    }
    var found = 0
    for _ in 0..<3_000 {
      let text = random(Int.random(in: 0...30, using: &generator))
      let part = random(Int.random(in: 1...3, using: &generator))
      let expected = obvious(part, text)
      #expect(LayoutHTMLEncoder.firstRange(of: part, in: text) == expected, "\(part) in \(text)")
      if expected != nil { found += 1 }
    }
    #expect(found > 300)
    // Linear: a long display that almost matches everywhere in a long line.
    let text = String(repeating: "a", count: 200_000)
    let display = String(repeating: "a", count: 20_000) + "b"
    #expect(LayoutHTMLEncoder.firstRange(of: display, in: text) == nil)
    #expect(LayoutHTMLEncoder.firstRange(of: display, in: text + "b") != nil)
  }
}
