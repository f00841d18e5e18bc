/// A match-type plugin whose behaviour comes entirely from a rule file.
struct RuleDrivenMatchPlugin: MatchTypePlugin {
  let rule: MatchRule

  var alertType: AlertType { rule.alertType }
  var matchType: String { rule.matchType }
  var valueFields: [String] { rule.valueFields }

  func leakedValue(in event: AlertEvent) -> String? {
    for field in rule.valueFields {
      if let text = event[field]?.scalarText, !text.isEmpty { return rule.masking.mask(text) }
    }
    return nil
  }

  func content(eventCount: Int) -> MatchContent {
    let facts = EventFacts(eventCount: eventCount, matchTypes: [rule.matchType])
    return MatchContent(
      icon: rule.icon,
      kind: LocalizedText(rule.kind),
      title: LocalizedText(rule.title, [.count(eventCount)]),
      subtitle: LocalizedText(rule.subtitle, [.count(eventCount)]),
      risks: RuleItem.items(rule.risks, facts: facts),
      steps: RuleItem.items(rule.steps, facts: facts))
  }
}
