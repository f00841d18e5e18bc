/// A small, strict XML 1.0 reader for the subset XLIFF uses: elements, attributes, text, CDATA,
/// character and predefined entity references, comments, processing instructions and
/// namespaces declared by prefix.
///
/// Foundation's XML parser needs FoundationXML and libxml2, which the command line avoids to
/// start quickly; XLIFF needs far less. Document type declarations are refused (no entity
/// expansion, so no "billion laughs"), nesting is bounded, and every error names the line and
/// column where reading stopped.
struct XMLReader {
  private let bytes: [UInt8]
  private let limits: XMLLimits
  private var index = 0
  private var line = 1
  private var lineStart = 0

  /// Reads one XML document from UTF-8 `bytes` and returns its root element.
  static func parse(_ bytes: [UInt8], limits: XMLLimits = XMLLimits()) throws(XMLSyntaxError)
    -> XMLElement
  {
    var reader = XMLReader(bytes: bytes, limits: limits)
    return try reader.parseDocument()
  }

  private init(bytes: [UInt8], limits: XMLLimits) {
    self.bytes = bytes
    self.limits = limits
  }

  // MARK: Document

  private mutating func parseDocument() throws(XMLSyntaxError) -> XMLElement {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    if startsWith("<?xml"), index + 5 < bytes.count, isWhitespace(bytes[index + 5]) {
      try parseDeclaration()
    }
    try skipMisc()
    guard index < bytes.count else { throw error("The document ended before its root element.") }
    if startsWith("<!DOCTYPE") {
      throw error(
        "Found a document type declaration; expected none (XLIFF needs no DTD, and entities it "
          + "could declare are not expanded).")
    }
    guard bytes[index] == UInt8(ascii: "<") else {
      throw error("Found \(describeCurrent()); expected the root element.")
    }
    let root = try parseElement(namespaces: ["xml": XMLElement.xmlNamespace], depth: 1)
    try skipMisc()
    guard index == bytes.count else {
      throw error("Found \(describeCurrent()) after the root element; expected the end.")
    }
    return root
  }

