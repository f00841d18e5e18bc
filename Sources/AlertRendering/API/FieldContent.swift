/// A labelled value inside a detail.
public struct FieldContent: Sendable, Equatable {
  /// The data key, such as `ssn`.
  public var key: String
  /// The label, a catalog reference localized when the document is built.
  public var label: LocalizedText
  /// The value, masked where sensitive.
  public var value: String

  /// A field of the data key `key`, showing `value` under `label`.
  public init(key: String, label: LocalizedText, value: String) {
    self.key = key
    self.label = label
    self.value = value
  }
}
