/// A strict RFC 8259 JSON parser over UTF-8 bytes, with limits and precise positions.
///
/// Foundation's parsers report neither line nor column on Linux and recurse without bound,
/// so a hostile `[[[[…` line could overflow the stack; this one counts depth and stops.
package struct JSONParser {
  let bytes: UnsafeBufferPointer<UInt8>
  let limits: JSONLimits
  var index = 0
  private var depth = 0
  /// When set, the byte offset of every value by its JSON path, for locating content errors.
  var positions: [String: Int]?
  var path: [String] = []
  /// Whether to build the values read; `validate` checks a document without building them.
  var buildsValues = true
  /// The bytes of every string read ORed together: below 0x80 when all of them are ASCII.
  var stringBits: UInt64 = 0

  /// Parses one JSON document from `data`, rejecting trailing content.
  package static func parse(_ data: some Collection<UInt8>, limits: JSONLimits = JSONLimits())
    throws(JSONSyntaxError)
    -> JSONValue
  {
    var stringsAreASCII = false
    return try parse(Array(data), limits: limits, stringsAreASCII: &stringsAreASCII)
  }

  init(bytes: UnsafeBufferPointer<UInt8>, limits: JSONLimits) {
    self.bytes = bytes
    self.limits = limits
  }

  mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
    // A UTF-8 byte order mark is tolerated: editors on Windows add one.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    skipWhitespace()
    guard index < bytes.count else { throw error(.emptyDocument) }
    let value = try parseValue()
    skipWhitespace()
    guard index == bytes.count else { throw error(.trailingContent) }
    return value
  }

  /// An array or object still open, kept on the heap: nesting costs no stack, so no limit a
  /// caller sets can overflow a thread's stack (a recursive parser needed over 1 KiB a level).
  ///
  /// A struct mutated in place through the stack, never copied out and back: a copy would
  /// share the arrays and make every append copy them, quadratic in the number of members.
  private struct OpenContainer {
    var isObject: Bool
    var elements: [JSONValue] = []
    var members: [JSONMember] = []
    /// The keys once there are many, for finding duplicates quickly.
    var keys: Set<ExactName> = []
    /// The key awaiting its value.
    var pendingKey = ""

    /// Room for four elements or eight members (an event's data has six), not to grow often.
    init(isObject: Bool) {
      self.isObject = isObject
      if isObject { members.reserveCapacity(8) } else { elements.reserveCapacity(4) }
    }
  }

  /// Parses one value of any depth with a loop and an explicit stack of open containers.
  private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    var open: [OpenContainer] = []
    open.reserveCapacity(8)  // an alert, its events, an event and its data, without growing
    while true {
      // Read one value, or open a container and go on to its first element.
      guard index < bytes.count else { throw error(.unexpectedEnd("a value")) }
      var value: JSONValue
      switch bytes[index] {
      case UInt8(ascii: "{"):
        try enterContainer()
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
          index += 1
          depth -= 1
          value = .object([])
        } else {
          open.append(OpenContainer(isObject: true))
          try parseMemberKey(into: &open[open.count - 1])
          continue
        }
      case UInt8(ascii: "["):
        try enterContainer()
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
          index += 1
          depth -= 1
          value = .array([])
        } else {
          open.append(OpenContainer(isObject: false))
          enterElement(0)
          continue
        }
      case UInt8(ascii: "\""): value = .string(try parseString())
      case UInt8(ascii: "t"):
        try expectLiteral("true")
        value = .bool(true)
      case UInt8(ascii: "f"):
        try expectLiteral("false")
        value = .bool(false)
      case UInt8(ascii: "n"):
        try expectLiteral("null")
        value = .null
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        value = .number(try parseNumber())
      default: throw error(.unexpectedCharacter(found: describeCurrent(), expected: "a value"))
      }
      if let document = try hand(value, to: &open) { return document }
    }
  }

  /// Hands `value` to the innermost open container and closes every container that ends
  /// after it: the document once none is open, nil while one waits for its next value.
  private mutating func hand(_ value: consuming JSONValue, to open: inout [OpenContainer])
    throws(JSONSyntaxError) -> JSONValue?
  {
    while let last = open.indices.last {
      if positions != nil { path.removeLast() }
      skipWhitespace()
      if open[last].isObject {
        // Validating keeps the keys alone, to find duplicates, and only until the set of
        // keys takes over.
        if buildsValues || open[last].keys.isEmpty {
          open[last].members.append(
            JSONMember(key: open[last].pendingKey, value: buildsValues ? value : .null))
        }
        if peek(UInt8(ascii: ",")) {
          index += 1
          try parseMemberKey(into: &open[last])
          return nil
        }
        guard peek(UInt8(ascii: "}")) else {
          throw error(.unexpectedCharacter(found: describeCurrent(), expected: "',' or '}'"))
        }
        let members = open.removeLast().members
        value = buildsValues ? .object(members) : .null
      } else {
        if buildsValues { open[last].elements.append(value) }
        if peek(UInt8(ascii: ",")) {
          index += 1
          skipWhitespace()
          enterElement(open[last].elements.count)
          return nil
        }
        guard peek(UInt8(ascii: "]")) else {
          throw error(.unexpectedCharacter(found: describeCurrent(), expected: "',' or ']'"))
        }
        let elements = open.removeLast().elements
        value = buildsValues ? .array(elements) : .null
      }
      index += 1
      depth -= 1
    }
    return value
  }

  private mutating func enterContainer() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= limits.maxDepth else { throw error(.tooDeep(limit: limits.maxDepth)) }
    index += 1
  }

  /// Notes where element `count` of the innermost array starts, when positions are tracked.
  private mutating func enterElement(_ count: Int) {
    guard positions != nil else { return }
    path.append("[\(count)]")
    let location = currentPath
    positions?[location] = index
  }

  /// Reads `"key":` up to its value into `container`, rejecting a key it already has.
  private mutating func parseMemberKey(into container: inout OpenContainer)
    throws(JSONSyntaxError)
  {
    skipWhitespace()
    guard peek(UInt8(ascii: "\"")) else {
      throw error(.unexpectedCharacter(found: describeCurrent(), expected: "a string key"))
    }
    let keyStart = index
    let key = try parseString()
    // Keys are compared by code points (RFC 8259), not by String's canonical equivalence.
    // Small objects, nearly all of them, are searched directly, which allocates nothing; from
    // 16 keys on a set takes over, since a linear search per key made a 1 MiB object of
    // distinct keys take minutes.
    if container.members.count >= 16, container.keys.isEmpty {
      container.keys = Set(container.members.map { ExactName($0.key) })
    }
    let isDuplicate =
      container.keys.isEmpty
      ? container.members.contains(where: { $0.key.isExactly(key) })
      : !container.keys.insert(ExactName(key)).inserted
    if isDuplicate {
      index = keyStart
      throw error(.duplicateKey(key))
    }
    skipWhitespace()
    guard peek(UInt8(ascii: ":")) else {
      throw error(.unexpectedCharacter(found: describeCurrent(), expected: "':'"))
    }
    index += 1
    skipWhitespace()
    if positions != nil {
      path.append(key)
      let location = currentPath
      positions?[location] = index
    }
    container.pendingKey = key
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> String {
    let start = index
    if peek(UInt8(ascii: "-")) { index += 1 }
    if peek(UInt8(ascii: "0")) {
      index += 1
    } else {
      guard skipDigits() > 0 else { throw error(.invalidNumber) }
    }
    if peek(UInt8(ascii: ".")) {
      index += 1
      guard skipDigits() > 0 else { throw error(.invalidNumber) }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      guard skipDigits() > 0 else { throw error(.invalidNumber) }
    }
    guard index - start <= 64 else { throw error(.invalidNumber) }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
  }

  private mutating func skipDigits() -> Int {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      index += 1
    }
    return index - start
  }

  /// Reads `literal` (`true`, `false` or `null`), or throws at its first character.
  private mutating func expectLiteral(_ literal: String) throws(JSONSyntaxError) {
    // A plain loop: `zip` made the runtime look up five conformances on its first use.
    var end = index
    for byte in literal.utf8 {
      guard end < bytes.count, bytes[end] == byte else {
        throw error(.unexpectedCharacter(found: describeCurrent(), expected: "a value"))
      }
      end += 1
    }
    index = end
  }

  private func peek(_ byte: UInt8) -> Bool {
    index < bytes.count && bytes[index] == byte
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  /// The character where parsing stopped, for a message: punctuation is quoted, but letters
  /// and digits are only named, since they may be part of a leaked value the message would
  /// otherwise repeat (a card number missing its quotes, say).
  func describeCurrent() -> String {
    JSONSyntaxError.found(index < bytes.count ? bytes[index] : nil)
  }

  func error(_ reason: JSONSyntaxError.Reason) -> JSONSyntaxError {
    // Line and column are counted only on failure, keeping the happy path lean.
    var line = 1
    var column = 1
    // A byte order mark is not a character of the first line.
    let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    for byte in bytes[(hasBOM ? min(3, index) : 0)..<min(index, bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return JSONSyntaxError(reason: reason, line: line, column: column, offset: index)
  }
}
