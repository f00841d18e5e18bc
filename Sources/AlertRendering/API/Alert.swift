/// One identity-theft alert as the monitoring service sends it.
public struct Alert: Sendable, Equatable {
  /// The identifier that uniquely names the alert, such as `4930982:105`.
  public var id: String
  /// The alert's type.
  public var type: AlertType
  /// What was found, in the order the service listed it; never empty.
  public var events: [AlertEvent]

  /// Creates an alert.
  public init(id: String, type: AlertType, events: [AlertEvent]) {
    self.id = id
    self.type = type
    self.events = events
  }
}
