import AlertLayout

/// Reads one JSON object of a rule file or catalog: tracks its JSON path, refuses unknown keys.
struct ResourceReader {
  /// The file being read, for messages.
  let file: String
  /// Where this object is in the file.
  let location: JSONPath
  /// The object's members, in document order.
  let members: [JSONMember]

  /// Wraps `value` as an object with exactly the `allowed` keys (plus `$schema` and `comment`).
  init(_ value: JSONValue, file: String, path: String, allowed: [String]) throws(ResourceError) {
    try self.init(value, file: file, at: JSONPath(path), allowed: allowed)
  }

  /// Wraps `value`, found at `location`, as an object with exactly the `allowed` keys (plus
  /// `$schema` and `comment`, which any object may hold for editors and readers).
  init(_ value: JSONValue, file: String, at location: JSONPath, allowed: [String])
    throws(ResourceError)
  {
    guard case .object(let members) = value else {
      throw .invalidValue(
        file: file, path: location.description, expected: "an object",
        found: value.foundDescription)
    }
    // Checked before any property is set: a throw after that copied the whole reader.
    for member in members
    where !allowed.contains(where: member.key.isExactly) && !member.key.isExactly("$schema")
      && !member.key.isExactly("comment")
    {
      throw .unknownKey(
        file: file, path: location.appending(member.key).description, key: member.key,
        valid: allowed)
    }
    self.file = file
    self.location = location
    self.members = members
  }

  /// The JSON path of this object in the file.
  var path: String { location.description }

  /// The JSON path of the member `key`.
  func childPath(_ key: String) -> String {
    location.appending(key).description
  }

  /// The raw value of `key`, if present.
  func value(_ key: String) -> JSONValue? {
    members.first { $0.key.isExactly(key) }?.value
  }

  /// The non-empty string `key`, if present.
  func string(_ key: String) throws(ResourceError) -> String? {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value, !text.isEmpty else {
      throw .invalidValue(
        file: file, path: childPath(key), expected: "a non-empty string",
        found: value.quotedForMessage)
    }
    return text
  }

  /// The non-empty string `key`; `expected` describes it when it is missing.
  func requiredString(_ key: String, _ expected: String) throws(ResourceError) -> String {
    guard let text = try string(key) else {
      throw .missingKey(file: file, path: childPath(key), expected: expected)
    }
    return text
  }

  /// A name used as an icon, action or dialog id: `[a-z0-9-]` only, so it can never be a path
  /// or markup once it reaches a client.
  func name(_ key: String) throws(ResourceError) -> String? {
    guard let text = try string(key) else { return nil }
    try Self.checkName(text, file: file, path: childPath(key))
    return text
  }

  /// The id `key`, which must be present.
  func requiredName(_ key: String, _ expected: String) throws(ResourceError) -> String {
    guard let text = try name(key) else {
      throw .missingKey(file: file, path: childPath(key), expected: expected)
    }
    return text
  }

  /// Checks that `text`, found at `path`, is an id of `[a-z0-9-]`, at most 64 characters.
  static func checkName(_ text: String, file: String, path: @autoclosure () -> String)
    throws(ResourceError)
  {
    let valid =
      !text.isEmpty && text.utf8.count <= 64
      && text.utf8.allSatisfy {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "-")
      }
    guard valid else {
      throw .invalidValue(
        file: file, path: path(), expected: "a name of lowercase letters, digits and '-'",
        found: JSONValue.string(text).quotedForMessage)
    }
  }

  /// The array of non-empty strings `key`, if present.
  func stringArray(_ key: String) throws(ResourceError) -> [String]? {
    guard let value = value(key) else { return nil }
    guard case .array(let items) = value else {
      throw .invalidValue(
        file: file, path: childPath(key), expected: "an array of strings",
        found: value.foundDescription)
    }
    var result: [String] = []
    for (index, item) in items.enumerated() {
      guard case .string(let text) = item, !text.isEmpty else {
        throw .invalidValue(
          file: file, path: childPath(key) + "[\(index)]", expected: "a non-empty string",
          found: item.quotedForMessage)
      }
      result.append(text)
    }
    return result
  }

  /// The integer `key` within `range`, if present.
  func integer(_ key: String, in range: ClosedRange<Int>) throws(ResourceError) -> Int? {
    guard let value = value(key) else { return nil }
    guard case .number(let text) = value, let number = Int(text), range.contains(number) else {
      throw .invalidValue(
        file: file, path: childPath(key),
        expected: "an integer from \(range.lowerBound) to \(range.upperBound)",
        found: value.quotedForMessage)
    }
    return number
  }

  /// The object `key` with exactly the `allowed` keys, if present.
  func object(_ key: String, allowed: [String]) throws(ResourceError) -> ResourceReader? {
    guard let value = value(key) else { return nil }
    return try ResourceReader(value, file: file, at: location.appending(key), allowed: allowed)
  }

  /// The object `key` with exactly the `allowed` keys, which must be present.
  func requiredObject(_ key: String, allowed: [String], _ expected: String) throws(ResourceError)
    -> ResourceReader
  {
    guard let reader = try object(key, allowed: allowed) else {
      throw .missingKey(file: file, path: childPath(key), expected: expected)
    }
    return reader
  }

  /// The elements of the array `key`, each with its path.
  func array(_ key: String) throws(ResourceError) -> [(path: JSONPath, value: JSONValue)]? {
    guard let value = value(key) else { return nil }
    guard case .array(let items) = value else {
      throw .invalidValue(
        file: file, path: childPath(key), expected: "an array", found: value.foundDescription)
    }
    return items.enumerated().map { (location.appending(key, index: $0.offset), $0.element) }
  }
}
