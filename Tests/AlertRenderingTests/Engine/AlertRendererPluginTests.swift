import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// Plugins registered in one step, after the rules' own, and what the renderer says it
/// replaced.
@Suite struct AlertRendererPluginTests {
  /// Shows every email address in full, in place of the rule's masking.
  struct PlainEmail: MatchTypePlugin {
    var alertType: AlertType { .cyberAgent }
    var matchType: String { "IDEMAILADDR" }
    var valueFields: [String] { ["email"] }
    func leakedValue(in event: AlertEvent) throws -> String? { event["email"]?.scalarText }
    func content(eventCount: Int) -> MatchContent {
      MatchContent(
        icon: IconContent(name: "email"), kind: LocalizedText("plain.kind"),
        title: LocalizedText("plain.title"), subtitle: LocalizedText("plain.subtitle"),
        risks: [], steps: [])
    }
  }

  /// Plain email addresses under a second name, registered after `PlainEmail`.
  struct OtherEmail: MatchTypePlugin {
    var plain = PlainEmail()
    var alertType: AlertType { plain.alertType }
    var matchType: String { plain.matchType }
    var valueFields: [String] { plain.valueFields }
    func leakedValue(in event: AlertEvent) throws -> String? { "other" }
    func content(eventCount: Int) -> MatchContent { plain.content(eventCount: eventCount) }
  }

  /// A match type no rule has.
  struct Vehicle: MatchTypePlugin {
    var plain = PlainEmail()
    var alertType: AlertType { .cyberAgent }
    var matchType: String { "IDVIN" }
    var valueFields: [String] { ["vin"] }
    func leakedValue(in event: AlertEvent) throws -> String? { event["vin"]?.scalarText }
    func content(eventCount: Int) -> MatchContent { plain.content(eventCount: eventCount) }
  }

  /// An alert type plugin with no details.
  struct Posts: AlertTypePlugin {
    var alertType: AlertType { .socialMedia }
    func content(for alert: Alert, registry: PluginRegistry) throws -> AlertContent {
      AlertContent(
        title: LocalizedText("posts.title"),
        header: HeaderContent(
          icon: IconContent(name: "socialmedia-alert"), title: LocalizedText("posts.header"),
          subtitle: LocalizedText("posts.subtitle")),
        details: [], risks: [], steps: [])
    }
  }

  private func renderer(
    rules: [URL] = [TestContent.rulesDirectory],
    localizations: [URL] = [TestContent.localizationsDirectory],
    alertTypePlugins: [any AlertTypePlugin] = [], matchTypePlugins: [any MatchTypePlugin] = []
  ) throws -> AlertRenderer {
    try AlertRenderer(
      rulesDirectories: rules, localizationDirectories: localizations,
      alertTypePlugins: alertTypePlugins, matchTypePlugins: matchTypePlugins)
  }

