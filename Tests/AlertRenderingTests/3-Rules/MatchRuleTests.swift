import AlertRenderTestSupport
import Testing

@testable import AlertRendering

/// The decisions of a match rule: which field holds the leaked value, with every field's
/// outcome, and which items apply to how many events.
@Suite struct MatchRuleTests {
  @Test func theValueComesFromTheFirstFieldHoldingText() {
    var outcomes: [String] = []
    let event = AlertRuleTests.event([
      ("email", .null), ("address", .array([])), ("login", .string("")),
      ("user", .string("jordan@example.com")), ("alt", .string("x")),
    ])
    let value = MatchRule.value(
      in: event, fields: ["missing", "email", "address", "login", "user", "alt"],
      report: { outcomes.append("\($0):\($1.name)") })
    #expect(value?.text == "jordan@example.com")
    #expect(value?.field == "user")
    #expect(
      outcomes == [
        "missing:absent", "email:null", "address:invalid", "login:empty", "user:used",
        "alt:not-reached",
      ])
    #expect(MatchRule.outcome(of: "address", in: event) == .invalid(.array([])))
    #expect(MatchRule.value(in: event, fields: ["email"], report: { _, _ in }) == nil)
  }

  @Test func itemsSeeTheEventsOfTheirOwnMatchType() throws {
    let rule = try #require(TestContent.renderer.rules.matchRules[.cyberAgent]?["IDSSN"])
    #expect(rule.facts(eventCount: 3).matchTypes == ["IDSSN"])
    #expect(rule.facts(eventCount: 3).eventCount == 3)
    #expect(rule.items(rule.steps, eventCount: 1).map(\.text.key) == rule.steps.map(\.text))
  }

  @Test func anItemWithAConditionShowsOnlyWhenItHolds() {
    let item = RuleItem(
      text: "step.x", icon: nil, when: Condition(eventCount: 2...9))
    #expect(!item.shows(for: EventFacts(eventCount: 1, matchTypes: [])))
    #expect(item.shows(for: EventFacts(eventCount: 2, matchTypes: [])))
    #expect(RuleItem(text: "step.y").shows(for: EventFacts(eventCount: 0, matchTypes: [])))
  }
}
