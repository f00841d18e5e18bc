import AlertRendering

/// The rule files and catalog keys that rendering one alert reads, so that tools can show a
/// content problem beside the alerts it affects.
package struct ContentUsage: Sendable, Equatable {
  /// The rule files, as the loader names them (the same names lint findings carry).
  package var ruleFiles: Set<String>
  /// The catalog keys those rules refer to, and the list and number formats every alert uses.
  package var keys: Set<String>
  /// Prefixes of keys looked up by data field name (generic field labels).
  package var keyPrefixes: [String]

  /// What rendering `alert` with `renderer` reads: the screen rule, its alert type's rule and
  /// the rule of each match type its events have (the fallback rule for the others).
  package init(of alert: Alert, renderer: AlertRenderer) {
    let rules = renderer.rules
    var files: Set<String> = [rules.screen.file]
    var keys = Set(rules.screen.catalogKeyUses.map(\.key) + LocaleFormats.catalogKeys)
    var prefixes: [String] = []
    if let rule = rules.alertRules[alert.type] {
      files.insert(rule.file)
      keys.formUnion(rule.catalogKeys)
      if let prefix = rule.fields?.labelPrefix { prefixes.append(prefix) }
      let registry = renderer.registry
      // The match types the plugins found, as rendering saw them; an alert the plugin
      // refuses still concerns its alert type's rules.
      let content = try? registry.plugin(for: alert.type)?.content(for: alert, registry: registry)
      let matchTypes = Set(
        (content?.details ?? []).map { $0.matchType ?? MatchRule.fallbackMatchType })
      for matchType in matchTypes.sorted() {
        let plugin =
          registry.plugin(for: alert.type, matchType: matchType)
          ?? registry.plugin(for: alert.type, matchType: MatchRule.fallbackMatchType)
        if let match = (plugin as? RuleDrivenMatchPlugin)?.rule {
          files.insert(match.file)
          keys.formUnion(match.catalogKeys)
        }
      }
    }
    ruleFiles = files
    self.keys = keys
    keyPrefixes = prefixes
  }

  /// Whether `finding` is about a rule file or catalog key this alert uses.
  package func concerns(_ finding: LintFinding) -> Bool {
    if let key = finding.key,
      keys.contains(key) || keyPrefixes.contains(where: { key.hasPrefix($0) })
    {
      return true
    }
    return finding.location.file.map(ruleFiles.contains) ?? false
  }
}
