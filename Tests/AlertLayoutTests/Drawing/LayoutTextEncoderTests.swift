import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout
@testable import AlertRendering

@Suite struct LayoutTextEncoderTests {
  private func document(locale: String, theme: Theme = .light) throws -> LayoutDocument {
    try TestContent.renderer.render(
      json: try TestContent.example("email-alert.json"), locale: locale, theme: theme)
  }

  @Test(arguments: TestContent.locales)
  func goldenPreviewOfTheSample(locale: String) throws {
    let text = LayoutTextEncoder(width: 80, color: false).encode(try document(locale: locale))
    Snapshot.expect(text, matches: "email-alert.\(locale).txt")
  }

  @Test(arguments: [24, 40, 57, 80, 120])
  func everyLineFitsTheWidth(width: Int) throws {
    let text = LayoutTextEncoder(width: width).encode(try document(locale: "es-419"))
    for line in text.split(separator: "\n") {
      #expect(line.count <= width, "\(line.count) columns at width \(width): \(line)")
    }
    // Every word of the document is still there, only the line breaks moved.
    let words = Set(text.split(whereSeparator: \.isWhitespace))
    #expect(words.contains("alerta"))
    #expect(words.contains("jordan.rivera@example.com") || width < 30)
  }

  @Test func wrapsByWordAndBreaksOnlyOverlongWords() {
    #expect(TextCanvas.wrap("one two three", width: 7) == ["one two", "three"])
    #expect(TextCanvas.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    #expect(TextCanvas.wrap("", width: 10) == [""])
    #expect(TextCanvas.wrap("a\nb", width: 10) == ["a", "b"])
  }

  @Test func noColorMeansNoEscapes() throws {
    let text = LayoutTextEncoder(width: 80, color: false).encode(try document(locale: "en-US"))
    #expect(!text.contains("\u{1B}"))
    #expect(!text.contains(" \n"), "plain lines keep no trailing spaces")
  }

  @Test func colorUsesTheThemeTokens() throws {
    let light = LayoutTextEncoder(width: 80, color: true).encode(try document(locale: "en-US"))
    // The banner: white on the design red, as 24-bit ANSI.
    #expect(light.contains("\u{1B}[1;38;2;255;255;255;48;2;208;0;27m"))
    #expect(light.contains("\u{1B}[0m"))
    let dark = LayoutTextEncoder(width: 80, color: true).encode(
      try document(locale: "en-US", theme: .dark))
    #expect(dark.contains("48;2;218;26;43m"), "the dark theme's danger colour")
    #expect(!dark.contains("48;2;208;0;27m"))
  }

  @Test func footerButtonsShareTheWidthEqually() throws {
    let text = LayoutTextEncoder(width: 60).encode(try document(locale: "en-US"))
    let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("[") })
    let boxes = row.split(separator: "]", omittingEmptySubsequences: true)
      .map { $0.trimmingCharacters(in: .whitespaces) + "]" }
    #expect(boxes.count == 2)
    #expect(boxes[0].count == boxes[1].count)
    #expect(row.contains("Remind me later") && row.contains("Mark as resolved"))
  }

  @Test func listsEachDialogUnderTheButtonThatOpensIt() throws {
    let text = LayoutTextEncoder(width: 80).encode(try document(locale: "en-US"))
    #expect(
      text.contains("Contact us now → Contact us\n  Call our experts for help.\n  [Cancel] [Call]"))
    #expect(text.contains("Remind me later → Reminder scheduled"))
    #expect(text.contains("Mark as resolved → Are you sure?"))
    #expect(text.contains("[Cancel] [Yes]"))
  }

  @Test func narrowWidthsAreRaisedToTheMinimum() {
    #expect(LayoutTextEncoder(width: 3).width == LayoutTextEncoder.minimumWidth)
  }
}
