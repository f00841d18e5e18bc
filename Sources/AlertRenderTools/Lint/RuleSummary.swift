import AlertRendering

/// One row of the registry listing: a rule, where it came from and how complete its strings are.
package struct RuleSummary: Sendable, Equatable, Codable {
  /// The alert type's name.
  package var alertType: String
  /// The match type, `*` for the fallback, or nil for the alert type's own rule.
  package var matchType: String?
  /// The file the rule came from.
  package var file: String
  /// Data fields that hold the leaked value.
  package var valueFields: [String]
  /// The masking policy in words, such as `keep last 4 as •••-••-{last}`.
  package var masking: String
  /// Locales that translate every key the rule uses.
  package var completeLocales: [String]
  /// Locales missing at least one key the rule uses.
  package var incompleteLocales: [String]
}

extension RuleSet {
  /// A summary row per rule, alert rules before their match rules.
  package func summaries(catalogs: CatalogSet) -> [RuleSummary] {
    var rows: [RuleSummary] = []
    for alertType in AlertType.allCases {
      if let rule = alertRules[alertType] {
        rows.append(
          Self.summary(
            alertType: alertType, matchType: nil, file: rule.file,
            valueFields: rule.fields == nil ? [] : ["(every data field)"],
            masking: rule.fields?.masking.summary ?? "-", keys: rule.catalogKeys,
            catalogs: catalogs))
      }
      for rule in matchRules(of: alertType) {
        rows.append(
          Self.summary(
            alertType: alertType, matchType: rule.matchType, file: rule.file,
            valueFields: rule.valueFields, masking: rule.masking.summary, keys: rule.catalogKeys,
            catalogs: catalogs))
      }
    }
    return rows
  }

  private static func summary(
    alertType: AlertType, matchType: String?, file: String, valueFields: [String], masking: String,
    keys: [String], catalogs: CatalogSet
  ) -> RuleSummary {
    var complete: [String] = []
    var incomplete: [String] = []
    for locale in catalogs.locales {
      let hasAll = keys.allSatisfy { key in
        catalogs.entries[exactly: key]?.entry.localizations.keys.contains { LocaleID($0) == locale }
          ?? false
      }
      if hasAll {
        complete.append(locale.description)
      } else {
        incomplete.append(locale.description)
      }
    }
    return RuleSummary(
      alertType: alertType.name, matchType: matchType, file: file, valueFields: valueFields,
      masking: masking, completeLocales: complete, incompleteLocales: incomplete)
  }
}

extension MaskingPolicy {
  /// The policy in a few words, for listings.
  var summary: String {
    if showsValue { return "none" }
    if keepFirst == 0, keepLast == 0 { return "full" }
    var parts: [String] = []
    if keepFirst > 0 { parts.append("first \(keepFirst)") }
    if keepLast > 0 { parts.append("last \(keepLast)") }
    return "keep " + parts.joined(separator: " and ") + (template.map { " as \($0)" } ?? "")
  }
}
