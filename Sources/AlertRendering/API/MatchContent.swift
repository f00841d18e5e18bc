/// What a match type contributes to an alert.
public struct MatchContent: Sendable, Equatable {
  /// The icon of each detail of this match type.
  public var icon: IconContent
  /// The kind of data, for lists such as "email address, phone number".
  public var kind: LocalizedText
  /// The navigation title when every event has this match type.
  public var title: LocalizedText
  /// The header subtitle when every event has this match type.
  public var subtitle: LocalizedText
  /// What is at risk.
  public var risks: [ItemContent]
  /// What to do next.
  public var steps: [ItemContent]

  /// What a match type says; every text a catalog reference localized when the document
  /// is built.
  public init(
    icon: IconContent, kind: LocalizedText, title: LocalizedText, subtitle: LocalizedText,
    risks: [ItemContent], steps: [ItemContent]
  ) {
    self.icon = icon
    self.kind = kind
    self.title = title
    self.subtitle = subtitle
    self.risks = risks
    self.steps = steps
  }
}
