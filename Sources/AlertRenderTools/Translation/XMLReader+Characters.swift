extension XMLReader {
  // MARK: Names and characters

  mutating func parseName(_ expected: String) throws(XMLSyntaxError) -> String {
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
  mutating func checkCharacters(_ range: Range<Int>) throws(XMLSyntaxError) {
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
  func appendNormalizingNewlines(_ range: Range<Int>, to text: inout [UInt8]) {
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
}
