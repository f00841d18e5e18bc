extension XMLReader {
  // MARK: Attribute values and references

  mutating func parseAttributeValue() throws(XMLSyntaxError) -> String {
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
  mutating func parseReference() throws(XMLSyntaxError) -> [UInt8] {
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
          "Found the entity &\(cut: name); expected one of &lt; &gt; &amp; &quot; &apos; or a "
            + "character reference.")
      }
    }
    guard let scalar, Self.isXMLCharacter(scalar.value) else {
      throw error(
        "The character reference &\(cut: name); is not a character XML 1.0 allows; expected tab, "
          + "newline, carriage return or U+0020 and above.")
    }
    advance(to: semicolon + 1)
    return Array(String(Character(scalar)).utf8)
  }
}
