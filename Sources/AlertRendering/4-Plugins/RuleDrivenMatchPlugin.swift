/// A match-type plugin whose behaviour comes entirely from a rule file.
package struct RuleDrivenMatchPlugin: MatchTypePlugin {
  /// What the plugin holds, made once. A class, so that a copy of the plugin (each cast out of
  /// the registry's existentials, each match group of an alert) is one reference rather than
  /// a copy of every field of its rule.
  private final class Storage: Sendable {
    let rule: MatchRule
    /// The kind of data.
    let kind: LocalizedText
    /// The risks and steps as content when no condition depends on the events, as in nearly
    /// every rule: alerts ask for them per match type, and making them means copying every
    /// text. Nil when some item has a condition, so each alert's events get their own.
    let unconditional: (risks: [ItemContent], steps: [ItemContent])?

    init(rule: MatchRule, kind: LocalizedText, unconditional: ([ItemContent], [ItemContent])?) {
      self.rule = rule
      self.kind = kind
      self.unconditional = unconditional
    }
  }

  private let storage: Storage
  /// The rule the plugin follows.
  package var rule: MatchRule { storage.rule }
  private var kind: LocalizedText { storage.kind }
  private var unconditional: (risks: [ItemContent], steps: [ItemContent])? {
    storage.unconditional
  }
  /// `[.count(n)]` for one to eight events, made once for all plugins: real alerts carry a
  /// handful of events, and texts that share their argument arrays are compared and hashed
  /// by reference when localized, which made a batch measurably faster.
  private static let countArguments = (1...8).map(MatchRule.countArguments)

  /// Creates the plugin of `rule`.
  init(rule: MatchRule) {
    // Only the lists, not whole content per event count: every match type's plugin is made
    // at start-up, and a one-alert run asks for one or two of them.
    let isUnconditional =
      rule.risks.allSatisfy { $0.when == nil } && rule.steps.allSatisfy { $0.when == nil }
    storage = Storage(
      rule: rule, kind: LocalizedText(rule.kind),
      unconditional: isUnconditional ? (rule.risks.map(\.content), rule.steps.map(\.content)) : nil)
  }

  /// The alert type of the rule.
  package var alertType: AlertType { rule.alertType }
  /// The match type of the rule.
  package var matchType: String { rule.matchType }
  /// The fields the rule looks in for the value, in order.
  package var valueFields: [String] { rule.valueFields }

  /// The first non-empty value field (`MatchRule.value(in:fields:report:)`), masked as the
  /// rule says.
  package func leakedValue(in event: AlertEvent) -> String? {
    leakedValue(in: event) { _, _ in }
  }

  /// The value `leakedValue(in:)` gives, each value field's outcome going to `report` in order
  /// (`MatchRule.value(in:fields:report:)`).
  func leakedValue(in event: AlertEvent, report: (_ field: String, FieldOutcome) -> Void)
    -> String?
  {
    MatchRule.value(in: event, fields: storage.rule.valueFields, report: report).map {
      storage.rule.masking.mask($0.text)
    }
  }

  /// Icon, texts, risks and steps for `eventCount` events, whose data is not known: a
  /// condition on the events sees none.
  package func content(eventCount: Int) -> MatchContent {
    content(facts: rule.facts(eventCount: eventCount))
  }

  /// Icon, texts, risks and steps for the events of `alertFacts` whose match type is `group`
  /// (this rule's, or an unknown one this fallback serves), which its items' conditions see
  /// (`EventFacts.scoped(to:)`).
  func content(eventCount: Int, group: String, alertFacts: EventFacts) -> MatchContent {
    guard unconditional == nil else { return content(eventCount: eventCount) }
    return content(facts: rule.facts(group: group, alertFacts: alertFacts))
  }

  /// Icon, texts, risks and steps for the events of `facts`.
  private func content(facts: EventFacts) -> MatchContent {
    let eventCount = facts.eventCount
    let arguments =
      Self.countArguments.indices.contains(eventCount - 1)
      ? Self.countArguments[eventCount - 1] : MatchRule.countArguments(eventCount)
    return MatchContent(
      icon: rule.icon, kind: kind,
      title: LocalizedText(rule.title, arguments),
      subtitle: LocalizedText(rule.subtitle, arguments),
      risks: unconditional?.risks ?? RuleItem.items(rule.risks, facts: facts),
      steps: unconditional?.steps ?? RuleItem.items(rule.steps, facts: facts))
  }
}
