import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout
@testable import AlertRendering

@Suite struct LayoutHTMLEncoderTests {
  private func document(locale: String = "en-US", theme: Theme = .light) throws -> LayoutDocument {
    try TestContent.renderer.render(
      json: try TestContent.example("email-alert.json"), locale: locale, theme: theme)
  }

  @Test func goldenPageOfTheSample() throws {
    Snapshot.expect(LayoutHTMLEncoder().encode(try document()), matches: "email-alert.en-US.html")
  }

  /// Text that breaks out of element content, attributes, scripts and styles if unescaped.
  static let hostile = #"<script>alert(1)</script>" onmouseover="alert(2)" '&amp; <b>x</b></style>"#

  /// `value` with every string of it replaced by a hostile one that keeps the original, so
  /// references between ids (actions, dialogs) still resolve.
  private func poison(_ value: Any, key: String? = nil) -> Any {
    switch value {
    case let object as [String: Any]:
      var result: [String: Any] = [:]
      // Dictionary keys are ids (dialogs, actions); they get poisoned like the values naming them.
      let keepsKeys = key != "dialogs" && key != "actions"
      for (name, inner) in object {
        result[keepsKeys ? name : name + Self.hostile] = poison(inner, key: name)
      }
      return result
    case let array as [Any]:
      return array.map { poison($0, key: key) }
    case let string as String:
      // Block types, closed sets and the theme's name and colours are typed; they cannot carry
      // text.
      let closedSets: Set = [
        "type", "style", "role", "kind", "direction", "content", "behavior", "scrollAxis",
        "textWrap", "footerButtonWidth",
      ]
      if closedSets.contains(key ?? "") || key == "name" && string.count < 6
        || string.hasPrefix("#")
      {
        return string
      }
      return string + Self.hostile
    default:
      return value
    }
  }

  @Test func escapesHostileTextInEveryField() throws {
    let original = try JSONSerialization.jsonObject(with: try document().jsonData())
    let data = try JSONSerialization.data(withJSONObject: poison(original))
    let hostile = try JSONDecoder().decode(LayoutDocument.self, from: data)
    #expect(hostile.navigation.title.hasSuffix(Self.hostile), "the poisoning reached the document")
    let html = LayoutHTMLEncoder().encode(hostile)
    #expect(!html.contains("<script>alert"))
    #expect(!html.contains("<b>x</b>"))
    #expect(!html.contains("\" onmouseover="))
    #expect(!html.contains("' &amp;"), "an ampersand stays escaped, even before `amp;`")
    #expect(html.components(separatedBy: "<script>").count == 2, "only the page's own script")
    #expect(html.components(separatedBy: "</style>").count == 2, "only the page's own style end")
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;&quot; onmouseover=&quot;"))
    // The poisoned ids became safe element ids, still wired to their dialogs.
    let dialogIDs = hostile.dialogs.keys.map { "id=\"dialog-\(LayoutHTMLEncoder.identifier($0))\"" }
    for id in dialogIDs { #expect(html.contains(id)) }
    #expect(html.contains("data-dialog=\"dialog-contact_3c_script_3e_alert_28_1_29__3c__2f_script"))
  }

  @Test func escapesHostileAlertDataEndToEnd() throws {
    let alert: [String: Any] = [
      "id": "4930982:105\"><img src=x onerror=alert(3)>", "type": 1,
      "events": [
        [
          "date": "2016-09-12",
          "data": [
            "match": "IDEMAILADDR", "email": "<script>alert(1)</script>@example.com",
            "site": "Tom & Jerry's \"<i>shop</i>\"", "SourceDate": "2016-09-06",
          ],
        ]
      ],
    ]
    let bytes = try JSONSerialization.data(withJSONObject: alert)
    let document = try TestContent.renderer.render(json: bytes, locale: "en-US")
    let html = LayoutHTMLEncoder().encode(document)
    #expect(!html.contains("<script>alert"))
    #expect(!html.contains("<img"))
    #expect(!html.contains("<i>shop"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;@example.com"))
    #expect(html.contains("Tom &amp; Jerry&#39;s &quot;&lt;i&gt;shop&lt;/i&gt;&quot;"))
    #expect(
      html.contains("data-alert-id=\"4930982:105&quot;&gt;&lt;img src=x onerror=alert(3)&gt;\""))
  }

  @Test func themesChangeOnlyTheTokens() throws {
    let light = LayoutHTMLEncoder().encode(try document(theme: .light))
    let dark = LayoutHTMLEncoder().encode(try document(theme: .dark))
    #expect(light.contains("--background: #FFFFFF;") && light.contains("data-theme=\"light\""))
    #expect(dark.contains("--background: #121212;") && dark.contains("data-theme=\"dark\""))
    #expect(dark.contains("<meta name=\"color-scheme\" content=\"dark\">"))
    let body = { (page: String) in page.components(separatedBy: "</style>").last ?? "" }
    #expect(body(light) == body(dark).replacingOccurrences(of: "\"dark\"", with: "\"light\""))
  }

  @Test func buttonsOpenTheirDialogsAndDialogButtonsClose() throws {
    let document = try document()
    let html = LayoutHTMLEncoder().encode(document)
    for button in document.sectionButtons + document.footer.buttons {
      let dialog = try #require(document.actions[button.action]?.dialog)
      #expect(
        html.contains(
          "id=\"button-\(button.id)\" data-action=\"\(button.action)\""
            + " data-kind=\"show-dialog\" data-dialog=\"dialog-\(dialog)\" aria-haspopup=\"dialog\""
        ))
      #expect(html.contains("<dialog id=\"dialog-\(dialog)\""))
    }
    #expect(html.components(separatedBy: "<form method=\"dialog\"").count == 4)
    #expect(html.contains("<button value=\"resolve-alert\" data-role=\"destructive\""))
  }

  @Test func accessibilityCarriesLabelsHintsAndSpokenDates() throws {
    let html = LayoutHTMLEncoder().encode(try document())
    #expect(html.contains("<html lang=\"en-US\" dir=\"ltr\""))
    #expect(html.contains("<h1>Email Address Leaked</h1>"))
    #expect(html.contains("role=\"img\" aria-label=\"Email address\"><title>Email address</title>"))
    #expect(html.contains("data-icon=\"ellipsis-step\" viewBox="))
    #expect(html.contains("aria-hidden=\"true\" focusable=\"false\""))
    #expect(html.contains("<h2 id=\"heading-risks\">What’s at risk</h2>"))
    #expect(
      html.contains(
        "<span aria-hidden=\"true\">Date of leak: <bdi><time datetime=\"2016-09-06\">09-06-2016"
          + "</time></bdi></span><span class=\"visually-hidden\">Date of leak: <bdi>September 6, "
          + "2016</bdi></span>"))
    #expect(
      html.contains(
        "aria-describedby=\"hint-remind-later\">Remind me later</button>"
          + "<span id=\"hint-remind-later\" hidden>"))
  }

  @Test func fontNamesAreReducedToSafeCharacters() {
    #expect(LayoutHTMLEncoder.cssString("Avenir Next\"; }</style>") == "\"Avenir Next style\"")
  }
}
