/// A risk or a step: text and, for steps, an icon.
public struct ItemContent: Sendable, Equatable {
  /// The text.
  public var text: LocalizedText
  /// The icon beside the text, if any.
  public var icon: IconContent?

  /// Creates an item.
  public init(text: LocalizedText, icon: IconContent? = nil) {
    self.text = text
    self.icon = icon
  }
}