  /// `<?xml version="1.0" encoding="UTF-8"?>`: only UTF-8 is read.
  private mutating func parseDeclaration() throws(XMLSyntaxError) {
    let start = index
    guard let end = find("?>") else { throw error("The XML declaration is not closed by ?>.") }
    // The encoding pseudo-attribute, if any, must name UTF-8.
    let declaration = Array(bytes[start..<end])
    let marker = Array("encoding".utf8)
    if let offset = (0..<max(0, declaration.count - marker.count)).first(where: {
      Array(declaration[$0..<($0 + marker.count)]) == marker
    }) {
      let rest = declaration[(offset + marker.count)...].drop {
        $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: "\t")
      }
      let quote = rest.first
      let name = String(decoding: rest.dropFirst().prefix { $0 != quote }, as: UTF8.self)
        .lowercased()
      guard name == "utf-8" || name == "utf8" else {
        throw error("The document declares the encoding '\(name)'; expected UTF-8.")
      }
    }
    advance(to: end + 2)
  }

  /// Whitespace, comments and processing instructions outside the root element.
  private mutating func skipMisc() throws(XMLSyntaxError) {
    while index < bytes.count {
      if isWhitespace(bytes[index]) {
        advance(by: 1)
      } else if startsWith("<!--") {
        try skipComment()
      } else if startsWith("<?") {
        try skipProcessingInstruction()
      } else {
        return
      }
    }
  }

  private mutating func skipComment() throws(XMLSyntaxError) {
    let startLine = line
    advance(by: 4)
    guard let end = find("--") else {
      throw error("A comment opened at line \(startLine) is not closed by -->.")
    }
    try checkCharacters(index..<end)
    advance(to: end)
    guard startsWith("-->") else { throw error("Found -- inside a comment; expected -->.") }
    advance(by: 3)
  }

  private mutating func skipProcessingInstruction() throws(XMLSyntaxError) {
    guard let end = find("?>") else {
      throw error("A processing instruction is not closed by ?>.")
    }
    try checkCharacters(index..<end)
    advance(to: end + 2)
  }

  // MARK: Elements

  private mutating func parseElement(namespaces inherited: [String: String], depth: Int)
    throws(XMLSyntaxError) -> XMLElement
  {
    guard depth <= limits.maxDepth else {
      throw error("Elements nest deeper than the limit of \(limits.maxDepth) levels.")
    }
    let (elementLine, elementColumn) = (line, column)
    advance(by: 1)  // <
    let name = try parseName("an element name")
    var attributes: [XMLAttribute] = []
    var namespaces = inherited
    while true {
      let hadSpace = skipWhitespace()
      guard index < bytes.count else { throw error("The document ended inside the tag <\(name)>.") }
      if bytes[index] == UInt8(ascii: ">") || startsWith("/>") { break }
      guard hadSpace else {
        throw error("Found \(describeCurrent()) in the tag <\(name)>; expected a space, > or />.")
      }
      let attributeName = try parseName("an attribute name")
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
        throw error("Found \(describeCurrent()) after the attribute \(attributeName); expected =.")
      }
      advance(by: 1)
      skipWhitespace()
      let value = try parseAttributeValue()
      guard !attributes.contains(where: { $0.name == attributeName }) else {
        throw error("The attribute \(attributeName) appears twice in <\(name)>.")
      }
      guard attributes.count < limits.maxAttributes else {
        throw error("The tag <\(name)> has more than \(limits.maxAttributes) attributes.")
      }
      if attributeName == "xmlns" {
        namespaces[""] = value
      } else if attributeName.hasPrefix("xmlns:") {
        namespaces[String(attributeName.dropFirst(6))] = value
      }
      attributes.append(XMLAttribute(name: attributeName, value: value))
    }
    let (prefix, localName) = Self.split(name)
    guard let namespace = namespaces[prefix ?? ""] ?? (prefix == nil ? "" : nil) else {
      throw XMLSyntaxError(
        line: elementLine, column: elementColumn,
        reason:
          "The prefix '\(prefix ?? "")' of <\(name)> is not declared; expected an xmlns:\(prefix ?? "") attribute."
      )
    }
    for attribute in attributes {
      if let attributePrefix = Self.split(attribute.name).prefix, attributePrefix != "xmlns",
        namespaces[attributePrefix] == nil
      {
        throw XMLSyntaxError(
          line: elementLine, column: elementColumn,
          reason:
            "The prefix '\(attributePrefix)' of the attribute \(attribute.name) is not declared.")
      }
    }
    var element = XMLElement(
      name: name, localName: localName, namespace: namespace, attributes: attributes,
      children: [], line: elementLine, column: elementColumn)
    if startsWith("/>") {
      advance(by: 2)
      return element
    }
    advance(by: 1)  // >
    try parseContent(of: &element, namespaces: namespaces, depth: depth)
    return element
  }

  /// Text, CDATA, comments, processing instructions and child elements up to `</name>`.
  private mutating func parseContent(
    of element: inout XMLElement, namespaces: [String: String], depth: Int
  ) throws(XMLSyntaxError) {
    var text: [UInt8] = []
    func flush() {
      guard !text.isEmpty else { return }
      element.children.append(.text(String(decoding: text, as: UTF8.self)))
      text.removeAll(keepingCapacity: true)
    }
    while true {
      guard index < bytes.count else {
        throw XMLSyntaxError(
          line: line, column: column,
          reason:
            "The document ended inside <\(element.name)> (opened at line \(element.line)); "
            + "expected </\(element.name)>.")
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "<") {
        if startsWith("</") {
          let (tagLine, tagColumn) = (line, column)
          advance(by: 2)
          let closing = try parseName("the name of a closing tag")
          guard closing == element.name else {
            throw XMLSyntaxError(
              line: tagLine, column: tagColumn,
              reason:
                "Found </\(closing)>; expected </\(element.name)> to close the element opened "
                + "at line \(element.line).")
          }
          skipWhitespace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw error("Found \(describeCurrent()) in </\(closing)>; expected >.")
          }
          advance(by: 1)
          flush()
          return
        } else if startsWith("<!--") {
          try skipComment()
        } else if startsWith("<![CDATA[") {
          advance(by: 9)
          guard let end = find("]]>") else { throw error("A CDATA section is not closed by ]]>.") }
          try checkCharacters(index..<end)
          appendNormalizingNewlines(index..<end, to: &text)
          advance(to: end + 3)
        } else if startsWith("<?") {
          try skipProcessingInstruction()
        } else if startsWith("<!") {
          throw error(
            "Found \(describeCurrent(length: 9)); expected an element, a comment or CDATA.")
        } else {
          flush()
          element.children.append(
            .element(try parseElement(namespaces: namespaces, depth: depth + 1)))
        }
      } else if byte == UInt8(ascii: "&") {
        text.append(contentsOf: try parseReference())
      } else if byte == UInt8(ascii: "]"), startsWith("]]>") {
        throw error("Found ]]> in text; expected it written as ]]&gt;.")
      } else {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "<"),
          bytes[index] != UInt8(ascii: "&"), !startsWith("]]>")
        {
          index += 1
        }
        let end = index
        index = start
        try checkCharacters(start..<end)
        appendNormalizingNewlines(start..<end, to: &text)
        advance(to: end)
      }
    }
  }

  private mutating func parseAttributeValue() throws(XMLSyntaxError) -> String {
    guard index < bytes.count,
      bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
    else {
      throw error("Found \(describeCurrent()); expected an attribute value in quotes.")
    }
    let quote = bytes[index]
    advance(by: 1)
    var value: [UInt8] = []
    while true {
      guard index < bytes.count else {
        throw error("The document ended inside an attribute value.")
      }
      let byte = bytes[index]
      switch byte {
      case quote:
        advance(by: 1)
        return String(decoding: value, as: UTF8.self)
      case UInt8(ascii: "<"):
        throw error("Found < inside an attribute value; expected it written as &lt;.")
      case UInt8(ascii: "&"):
        value.append(contentsOf: try parseReference())
      case 0x09, 0x0A, 0x0D:
        // Attribute-value normalization: literal whitespace becomes a space (a CR LF pair one).
        if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { advance(by: 1) }
        advance(by: 1)
        value.append(UInt8(ascii: " "))
      default:
        let start = index
        while index < bytes.count, bytes[index] != quote, bytes[index] != UInt8(ascii: "<"),
          bytes[index] != UInt8(ascii: "&"), bytes[index] >= 0x20
        {
          index += 1
        }
        let end = index
        index = start
        try checkCharacters(start..<max(end, start + 1))
        value.append(contentsOf: bytes[start..<max(end, start + 1)])
        advance(to: max(end, start + 1))
      }
    }
  }

  /// `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#NN;` or `&#xHH;` as UTF-8.
  private mutating func parseReference() throws(XMLSyntaxError) -> [UInt8] {
    let start = index
    guard let semicolon = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
      throw error("Found a bare &; expected a reference such as &amp; or &#10;.")
    }
    let name = String(decoding: bytes[(start + 1)..<semicolon], as: UTF8.self)
    let scalar: Unicode.Scalar?
    switch name {
    case "lt": scalar = "<"
    case "gt": scalar = ">"
    case "amp": scalar = "&"
    case "quot": scalar = "\""
    case "apos": scalar = "'"
    default:
      if name.hasPrefix("#x") {
        scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
      } else if name.hasPrefix("#") {
        scalar = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
      } else {
        throw error(
          "Found the entity &\(name); expected one of &lt; &gt; &amp; &quot; &apos; or a "
            + "character reference.")
      }
    }
    guard let scalar, Self.isXMLCharacter(scalar.value) else {
      throw error(
        "The character reference &\(name); is not a character XML 1.0 allows; expected tab, "
          + "newline, carriage return or U+0020 and above.")
    }
    advance(to: semicolon + 1)
    return Array(String(Character(scalar)).utf8)
  }

  // MARK: Names and characters

  private mutating func parseName(_ expected: String) throws(XMLSyntaxError) -> String {
    let start = index
    while index < bytes.count, Self.isNameByte(bytes[index], first: index == start) {
      index += 1
    }
    guard index > start else {
      throw error("Found \(describeCurrent()); expected \(expected).")
    }
    let name = String(decoding: bytes[start..<index], as: UTF8.self)
    let end = index
    index = start
    advance(to: end)
    return name
  }

  private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...:
      return true
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
      return !first
    default:
      return false
    }
  }

  /// `prefix:local` split at its colon; no prefix when there is none.
  static func split(_ name: String) -> (prefix: String?, local: String) {
    guard let colon = name.firstIndex(of: ":") else { return (nil, name) }
    return (String(name[..<colon]), String(name[name.index(after: colon)...]))
  }

  /// Whether `value` is a character XML 1.0 allows anywhere in a document.
  static func isXMLCharacter(_ value: UInt32) -> Bool {
    switch value {
    case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
  }

  /// Throws at the first byte of `range` that is not valid UTF-8 or not an XML character.
  private mutating func checkCharacters(_ range: Range<Int>) throws(XMLSyntaxError) {
    var position = range.lowerBound
    while position < range.upperBound {
      let byte = bytes[position]
      if byte >= 0x20, byte < 0x80 {
        position += 1
        continue
      }
      if byte < 0x80 {
        guard Self.isXMLCharacter(UInt32(byte)) else {
          advance(to: position)
          throw error(
            "Found the control character U+\(Self.hex(UInt32(byte))), which XML 1.0 does not "
              + "allow; expected text.")
        }
        position += 1
        continue
      }
      var iterator = bytes[position..<min(position + 4, range.upperBound)].makeIterator()
      var decoder = UTF8()
      guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
        advance(to: position)
        throw error("Byte \(position) is not valid UTF-8; expected UTF-8 text.")
      }
      guard Self.isXMLCharacter(scalar.value) else {
        advance(to: position)
        throw error(
          "Found U+\(Self.hex(scalar.value)), which XML 1.0 does not allow; expected text.")
      }
      position += String(Character(scalar)).utf8.count
    }
  }

  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// Appends `range` with CR LF and lone CR made LF, as XML's end-of-line handling asks.
  private func appendNormalizingNewlines(_ range: Range<Int>, to text: inout [UInt8]) {
    var position = range.lowerBound
    while position < range.upperBound {
      let byte = bytes[position]
      if byte == 0x0D {
        text.append(0x0A)
        if position + 1 < range.upperBound, bytes[position + 1] == 0x0A { position += 1 }
      } else {
        text.append(byte)
      }
      position += 1
    }
  }

  // MARK: Position

  private func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  @discardableResult
  private mutating func skipWhitespace() -> Bool {
    let start = index
    while index < bytes.count, isWhitespace(bytes[index]) { advance(by: 1) }
    return index > start
  }

  private func startsWith(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    let pointer = text.utf8Start
    for offset in 0..<count where bytes[index + offset] != pointer[offset] { return false }
    return true
  }

  /// The offset where `text` next starts, from the current index.
  private func find(_ text: StaticString) -> Int? {
    let count = text.utf8CodeUnitCount
    let pointer = text.utf8Start
    var position = index
    while position + count <= bytes.count {
      if bytes[position] == pointer[0] {
        var matches = true
        for offset in 1..<count where bytes[position + offset] != pointer[offset] {
          matches = false
          break
        }
        if matches { return position }
      }
      position += 1
    }
    return nil
  }

  private mutating func advance(by count: Int) {
    advance(to: index + count)
  }

  /// Moves to `target`, counting the lines passed for messages.
  private mutating func advance(to target: Int) {
    while index < target {
      if bytes[index] == 0x0A {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
  }

  private func describeCurrent(length: Int = 1) -> String {
    guard index < bytes.count else { return "the end of the document" }
    let text = String(decoding: bytes[index..<min(index + length, bytes.count)], as: UTF8.self)
    return "'\(text)'"
  }

  /// The 1-based column of the current index, in characters as an editor counts them.
  private var column: Int {
    String(decoding: bytes[lineStart..<min(index, bytes.count)], as: UTF8.self).count + 1
  }

  private func error(_ reason: String) -> XMLSyntaxError {
    XMLSyntaxError(line: line, column: column, reason: reason)
  }
}
