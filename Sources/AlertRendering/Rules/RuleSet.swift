/// Every rule the engine knows: the shared screen, one rule per alert type and per match type.
public struct RuleSet: Sendable {
  var screen: ScreenRule
  var alertRules: [AlertType: AlertRule]
  var matchRules: [AlertType: [String: MatchRule]]
  /// Rules that replaced a rule of the same name from an earlier directory.
  public internal(set) var overrides: [Diagnostic]

  /// The match rules of `alertType`, sorted by match type with the fallback last.
  func matchRules(of alertType: AlertType) -> [MatchRule] {
    (matchRules[alertType] ?? [:]).values.sorted {
      ($0.matchType == MatchRule.fallbackMatchType ? 1 : 0, $0.matchType)
        < ($1.matchType == MatchRule.fallbackMatchType ? 1 : 0, $1.matchType)
    }
  }

  /// Catalog key prefixes whose keys rules use by data key (generic field labels).
  var catalogKeyPrefixes: [String] {
    alertRules.values.compactMap { $0.fields?.labelPrefix }
  }

  /// Every catalog key any rule refers to, with the file that refers to it.
  var catalogKeyUses: [(key: String, file: String)] {
    var uses = screen.catalogKeys.map { ($0, screen.file) }
    for rule in alertRules.values { uses += rule.catalogKeys.map { ($0, rule.file) } }
    for rules in matchRules.values {
      for rule in rules.values { uses += rule.catalogKeys.map { ($0, rule.file) } }
    }
    return uses
  }
}
