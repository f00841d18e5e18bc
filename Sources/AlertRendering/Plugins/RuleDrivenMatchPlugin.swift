/// A match-type plugin whose behaviour comes entirely from a rule file.
struct RuleDrivenMatchPlugin: MatchTypePlugin {
  let rule: MatchRule
  /// The content for one to `commonCounts.upperBound` events, made once: alerts ask for it per
  /// match type, and building it means filtering and copying every risk and step.
  private let common: [MatchContent]
  /// The event counts whose content is made up front; real alerts carry a handful of events.
  private static let commonCounts = 1...8

  /// Creates the plugin of `rule`, with its content for the common event counts.
  init(rule: MatchRule) {
    self.rule = rule
    common = Self.commonCounts.map { Self.content(of: rule, eventCount: $0) }
  }

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
    Self.commonCounts.contains(eventCount)
      ? common[eventCount - 1] : Self.content(of: rule, eventCount: eventCount)
  }

  private static func content(of rule: MatchRule, eventCount: Int) -> MatchContent {
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
