import AlertLayout

/// One finding within an alert: when it was found and the type-specific data.
public struct AlertEvent: Sendable, Equatable {
  /// The date the information was found, from the event's `date` field; nil when it is
  /// absent or unreadable.
  public var date: LeakDate?
  /// The type-specific key-value pairs, in document order.
  public var data: [JSONMember]
  /// The event's `date` as it came when it is not a readable date: an optional field, so it
  /// costs the alert nothing, and is reported only if the precedence of dates reaches it.
  var unreadableDate: JSONValue?

  /// An event of `data`, found on `date` (nil when the alert gave no readable date).
  public init(date: LeakDate?, data: [JSONMember]) {
    self.date = date
    self.data = data
  }

  /// The value of the data field `key`, if present.
  public subscript(key: String) -> JSONValue? {
    data.first { $0.key.isExactly(key) }?.value
  }
}
