/// One leaked detail, drawn from one event.
public struct DetailContent: Sendable, Equatable {
  /// The 0-based index of the event in the alert's `events`.
  public var eventIndex: Int
  /// The match type, such as `IDEMAILADDR`, when the alert type has one.
  public var matchType: String?
  /// The icon for the kind of data leaked; every detail has one.
  public var icon: IconContent
  /// The leaked value, already masked as its rule requires; nil when the event has none.
  public var value: String?
  /// Where the leak was found, as the feed names it.
  public var origin: String?
  /// When the data leaked, by the alert type's precedence of date fields.
  public var date: LeakDate?
  /// The data field the date came from, such as `CreationDate`.
  public var dateField: String?
  /// Further fields shown as label and value, for alert types rendered generically.
  public var fields: [FieldContent]

  /// A detail of event `eventIndex`; `dateField` names the field `date` came from, nil
  /// with it.
  public init(
    eventIndex: Int, matchType: String?, icon: IconContent, value: String?, origin: String?,
    date: LeakDate?, dateField: String?, fields: [FieldContent] = []
  ) {
    self.eventIndex = eventIndex
    self.matchType = matchType
    self.icon = icon
    self.value = value
    self.origin = origin
    self.date = date
    self.dateField = dateField
    self.fields = fields
  }
}
