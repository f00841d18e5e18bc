import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// The content a match rule gives for each event count, with and without conditional items.
@Suite struct RuleDrivenMatchPluginTests {
  /// A match rule read from `json`, as a file in `CyberAgent/` would be.
  private func rule(_ json: String) throws -> MatchRule {
    try MatchRule(JSONParser.parse(Array(json.utf8)), file: "IDTEST.json", alertType: .cyberAgent)
  }

  private let base = #"""
    "match": "IDTEST", "icon": {"name": "test-alert", "label": "match.IDTEST.icon"},
    "kind": "match.IDTEST.kind", "title": "match.IDTEST.title",
    "subtitle": "match.IDTEST.subtitle"
    """#

  @Test func unconditionalItemsAreTheSameForEveryCount() throws {
    let rule = try rule(
      "{" + base + #"""
        , "risks": [{"text": "risk.a"}, {"text": "risk.b", "icon": "lock-step"}],
        "steps": [{"text": "step.a"}]}
        """#)
    let plugin = RuleDrivenMatchPlugin(rule: rule)
    for count in [1, 2, 8, 9, 1000] {
      let content = plugin.content(eventCount: count)
      #expect(
        content
          == MatchContent(
            icon: IconContent(name: "test-alert", label: LocalizedText("match.IDTEST.icon")),
            kind: LocalizedText("match.IDTEST.kind"),
            title: LocalizedText("match.IDTEST.title", [.count(count)]),
            subtitle: LocalizedText("match.IDTEST.subtitle", [.count(count)]),
            risks: [
              ItemContent(text: LocalizedText("risk.a")),
              ItemContent(text: LocalizedText("risk.b"), icon: IconContent(name: "lock-step")),
            ],
            steps: [ItemContent(text: LocalizedText("step.a"))]))
    }
  }

  @Test func conditionalItemsFollowTheEventCount() throws {
    let rule = try rule(
      "{" + base + #"""
        , "risks": [{"text": "risk.always"}, {"text": "risk.many", "when": {"eventCount": {"min": 3}}}],
        "steps": [{"text": "step.one", "when": {"eventCount": 1}}, {"text": "step.always"}]}
        """#)
    let plugin = RuleDrivenMatchPlugin(rule: rule)
    let one = plugin.content(eventCount: 1)
    #expect(one.risks.map(\.text.key) == ["risk.always"])
    #expect(one.steps.map(\.text.key) == ["step.one", "step.always"])
    let three = plugin.content(eventCount: 3)
    #expect(three.risks.map(\.text.key) == ["risk.always", "risk.many"])
    #expect(three.steps.map(\.text.key) == ["step.always"])
    #expect(three.title == LocalizedText("match.IDTEST.title", [.count(3)]))
  }

  /// The alert plugin takes a rule's icon without making the rest of its content, and items
  /// carry the content made when the rule was read: for every shipped rule, what making it
  /// anew gives.
  @Test func everyShippedRuleGivesTheIconAndItemsItsContentWould() {
    let rules = TestContent.renderer.rules
    var items = rules.alertRules.values.flatMap { $0.risks + $0.steps }
    for alertType in AlertType.allCases {
      for rule in rules.matchRules(of: alertType) {
        #expect(RuleDrivenMatchPlugin(rule: rule).content(eventCount: 1).icon == rule.icon)
        items += rule.risks + rule.steps
      }
    }
    #expect(items.count > 20)
    for item in items {
      #expect(
        item.content
          == ItemContent(
            text: LocalizedText(item.text), icon: item.icon.map { IconContent(name: $0) }))
    }
  }
}
