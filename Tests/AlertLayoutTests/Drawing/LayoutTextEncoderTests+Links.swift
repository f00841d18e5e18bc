import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout
@testable import AlertRendering

/// Links in the text preview (D.3): the URL in brackets after the words, or an OSC 8
/// hyperlink opened again on every line; underlined in the link colour only in colour.
@Suite struct LayoutTextEncoderLinkTests {
  private static let open = "\u{1B}]8;;https://www.robodeidentidad.gov/\u{1B}\\"
  private static let close = "\u{1B}]8;;\u{1B}\\"

  private func document() throws -> LayoutDocument {
    try TestContent.renderer.render(
      json: try TestContent.example("ssn-alert.json"), locale: "es-419")
  }

  @Test func withoutHyperlinksTheURLFollowsInBracketsAndWraps() throws {
    let text = LayoutTextEncoder(width: 50).encode(try document())
    #expect(!text.contains("\u{1B}"))
    #expect(
      text.contains(
        "infórmelo en\n      RobodeIdentidad.gov\n      [https://www.robodeidentidad.gov/] para"))
    for line in text.split(separator: "\n") { #expect(line.count <= 50) }
  }

  @Test func hyperlinksAreOSC8AroundTheWordsOnly() throws {
    let text = LayoutTextEncoder(width: 80, hyperlinks: true).encode(try document())
    #expect(text.contains("infórmelo en \(Self.open)RobodeIdentidad.gov\(Self.close) para"))
    #expect(!text.contains("[https://"))
    // The escapes take no columns: without them the preview is that of the same document
    // without links.
    var unlinked = try document()
    unlinked.actions = unlinked.actions.filter { !$0.key.hasPrefix("link-") }
    let withoutEscapes = text.replacingOccurrences(
      of: "\u{1B}]8;;[^\u{1B}]*\u{1B}\\\\", with: "", options: .regularExpression)
    #expect(withoutEscapes == LayoutTextEncoder(width: 80).encode(unlinked))
  }

  /// A link that wraps is opened again on each of its lines, and each line's part is closed.
  @Test func aWrappedLinkIsReopenedOnEveryLine() {
    var canvas = TextCanvas(width: 14, color: false, colors: Theme.light.colors)
    canvas.paragraph(
      "see Robo de Identidad now", style: .init(foreground: \.body),
      links: [.init(start: 4, length: 17, hyperlink: "https://x.example/")])
    let open = "\u{1B}]8;;https://x.example/\u{1B}\\"
    #expect(
      canvas.text
        == "see \(open)Robo de\(Self.close)\n\(open)Identidad\(Self.close) now\n")
  }

  /// In colour, link words are underlined in the link colour; without, no escape at all.
  @Test func colourUnderlinesTheWords() throws {
    let text = LayoutTextEncoder(width: 200, color: true).encode(try document())
    let link = Theme.light.colors.link
    #expect(
      text.contains(
        "\u{1B}[4;38;2;\(link.red);\(link.green);\(link.blue)mRobodeIdentidad.gov\u{1B}[0m"))
    #expect(text.contains("RobodeIdentidad.gov\u{1B}[0m\u{1B}[38;2;"))
  }

  /// A URL that could end the escape or start another is never written into one.
  @Test func anUnsafeURLIsNoHyperlink() {
    #expect(!TextCanvas.isHyperlinkSafe("https://x.example/\u{1B}]8;;evil"))
    #expect(!TextCanvas.isHyperlinkSafe("https://x.example/\u{07}"))
    #expect(!TextCanvas.isHyperlinkSafe("https://x.example/ a"))
    #expect(TextCanvas.isHyperlinkSafe("https://www.irs.gov/ippin"))
    var canvas = TextCanvas(width: 40, color: false, colors: Theme.light.colors)
    canvas.paragraph(
      "go here", style: .init(foreground: \.body),
      links: [.init(start: 3, length: 4, hyperlink: "https://x/\u{1B}\\evil")])
    #expect(canvas.text == "go here\n")
  }

  /// A link that cannot run, as in the page, is plain words.
  @Test func aLinkWithoutItsActionIsPlainWords() throws {
    var document = try document()
    document.actions["link-ftc-identity-theft"] = nil
    let text = LayoutTextEncoder(width: 200).encode(document)
    #expect(text.contains("infórmelo en RobodeIdentidad.gov para"))
    #expect(text.contains("AnnualCreditReport.com. [https://www.annualcreditreport.com/]"))
  }

  /// The URL goes after the word the link ends in, never inside it: its punctuation, a second
  /// link in it and the direction controls of a mirrored pseudo-locale stay with the word.
  @Test func theBracketsFollowTheWholeWord() throws {
    var document = try document()
    document.actions["link-b"] = .init(
      kind: .openURL, url: "https://b.example/", analytics: .init(event: "e", alertId: "1"))
    let linked = LayoutTextEncoder(hyperlinks: true).linked(
      "see A/B, then C",
      .init(links: [
        .init(start: 4, length: 1, url: "https://a.example/", action: "link-b"),
        .init(start: 6, length: 1, url: "alert-app://help", action: "link-b"),
        .init(start: 14, length: 1, url: "https://c.example/", action: "link-b"),
      ]), in: document)
    #expect(linked.text == "see A/B, [alert-app://help] then C")
    #expect(linked.links.map(\.start) == [4, 6, 33])
    #expect(linked.links.map(\.hyperlink) == ["https://a.example/", nil, "https://c.example/"])
    let mirrored = try TestContent.renderer.render(
      json: try TestContent.example("homephone-alert.json"), locale: "ar-XB")
    let text = LayoutTextEncoder(width: 200, hyperlinks: true).encode(mirrored)
    #expect(text.contains(".vog.llaCtoNoD") && text.contains("[https://www.donotcall.gov/]"))
    #expect(!text.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{1B}" })
  }
}
