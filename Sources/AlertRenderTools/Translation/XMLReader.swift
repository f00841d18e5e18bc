/// A small, strict XML 1.0 reader for the subset XLIFF uses: elements, attributes, text, CDATA,
/// character and predefined entity references, comments, processing instructions and
/// namespaces declared by prefix.
///
/// Foundation's XML parser needs FoundationXML and libxml2, which the command line avoids to
/// start quickly; XLIFF needs far less. Document type declarations are refused (no entity
/// expansion, so no "billion laughs"), nesting is bounded, and every error names the line and
/// column where reading stopped.
struct XMLReader {
  let bytes: [UInt8]
  let limits: XMLLimits
  var index = 0
  var line = 1
  var lineStart = 0
  /// The last column counted and where: `column()` counts on from there.
  var columnMark = (index: 0, column: 1)
  /// How many bytes counting columns has decoded in all.
  var columnBytesCounted = 0

  /// Reads one XML document from UTF-8 `bytes` and returns its root element.
  static func parse(_ bytes: [UInt8], limits: XMLLimits = XMLLimits()) throws(XMLSyntaxError)
    -> XMLElement
  {
    var work = 0
    return try parse(bytes, limits: limits, columnBytesCounted: &work)
  }

  /// Reads one XML document as `parse(_:limits:)` does, adding to `columnBytesCounted` how
  /// many bytes counting columns decoded: at most the document's length, however its
  /// elements are laid out in lines.
  static func parse(
    _ bytes: [UInt8], limits: XMLLimits = XMLLimits(), columnBytesCounted: inout Int
  ) throws(XMLSyntaxError) -> XMLElement {
    var reader = XMLReader(bytes: bytes, limits: limits)
    defer { columnBytesCounted += reader.columnBytesCounted }
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
        throw error("The document declares the encoding '\(cut: name)'; expected UTF-8.")
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
    let (elementLine, elementColumn) = (line, column())
    advance(by: 1)  // <
    let name = try parseName("an element name")
    var attributes: [XMLAttribute] = []
    var namespaces = inherited
    while true {
      let hadSpace = skipWhitespace()
      guard index < bytes.count else {
        throw error("The document ended inside the tag <\(cut: name)>.")
      }
      if bytes[index] == UInt8(ascii: ">") || startsWith("/>") { break }
      guard hadSpace else {
        throw error(
          "Found \(describeCurrent()) in the tag <\(cut: name)>; expected a space, > or />.")
      }
      let attributeName = try parseName("an attribute name")
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
        throw error(
          "Found \(describeCurrent()) after the attribute \(cut: attributeName); expected =.")
      }
      advance(by: 1)
      skipWhitespace()
      let value = try parseAttributeValue()
      guard !attributes.contains(where: { $0.name == attributeName }) else {
        throw error("The attribute \(cut: attributeName) appears twice in <\(cut: name)>.")
      }
      guard attributes.count < limits.maxAttributes else {
        throw error("The tag <\(cut: name)> has more than \(limits.maxAttributes) attributes.")
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
          "The prefix '\(cut: prefix ?? "")' of <\(cut: name)> is not declared; expected an xmlns:\(cut: prefix ?? "") attribute."
      )
    }
    for attribute in attributes {
      if let attributePrefix = Self.split(attribute.name).prefix, attributePrefix != "xmlns",
        namespaces[attributePrefix] == nil
      {
        throw XMLSyntaxError(
          line: elementLine, column: elementColumn,
          reason:
            "The prefix '\(cut: attributePrefix)' of the attribute \(cut: attribute.name) is not declared."
        )
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
          line: line, column: column(),
          reason:
            "The document ended inside <\(cut: element.name)> (opened at line \(element.line)); "
            + "expected </\(cut: element.name)>.")
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "<") {
        if startsWith("</") {
          let (tagLine, tagColumn) = (line, column())
          advance(by: 2)
          let closing = try parseName("the name of a closing tag")
          guard closing == element.name else {
            throw XMLSyntaxError(
              line: tagLine, column: tagColumn,
              reason:
                "Found </\(cut: closing)>; expected </\(cut: element.name)> to close the element opened "
                + "at line \(element.line).")
          }
          skipWhitespace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw error("Found \(describeCurrent()) in </\(cut: closing)>; expected >.")
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
}
