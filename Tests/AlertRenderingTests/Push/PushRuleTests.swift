import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// The `push` objects of alert and match rules: the forms they take, what they refuse, how a
/// match type's replaces its alert type's, and cutting a push to fit.
@Suite struct PushRuleTests {
  static func alertRule(_ push: String) throws -> AlertRule {
    let json = """
      {"alertType": "SSNTrace", "icon": {"name": "x"}, "header": {"title": "h"},
       "variants": [{"title": "t", "subtitle": "s"}], "push": \(push)}
      """
    return try AlertRule(
      try JSONParser.parse(Array(json.utf8)), file: "alert.json", alertType: .ssnTrace)
  }

  @Test func readsEveryForm() throws {
    let rule = try Self.alertRule(
      #"{"title": "$match.title", "subtitle": "$title", "body": {"key": "b", "arguments": ["kinds", "eventCount"]}}"#
    )
    #expect(
      rule.push
        == PushRule(
          title: .matchTitle, subtitle: .title, body: .key("b", arguments: [.kinds, .eventCount])))
    #expect(
      rule.catalogKeyUses.contains { $0.key == "b" && $0.arguments == 2 && $0.slot == .pushBody })
  }

  @Test func refusesWhatItCannotShow() throws {
    #expect {
      try Self.alertRule(#"{"title": "t"}"#)
    } throws: { "\($0)".contains("push.body") }
    #expect {
      try Self.alertRule(#"{"title": "$titel", "body": "b"}"#)
    } throws: { "\($0)".contains("Did you mean '$title'?") }
    #expect {
      try Self.alertRule(#"{"title": "t", "body": {"key": "b", "arguments": ["value"]}}"#)
    } throws: { "\($0)".contains("push.body.arguments[0]") }
    #expect {
      try Self.alertRule(#"{"title": "t", "body": "b", "sound": "x"}"#)
    } throws: { "\($0)".contains("push.sound") }
  }

  @Test func aMatchRulesPushReplacesOnlyTheTextsItNames() {
    let base = PushRule.standard(headerTitle: "h")
    let override = PushRule(title: nil, subtitle: nil, body: .key("b", arguments: []))
    #expect(
      base.overridden(by: override)
        == PushRule(
          title: .key("h", arguments: []), subtitle: .title, body: .key("b", arguments: [])))
    #expect(base.overridden(by: nil) == base)
  }

  static func notification(body: String, subtitle: String? = "Sub") -> PushNotification {
    PushNotification(
      alertId: "a", locale: "en-US", requestedLocale: "en-US", title: "Title", subtitle: subtitle,
      body: body, diagnostics: [])
  }

  /// Too long: the body is cut at a grapheme boundary, at a space near the end, with "…",
  /// and noted; both payloads then fit.
  @Test func aLongBodyIsCutAtAGraphemeBoundary() throws {
    let body = String(repeating: "Ünïcödé 👩‍👩‍👧 words ", count: 200)
    let fitted = Self.notification(body: body).fitted()
    #expect(fitted.fits)
    #expect(fitted.payloadBytes > PushNotification.maxPayloadBytes - 64)
    #expect(fitted.body.hasSuffix("…"))
    #expect(body.hasPrefix(String(fitted.body.dropLast())))
    #expect(!fitted.body.dropLast().hasSuffix(" "))
    #expect(fitted.subtitle == "Sub")
    #expect(fitted.diagnostics.map(\.code) == ["push-truncated"])
    #expect(fitted.diagnostics.first?.message.contains("its body was cut") == true)
    // Escapes count as written: a body of quotes is cut by its escaped size.
    let quoted = Self.notification(body: String(repeating: "\"", count: 4000)).fitted()
    #expect(quoted.fits)
    // What fits is left alone.
    #expect(Self.notification(body: "Short").fitted() == Self.notification(body: "Short"))
  }

  /// A subtitle too long by itself is cut after the body.
  @Test func aLongSubtitleIsCutAfterTheBody() {
    let fitted = Self.notification(body: "Body", subtitle: String(repeating: "s", count: 5000))
      .fitted()
    #expect(fitted.fits)
    #expect(fitted.body == "…")
    #expect(fitted.subtitle?.hasSuffix("…") == true)
    #expect(fitted.diagnostics.first?.message.contains("its body and subtitle were cut") == true)
  }

  /// Link markup is written as documents before 1.2 write it: the text and its address.
  @Test func linksAreWrittenWithTheirAddress() throws {
    let policy = TestContent.renderer.rules.policy
    let english = LocaleChain(
      text: try #require(LocaleID("en-US")), source: try #require(LocaleID("en-US")))
    #expect(
      PushLinks.written(
        "Report it to [the FTC](link:ftc-identity-theft).", policy: policy, chain: english)
        == "Report it to the FTC (identitytheft.gov).")
    #expect(
      PushLinks.written(
        "Go to [IdentityTheft.gov](link:ftc-identity-theft).", policy: policy, chain: english)
        == "Go to IdentityTheft.gov.")
    let spanish = LocaleChain(
      text: try #require(LocaleID("es-419")), source: try #require(LocaleID("en-US")))
    #expect(
      PushLinks.written("Visite [la FTC](link:ftc-identity-theft).", policy: policy, chain: spanish)
        == "Visite la FTC (robodeidentidad.gov).")
    #expect(
      PushLinks.written("No [link] (here)", policy: policy, chain: english) == "No [link] (here)")
  }
}
