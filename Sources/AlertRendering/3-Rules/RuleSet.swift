import AlertLayout

/// Every rule the engine knows: the shared screen, one rule per alert type and per match type.
package struct RuleSet: Sendable {
  package var screen: ScreenRule
  package var alertRules: [AlertType: AlertRule]
  package var matchRules: [AlertType: [String: MatchRule]]
  /// Rules that replaced a rule of the same name from an earlier directory.
  package internal(set) var overrides: [Diagnostic]
  /// The content policy of the rules directories, read on first use (`policy`).
  let policyReading: LazyValue<PolicyReading>

  /// The match rules of `alertType`, sorted by match type with the fallback last.
  package func matchRules(of alertType: AlertType) -> [MatchRule] {
    (matchRules[alertType] ?? [:]).values.sorted {
      ($0.matchType == MatchRule.fallbackMatchType ? 1 : 0, $0.matchType)
        < ($1.matchType == MatchRule.fallbackMatchType ? 1 : 0, $1.matchType)
    }
  }

  /// Catalog key prefixes whose keys rules use by data key (generic field labels).
  package var catalogKeyPrefixes: [String] {
    alertRules.values.compactMap { $0.fields?.labelPrefix }
  }

  /// Every catalog key any rule refers to, with the file that refers to it, the number of
  /// arguments rendering gives it and the slot it is shown in.
  package var catalogKeyUses: [(key: String, file: String, arguments: Int, slot: TextSlot)] {
    var uses = screen.catalogKeyUses.map { ($0.key, screen.file, $0.arguments, $0.slot) }
    for rule in alertRules.values {
      uses += rule.catalogKeyUses.map { ($0.key, rule.file, $0.arguments, $0.slot) }
    }
    for rules in matchRules.values {
      for rule in rules.values {
        uses += rule.catalogKeyUses.map { ($0.key, rule.file, $0.arguments, $0.slot) }
      }
    }
    return uses
  }
}
