import AlertLayout

/// Reading event tests: a field test (`field` and exactly one operator) or one of `allOf`,
/// `anyOf` and `not`.
extension EventTest {
  /// The keys an event test object may hold.
  static let keys = ["field"] + FieldTest.Operator.names + ["ignoreCase", "allOf", "anyOf", "not"]

  /// The event test `key` of `reader`, at nesting depth `depth`, if present.
  static func optional(_ reader: ResourceReader, _ key: String, depth: Int)
    throws(ResourceError) -> EventTest?
  {
    guard let value = reader.value(key) else { return nil }
    return try EventTest(value, reader.file, reader.location.appending(key), depth: depth)
  }

  /// Reads the event test `value` found at `location` of `file`.
  init(_ value: JSONValue, _ file: String, _ location: JSONPath, depth: Int)
    throws(ResourceError)
  {
    let reader = try ResourceReader(value, file: file, at: location, allowed: Self.keys)
    try Condition.checkDepth(depth, reader)
    let combinations = ["allOf", "anyOf", "not"].filter { reader.value($0) != nil }
    if reader.value("field") != nil {
      if let extra = combinations.first {
        throw .invalidValue(
          file: file, path: reader.childPath(extra),
          expected: "a field test ('field' and one operator) or '\(extra)', not both",
          found: "both")
      }
      self = .field(try FieldTest(reader))
      return
    }
    guard combinations.count == 1, let key = combinations.first else {
      let operators = FieldTest.Operator.names.filter { reader.value($0) != nil }
      if combinations.isEmpty {
        throw .invalidValue(
          file: file, path: reader.path,
          expected: operators.isEmpty
            ? "an event test: 'field' with one of \(Self.list(FieldTest.Operator.names)), or "
              + "one of 'allOf', 'anyOf', 'not'"
            : "'field', the field '\(operators[0])' tests, such as \"password\" or \"$leakDate\"",
          found: operators.isEmpty ? "an empty test" : "none")
      }
      throw .invalidValue(
        file: file, path: reader.path, expected: "exactly one of 'allOf', 'anyOf', 'not'",
        found: combinations.map { "'\($0)'" }.joined(separator: " and "))
    }
    if key == "not", let nested = reader.value("not") {
      self = .not(try EventTest(nested, file, location.appending("not"), depth: depth + 1))
      return
    }
    var tests: [EventTest] = []
    for (path, item) in try Condition.listOf1To32(reader, key) ?? [] {
      tests.append(try EventTest(item, file, path, depth: depth + 1))
    }
    self = key == "allOf" ? .allOf(tests) : .anyOf(tests)
  }

  /// `'a', 'b' or 'c'`.
  static func list(_ names: [String]) -> String {
    let quoted = names.map { "'\($0)'" }
    return quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
  }
}

extension FieldTest {
  /// Reads a field test: `field`, exactly one operator, and `ignoreCase` for `equals` and
  /// `oneOf`.
  init(_ reader: ResourceReader) throws(ResourceError) {
    let name = try reader.requiredString("field", "a data key or a '$' field")
    guard let field = EventField(name) else {
      throw .unresolvedReference(
        file: reader.file, path: reader.childPath("field"), name: name,
        valid: EventField.derivedNames)
    }
    self.field = field
    let operators = Operator.names.filter { reader.value($0) != nil }
    guard operators.count == 1, let key = operators.first else {
      guard operators.isEmpty else {
        throw .invalidValue(
          file: reader.file, path: reader.path, expected: "exactly one operator",
          found: operators.map { "'\($0)'" }.joined(separator: " and "))
      }
      throw .invalidValue(
        file: reader.file, path: reader.path,
        expected: "a field test with one of " + EventTest.list(Operator.names),
        found: "no operator")
    }
    let ignoreCase = try Self.ignoreCase(reader, operator: key)
    test = try Self.operator(key, reader, ignoreCase: ignoreCase)
  }

