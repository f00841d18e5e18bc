import AlertLayout

/// Reading a `when` object into its compiled form, refusing anything outside the grammar of
/// docs/rules.md with the file, the JSON path, what was found and what is valid.
extension Condition {
  /// Reads a `when` object (or a condition nested in one) at nesting depth `depth`.
  init(_ reader: ResourceReader, depth: Int = 1) throws(ResourceError) {
    try Self.checkDepth(depth, reader)
    eventCount = try Self.range(reader, "eventCount")
    matchTypeCount = try Self.range(reader, "matchTypeCount")
    anyMatch = try reader.stringArray("anyMatch")
    allMatch = try reader.stringArray("allMatch")
    if let value = reader.value("not") {
      not = try Condition(
        Self.nested(value, reader, reader.location.appending("not")), depth: depth + 1)
    }
    allOf = try Self.conditions(reader, "allOf", depth: depth)
    anyOf = try Self.conditions(reader, "anyOf", depth: depth)
    anyEvent = try EventTest.optional(reader, "anyEvent", depth: depth + 1)
    allEvents = try EventTest.optional(reader, "allEvents", depth: depth + 1)
    noEvent = try EventTest.optional(reader, "noEvent", depth: depth + 1)
  }

  /// Reads the optional `when` key of `reader`.
  static func optional(in reader: ResourceReader) throws(ResourceError) -> Condition? {
    try reader.object("when", allowed: keys).map { reader throws(ResourceError) in
      try Condition(reader)
    }
  }

  /// What a message about too deep a nesting expects; lint knows its check by it.
  package static let depthExpectation =
    "conditions and event tests nested at most \(maximumDepth) deep, the 'when' counting as 1"

  /// Throws when `depth` is beyond `maximumDepth`.
  static func checkDepth(_ depth: Int, _ reader: ResourceReader) throws(ResourceError) {
    guard depth > maximumDepth else { return }
    throw .invalidValue(
      file: reader.file, path: reader.path, expected: depthExpectation,
      found: "an object at depth \(depth)")
  }

  /// `value` at `location` as a condition object.
  private static func nested(_ value: JSONValue, _ reader: ResourceReader, _ location: JSONPath)
    throws(ResourceError) -> ResourceReader
  {
    try ResourceReader(value, file: reader.file, at: location, allowed: keys)
  }

  /// The array of 1 to 32 conditions `key`, if present.
  private static func conditions(_ reader: ResourceReader, _ key: String, depth: Int)
    throws(ResourceError) -> [Condition]?
  {
    guard let items = try listOf1To32(reader, key) else { return nil }
    var conditions: [Condition] = []
    for (path, value) in items {
      conditions.append(try Condition(nested(value, reader, path), depth: depth + 1))
    }
    return conditions
  }

  /// The array `key` of `reader`, which must hold 1 to 32 elements, if present.
  static func listOf1To32(_ reader: ResourceReader, _ key: String) throws(ResourceError)
    -> [(path: JSONPath, value: JSONValue)]?
  {
    guard let items = try reader.array(key) else { return nil }
    guard (1...32).contains(items.count) else {
      throw .invalidValue(
        file: reader.file, path: reader.childPath(key), expected: "an array of 1 to 32 elements",
        found: "\(items.count) elements")
    }
    return items
  }

  /// Reads `n` or `{"min": a, "max": b}` as a range of counts.
  private static func range(_ reader: ResourceReader, _ key: String) throws(ResourceError)
    -> ClosedRange<Int>?
  {
    guard let value = reader.value(key) else { return nil }
    if case .number = value {
      let count = try reader.integer(key, in: 0...1_000_000) ?? 0
      return count...count
    }
    let bounds = try ResourceReader(
      value, file: reader.file, at: reader.location.appending(key), allowed: ["min", "max"])
    let min = try bounds.integer("min", in: 0...1_000_000) ?? 0
    let max = try bounds.integer("max", in: 0...1_000_000) ?? Int.max
    guard min <= max else {
      throw .invalidValue(
        file: reader.file, path: reader.childPath(key), expected: "min no greater than max",
        found: "min \(min), max \(max)")
    }
    return min...max
  }
}

extension ResourceError {
  /// The lint check of a condition's loading error: `condition-unknown-operator` for an
  /// unknown key inside a `when`, `condition-depth` for too deep a nesting; nil for others.
  package var conditionCheckID: String? {
    switch self {
    case .located(let error, _, _):
      return error.conditionCheckID
    case .unknownKey(_, let path, _, _)
    where path.split(separator: ".").dropLast().contains("when"):
      return "condition-unknown-operator"
    case .invalidValue(_, _, let expected, _) where expected == Condition.depthExpectation:
      return "condition-depth"
    default:
      return nil
    }
  }
}
