import Foundation

extension RuleSet {
  /// Loads rules from `directories`; a later directory's file replaces an earlier one's by name.
  ///
  /// Each directory holds `screen.json` and one folder per alert type (`CyberAgent/`, …) with
  /// `alert.json` and one `<MATCH>.json` per match type. A `schema` folder is skipped.
  public static func load(from directories: [URL]) throws(ContentError) -> RuleSet {
    var screen: ScreenRule?
    var alertRules: [AlertType: AlertRule] = [:]
    var matchRules: [AlertType: [String: MatchRule]] = [:]
    var overrides: [Diagnostic] = []

    func noteOverride(_ name: String, old: String, new: String) {
      overrides.append(
        Diagnostic(
          code: "rule-override", message: "The rule for \(name) in \(new) replaces \(old)."))
    }

    for directory in directories {
      let root = try ContentDirectory(directory)
      if let file = try root.file(named: "screen.json") {
        let rule = try ScreenRule(try root.readJSON(file), file: root.display(file))
        if let old = screen { noteOverride("the screen", old: old.file, new: rule.file) }
        screen = rule
      }
      for folder in try root.subdirectories() where folder.lastPathComponent != "schema" {
        let name = folder.lastPathComponent
        guard let alertType = AlertType(name: name) else {
          throw .unresolvedReference(
            file: root.display(folder), path: "(directory name)", name: name,
            valid: AlertType.allCases.map(\.name) + ["schema"])
        }
        for file in try root.jsonFiles(in: folder) {
          let json = try root.readJSON(file)
          let display = root.display(file)
          let stem = file.deletingPathExtension().lastPathComponent
          if stem == "alert" {
            let rule = try AlertRule(json, file: display, alertType: alertType)
            if let old = alertRules[alertType] {
              noteOverride(alertType.name, old: old.file, new: display)
            }
            alertRules[alertType] = rule
            continue
          }
          let rule = try MatchRule(json, file: display, alertType: alertType)
          let expectedStem =
            rule.matchType == MatchRule.fallbackMatchType ? "_default" : rule.matchType
          guard stem == expectedStem else {
            throw .invalidValue(
              file: display, path: "match",
              expected: "the file's name \"\(stem)\" (or \"*\" in _default.json)",
              found: "\"\(rule.matchType)\"")
          }
          if let old = matchRules[alertType]?[rule.matchType] {
            noteOverride("\(alertType.name) \(rule.matchType)", old: old.file, new: display)
          }
          matchRules[alertType, default: [:]][rule.matchType] = rule
        }
      }
    }
    guard let screen else {
      throw .unreadable(
        file: directories.map(\.path).joined(separator: ", "),
        reason: "No screen.json was found in the rule directories; expected one.")
    }
    return RuleSet(
      screen: screen, alertRules: alertRules, matchRules: matchRules, overrides: overrides)
  }
}
