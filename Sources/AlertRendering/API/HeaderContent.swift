/// The banner of an alert's content: the alert type's icon, heading and subheading.
public struct HeaderContent: Sendable, Equatable {
  /// The alert type's icon, drawn on the banner.
  public var icon: IconContent
  /// The heading, such as "Identity Risk".
  public var title: LocalizedText
  /// The subheading, such as "Your email has been leaked".
  public var subtitle: LocalizedText

  /// A banner of `title` over `subtitle`, with `icon`.
  public init(icon: IconContent, title: LocalizedText, subtitle: LocalizedText) {
    self.icon = icon
    self.title = title
    self.subtitle = subtitle
  }
}
