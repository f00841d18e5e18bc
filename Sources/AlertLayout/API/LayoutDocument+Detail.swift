extension LayoutDocument {
  /// One leaked detail: the value and the lines describing where and when it leaked.
  public struct Detail: Codable, Sendable, Equatable {
    /// The 0-based index of the event in the alert's `events`, 0 to 999999.
    public var eventIndex: Int
    /// The match type, such as `IDEMAILADDR`, when the alert type has one.
    public var matchType: String?
    /// The icon for the kind of data leaked, drawn in `danger`.
    public var icon: Icon
    /// The leaked value (masked where sensitive), shown in bold; absent when the event had none.
    public var value: String?
    /// A line shown instead of the value when the event carried none.
    public var valueMissingText: String?
    /// The origin line, such as "From: Test Data".
    public var origin: Origin?
    /// The date line, such as "Date of leak: 09-06-2016".
    public var date: DateLine?
    /// Further labelled fields, for alert types rendered generically.
    public var fields: [Field]?
    /// The masked value as a screen reader should say it, such as "ending in 6789"; absent
    /// when the value is shown whole.
    public var spokenValue: String? = nil
    /// Languages and argument ranges of this object's texts, by field name; absent when none.
    public var annotations: Annotations? = nil

    /// A detail of event `eventIndex`; each nil argument writes no key.
    public init(
      eventIndex: Int, matchType: String? = nil, icon: Icon, value: String? = nil,
      valueMissingText: String? = nil, origin: Origin? = nil, date: DateLine? = nil,
      fields: [Field]? = nil, spokenValue: String? = nil, annotations: Annotations? = nil
    ) {
      self.eventIndex = eventIndex
      self.matchType = matchType
      self.icon = icon
      self.value = value
      self.valueMissingText = valueMissingText
      self.origin = origin
      self.date = date
      self.fields = fields
      self.spokenValue = spokenValue
      self.annotations = annotations
    }
  }

  /// Where a leak was found: the display line and the raw value.
  public struct Origin: Codable, Sendable, Equatable {
    /// The localized line to show, such as "From: Test Data".
    public var text: String
    /// The origin as the feed named it, unlocalized and machine-readable; clients show `text`.
    public var value: String

    /// Languages and argument ranges of this object's texts, by field name; absent when none.
    public var annotations: Annotations? = nil

    /// An origin line showing `text` for the feed's `value`.
    public init(text: String, value: String, annotations: Annotations? = nil) {
      self.text = text
      self.value = value
      self.annotations = annotations
    }
  }

  /// When a leak happened: the display line and machine-readable forms.
  public struct DateLine: Codable, Sendable, Equatable {
    /// The line to show, such as "Date of leak: 09-06-2016".
    public var text: String
    /// The date alone as displayed, such as "09-06-2016".
    public var display: String
    /// The date as a screen reader should say it, such as "September 6, 2016".
    public var spoken: String
    /// The date as ISO 8601, such as `2016-09-06`.
    public var iso: String
    /// The data field the date came from: `SourceDate`, `CreationDate` or `date`.
    public var source: String
    /// The whole line as a screen reader should say it, with `spoken` in place of `display`:
    /// "Date of leak: September 6, 2016".
    public var spokenText: String? = nil
    /// Languages and argument ranges of this object's texts, by field name; absent when none.
    public var annotations: Annotations? = nil

    /// A date line; nil `spokenText` and `annotations` write no key.
    public init(
      text: String, display: String, spoken: String, iso: String, source: String,
      spokenText: String? = nil, annotations: Annotations? = nil
    ) {
      self.text = text
      self.display = display
      self.spoken = spoken
      self.iso = iso
      self.source = source
      self.spokenText = spokenText
      self.annotations = annotations
    }
  }

  /// A labelled value of a detail, for alert types rendered generically.
  public struct Field: Codable, Sendable, Equatable {
    /// The data key, such as `ssn`.
    public var key: String
    /// The localized label, such as "SSN".
    public var label: String
    /// The value, masked where sensitive.
    public var value: String
    /// The masked value as a screen reader should say it; absent when shown whole.
    public var spokenValue: String? = nil
    /// Languages and argument ranges of this object's texts, by field name; absent when none.
    public var annotations: Annotations? = nil

    /// A field showing `value` under `label`; `spokenValue` nil when the value is shown whole.
    public init(
      key: String, label: String, value: String, spokenValue: String? = nil,
      annotations: Annotations? = nil
    ) {
      self.key = key
      self.label = label
      self.value = value
      self.spokenValue = spokenValue
      self.annotations = annotations
    }
  }
}
