import AlertLayout

/// What lint reports about the conditions of the rules: a condition that can never hold, a
/// variant an earlier one always pre-empts, and a field no rule in scope names.
///
/// Sound but incomplete: each finding is proved from the condition's form alone, and many
/// conditions that never hold in practice go unreported (docs/lint.md).
package struct ConditionFinding: Sendable, Equatable {
  /// `condition-never-holds`, `condition-shadowed` or `condition-unknown-field`.
  package var checkID: String
  package var file: String
  /// The JSON path of the condition, variant or field concerned.
  package var jsonPath: String
  /// A full sentence starting with the JSON path.
  package var message: String
}

extension RuleSet {
  /// Every condition finding of the rules, alert rules first, then match rules, by type.
  package var conditionFindings: [ConditionFinding] {
    var findings: [ConditionFinding] = []
    for (alertType, rule) in alertRules.sorted(by: { $0.key < $1.key }) {
      let matchRules = matchRules(of: alertType)
      let scope = ConditionScope(
        alertRule: rule,
        names: rule.conditionFieldNames + matchRules.flatMap(\.conditionFieldNames),
        isOpen: rule.fields != nil, description: "the \(alertType.name) rules")
      var lint = ConditionLinter(file: rule.file, scope: scope)
      lint.check(variants: rule.variants)
      lint.check(items: rule.risks, "risks")
      lint.check(items: rule.steps, "steps")
      findings += lint.findings
      for matchRule in matchRules {
        let scope = ConditionScope(
          alertRule: rule, names: rule.conditionFieldNames + matchRule.conditionFieldNames,
          isOpen: rule.fields != nil,
          description: "the rules of \(alertType.name) \(cut: matchRule.matchType)")
        var lint = ConditionLinter(file: matchRule.file, scope: scope)
        lint.check(items: matchRule.risks, "risks")
        lint.check(items: matchRule.steps, "steps")
        findings += lint.findings
      }
    }
    return findings
  }
}

extension AlertRule {
  /// The data keys this rule names: match, date, origin and declared data fields.
  var conditionFieldNames: [String] {
    [matchField].compactMap { $0 } + dateFields + originFields + dataFields
  }
}

extension MatchRule {
  /// The data keys this rule names: value and declared data fields.
  var conditionFieldNames: [String] { valueFields + dataFields }
}

/// The data keys the conditions of one rule may test.
struct ConditionScope {
  var alertRule: AlertRule
  var names: [String]
  /// Whether the type shows every field of its events (`fields`), so that any key may come.
  var isOpen: Bool
  /// The rules named in messages, such as "the rules of CyberAgent IDCCN".
  var description: String
}

/// Walks the conditions of one rule file, collecting findings.
struct ConditionLinter {
  let file: String
  let scope: ConditionScope
  var findings: [ConditionFinding] = []

  init(file: String, scope: ConditionScope) {
    self.file = file
    self.scope = scope
  }

  /// Checks each variant's `when`, and each variant against the earlier ones.
  mutating func check(variants: [AlertRule.Variant]) {
    for (index, variant) in variants.enumerated() {
      let path = "variants[\(index)]"
      if let when = variant.when { check(when, at: path + ".when") }
      guard
        let earlier = variants.indices.prefix(index).first(where: { other in
          guard let wider = variants[other].when else { return true }
          guard let narrower = variant.when else { return wider.alwaysHolds }
          return narrower.implies(wider)
        })
      else { continue }
      add(
        "condition-shadowed", path + (variant.when == nil ? "" : ".when"),
        "\(path) can never be chosen: variants[\(earlier)] holds whenever it would, and the "
          + "first variant that holds wins. Narrow variants[\(earlier)].when or put \(path) "
          + "before it.")
    }
  }

  /// Checks the `when` of each item of the list `key`.
  mutating func check(items: [RuleItem], _ key: String) {
    for (index, item) in items.enumerated() {
      if let when = item.when { check(when, at: "\(key)[\(index)].when") }
    }
  }

  /// Checks `condition`, found at `path`, and everything nested in it.
  mutating func check(_ condition: Condition, at path: String) {
    if condition.neverHolds {
      add(
        "condition-never-holds", path,
        "\(path) can never hold, so what it guards is never shown: "
          + (condition.neverHoldsReason ?? "its parts contradict each other") + ".")
      return
    }
    if let not = condition.not { check(not, at: path + ".not") }
    for (key, list) in [("allOf", condition.allOf), ("anyOf", condition.anyOf)] {
      for (index, nested) in (list ?? []).enumerated() {
        check(nested, at: "\(path).\(key)[\(index)]")
      }
    }
    for (key, test) in [
      ("anyEvent", condition.anyEvent), ("allEvents", condition.allEvents),
      ("noEvent", condition.noEvent),
    ] {
      if let test { check(test, at: "\(path).\(key)") }
    }
  }

  /// Checks the fields of `test`, found at `path`.
  private mutating func check(_ test: EventTest, at path: String) {
    switch test {
    case .field(let fieldTest):
      guard case .data(let name) = fieldTest.field, !scope.isOpen,
        !scope.names.contains(where: { $0.isExactly(name) })
      else { return }
      let known = Array(Set(scope.names)).sorted()
      add(
        "condition-unknown-field", path + ".field",
        "\(path).field: no rule in scope names the field '\(cut: name)' (\(scope.description) "
          + "name \(known.isEmpty ? "none" : known.map { "'\(cut: $0)'" }.joined(separator: ", ")) "
          + "and the $ fields); if the feed sends it, declare it in 'dataFields'."
          + Suggestion.didYouMean(name, among: known + EventField.derivedNames))
    case .allOf(let tests), .anyOf(let tests):
      let key = test.isAllOf ? "allOf" : "anyOf"
      for (index, nested) in tests.enumerated() { check(nested, at: "\(path).\(key)[\(index)]") }
    case .not(let nested):
      check(nested, at: path + ".not")
    }
  }

  private mutating func add(_ checkID: String, _ path: String, _ message: String) {
    findings.append(
      ConditionFinding(checkID: checkID, file: file, jsonPath: path, message: message))
  }
}

extension EventTest {
  /// Whether this is an `allOf`.
  var isAllOf: Bool {
    if case .allOf = self { return true }
    return false
  }
}
