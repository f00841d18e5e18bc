/// What an alert says, chosen by plugins but not yet localized or laid out.
public struct AlertContent: Sendable, Equatable {
  /// The navigation title.
  public var title: LocalizedText
  /// The banner at the top of the scrolling region.
  public var header: Header
  /// One row per event, in the alert's order.
  public var details: [Detail]
  /// The "What's at risk" items.
  public var risks: [Item]
  /// The "Next Steps" items.
  public var steps: [Item]
  /// Notes for the people running the service: fallbacks, unknown data, overrides.
  public var diagnostics: [Diagnostic]

  /// Creates alert content.
  public init(
    title: LocalizedText, header: Header, details: [Detail], risks: [Item], steps: [Item],
    diagnostics: [Diagnostic] = []
  ) {
    self.title = title
    self.header = header
    self.details = details
    self.risks = risks
    self.steps = steps
    self.diagnostics = diagnostics
  }

  /// The banner: the alert type's icon, heading and subheading.
  public struct Header: Sendable, Equatable {
    /// The alert type's icon.
    public var icon: Icon
    /// The heading, such as "Identity Risk".
    public var title: LocalizedText
    /// The subheading, such as "Your email has been leaked".
    public var subtitle: LocalizedText

    /// Creates a header.
    public init(icon: Icon, title: LocalizedText, subtitle: LocalizedText) {
      self.icon = icon
      self.title = title
      self.subtitle = subtitle
    }
  }

  /// One leaked detail, drawn from one event.
  public struct Detail: Sendable, Equatable {
    /// The index of the event in the alert.
    public var eventIndex: Int
    /// The match type, such as `IDEMAILADDR`, when the alert type has one.
    public var matchType: String?
    /// The icon for the kind of data.
    public var icon: Icon
    /// The leaked value, already masked as its rule requires; nil when the event has none.
    public var value: String?
    /// Where the leak was found, as the feed names it.
    public var origin: String?
    /// When the data leaked, by the alert type's precedence of date fields.
    public var date: LeakDate?
    /// The data field the date came from, such as `CreationDate`.
    public var dateField: String?
    /// Further fields shown as label and value, for alert types rendered generically.
    public var fields: [Field]

    /// Creates a detail.
    public init(
      eventIndex: Int, matchType: String?, icon: Icon, value: String?, origin: String?,
      date: LeakDate?, dateField: String?, fields: [Field] = []
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

  /// A labelled value inside a detail.
  public struct Field: Sendable, Equatable {
    /// The data key, such as `ssn`.
    public var key: String
    /// The label text.
    public var label: LocalizedText
    /// The value, masked where sensitive.
    public var value: String

    /// Creates a field.
    public init(key: String, label: LocalizedText, value: String) {
      self.key = key
      self.label = label
      self.value = value
    }
  }

  /// A risk or a step: text and, for steps, an icon.
  public struct Item: Sendable, Equatable {
    /// The text.
    public var text: LocalizedText
    /// The icon beside the text, if any.
    public var icon: Icon?

    /// Creates an item.
    public init(text: LocalizedText, icon: Icon? = nil) {
      self.text = text
      self.icon = icon
    }
  }
}
