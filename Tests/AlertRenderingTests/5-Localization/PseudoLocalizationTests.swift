import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout
@testable import AlertRendering

@Suite struct PseudoLocalizationTests {
  private let renderer = TestContent.renderer

  private func render(_ example: String, locale: String) throws -> LayoutDocument {
    try renderer.render(json: try TestContent.example(example), locale: locale)
  }

  private func banner(_ document: LayoutDocument) throws -> LayoutDocument.Banner {
    guard case .banner(let banner) = document.body[0] else { throw PseudoError.noBanner }
    return banner
  }

  private func details(_ document: LayoutDocument) throws -> [LayoutDocument.Detail] {
    guard case .details(let details) = document.body[1] else { throw PseudoError.noBanner }
    return details.items
  }

  private enum PseudoError: Error { case noBanner }

  /// Short texts grow most, as translations from English do (IBM's guideline A3).
  @Test func expansionDependsOnLength() {
    #expect(PseudoLocalization.padding(forCharacters: 4).count == 4)
    #expect(PseudoLocalization.padding(forCharacters: 10).count == 10)
    #expect(PseudoLocalization.padding(forCharacters: 20).count == 16)
    #expect(PseudoLocalization.padding(forCharacters: 30).count == 18)
    #expect(PseudoLocalization.padding(forCharacters: 50).count == 20)
    #expect(PseudoLocalization.padding(forCharacters: 100).count == 30)
  }

  @Test func enXAShortTextsDoubleAndLongOnesGrowAThird() throws {
    let document = try render("email-alert.json", locale: "en-XA")
    // "Remind me later" has 15 characters: +80 %, 12 tildes.
    let remind = try #require(document.footer.buttons.first { $0.id == "remind-later" })
    #expect(remind.title == "[Ŕéɱíñð ɱé ļáţéŕ~~~~~~~~~~~~]")
    guard case .section(let help) = document.body.last else {
      Issue.record("No help section.")
      return
    }
    let paragraph = help.items[0].text
    let source = "Talk to an expert and get help with any issues related to Identity Protection."
    // 79 characters: +30 %, 24 tildes.
    #expect(paragraph.hasSuffix(String(repeating: "~", count: 24) + "]"))
    #expect(paragraph.count == source.count + 24 + 2)
  }

  @Test func enXAPseudoLocalizesListWords() throws {
    let document = try render("all-match-types-alert.json", locale: "en-XA")
    let subtitle = try banner(document).subtitle
    #expect(subtitle.contains("~], áñð ["), "\(subtitle)")
    #expect(!subtitle.contains(", and "))
  }

  @Test func arXBIsRightToLeftWithEveryWordMirrored() throws {
    let document = try render("homephone-alert.json", locale: "ar-XB")
    #expect(document.locale == "ar-XB")
    #expect(document.direction == .rtl)
    #expect(
      try banner(document).title == "\u{200F}\u{202E}Identity\u{202C}\u{200F} "
        + "\u{200F}\u{202E}Risk\u{202C}\u{200F}")
    let detail = try #require(try details(document).first)
    // Values are never wrapped: clients isolate them from the mirrored words.
    #expect(detail.value == "(•••) •••-0142")
    #expect(detail.origin?.value == "Marketing List (test)")
    let origin = try #require(detail.origin)
    #expect(origin.text.hasSuffix(" Marketing List (test)"))
    #expect(origin.text.hasPrefix("\u{200F}\u{202E}From:\u{202C}\u{200F}"))
    #expect(detail.date?.display == "11-02-2016")
    #expect(detail.spokenValue?.contains("0142") == true)
    #expect(document.diagnostics.allSatisfy { $0.code != "locale-unsupported" })
  }

  @Test func arXBListWordsAreMirroredAndNumbersKept() throws {
    let document = try render("all-match-types-alert.json", locale: "ar-XB")
    let subtitle = try banner(document).subtitle
    #expect(subtitle.contains("\u{200F}\u{202E}and\u{202C}\u{200F}"))
  }

  /// The terminal preview never passes the direction controls on; it draws the words as a
  /// right-to-left display shows them.
  @Test func textPreviewShowsArXBWordsReversedWithoutControls() throws {
    let document = try render("homephone-alert.json", locale: "ar-XB")
    let text = LayoutTextEncoder(width: 80).encode(document)
    let controls: Set<UInt32> = [0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E]
    #expect(!text.unicodeScalars.contains { controls.contains($0.value) })
    #expect(text.contains("ytitnedI ksiR"))
    #expect(text.contains("(•••) •••-0142"))
    #expect(text.contains(":morF Marketing List (test)"))
  }

  /// An override from alert data is not mistaken for ar-XB's words: it is left for the preview
  /// to escape, never resolved into reversed text.
  @Test func visualWordsLeavesUnbalancedOverridesAlone() {
    #expect(VisualBidi.visualWords("a\u{200F}\u{202E}bc") == "a\u{200F}\u{202E}bc")
    #expect(
      VisualBidi.visualWords("\u{200F}\u{202E}a b\u{202C}\u{200F}")
        == "\u{200F}\u{202E}a b\u{202C}\u{200F}")
    #expect(VisualBidi.visualWords(PseudoLocalization.mirror("Need help?")) == "deeN ?pleh")
  }
}
