import AlertRendering
import Foundation
import Testing

@testable import vehicle_alerts

/// The plugin API as a third party uses it: a package of its own, only public API.
@Suite struct VehicleAlertsTests {
  /// The shipped content, the vehicle texts and the vehicle plugin.
  static let vehicles: AlertRenderer = {
    do {
      return try vehicleRenderer(
        rules: Checkout.rules, localizations: Checkout.localizations,
        vehicleTexts: Checkout.vehicleTexts)
    } catch {
      fatalError("The shipped content and the vehicle texts do not load: \(error)")
    }
  }()

  /// The vehicle renderer with the forum plugin registered for SocialMedia alerts as well.
  static let forums: AlertRenderer = {
    do {
      return try forumRenderer(
        rules: Checkout.rules, localizations: Checkout.localizations,
        vehicleTexts: Checkout.vehicleTexts)
    } catch {
      fatalError("The shipped content and the vehicle texts do not load: \(error)")
    }
  }()

  private func render(
    _ renderer: AlertRenderer = vehicles, type: Int = 1, events: String, locale: String = "en-US"
  ) throws -> LayoutDocument {
    let json = #"{"id": "4930982:105", "type": \#(type), "events": [\#(events)]}"#
    return try renderer.render(json: Array(json.utf8), locale: locale)
  }

  private func details(_ document: LayoutDocument) -> [LayoutDocument.Detail] {
    document.body.flatMap { block -> [LayoutDocument.Detail] in
      if case .details(let details) = block { return details.items }
      return []
    }
  }

  private func section(_ id: String, in document: LayoutDocument) -> [String] {
    for case .section(let section) in document.body where section.id == id {
      return section.items.map(\.text)
    }
    return []
  }

  private func banner(_ document: LayoutDocument) -> LayoutDocument.Banner? {
    for case .banner(let banner) in document.body { return banner }
    return nil
  }

  private static let vin =
    #"{"date": "2024-03-01", "data": {"match": "IDVIN", "#
    + #""vin": "1HGCM82633A004567", "Source": "Dealer breach"}}"#
  private static let email =
    #"{"date": "2024-03-02", "data": {"match": "IDEMAILADDR", "#
    + #""email": "a@example.com", "Source": "S"}}"#

