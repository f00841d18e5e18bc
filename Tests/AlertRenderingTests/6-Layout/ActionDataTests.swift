import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// Layout 1.2 action data: numbers and links from the content policy, chosen for the locale
/// asked for and then the one served; delays and operations from screen.json.
@Suite struct ActionDataTests {
  private func render(
    locale: String, renderer: AlertRenderer = TestContent.renderer
  ) throws -> [String: LayoutDocument.Action] {
    try renderer.render(json: try TestContent.example("email-alert.json"), locale: locale)
      .actions
  }

  /// The shipped rules with `screen` as a drop-in screen.json and without policy.json when
  /// `policy` is false, in a temporary directory that `body` may use.
  private func withRules<T>(
    screen: String? = nil, policy: Bool = true, _ body: (AlertRenderer) throws -> T
  ) throws -> T {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("action-data-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.copyItem(at: TestContent.rulesDirectory, to: directory)
    if !policy {
      try FileManager.default.removeItem(at: directory.appendingPathComponent("policy.json"))
    }
    if let screen {
      try Data(screen.utf8).write(to: directory.appendingPathComponent("screen.json"))
    }
    return try body(
      try AlertRenderer(
        rulesDirectories: [directory],
        localizationDirectories: [TestContent.localizationsDirectory]))
  }

  @Test func everyKindCarriesItsData() throws {
    let actions = try render(locale: "en-US")
    let call = try #require(actions["call-helpline"])
    #expect(call.url == "tel:+12025550199")
    #expect(call.display == "+1 202-555-0199")
    #expect(call.analytics.target == "helpline")
    let remind = try #require(actions["schedule-reminder"])
    #expect(remind.delay == "P1D" && remind.localTime == "09:00" && remind.url == nil)
    #expect(actions["resolve-alert"]?.operation == "alerts.resolve")
    let dismiss = try #require(actions["dismiss"])
    #expect(dismiss.url == nil && dismiss.delay == nil && dismiss.analytics.target == nil)
  }

  /// The requested locale decides the helpline before the served one: en-GB texts are served
  /// by en-GB here, and an en-GB request gets the UK number.
  @Test func anEnGBRequestGetsTheUKNumber() throws {
    let call = try #require(try render(locale: "en-GB")["call-helpline"])
    #expect(call.url == "tel:+448081570199")
    #expect(call.display == "+44 808 157 0199")
    #expect(try render(locale: "es-419")["call-helpline"]?.url == "tel:+12025550199")
  }

  @Test func withoutAPolicyActionsCarryNoNumber() throws {
    try withRules(policy: false) { renderer in
      let call = try #require(try render(locale: "en-GB", renderer: renderer)["call-helpline"])
      #expect(call.url == nil && call.display == nil && call.analytics.target == nil)
      // Data from screen.json stays.
      #expect(try render(locale: "en-US", renderer: renderer)["resolve-alert"]?.operation != nil)
    }
  }

  @Test func anOpenURLActionOpensTheLocalesPage() throws {
    let shipped = try String(
      contentsOf: TestContent.rulesDirectory.appendingPathComponent("screen.json"),
      encoding: .utf8)
    let screen = shipped.replacingOccurrences(
      of: "\"dismiss\": {",
      with: "\"open-ftc\": { \"kind\": \"open-url\", \"link\": \"ftc-identity-theft\", "
        + "\"analyticsEvent\": \"alert_link_opened\" },\n    \"dismiss\": {")
    try withRules(screen: screen) { renderer in
      let english = try #require(try render(locale: "en-US", renderer: renderer)["open-ftc"])
      #expect(english.kind == .openURL)
      #expect(english.url == "https://www.identitytheft.gov/")
      #expect(english.analytics.target == "ftc-identity-theft")
      #expect(english.analytics.event == "alert_link_opened")
      let spanish = try render(locale: "es-419", renderer: renderer)["open-ftc"]
      #expect(spanish?.url == "https://www.robodeidentidad.gov/")
    }
  }

  /// Batches take the actions from the shared table: the same data as a lone render.
  @Test func sharedAndUnsharedActionsAgree() throws {
    let first = try render(locale: "en-GB")
    #expect(try render(locale: "en-GB") == first)
    #expect(first["call-helpline"]?.analytics.alertId == "1000001:7")
  }
}