  @Test func aPluginReplacesTheRulesPluginAndSaysSo() throws {
    let renderer = try renderer(alertTypePlugins: [Posts()], matchTypePlugins: [PlainEmail()])
    // Rule files are named as the rest of the messages name them: relative to the working
    // directory, which is the package root under `swift test`.
    #expect(
      renderer.contentNotes.map(\.message) == [
        "The plugin Posts for SocialMedia alerts replaces the rule in "
          + "Rules/SocialMedia/alert.json.",
        "The plugin PlainEmail for CyberAgent IDEMAILADDR replaces the rule in "
          + "Rules/CyberAgent/IDEMAILADDR.json.",
      ])
    #expect(renderer.contentNotes.allSatisfy { $0.code == "plugin-override" })
    #expect(renderer.contentNotes.allSatisfy { $0.severity == .note })
    let email = try renderer.render(
      json: try TestContent.example("email-alert.json"), locale: "en-US")
    guard
      case .details(let details) = email.body.first(where: {
        if case .details = $0 { return true }
        return false
      })
    else {
      Issue.record("The email alert has no details.")
      return
    }
    #expect(details.items.first?.value == "jordan.rivera@example.com")
    // A plugin that no rule drives names its detail icon in its content for one event.
    #expect(details.items.first?.icon.name == "email")
    #expect(renderer.registry.plugin(for: .socialMedia) is Posts)
  }

  @Test func aPluginReplacesOnePassedBeforeItAndANewMatchTypeReplacesNothing() throws {
    let renderer = try renderer(matchTypePlugins: [PlainEmail(), OtherEmail(), Vehicle()])
    #expect(renderer.contentNotes.count == 2)
    #expect(
      renderer.contentNotes.last?.message
        == "The plugin OtherEmail for CyberAgent IDEMAILADDR replaces the plugin PlainEmail "
        + "registered before it.")
    #expect(renderer.registry.plugin(for: .cyberAgent, matchType: "IDEMAILADDR") is OtherEmail)
    #expect(renderer.registry.matchTypes(of: .cyberAgent).contains("IDVIN"))
  }

  /// The match types a hint lists are kept sorted as plugins register, once each, without the
  /// fallback: what sorting the registered names at each asking gave.
  @Test func theMatchTypesAreTheRegisteredNamesSorted() throws {
    let renderer = try renderer(matchTypePlugins: [Vehicle(), PlainEmail(), OtherEmail()])
    let names = renderer.registry.matchTypes(of: .cyberAgent)
    let rules = renderer.rules.matchRules(of: .cyberAgent).map(\.matchType)
    #expect(names == Set(rules + ["IDVIN"]).filter { $0 != "*" }.sorted())
    #expect(names.first == "IDBANK")
    #expect(renderer.registry.matchTypes(of: .ssnTrace) == [])
  }

  @Test func withoutPluginsTheRulesPluginsServeAndNothingIsNoted() throws {
    let renderer = try renderer()
    #expect(renderer.contentNotes.isEmpty)
    #expect(renderer.registry.plugin(for: .socialMedia) is RuleDrivenAlertPlugin)
    #expect(renderer.registry.alertTypes == AlertType.allCases)
  }

  /// Content loaded twice replaces every rule and every text: each replacement is a note.
  @Test func theContentsOverridesAreNotes() throws {
    let renderer = try renderer(
      rules: [TestContent.rulesDirectory, TestContent.rulesDirectory],
      localizations: [TestContent.localizationsDirectory, TestContent.localizationsDirectory])
    let codes = Set(renderer.contentNotes.map(\.code))
    #expect(codes == ["rule-override", "string-override"])
    #expect(renderer.contentNotes.allSatisfy { $0.severity == .note })
    #expect(
      renderer.contentNotes.filter { $0.code == "rule-override" }.count
        == renderer.rules.matchRules.values.map(\.count).reduce(0, +)
        + renderer.rules.alertRules.count + 1)
  }

  /// A match type of SocialMedia alerts, whose rule reads no match field.
  struct Post: MatchTypePlugin {
    var plain = PlainEmail()
    var alertType: AlertType { .socialMedia }
    var matchType: String { "IDPOST" }
    var valueFields: [String] { ["post"] }
    func leakedValue(in event: AlertEvent) throws -> String? { event["post"]?.scalarText }
    func content(eventCount: Int) -> MatchContent { plain.content(eventCount: eventCount) }
  }

  /// Registered for an alert type whose rule never asks for a match type, a match-type plugin
  /// would be silently unused: a warning says so, unless an alert-type plugin replaces the rule.
  @Test func aMatchTypePluginNothingAsksForIsAWarning() throws {
    let unused = try renderer(matchTypePlugins: [Post(), Vehicle()])
    #expect(
      unused.contentNotes.map(\.message) == [
        "The plugin Post for SocialMedia IDPOST is never asked for: the rule in "
          + "Rules/SocialMedia/alert.json reads no match field, so SocialMedia events have no "
          + "match type. An AlertTypePlugin for SocialMedia alerts may ask for it."
      ])
    #expect(unused.contentNotes.map(\.code) == ["plugin-unused"])
    #expect(unused.contentNotes.map(\.severity) == [.warning])
    let asked = try renderer(alertTypePlugins: [Posts()], matchTypePlugins: [Post()])
    #expect(!asked.contentNotes.contains { $0.code == "plugin-unused" })
  }

  /// An empty list of directories is named, as a file would be: the message once began
  /// with ": error:".
  @Test func anEmptyListOfDirectoriesIsNamed() {
    let rules = #expect(throws: ResourceError.self) { try renderer(rules: []) }
    #expect(
      rules?.description
        == "(rules): error: No rule directory was given; expected at least one, such as the "
        + "shipped Rules/.")
    let catalogs = #expect(throws: ResourceError.self) { try renderer(localizations: []) }
    #expect(
      catalogs?.description
        == "(localizations): error: No .xcstrings catalog was found; expected at least one.")
  }

  @Test func theSupportedLocalesAreTheCatalogsSourceFirst() throws {
    #expect(TestContent.renderer.supportedLocales == ["en-US", "en-GB", "es-419"])
  }
}