  /// `ignoreCase`, which only `equals` and `oneOf` take.
  private static func ignoreCase(_ reader: ResourceReader, operator key: String)
    throws(ResourceError) -> Bool
  {
    guard let value = reader.value("ignoreCase") else { return false }
    guard key == "equals" || key == "oneOf" else {
      throw .invalidValue(
        file: reader.file, path: reader.childPath("ignoreCase"),
        expected: "'ignoreCase' only beside 'equals' or 'oneOf'", found: "it beside '\(key)'")
    }
    guard case .bool(let flag) = value else {
      throw .invalidValue(
        file: reader.file, path: reader.childPath("ignoreCase"), expected: "true or false",
        found: value.quotedForMessage)
    }
    return flag
  }

  /// The operator `key` of `reader`.
  private static func `operator`(_ key: String, _ reader: ResourceReader, ignoreCase: Bool)
    throws(ResourceError) -> Operator
  {
    let value = reader.value(key) ?? .null
    let path = reader.childPath(key)
    switch key {
    case "present":
      guard case .bool(let flag) = value else {
        throw .invalidValue(
          file: reader.file, path: path, expected: "true or false", found: value.quotedForMessage)
      }
      return .present(flag)
    case "equals":
      return .equals(try literal(value, reader.file, path, ignoreCase), ignoreCase: ignoreCase)
    case "oneOf":
      guard case .array(let items) = value, (1...256).contains(items.count) else {
        throw .invalidValue(
          file: reader.file, path: path,
          expected: "an array of 1 to 256 strings, numbers or booleans",
          found: value.foundDescription)
      }
      var literals: [Literal] = []
      for (index, item) in items.enumerated() {
        literals.append(try literal(item, reader.file, path + "[\(index)]", ignoreCase))
      }
      return .oneOf(literals, ignoreCase: ignoreCase)
    case "range":
      return try range(value, reader, path)
    default:
      guard case .string(let text) = value, let period = Period(text) else {
        throw .invalidValue(
          file: reader.file, path: path,
          expected: "a period such as \"P30D\", \"P6W\", \"P3M\" or \"P1Y\" (1 to 9999 days, "
            + "weeks, months or years)",
          found: value.quotedForMessage)
      }
      return key == "within" ? .within(period) : .olderThan(period)
    }
  }

  /// A string, number or boolean to compare with; strings lowercased when `ignoreCase`.
  private static func literal(
    _ value: JSONValue, _ file: String, _ path: String, _ ignoreCase: Bool
  )
    throws(ResourceError) -> Literal
  {
    switch value {
    case .string(let text): return .string(ignoreCase ? text.lowercased() : text)
    case .bool(let flag): return .bool(flag)
    case .number(let text):
      if let number = Double(text), number.isFinite { return .number(number) }
    default: break
    }
    throw .invalidValue(
      file: file, path: path, expected: "a string, a finite number or a boolean",
      found: value.quotedForMessage)
  }

  /// `{"min": n, "max": n}`, either optional, min no greater than max.
  private static func range(_ value: JSONValue, _ reader: ResourceReader, _ path: String)
    throws(ResourceError) -> Operator
  {
    let bounds = try ResourceReader(
      value, file: reader.file, at: reader.location.appending("range"), allowed: ["min", "max"])
    var found: [Double?] = []
    for key in ["min", "max"] {
      guard let bound = bounds.value(key) else {
        found.append(nil)
        continue
      }
      guard case .number(let text) = bound, let number = Double(text), number.isFinite else {
        throw .invalidValue(
          file: reader.file, path: bounds.childPath(key), expected: "a finite number",
          found: bound.quotedForMessage)
      }
      found.append(number)
    }
    guard found.contains(where: { $0 != nil }) else {
      throw .missingKey(file: reader.file, path: path, expected: "'min', 'max' or both")
    }
    if let min = found[0], let max = found[1], min > max {
      throw .invalidValue(
        file: reader.file, path: path, expected: "min no greater than max",
        found: "min \(min), max \(max)")
    }
    return .range(min: found[0], max: found[1])
  }
}
