import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout
@testable import AlertRendering

/// Links in item texts are drawn as `<a>` elements that run their `open-url` action (D.3);
/// the browser suite clicks one.
@Suite struct LayoutHTMLEncoderLinkTests {
  private func document(_ locale: String = "es-419") throws -> LayoutDocument {
    try TestContent.renderer.render(json: try TestContent.example("ssn-alert.json"), locale: locale)
  }

  /// `document` with the first step's text and links replaced.
  private func withStep(
    _ text: String, links: [LayoutDocument.LinkRange],
    arguments: [LayoutDocument.ArgumentRange]? = nil, in source: LayoutDocument
  ) throws -> LayoutDocument {
    var document = source
    let index = try #require(
      document.body.firstIndex {
        if case .section(let section) = $0 { return section.id == "steps" }
        return false
      })
    guard case .section(var section) = document.body[index] else { return document }
    section.items[0].text = text
    section.items[0].annotations = ["text": .init(arguments: arguments, links: links)]
    document.body[index] = .section(section)
    return document
  }

  @Test func anHTTPSLinkOpensInANewTabAndReportsItsAction() throws {
    let html = LayoutHTMLEncoder().encode(try document())
    #expect(
      html.contains(
        "infórmelo en <a href=\"https://www.robodeidentidad.gov/\""
          + " data-action=\"link-ftc-identity-theft\" data-kind=\"open-url\""
          + " data-analytics-event=\"alert_link_opened\" data-alert-id=\"1000002:1\""
          + " data-analytics-target=\"ftc-identity-theft\" target=\"_blank\""
          + " rel=\"noopener noreferrer\">RobodeIdentidad.gov</a> para obtener"))
    #expect(
      html.contains(".section a[data-action] { color: var(--link); text-decoration: underline; }"))
  }

  @Test func aDeepLinkIsHandedToTheHost() throws {
    var source = try document("en-US")
    source.actions["link-settings"] = .init(
      kind: .openURL, url: "alert-app://settings/notifications",
      analytics: .init(event: "alert_link_opened", alertId: "1", target: "settings"))
    let document = try withStep(
      "Open <settings> now",
      links: [
        .init(
          start: 5, length: 10, url: "alert-app://settings/notifications", action: "link-settings")
      ],
      in: source)
    let html = LayoutHTMLEncoder().encode(document)
    #expect(
      html.contains(
        "Open <a href=\"#\" data-action=\"link-settings\" data-kind=\"open-url\""
          + " data-analytics-event=\"alert_link_opened\" data-alert-id=\"1\""
          + " data-analytics-target=\"settings\""
          + " data-url=\"alert-app://settings/notifications\">&lt;settings&gt;</a> now"))
  }

  /// What cannot run is drawn as plain, escaped words: a missing or other action, another
  /// scheme, a range outside the text, overlapping or cutting a character; arguments around
  /// a link stay isolated.
  @Test func aLinkThatCannotRunIsPlainWords() throws {
    var source = try document("en-US")
    source.actions["link-javascript"] = .init(
      kind: .openURL, url: "javascript:alert(1)", analytics: .init(event: "e", alertId: "1"))
    let https = "https://www.irs.gov/ippin"
    let cases: [(String, [LayoutDocument.LinkRange])] = [
      ("a <b> c", [.init(start: 2, length: 3, url: https, action: "link-nowhere")]),
      ("a <b> c", [.init(start: 2, length: 3, url: https, action: "open-resolve")]),
      ("a <b> c", [.init(start: 2, length: 3, url: "javascript:x", action: "link-javascript")]),
      ("a <b> c", [.init(start: 2, length: 30, url: https, action: "link-irs-ip-pin")]),
      ("a <b> c", [.init(start: -1, length: 3, url: https, action: "link-irs-ip-pin")]),
      ("a 😀 c", [.init(start: 3, length: 2, url: https, action: "link-irs-ip-pin")]),
    ]
    for (text, links) in cases {
      let html = LayoutHTMLEncoder().encode(try withStep(text, links: links, in: source))
      let escaped = text.replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;")
      #expect(html.contains("<p>\(escaped)</p>"), "\(links)")
    }
    let overlapping = try withStep(
      "ab cd",
      links: [
        .init(start: 0, length: 4, url: https, action: "link-irs-ip-pin"),
        .init(start: 3, length: 2, url: https, action: "link-irs-ip-pin"),
      ], arguments: [.init(start: 4, length: 1)], in: source)
    let html = LayoutHTMLEncoder().encode(overlapping)
    #expect(html.contains("rel=\"noopener noreferrer\">ab c</a><bdi>d</bdi></p>"))
  }
}
