extension JSONValue {
  /// What was found, for an error message: the type, and the value itself when it is a scalar
  /// (`a number 5`, `a string "x"`), cut to 80 characters.
  package var foundDescription: String {
    switch self {
    case .array, .object, .null: return quotedForMessage
    default: return "\(typeName) \(quotedForMessage)"
    }
  }

  /// The value quoted for an error message, cut to 80 characters so one line stays readable.
  package var quotedForMessage: String {
    switch self {
    case .string(let text): return "\"\(cut: text)\""
    case .number(let text): return text.cutForMessage()
    case .bool(let flag): return String(flag)
    case .null: return "null"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}
