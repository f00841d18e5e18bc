/// A strict RFC 8259 JSON parser over UTF-8 bytes, with limits and precise positions.
///
/// Foundation's parsers report neither line nor column on Linux and recurse without bound,
/// so a hostile `[[[[…` line could overflow the stack; this one counts depth and stops.
struct JSONParser {
  private let bytes: UnsafeBufferPointer<UInt8>
  private let limits: JSONLimits
  private var index = 0
  private var depth = 0
  /// When set, the byte offset of every value by its JSON path, for locating content errors.
  private var positions: [String: Int]?
  private var path: [String] = []

  /// Parses one JSON document from `data`, rejecting trailing content.
  static func parse(_ data: some Collection<UInt8>, limits: JSONLimits = JSONLimits())
    throws(JSONSyntaxError)
    -> JSONValue
  {
    let array = Array(data)
    do {
      return try array.withUnsafeBufferPointer { buffer in
        var parser = JSONParser(bytes: buffer, limits: limits)
        return try parser.parseDocument()
      }
    } catch let error as JSONSyntaxError {
      throw error
    } catch {
      preconditionFailure("JSONParser throws only JSONSyntaxError")
    }
  }

  private init(bytes: UnsafeBufferPointer<UInt8>, limits: JSONLimits) {
    self.bytes = bytes
    self.limits = limits
  }

  /// The 1-based line and column of the value at `path` (as `a.b[2].c`), if the document has it.
  ///
  /// Only used after a content error, so the happy path never pays for tracking positions.
  static func location(of path: String, in data: some Collection<UInt8>) -> (
    line: Int, column: Int
  )? {
    let array = Array(data)
    return array.withUnsafeBufferPointer { buffer -> (line: Int, column: Int)? in
      var parser = JSONParser(
        bytes: buffer, limits: JSONLimits(maxDepth: 256, maxStringBytes: .max))
      parser.positions = [:]
      _ = try? parser.parseDocument()
      guard let offset = parser.positions?[path] else { return nil }
      parser.index = offset
      let error = parser.error(.emptyDocument)
      return (error.line, error.column)
    }
  }

  private var currentPath: String {
    path.reduce(into: "") { result, component in
      if component.hasPrefix("[") || result.isEmpty {
        result += component
      } else {
        result += "." + component
      }
    }
  }

  private mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
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

    /// An empty array or object with room for four values: most hold a handful, and growing
    /// one from empty reallocates it at each doubling.
    init(isObject: Bool) {
      self.isObject = isObject
      if isObject { members.reserveCapacity(4) } else { elements.reserveCapacity(4) }
    }
  }

  /// Parses one value of any depth with a loop and an explicit stack of open containers.
  private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    var open: [OpenContainer] = []
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
      // Hand the value to the innermost open container; close every container that ends here.
      closing: while let last = open.indices.last {
        if positions != nil { path.removeLast() }
        skipWhitespace()
        if open[last].isObject {
          open[last].members.append(JSONMember(key: open[last].pendingKey, value: value))
          if peek(UInt8(ascii: ",")) {
            index += 1
            try parseMemberKey(into: &open[last])
            break closing
          }
          guard peek(UInt8(ascii: "}")) else {
            throw error(.unexpectedCharacter(found: describeCurrent(), expected: "',' or '}'"))
          }
          value = .object(open.removeLast().members)
        } else {
          open[last].elements.append(value)
          if peek(UInt8(ascii: ",")) {
            index += 1
            skipWhitespace()
            enterElement(open[last].elements.count)
            break closing
          }
          guard peek(UInt8(ascii: "]")) else {
            throw error(.unexpectedCharacter(found: describeCurrent(), expected: "',' or ']'"))
          }
          value = .array(open.removeLast().elements)
        }
        index += 1
        depth -= 1
      }
      if open.isEmpty { return value }
    }
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

  /// Reads a string from its opening quote to just past its closing one.
  private mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1  // opening quote
    let start = index
    // Fast path: most strings hold no escapes and can be decoded in one step. The scan stops
    // one byte past the longest allowed string, so a 50 MB string is not read to its end.
    let end =
      bytes.count - start > limits.maxStringBytes ? start + limits.maxStringBytes + 1 : bytes.count
    var position = start
    while position < end {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        index = position + 1
        return String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      position += 1
    }
    index = position
    if position < bytes.count {
      // Stopped at a byte: one past the limit, a control character or an escape.
      try checkStringLength(position - start, start: start)
      if bytes[position] < 0x20 { throw error(.controlCharacterInString) }
    }
    var scalars = Array(bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: scalars, as: UTF8.self)
      case UInt8(ascii: "\\"):
        index += 1
        try appendEscape(to: &scalars)
      case 0..<0x20:
        throw error(.controlCharacterInString)
      default:
        scalars.append(byte)
        index += 1
      }
      try checkStringLength(scalars.count, start: start)
    }
    throw error(.unexpectedEnd("a closing '\"'"))
  }

  /// Throws when a string that began at `start` has grown past the limit.
  private mutating func checkStringLength(_ count: Int, start: Int) throws(JSONSyntaxError) {
    guard count <= limits.maxStringBytes else {
      // The opening quote is where a reader looks for the string, not wherever it got too long.
      index = start - 1
      throw error(.stringTooLong(limit: limits.maxStringBytes))
    }
  }

  private mutating func appendEscape(to scalars: inout [UInt8]) throws(JSONSyntaxError) {
    guard index < bytes.count else { throw error(.unexpectedEnd("an escape sequence")) }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(byte)
    case UInt8(ascii: "b"): scalars.append(0x08)
    case UInt8(ascii: "f"): scalars.append(0x0C)
    case UInt8(ascii: "n"): scalars.append(0x0A)
    case UInt8(ascii: "r"): scalars.append(0x0D)
    case UInt8(ascii: "t"): scalars.append(0x09)
    case UInt8(ascii: "u"):
      var code = try parseHex4()
      if (0xD800...0xDBFF).contains(code) {
        // A high surrogate must be followed by its low half to form one scalar.
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw error(.invalidUnicodeEscape) }
        index += 2
        let low = try parseHex4()
        guard (0xDC00...0xDFFF).contains(low) else { throw error(.invalidUnicodeEscape) }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(code) {
        throw error(.invalidUnicodeEscape)
      }
      guard let scalar = Unicode.Scalar(code) else { throw error(.invalidUnicodeEscape) }
      scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
    default:
      index -= 1
      // A raw line break after a backslash is a control character, not an escape to name.
      if byte < 0x20 { throw error(.controlCharacterInString) }
      // One escape letter says nothing about the value around it, so it is safe to quote.
      throw error(.invalidEscape(found: "'" + String(decoding: [byte], as: UTF8.self)))
    }
  }

  private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error(.invalidUnicodeEscape) }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error(.invalidUnicodeEscape)
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
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
    // A plain loop: `zip` made the runtime build the metadata of its iterator on first use,
    // five protocol conformance lookups costing more than parsing a whole rule file.
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
  private func describeCurrent() -> String {
    JSONSyntaxError.found(index < bytes.count ? bytes[index] : nil)
  }

  private func error(_ reason: JSONSyntaxError.Reason) -> JSONSyntaxError {
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
