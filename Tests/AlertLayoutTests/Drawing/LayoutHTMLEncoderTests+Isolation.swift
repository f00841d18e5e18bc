import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout
@testable import AlertRendering

/// Right-to-left and screen readers in the HTML client: values isolated, languages marked,
/// spoken forms given.
extension LayoutHTMLEncoderTests {
  private func page(_ example: String, locale: String, localizations: [URL] = []) throws -> String {
    let renderer =
      localizations.isEmpty
      ? TestContent.renderer
      : try AlertRenderer(
        rulesDirectories: [TestContent.rulesDirectory],
        localizationDirectories: [TestContent.localizationsDirectory] + localizations)
    let document = try renderer.render(json: try TestContent.example(example), locale: locale)
    return LayoutHTMLEncoder().encode(document)
  }

  @Test func maskedValuesAreIsolatedLeftToRightAndSpoken() throws {
    let html = try page("homephone-alert.json", locale: "ar-XB")
    #expect(html.contains("<html lang=\"ar-XB\" dir=\"rtl\""))
    #expect(
      html.contains(
        "<p class=\"detail-value\"><bdi dir=\"ltr\" aria-hidden=\"true\">(•••) •••-0142</bdi>"
          + "<span class=\"visually-hidden\">"))
    let english = try page("homephone-alert.json", locale: "en-US")
    #expect(english.contains("<span class=\"visually-hidden\">ending in <bdi>0142</bdi></span>"))
  }

  @Test func argumentsAreIsolatedWhereTheDocumentSaysTheyAre() throws {
    let html = try page("homephone-alert.json", locale: "en-US")
    #expect(html.contains("<p class=\"detail-origin\">From: <bdi>Marketing List (test)</bdi></p>"))
    #expect(
      html.contains(
        "<span aria-hidden=\"true\">Date of leak: <bdi><time datetime=\"2016-11-02\">11-02-2016"
          + "</time></bdi></span><span class=\"visually-hidden\">Date of leak: <bdi>November 2, "
          + "2016</bdi></span>"))
    let email = try page("email-alert.json", locale: "en-US")
    #expect(email.contains("<p class=\"detail-value\"><bdi>"))
  }

  @Test func fallbackTextsCarryLangAndDirection() throws {
    let hebrew = TestContent.root.appendingPathComponent("Tests/Fixtures/Localizations-he")
    let html = try page("homephone-alert.json", locale: "he", localizations: [hebrew])
    #expect(html.contains("<html lang=\"he\" dir=\"rtl\""))
    #expect(html.contains("<h2 id=\"heading-help\" lang=\"en-US\" dir=\"ltr\">Need help?</h2>"))
    #expect(html.contains("<h2 id=\"heading-risks\">מה בסיכון</h2>"))
    // The banner icon's label fell back to English; the phone icon's is Hebrew.
    #expect(html.contains("aria-label=\"Alert\" lang=\"en-US\"><title>Alert</title>"))
    #expect(html.contains("aria-label=\"מספר טלפון בבית\"><title>"))
    #expect(html.contains("<p class=\"detail-origin\">מקור: <bdi>Marketing List (test)</bdi></p>"))
  }

  /// A document made elsewhere may carry ranges that do not fit its text: they are skipped,
  /// never a crash or a cut character.
  @Test func rangesThatDoNotFitAreSkipped() {
    let text = "a😀b"
    func isolated(_ ranges: [(Int, Int)]) -> String {
      LayoutHTMLEncoder.isolated(
        text,
        .init(arguments: ranges.map { LayoutDocument.ArgumentRange(start: $0.0, length: $0.1) }))
    }
    #expect(isolated([(1, 2)]) == "a<bdi>😀</bdi>b")
    #expect(isolated([(2, 1)]) == "a😀b")
    #expect(isolated([(0, 9)]) == "a😀b")
    #expect(isolated([(-1, 1)]) == "a😀b")
    #expect(isolated([(3, 1), (0, 1)]) == "a😀<bdi>b</bdi>")
    #expect(
      LayoutHTMLEncoder.isolated("<&>", .init(arguments: [.init(start: 1, length: 1)]))
        == "&lt;<bdi>&amp;</bdi>&gt;")
  }

  /// A 1.0 document, without spoken lines or ranges, is still drawn as before.
  @Test func aVersion1_0DateLineIsStillDrawn() {
    let date = LayoutDocument.DateLine(
      text: "Date of leak: 09-06-2016", display: "09-06-2016", spoken: "September 6, 2016",
      iso: "2016-09-06", source: "date")
    let document = try? TestContent.renderer.render(
      json: TestContent.alertJSON(events: [["match": "IDEMAILADDR", "email": "a@b.c"]]),
      locale: "en-US")
    guard let document else {
      Issue.record("No document.")
      return
    }
    let html = LayoutHTMLEncoder.dateLine(date, in: document)
    #expect(html.contains("<time datetime=\"2016-09-06\"><span aria-hidden=\"true\">09-06-2016"))
    #expect(html.contains("September 6, 2016"))
  }
}
