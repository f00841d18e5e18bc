/// A risk or step in a rule: its text key, optional icon and the condition for showing it.
struct RuleItem: Sendable, Equatable {
  var text: String
  var icon: String?
  var when: Condition?

  static let keys = ["text", "icon", "when"]
}

extension RuleItem {
  /// The items whose condition holds for `facts`, as content.
  static func items(_ items: [RuleItem], facts: EventFacts) -> [AlertContent.Item] {
    items.filter { $0.when?.holds(for: facts) ?? true }.map {
      AlertContent.Item(text: LocalizedText($0.text), icon: $0.icon.map { Icon(name: $0) })
    }
  }

  static func list(_ reader: RuleReader, _ key: String) throws(ContentError) -> [RuleItem] {
    var items: [RuleItem] = []
    for (path, value) in try reader.array(key) ?? [] {
      let item = try RuleReader(value, file: reader.file, path: path, allowed: keys)
      items.append(
        RuleItem(
          text: try item.requiredString("text", "the catalog key of the text"),
          icon: try item.name("icon"),
          when: try Condition.optional(in: item)))
    }
    return items
  }
}