  @Test func aMatchTypePluginRendersItsValueTextsRisksAndSteps() throws {
    let document = try render(events: Self.vin)
    #expect(document.navigation.title == "Vehicle Identification Number Leaked")
    #expect(banner(document)?.subtitle == "Your car's VIN has been leaked")
    let detail = try #require(details(document).first)
    #expect(detail.matchType == "IDVIN")
    #expect(detail.value == "•••••••••••••4567")
    #expect(detail.icon.name == "vehicle-alert")
    #expect(detail.icon.accessibilityLabel == "Vehicle identification number")
    #expect(detail.origin?.value == "Dealer breach")
    #expect(
      section("risks", in: document).contains("A stolen car could be given your car's identity."))
    #expect(
      section("steps", in: document).contains(
        "Check your car's registration with the motor vehicle agency."))
    #expect(document.diagnostics == [])
  }

  @Test func aMatchTypePluginCountsAndListsWithTheBuiltInOnes() throws {
    let two = try render(events: Self.vin + ", " + Self.vin)
    #expect(two.navigation.title == "2 Vehicle Identification Numbers Leaked")
    let mixed = try render(events: Self.email + ", " + Self.vin)
    #expect(
      banner(mixed)?.subtitle
        == "The following information has been leaked: email address and vehicle identification "
        + "number")
    #expect(details(mixed).map(\.matchType) == ["IDEMAILADDR", "IDVIN"])
  }

  @Test func aMatchTypePluginsTextsAreTranslatedFromItsOwnCatalog() throws {
    let document = try render(events: Self.vin, locale: "es-419")
    #expect(document.locale == "es-419")
    #expect(document.navigation.title == "Número de identificación vehicular filtrado")
  }

  @Test func withoutThePluginTheMatchTypeIsUnknown() throws {
    let shipped = try AlertRenderer(
      rulesDirectories: [Checkout.rules], localizationDirectories: [Checkout.localizations])
    let document = try render(shipped, events: Self.vin)
    #expect(document.diagnostics.contains { $0.code == "unknown-match" })
    #expect(details(document).first?.value == nil)
  }

  @Test func aMatchTypePluginsOwnErrorNamesTheEventAndThePlugin() throws {
    let short = #"{"data": {"match": "IDVIN", "vin": "1HGCM"}}"#
    let error = try #require(
      throws: AlertDataError.self, performing: { try render(events: Self.email + ", " + short) })
    #expect(error.code == "plugin-failed")
    #expect(error.path == "events[1].data")
    #expect(
      error.description
        == #"events[1].data: The plugin of match type "IDVIN" failed: a VIN has 17 characters, "#
        + "this one has 5.")
    guard case .pluginFailed(_, let alertType, let matchType, let underlying) = error else {
      Issue.record("Expected pluginFailed, got \(error).")
      return
    }
    #expect(alertType == .cyberAgent)
    #expect(matchType == "IDVIN")
    #expect(underlying is VINError)
  }

  @Test func anAlertTypePluginReplacesTheRules() throws {
    let post =
      #"{"date": "2024-03-03", "data": {"forum": "CarTalk", "handle": "@jdoe", "#
      + #""link": "https://cartalk.example/p/1"}}"#
    let document = try render(Self.forums, type: 3, events: post + ", " + post)
    #expect(document.alert.type == "SocialMedia")
    #expect(document.alert.id == "4930982:105")
    #expect(document.navigation.title == "2 Posts Found on Forums")
    #expect(banner(document)?.title == "Forum Watch")
    #expect(banner(document)?.subtitle == "Your details were posted on a forum")
    #expect(details(document).map(\.value) == ["@jdoe", "@jdoe"])
    #expect(details(document).map { $0.origin?.value } == ["CarTalk", "CarTalk"])
    #expect(details(document).allSatisfy { $0.date != nil })
    #expect(section("steps", in: document) == ["Ask the forum's moderators to remove the post."])
    // The other alert types still follow the rules, with the vehicle plugin.
    #expect(
      try render(Self.forums, events: Self.vin).navigation.title
        == "Vehicle Identification Number Leaked")
  }

  @Test func anAlertTypePluginsDataErrorReachesTheCallerAsItIs() throws {
    #expect(
      throws: AlertDataError.missingField(
        path: "events[0].data.forum", expected: "the forum's name")
    ) {
      try render(Self.forums, type: 3, events: #"{"data": {"handle": "@jdoe"}}"#)
    }
  }

  @Test func anAlertTypePluginsOwnErrorNamesTheAlertType() throws {
    let post = #"{"data": {"forum": "CarTalk", "link": "http://cartalk.example/p/1"}}"#
    let error = try #require(
      throws: AlertDataError.self, performing: { try render(Self.forums, type: 3, events: post) })
    #expect(error.code == "plugin-failed")
    #expect(error.path == nil)
    #expect(
      error.description
        == "The plugin of SocialMedia alerts failed: the post's link http://cartalk.example/p/1 "
        + "is not https.")
    guard case .pluginFailed(_, .socialMedia, nil, let underlying) = error else {
      Issue.record("Expected pluginFailed for SocialMedia, got \(error).")
      return
    }
    #expect(underlying as? ForumError == .insecureLink("http://cartalk.example/p/1"))
  }

  @Test func aPluginsErrorTextCannotDriveTheTerminal() throws {
    let post = #"{"data": {"forum": "CarTalk", "link": "\u001b]0;pwned\u0007"}}"#
    let error = try #require(
      throws: AlertDataError.self, performing: { try render(Self.forums, type: 3, events: post) })
    #expect(!error.description.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
  }
}
