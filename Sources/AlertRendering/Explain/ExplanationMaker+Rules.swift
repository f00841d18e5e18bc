import AlertLayout

/// Which rule, and which condition in it, chose each text.
extension ExplanationMaker {
  typealias RuleSource = Explanation.RuleSource
  typealias Condition = Explanation.Condition

  /// The rule that chose the text of `key` at the document path `path`, and the match rule it
  /// came from when an alert rule took a match type's text.
  func ruleSource(_ path: String, key: String) -> (RuleSource?, Position?) {
    let parts = path.split(separator: ".").map(String.init)
    if let rule = alertRule {
      switch path {
      case "navigation.title": return variantSource(rule, field: "title")
      case "body[0].subtitle": return variantSource(rule, field: "subtitle")
      case "body[0].title": return (RuleSource(position: .init(rule.file, "header.title")), nil)
      case "body[0].icon.accessibilityLabel":
        return (RuleSource(position: .init(rule.file, "icon.label")), nil)
      default: break
      }
      if parts.count >= 3, parts[0] == "body[1]", let event = Self.index(parts[1], "items") {
        if parts[2] == "icon" {
          return (detailIconSource(event, "label"), nil)
        }
        if parts[2].hasPrefix("fields["), rule.fields != nil {
          return (RuleSource(position: .init(rule.file, "fields.labelPrefix")), nil)
        }
      }
      if parts.count == 3, let block = Self.index(parts[0], "body"),
        document.body.indices.contains(block), case .section(let section) = document.body[block],
        section.id == "risks" || section.id == "steps",
        let source = itemSource(rule, list: section.id, key: key)
      {
        return (source, nil)
      }
    }
    return (screenSource(parts, key: key), nil)
  }

  /// The index `N` of a path component `name[N]`.
  static func index(_ component: String, _ name: String) -> Int? {
    guard component.hasPrefix(name + "["), component.hasSuffix("]") else { return nil }
    return Int(component.dropFirst(name.count + 1).dropLast())
  }

  /// The variant of `rule` that chose the title or subtitle, the `when`s before it that did
  /// not hold, and the match rule whose text it took, if it took one.
  private func variantSource(_ rule: AlertRule, field: String) -> (RuleSource?, Position?) {
    let chosen = rule.variantIndex(for: facts)
    let variant = rule.variants[chosen]
    var source = RuleSource(position: .init(rule.file, "variants[\(chosen)].\(field)"))
    source.chosenBy = variant.when.map { _ in
      Condition(jsonPath: "variants[\(chosen)].when", held: true)
    }
    source.skipped = (0..<chosen).compactMap { index in
      rule.variants[index].when.map { _ in
        Condition(jsonPath: "variants[\(index)].when", held: false)
      }
    }
    let choice = field == "title" ? variant.title : variant.subtitle
    var match: Position?
    if let matchRule = groups.first?.rule {
      switch choice {
      case .matchTitle: match = .init(matchRule.file, "title")
      case .matchSubtitle: match = .init(matchRule.file, "subtitle")
      case .key: break
      }
    }
    return (source, match)
  }

  /// The rule that names the icon of detail `index`: its match rule, or the alert rule's
  /// generic fields. `member` is `name` or `label`.
  func detailIconSource(_ index: Int, _ member: String) -> RuleSource? {
    guard content.details.indices.contains(index), let rule = alertRule else { return nil }
    if rule.fields != nil { return RuleSource(position: .init(rule.file, "fields.icon.\(member)")) }
    let detail = content.details[index]
    let plugin = Self.matchPlugin(renderer, alert.type, detail.matchType)
    guard let matchRule = (plugin as? RuleDrivenMatchPlugin)?.rule else { return nil }
    return RuleSource(position: .init(matchRule.file, "icon.\(member)"))
  }

  /// The risk or step of `key`: the alert rule's own first, then each match type's, among
  /// those whose condition holds, with the condition that let it in.
  private func itemSource(_ rule: AlertRule, list: String, key: String) -> RuleSource? {
    var candidates: [(file: String, items: [RuleItem], facts: EventFacts)] = [
      (rule.file, list == "risks" ? rule.risks : rule.steps, facts)
    ]
    for group in groups {
      guard let matchRule = group.rule else { continue }
      candidates.append(
        (
          matchRule.file, list == "risks" ? matchRule.risks : matchRule.steps,
          matchRule.facts(group: group.matchType, alertFacts: facts)
        ))
    }
    for candidate in candidates {
      guard
        let index = candidate.items.firstIndex(where: {
          $0.text.isExactly(key) && $0.shows(for: candidate.facts)
        })
      else { continue }
      var source = RuleSource(position: .init(candidate.file, "\(list)[\(index)].text"))
      source.chosenBy = candidate.items[index].when.map { _ in
        Condition(jsonPath: "\(list)[\(index)].when", held: true)
      }
      return source
    }
    return nil
  }

  /// Where `screen.json` names `key` for the document path `parts`: under the dialog or
  /// button the path is in first, then anywhere; keys made from a prefix name the prefix.
  private func screenSource(_ parts: [String], key: String) -> RuleSource? {
    let screen = renderer.rules.screen
    var prefixes: [String] = []
    if parts.count >= 2, parts[0] == "dialogs" { prefixes.append("dialogs.\(parts[1])") }
    if parts.count >= 2, parts[0] == "footer", let index = Self.index(parts[1], "buttons"),
      screen.footer.indices.contains(index)
    {
      prefixes.append("buttons.\(screen.footer[index])")
    }
    if let file = files[screen.file],
      let path = file.path(ofString: key, under: prefixes)
    {
      return RuleSource(position: .init(screen.file, path))
    }
    for (prefix, path) in [
      (screen.maskedValues, "detail.maskedValues"), (screen.monthNames, "detail.monthNames"),
    ] where key.hasPrefix(prefix) {
      return RuleSource(position: .init(screen.file, path))
    }
    return nil
  }
}

extension Explanation.Position {
  /// The place `jsonPath` of `file`, its line and column not yet found.
  init(_ file: String, _ jsonPath: String) {
    self.init(file: file, jsonPath: jsonPath)
  }
}
