/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Equatable {
  /// The key as text, its JSON escapes resolved.
  public var key: String
  /// The value, of any JSON type.
  public var value: JSONValue

  /// The member `"key": value`.
  public init(key: String, value: JSONValue) {
    self.key = key
    self.value = value
  }
}
