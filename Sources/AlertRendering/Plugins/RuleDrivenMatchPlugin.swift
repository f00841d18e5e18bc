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
    func items(_ items: [RuleItem]) -> [AlertContent.Item] {
      items.filter { $0.when?.holds(for: facts) ?? true }.map {
        AlertContent.Item(text: LocalizedText($0.text), icon: $0.icon.map { Icon(name: $0) })
      }
    }
    return MatchContent(
      icon: rule.icon,
      kind: LocalizedText(rule.kind),
      title: LocalizedText(rule.title, [.count(eventCount)]),
      subtitle: LocalizedText(rule.subtitle, [.count(eventCount)]),
      risks: items(rule.risks),
      steps: items(rule.steps))
  }
}
