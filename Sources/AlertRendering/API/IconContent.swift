/// An icon as content names it: its name, and its accessibility label as a catalog reference.
public struct IconContent: Sendable, Hashable {
  /// The icon's name, such as `email-alert`; clients map names to their own assets.
  public var name: String
  /// The accessibility label; nil marks the icon decorative, its meaning carried by nearby text.
  public var label: LocalizedText?

  /// The icon `name`; nil `label` marks it decorative.
  public init(name: String, label: LocalizedText? = nil) {
    self.name = name
    self.label = label
  }
}
