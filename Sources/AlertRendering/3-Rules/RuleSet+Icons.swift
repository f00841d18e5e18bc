extension RuleSet {
  /// Every icon name a rule gives, with its file and the JSON path of the name, in file
  /// order: for lint's `icon-unknown` and the icon catalogue's tests.
  package var iconUses: [(name: String, file: String, path: String)] {
    var uses: [(String, String, String)] = []
    func items(_ items: [RuleItem], _ key: String, file: String) {
      for (index, item) in items.enumerated() {
        if let icon = item.icon { uses.append((icon, file, "\(key)[\(index)].icon")) }
      }
    }
    for rule in alertRules.values.sorted(by: { $0.file < $1.file }) {
      uses.append((rule.icon.name, rule.file, "icon.name"))
      if let fields = rule.fields { uses.append((fields.icon.name, rule.file, "fields.icon.name")) }
      items(rule.risks, "risks", file: rule.file)
      items(rule.steps, "steps", file: rule.file)
    }
    for rules in matchRules.values {
      for rule in rules.values.sorted(by: { $0.file < $1.file }) {
        uses.append((rule.icon.name, rule.file, "icon.name"))
        items(rule.risks, "risks", file: rule.file)
        items(rule.steps, "steps", file: rule.file)
      }
    }
    return uses.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }
      .map(\.element)
  }
}
