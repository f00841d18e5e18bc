/// A labelled value inside a detail.
public struct FieldContent: Sendable, Equatable {
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
