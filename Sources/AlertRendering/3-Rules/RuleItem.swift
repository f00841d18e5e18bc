/// A risk or step in a rule: its text key, optional icon and the condition for showing it.
struct RuleItem: Sendable, Equatable {
  /// Catalog key of the text.
  var text: String
  /// The icon's name, if any.
  var icon: String?
  /// When the item is shown; nil shows it always.
  var when: Condition?

  /// The keys an item object may hold.
  static let keys = ["text", "icon", "when"]
}

extension RuleItem {
  /// The item as content.
  var content: ItemContent {
    ItemContent(text: LocalizedText(text), icon: icon.map { IconContent(name: $0) })
  }

  /// Whether the item is shown for `facts`: it has no condition, or its condition holds.
  func shows(for facts: EventFacts) -> Bool {
    when?.holds(for: facts) ?? true
  }

  /// The items whose condition holds for `facts`, as content.
  static func items(_ items: [RuleItem], facts: EventFacts) -> [ItemContent] {
    items.filter { $0.shows(for: facts) }.map(\.content)
  }

  /// Reads the optional array of items `key` of `reader`.
  static func list(_ reader: ResourceReader, _ key: String) throws(ResourceError) -> [RuleItem] {
    var items: [RuleItem] = []
    for (path, value) in try reader.array(key) ?? [] {
      let item = try ResourceReader(value, file: reader.file, at: path, allowed: keys)
      items.append(
        RuleItem(
          text: try item.requiredString("text", "the catalog key of the text"),
          icon: try item.name("icon"),
          when: try Condition.optional(in: item)))
    }
    return items
  }
}
