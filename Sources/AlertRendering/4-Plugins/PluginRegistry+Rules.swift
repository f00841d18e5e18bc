extension PluginRegistry {
  /// Registers a rule-driven plugin for every alert and match rule in `rules`.
  ///
  /// Built-ins go through the same `register` calls a third-party plugin uses.
  package mutating func registerPlugins(for rules: RuleSet) {
    for rule in rules.alertRules.values.sorted(by: { $0.alertType < $1.alertType }) {
      register(RuleDrivenAlertPlugin(rule: rule))
    }
    for alertType in AlertType.allCases {
      let matchRules = rules.matchRules(of: alertType)
      if !matchRules.isEmpty { reserveMatchPlugins(matchRules.count) }
      for rule in matchRules {
        register(RuleDrivenMatchPlugin(rule: rule))
      }
    }
  }

  /// A registry holding the rule-driven plugins of `rules`.
  package init(rules: RuleSet) {
    self.init()
    registerPlugins(for: rules)
  }
}

extension PluginRegistry {
  /// Registers `plugin` and returns a note when it replaces a plugin already registered for
  /// its alert type: a rule's, or one registered before it.
  mutating func registerReplacing(_ plugin: some AlertTypePlugin) -> Diagnostic? {
    let old = self.plugin(for: plugin.alertType)
    register(plugin)
    guard let old else { return nil }
    return Self.replacement(
      plugin, subject: "\(plugin.alertType.name) alerts",
      replaced: (old as? RuleDrivenAlertPlugin).map { "the rule in \($0.rule.file)" }
        ?? "the plugin \(Self.name(of: old)) registered before it")
  }

  /// Registers `plugin` and returns a note when it replaces a plugin already registered for
  /// its alert type and match type: a rule's, or one registered before it.
  mutating func registerReplacing(_ plugin: some MatchTypePlugin) -> Diagnostic? {
    let old = self.plugin(for: plugin.alertType, matchType: plugin.matchType)
    register(plugin)
    guard let old else { return nil }
    return Self.replacement(
      plugin, subject: "\(plugin.alertType.name) \(cut: plugin.matchType)",
      replaced: (old as? RuleDrivenMatchPlugin).map { "the rule in \($0.rule.file)" }
        ?? "the plugin \(Self.name(of: old)) registered before it")
  }

  /// A warning when `plugin` will never be asked for: its alert type renders by a rule that
  /// reads no match field (SSNTrace and SocialMedia as shipped), so no event of that type has a
  /// match type. An alert-type plugin registered for the type may ask for it: then nil.
  func unusedNote(for plugin: some MatchTypePlugin) -> Diagnostic? {
    guard let alertPlugin = self.plugin(for: plugin.alertType) as? RuleDrivenAlertPlugin,
      alertPlugin.rule.matchField == nil
    else { return nil }
    let type = plugin.alertType.name
    return Diagnostic(
      code: "plugin-unused",
      message: "The plugin \(Self.name(of: plugin)) for \(type) \(cut: plugin.matchType) is never "
        + "asked for: the rule in \(alertPlugin.rule.file) reads no match field, so \(type) "
        + "events have no match type. An AlertTypePlugin for \(type) alerts may ask for it.")
  }

  /// The note that `plugin`, registered for `subject`, replaced what `replaced` names.
  private static func replacement(_ plugin: Any, subject: String, replaced: String) -> Diagnostic {
    Diagnostic(
      code: "plugin-override",
      message: "The plugin \(name(of: plugin)) for \(subject) replaces \(replaced).",
      severity: .note)
  }

  /// A plugin's type name, as its author wrote it.
  private static func name(of plugin: Any) -> String {
    String(describing: type(of: plugin)).cutForMessage()
  }
}
