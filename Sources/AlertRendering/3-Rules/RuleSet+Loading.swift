import AlertLayout

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension RuleSet {
  /// Loads rules from `directories`; a later directory's file replaces an earlier one's by name.
  ///
  /// Each directory holds `screen.json`, optionally `policy.json` (the content policy, which
  /// later directories add to), and one folder per alert type (`CyberAgent/`, …) with
  /// `alert.json` and one `<MATCH>.json` per match type. A `schema` folder is skipped.
  ///
  /// The content policy is read the first time `policy` is asked for, so that a render that
  /// needs none never reads it.
  package static func load(from directories: [URL]) throws(ResourceError) -> RuleSet {
    var errors: [ResourceError] = []
    let rules = load(from: directories, errors: &errors, readingPolicy: false)
    if let first = errors.first { throw first }
    guard let rules else { preconditionFailure("Rule loading failed without an error.") }
    return rules
  }

  /// Loads every rule it can and the content policy, adding one error per file that fails, so
  /// lint can list them all.
  package static func load(from directories: [URL], errors: inout [ResourceError]) -> RuleSet? {
    load(from: directories, errors: &errors, readingPolicy: true)
  }

  /// Loads every rule it can, adding one error per file that fails; reads the content policy
  /// now, adding its errors too, when `readingPolicy`, else on first use.
  static func load(from directories: [URL], errors: inout [ResourceError], readingPolicy: Bool)
    -> RuleSet?
  {
    var loader = RuleSetLoader()
    for directory in directories {
      do {
        try loader.load(try ResourceDirectory(directory), errors: &errors)
      } catch {
        errors.append(error)
      }
    }
    let policy =
      readingPolicy
      ? LazyValue(PolicyReading(directories)) : LazyValue { PolicyReading(directories) }
    if readingPolicy { errors += policy.value.errors }
    guard var screen = loader.screen else {
      if directories.isEmpty {
        // Named as the catalogs' "(localizations)": a message without a file starts with ':'.
        errors.append(
          .unreadable(
            file: "(rules)",
            reason: "No rule directory was given; expected at least one, such as the shipped "
              + "Rules/."))
      } else if errors.isEmpty {
        errors.append(
          .unreadable(
            file: directories.map(\.path).joined(separator: ", "),
            reason: "No screen.json was found in the rule directories; expected one."))
      }
      return nil
    }
    // Actions name policy entries, which a drop-in policy may add: checked once every
    // directory is read. A screen whose actions need the policy reads it now (every render
    // of it needs it).
    if screen.actions.contains(where: { $0.value.phone != nil || $0.value.link != nil }) {
      do {
        try screen.resolvePolicyReferences(policy.value.policy)
      } catch {
        errors.append(error)
      }
    }
    for (alertType, rule) in loader.alertRules.sorted(by: { $0.key < $1.key })
    where rule.matchField != nil
      && loader.matchRules[alertType]?[MatchRule.fallbackMatchType] == nil
    {
      errors.append(
        .missingKey(
          file: rule.file, path: "matchField",
          expected: "a _default.json rule in the same folder for match types without a rule"))
    }
    return RuleSet(
      screen: screen, alertRules: loader.alertRules, matchRules: loader.matchRules,
      overrides: loader.overrides, policyReading: policy)
  }
}

/// Accumulates rules directory by directory, noting which file replaced which.
private struct RuleSetLoader {
  /// The screen rule read last.
  var screen: ScreenRule?
  /// The alert rules read last, by type.
  var alertRules: [AlertType: AlertRule] = [:]
  /// The match rules read last, by alert type and match type.
  var matchRules: [AlertType: [String: MatchRule]] = [:]
  /// A note per rule that replaced one read before.
  var overrides: [Diagnostic] = []

  /// Reads the rules of `root`, adding one error per file that fails; throws when `root`
  /// itself cannot be listed.
  mutating func load(_ root: ResourceDirectory, errors: inout [ResourceError]) throws(ResourceError)
  {
    if let file = try root.file(named: "screen.json") {
      do {
        let rule = try root.load(file) { json, name throws(ResourceError) in
          try ScreenRule(json, file: name)
        }
        if let old = screen { noteOverride("the screen", old: old.file, new: rule.file) }
        screen = rule
      } catch {
        errors.append(error)
      }
    }
    for folder in try root.subdirectories() where folder.name != "schema" {
      let name = folder.name
      guard let alertType = AlertType(name: name) else {
        errors.append(
          .unresolvedReference(
            file: root.display(folder), path: "(directory name)", name: name,
            valid: AlertType.allCases.map(\.name) + ["schema"]))
        continue
      }
      for file in try root.jsonFiles(in: folder) {
        do {
          try load(file, of: alertType, in: root)
        } catch {
          errors.append(error)
        }
      }
    }
  }

  /// Reads `file`, the alert rule or a match rule of `alertType`, from `root`.
  private mutating func load(
    _ file: ResourceDirectory.Entry, of alertType: AlertType, in root: ResourceDirectory
  ) throws(ResourceError) {
    let stem = String(file.name.dropLast(".json".count))
    if stem == "alert" {
      let rule = try root.load(file) { json, name throws(ResourceError) in
        try AlertRule(json, file: name, alertType: alertType)
      }
      if let old = alertRules[alertType] {
        noteOverride(alertType.name, old: old.file, new: rule.file)
      }
      alertRules[alertType] = rule
      return
    }
    /// Whether the rule's match type is the one its file's name says.
    func isNamed(_ rule: MatchRule) -> Bool {
      stem.isExactly(rule.matchType == MatchRule.fallbackMatchType ? "_default" : rule.matchType)
    }
    let rule = try root.load(file) { json, name throws(ResourceError) in
      let rule = try MatchRule(json, file: name, alertType: alertType)
      guard isNamed(rule) else {
        throw .invalidValue(
          file: name, path: "match",
          expected: "the file's name \"\(stem)\" (or \"*\" in _default.json)",
          found: "\"\(cut: rule.matchType)\"")
      }
      return rule
    }
    if let old = matchRules[alertType]?[rule.matchType], !old.matchType.isExactly(rule.matchType) {
      // Rules are kept by String, which equates canonically equivalent names.
      throw .invalidValue(
        file: rule.file, path: "match",
        expected: "a match type other than \"\(cut: old.matchType)\" (\(old.file)) in more than "
          + "Unicode normalization",
        found: JSONValue.string(rule.matchType).quotedForMessage)
    }
    if let old = matchRules[alertType]?[rule.matchType] {
      noteOverride("\(alertType.name) \(cut: rule.matchType)", old: old.file, new: rule.file)
    }
    matchRules[alertType, default: [:]][rule.matchType] = rule
  }

  /// Notes that the rule for `name` in `new` replaces the one in `old`.
  private mutating func noteOverride(_ name: String, old: String, new: String) {
    overrides.append(
      Diagnostic(
        code: "rule-override", message: "The rule for \(name) in \(new) replaces \(old).",
        severity: .note))
  }
}
