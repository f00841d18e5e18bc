/// One finding within an alert: when it was found and the type-specific data.
public struct AlertEvent: Sendable, Equatable {
  /// The date the information was found, from the event's `date` field.
  public var date: LeakDate?
  /// The type-specific key-value pairs, in document order.
  public var data: [JSONMember]

  /// Creates an event.
  public init(date: LeakDate?, data: [JSONMember]) {
    self.date = date
    self.data = data
  }

  /// The value of the data field `key`, if present.
  public subscript(key: String) -> JSONValue? {
    data.first { $0.key.isExactly(key) }?.value
  }
}
