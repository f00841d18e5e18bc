import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// `AlertRenderer.push`: the texts the rules name, localized like the layout, in the APNs and
/// FCM shapes, never a value of the alert, always within the payload limit.
@Suite struct PushNotificationTests {
  static let renderer = TestContent.renderer

  static func push(_ example: String, locale: String = "en-US", device: DeviceClass = .other)
    throws -> PushNotification
  {
    try renderer.push(json: try TestContent.example(example), locale: locale, device: device)
  }

  static func object(_ push: PushNotification, pretty: Bool = true) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(push.json(pretty: pretty))) as? [String: Any])
  }

  /// The design's sample in the shape of docs/push.md: CyberAgent's header title, the
  /// navigation title as subtitle and CyberAgent's body (IDEMAILADDR names no push of its
  /// own); compact JSON is the same without the layout.
  @Test func emailAlertHasTheDocumentedShape() throws {
    let push = try Self.push("email-alert.json")
    let text = String(decoding: push.json(pretty: true), as: UTF8.self)
    #expect(
      text == """
        {
          "alertId" : "1000001:7",
          "apns" : {
            "aps" : {
              "alert" : {
                "body" : "We found your personal information where it should not be. Open the app to see what to do.",
                "subtitle" : "Email Address Leaked",
                "title" : "Identity Risk"
              }
            }
          },
          "diagnostics" : [

          ],
          "fcm" : {
            "notification" : {
              "body" : "Email Address Leaked\\nWe found your personal information where it should not be. Open the app to see what to do.",
              "title" : "Identity Risk"
            }
          },
          "locale" : "en-US",
          "requestedLocale" : "en-US",
          "schemaVersion" : "1.0"
        }
        """)
    #expect(
      String(decoding: push.json(pretty: false), as: UTF8.self)
        == String(text.filter { !$0.isNewline }).replacingOccurrences(of: "  ", with: "")
        .replacingOccurrences(of: "\" : ", with: "\":"))
  }

  /// A match type's push replaces only the texts it names: IDSSN's body, CyberAgent's title.
  @Test func aMatchTypesPushReplacesTheTextsItNames() throws {
    let ssn = try Self.push("ssn-alert.json", locale: "es-419")
    #expect(ssn.title == "Riesgo de identidad")
    #expect(ssn.subtitle == "Número de Seguro Social en 2 filtraciones")
    #expect(ssn.body.hasPrefix("Alguien podría usar su número de Seguro Social"))
    // Two match types: CyberAgent's own body with the count, the mixed navigation title.
    let mixed = try Self.push("mixed-alert.json")
    #expect(mixed.body.hasPrefix("We found your personal information in 3 places"))
    #expect(mixed.subtitle == "3 Pieces of Personal Information Leaked")
  }

  /// Locale negotiation as the layout's: es-MX is served by es-419 and noted.
  @Test func localesAreNegotiatedAsForTheLayout() throws {
    let push = try Self.push("email-alert.json", locale: "es-MX")
    let layout = try Self.renderer.render(
      json: try TestContent.example("email-alert.json"), locale: "es-MX")
    #expect(push.locale == "es-419")
    #expect(push.requestedLocale == "es-MX")
    #expect(push.subtitle == layout.navigation.title)
    #expect(push.diagnostics.map(\.code) == ["locale-fallback"])
  }

  /// No value of any example reaches a push, in any shipped locale, and every one fits.
  @Test(arguments: TestContent.locales)
  func examplesShowNoValueAndFit(locale: String) throws {
    let examples = try FileManager.default.contentsOfDirectory(
      at: TestContent.examplesDirectory, includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "json" }
    #expect(examples.count > 10)
    for url in examples {
      let bytes = try Data(contentsOf: url)
      let alert = try Alert(json: bytes)
      let push = try Self.renderer.push(alert, locale: locale)
      #expect(push.fits)
      let texts = [push.title, push.subtitle ?? "", push.body].joined(separator: "\n")
      for event in alert.events {
        for member in event.data {
          guard let value = member.value.scalarText, value.count >= 4,
            !["IDEMAILADDR", "IDSSN", "IDCCN"].contains(where: value.hasPrefix),
            !value.allSatisfy(\.isNumber) || value.count > 4
          else { continue }
          #expect(!texts.contains(value), "\(url.lastPathComponent) [\(locale)]: \(value)")
        }
      }
    }
  }

  /// A plugin's text that would carry a value is refused for the next one without.
  @Test func aTextCarryingAValueIsRefused() throws {
    let date = try #require(LeakDate(year: 2020, month: 1, day: 2))
    #expect(
      PushChoice.carriesNoValue(LocalizedText("a", [.count(2), .list([LocalizedText("b")])])))
    #expect(!PushChoice.carriesNoValue(LocalizedText("a", [.verbatim("jordan@example.com")])))
    #expect(
      !PushChoice.carriesNoValue(LocalizedText("a", [.text(LocalizedText("b", [.date(date)]))])))
    #expect(!PushChoice.carriesNoValue(LocalizedText("field.x", fallback: "x")))
  }

  /// Worst case: counts at 1,000,000 change only the numbers.
  @Test func theWorstCaseCountsAMillion() throws {
    let alert = try Alert(json: try TestContent.example("mixed-alert.json"))
    let worst = try Self.renderer.pushWorstCase(alert, locale: "en-US")
    #expect(worst.body.contains("1,000,000 places"))
    #expect(worst.fits)
  }
}
