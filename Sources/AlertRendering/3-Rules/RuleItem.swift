/// A risk or step in a rule: its text key, optional icon and the condition for showing it.
struct RuleItem: Sendable, Equatable {
  /// Catalog key of the text.
  let text: String
  /// The icon's name, if any.
  let icon: String?
  /// When the item is shown; nil shows it always.
  var when: Condition?
  /// The item as content, made once when the rule is read: every alert that shows the item
  /// shares it rather than building its text and icon anew.
  let content: ItemContent

  /// An item of the text `text` with `icon`, shown when `when` holds.
  init(text: String, icon: String? = nil, when: Condition? = nil) {
    self.text = text
    self.icon = icon
    self.when = when
    content = ItemContent(text: LocalizedText(text), icon: icon.map { IconContent(name: $0) })
  }

  /// The keys an item object may hold.
  static let keys = ["text", "icon", "when"]
}

extension RuleItem {
  /// Whether the item is shown for `facts`: it has no condition, or its condition holds.
  func shows(for facts: EventFacts) -> Bool {
    when?.holds(for: facts) ?? true
  }

  /// The items whose condition holds for `facts`, as content.
  static func items(_ items: [RuleItem], facts: EventFacts) -> [ItemContent] {
    var shown: [ItemContent] = []
    shown.reserveCapacity(items.count)
    for item in items where item.shows(for: facts) { shown.append(item.content) }
    return shown
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
