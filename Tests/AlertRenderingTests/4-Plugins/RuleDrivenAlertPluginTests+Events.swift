import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

extension RuleDrivenAlertPluginTests {
  private func render(_ events: [[String: String]], type: Int = 1, locale: String = "en-US")
    throws -> LayoutDocument
  {
    try TestContent.renderer.render(
      json: TestContent.alertJSON(type: type, events: events), locale: locale)
  }

  private func details(_ document: LayoutDocument) -> [LayoutDocument.Detail] {
    for case .details(let details) in document.body { return details.items }
    return []
  }

  private func section(_ id: String, in document: LayoutDocument) -> [String] {
    for case .section(let section) in document.body where section.id == id {
      return section.items.map(\.text)
    }
    return []
  }

  private var email: [String: String] {
    ["match": "IDEMAILADDR", "email": "a@example.com", "Source": "S"]
  }
  private var ssn: [String: String] { ["match": "IDSSN", "ssn": "123-45-6789", "Source": "S"] }
  private var card: [String: String] {
    ["match": "IDCCN", "ccn": "4111 1111 1111 1111", "Source": "S"]
  }

  @Test func twoEmailsShareOneTitleWithTheirCount() throws {
    let document = try render([email, email.merging(["email": "b@example.com"]) { $1 }])
    #expect(document.navigation.title == "2 Email Addresses Leaked")
    #expect(details(document).map(\.value) == ["a@example.com", "b@example.com"])
    #expect(section("steps", in: document).count == 3)
  }

