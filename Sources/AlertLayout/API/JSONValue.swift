/// A parsed JSON value that keeps object members in document order.
///
/// Event data is open-ended (each alert type carries its own keys), so plugins read it
/// through this type rather than through fixed Codable models.
public enum JSONValue: Sendable, Equatable {
  /// The literal `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, kept as written so that large identifiers lose no digits.
  case number(String)
  /// A string, its escapes resolved.
  case string(String)
  /// An array, its elements in document order.
  case array([JSONValue])
  /// An object whose members keep the order of the document.
  case object([JSONMember])

  /// The member named `key` when this value is an object.
  @inlinable public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key.isExactly(key) }?.value
  }

  /// The text of a string or number, which is how a leaked value may arrive.
  @inlinable public var scalarText: String? {
    switch self {
    case .string(let text), .number(let text): return text
    default: return nil
    }
  }

  /// The name of this value's JSON type, as used in error messages.
  public var typeName: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}
