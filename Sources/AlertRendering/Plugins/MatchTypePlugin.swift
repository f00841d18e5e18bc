/// Describes one match type of one alert type: its icon, value, texts, risks and steps.
public protocol MatchTypePlugin: Sendable {
  /// The alert type whose events carry this match type.
  var alertType: AlertType { get }
  /// The match type, such as `IDEMAILADDR`; `*` registers the fallback for unknown types.
  var matchType: String { get }

  /// The leaked value of `event`, masked as policy requires, or nil when the event has none.
  func leakedValue(in event: AlertEvent) -> String?

  /// The data fields the plugin looks in for the value, for diagnostics.
  var valueFields: [String] { get }

  /// Icon, texts, risks and steps for `eventCount` events of this match type.
  func content(eventCount: Int) -> MatchContent
}

/// What a match type contributes to an alert.
public struct MatchContent: Sendable, Equatable {
  /// The detail icon.
  public var icon: Icon
  /// The kind of data, for lists such as "email address, phone number".
  public var kind: LocalizedText
  /// The navigation title when every event has this match type.
  public var title: LocalizedText
  /// The header subtitle when every event has this match type.
  public var subtitle: LocalizedText
  /// What is at risk.
  public var risks: [AlertContent.Item]
  /// What to do next.
  public var steps: [AlertContent.Item]

  /// Creates match content.
  public init(
    icon: Icon, kind: LocalizedText, title: LocalizedText, subtitle: LocalizedText,
    risks: [AlertContent.Item], steps: [AlertContent.Item]
  ) {
    self.icon = icon
    self.kind = kind
    self.title = title
    self.subtitle = subtitle
    self.risks = risks
    self.steps = steps
  }
}
