import AlertRenderTestSupport
import Testing

@testable import AlertRendering

/// The leaked value of a rule's plugin is read in one pass over its value fields, which also
/// reports the fields skipped; a third party's plugin is asked for the value and its fields
/// are read again. Both must give the same details and diagnostics.
extension RuleDrivenAlertPluginTests {
  /// A match-type plugin that forwards to `base`, so that the alert plugin cannot tell it
  /// is driven by a rule.
  struct Forwarding: MatchTypePlugin {
    let base: any MatchTypePlugin
    var alertType: AlertType { base.alertType }
    var matchType: String { base.matchType }
    var valueFields: [String] { base.valueFields }
    func leakedValue(in event: AlertEvent) throws -> String? { try base.leakedValue(in: event) }
    func content(eventCount: Int) -> MatchContent { base.content(eventCount: eventCount) }
  }

  @Test func aRulesValueAndSkippedFieldsMatchThoseOfAnyPlugin() throws {
    let registry = TestContent.renderer.registry
    var forwarding = PluginRegistry()
    for matchType in registry.matchTypes(of: .cyberAgent) + [MatchRule.fallbackMatchType] {
      let plugin = try #require(registry.plugin(for: .cyberAgent, matchType: matchType))
      #expect(plugin is RuleDrivenMatchPlugin)
      forwarding.register(Forwarding(base: plugin))
    }
    let events: [[(String, JSONValue)]] = [
      // Unreadable fields before the value, after it, and with no value at all.
      [
        ("match", .string("IDSSN")), ("ssn", .array([])), ("SSN", .null),
        ("value", .string("123-45-6789")),
      ],
      [("match", .string("IDSSN")), ("ssn", .string("987-65-4321")), ("value", .object([]))],
      [
        ("match", .string("IDSSN")), ("ssn", .bool(true)), ("SSN", .string("")),
        ("value", .array([.string("1")])),
      ],
      [("match", .string("IDCELLPHONE")), ("phone", .number("5551234"))],
      [("match", .string("IDNOPE")), ("value", .object([])), ("other", .string("x"))],
      [("match", .string("IDNOPE")), ("value", .string("secret"))],
      [("match", .string("IDEMAILADDR"))],
    ]
    let alert = Alert(
      id: "values", type: .cyberAgent,
      events: events.map { AlertEvent(date: nil, data: $0.map { JSONMember(key: $0, value: $1) }) })
    let plugin = try #require(registry.plugin(for: .cyberAgent))
    let ruleDriven = try plugin.content(for: alert, registry: registry)
    let general = try plugin.content(for: alert, registry: forwarding)
    #expect(ruleDriven.details.map(\.value) == general.details.map(\.value))
    #expect(ruleDriven.diagnostics == general.diagnostics)
    #expect(ruleDriven.diagnostics.filter { $0.code == "invalid-field" }.count == 4)
    #expect(ruleDriven.diagnostics.contains { $0.code == "missing-value" })
  }
}
