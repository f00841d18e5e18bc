/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Equatable {
  /// The member's key.
  public var key: String
  /// The member's value.
  public var value: JSONValue

  /// Creates a member.
  public init(key: String, value: JSONValue) {
    self.key = key
    self.value = value
  }
}
