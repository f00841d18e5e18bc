/// Describes one match type of one alert type: its icon, value, texts, risks and steps.
public protocol MatchTypePlugin: Sendable {
  /// The alert type whose events carry this match type.
  var alertType: AlertType { get }
  /// The match type, such as `IDEMAILADDR`; `*` registers the fallback for unknown types.
  var matchType: String { get }

  /// The leaked value of `event`, masked as policy requires, or nil when the event has none.
  ///
  /// Throw only when the event cannot be shown at all: the built-in alert plugins report an
  /// `AlertDataError` as it is and any other error as `AlertDataError.pluginFailed`, with the
  /// event's path and this match type.
  func leakedValue(in event: AlertEvent) throws -> String?

  /// The data fields the plugin looks in for the value, for diagnostics.
  var valueFields: [String] { get }

  /// Icon, texts, risks and steps for `eventCount` events of this match type.
  func content(eventCount: Int) -> MatchContent
}
