extension PluginRegistry {
  /// Registers a rule-driven plugin for every alert and match rule in `rules`.
  ///
  /// Built-ins go through the same `register` calls a third-party plugin uses.
  public mutating func registerPlugins(for rules: RuleSet) {
    for rule in rules.alertRules.values.sorted(by: { $0.alertType < $1.alertType }) {
      register(RuleDrivenAlertPlugin(rule: rule))
    }
    for alertType in AlertType.allCases {
      let matchRules = rules.matchRules(of: alertType)
      if !matchRules.isEmpty { reserveMatchPlugins(matchRules.count, for: alertType) }
      for rule in matchRules {
        register(RuleDrivenMatchPlugin(rule: rule))
      }
    }
  }

  /// A registry holding the rule-driven plugins of `rules`.
  public init(rules: RuleSet) {
    self.init()
    registerPlugins(for: rules)
  }
}