  @Test func mixedTypesGetAGeneralTitleAndAListOfKinds() throws {
    let document = try render([email, ssn, card])
    #expect(document.navigation.title == "3 Pieces of Personal Information Leaked")
    guard case .banner(let banner) = document.body[0] else {
      Issue.record("No banner.")
      return
    }
    #expect(
      banner.subtitle
        == "The following information has been leaked: email address, Social Security number, "
        + "and credit card number")
    #expect(details(document).map(\.matchType) == ["IDEMAILADDR", "IDSSN", "IDCCN"])
    #expect(details(document).map(\.value) == ["a@example.com", "•••-••-6789", "•••• 1111"])
    let spanish = try render([email, ssn, card], locale: "es-419")
    guard case .banner(let spanishBanner) = spanish.body[0] else {
      Issue.record("No banner in the es-419 document.")
      return
    }
    #expect(
      spanishBanner.subtitle
        == "Se filtraron estos datos: dirección de correo electrónico, número de Seguro Social "
        + "y número de tarjeta de crédito")
  }

  @Test func sharedStepsAppearOnceInFirstAppearanceOrder() throws {
    let emailFirst = try render([email, ssn])
    let ssnFirst = try render([ssn, email])
    let steps = section("steps", in: emailFirst)
    #expect(Set(steps).count == steps.count)
    #expect(steps.first == "Change your password immediately.")
    #expect(section("steps", in: ssnFirst).first != "Change your password immediately.")
    #expect(Set(section("steps", in: ssnFirst)) == Set(steps))
  }

  @Test func everyMatchTypeInOneAlertKeepsEveryEvent() throws {
    let document = try TestContent.renderer.render(
      json: try TestContent.example("all-match-types-alert.json"), locale: "es-419",
      now: ConditionExampleTests.now)
    let alert = try Alert(json: try TestContent.example("all-match-types-alert.json"))
    #expect(details(document).count == alert.events.count)
    #expect(details(document).map(\.eventIndex) == Array(0..<alert.events.count))
    #expect(Set(details(document).compactMap(\.matchType)).count == 13)
    #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
  }

  @Test func unknownMatchTypeRendersGenericallyWithASuggestion() throws {
    let document = try render([["match": "IDEMAILADR", "value": "x@example.com", "Source": "S"]])
    #expect(details(document).count == 1)
    #expect(details(document)[0].icon.name == "generic-alert")
    #expect(details(document)[0].value == "••••")
    #expect(details(document)[0].origin?.value == "S")
    #expect(document.navigation.title == "Personal Information Leaked")
    #expect(
      document.diagnostics == [
        Diagnostic(
          code: "unknown-match",
          message:
            "The match type \"IDEMAILADR\" has no rule; the event is shown with the generic icon "
            + "and wording. Did you mean 'IDEMAILADDR'?",
          path: "events[0].data.match")
      ])
  }

  @Test func missingValueFieldRendersWithoutTheValueAndSaysSo() throws {
    let document = try render([["match": "IDSSN", "Source": "S"]])
    #expect(details(document)[0].value == nil)
    #expect(
      details(document)[0].valueMissingText
        == "The leaked information was not included in this alert.")
    #expect(document.diagnostics.map(\.code) == ["missing-value"])
    #expect(document.diagnostics.first?.path == "events[0].data")
  }

  @Test func missingMatchFieldRendersGenericallyWithADiagnostic() throws {
    let document = try render([["email": "a@example.com", "Source": "S"], email])
    #expect(details(document).count == 2)
    #expect(details(document)[0].icon.name == "generic-alert")
    #expect(details(document)[0].matchType == nil)
    #expect(document.diagnostics.map(\.code) == ["missing-match", "missing-value"])
    #expect(
      document.diagnostics.first?.message
        == "The event has no 'match'; it is shown with the generic icon and wording.")
    #expect(document.diagnostics.first?.path == "events[0].data.match")
  }

  @Test func nullDatesCountAsAbsent() throws {
    let alert =
      #"{"id": "t", "type": 1, "events": [{"date": "2016-09-12", "data": {"match": "IDEMAILADDR", "email": "a@example.com", "SourceDate": null, "CreationDate": "2016-09-06"}}]}"#
    let document = try TestContent.renderer.render(json: Array(alert.utf8), locale: "en-US")
    #expect(details(document)[0].date?.source == "CreationDate")
  }

  @Test func valueFieldHoldingNoTextIsNamedInTheDiagnostic() throws {
    let alert =
      #"{"id": "t", "type": 1, "events": [{"date": "2016-09-12", "data": {"match": "IDSSN", "ssn": ["123-45-6789"]}}]}"#
    let document = try TestContent.renderer.render(json: Array(alert.utf8), locale: "en-US")
    #expect(
      document.diagnostics.map(\.message) == [
        "The field 'ssn' holds an array, not text or a number; it was skipped and the next in "
          + "precedence used.",
        "The event has no readable value in 'ssn', 'SSN', 'value'; the detail is shown without "
          + "its value.",
      ])
    #expect(document.diagnostics.first?.path == "events[0].data.ssn")
    #expect(!String(decoding: try document.jsonData(), as: UTF8.self).contains("123-45-6789"))
  }

  @Test(arguments: [("ssntrace-alert.json", "SSNTrace"), ("socialmedia-alert.json", "SocialMedia")])
  func typesWithoutMatchTypesUseTheGenericRenderer(example: String, type: String) throws {
    let json = try TestContent.example(example)
    let alert = try Alert(json: json)
    for locale in TestContent.locales {
      let document = try TestContent.renderer.render(json: json, locale: locale)
      #expect(document.alert.type == type)
      #expect(details(document).count == alert.events.count)
      #expect(details(document).allSatisfy { !($0.fields ?? []).isEmpty })
      #expect(document.diagnostics.map(\.code) == ["generic-renderer"])
      #expect(!section("steps", in: document).isEmpty)
      let text = String(decoding: try document.jsonData(), as: UTF8.self)
      for event in alert.events {
        for member in event.data
        where !["Source", "site", "network", "CreationDate"].contains(member.key) {
          if let value = member.value.scalarText, value.count > 8 {
            #expect(!text.contains(value), "\(member.key) is not masked in \(locale)")
          }
        }
      }
    }
  }
}
