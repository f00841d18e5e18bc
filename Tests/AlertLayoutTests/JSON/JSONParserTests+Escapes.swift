import Testing

@testable import AlertLayout

/// `\u` escapes become the UTF-8 of their scalar at every width, at its edges.
extension JSONParserTests {
  static let escapedScalars: [UInt32] = [
    0x00, 0x41, 0x7F, 0x80, 0xE9, 0x7FF, 0x800, 0x6F0F, 0xD7FF, 0xE000, 0xFFFD, 0xFFFF, 0x10000,
    0x1F600, 0x10FFFF,
  ]

  @Test(arguments: escapedScalars)
  func decodesEscapesToTheUTF8OfTheirScalar(code: UInt32) throws {
    func hex(_ unit: UInt32) -> String {
      let digits = String(unit, radix: 16)
      return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
    }
    let escape =
      code < 0x10000
      ? hex(code)
      : hex(0xD800 + ((code - 0x10000) >> 10)) + hex(0xDC00 + ((code - 0x10000) & 0x3FF))
    let scalar = try #require(Unicode.Scalar(code))
    let value = try JSONParser.parse(Array("\"<\(escape)>\"".utf8))
    #expect(value == .string("<" + String(Character(scalar)) + ">"))
    if case .string(let text) = value {
      #expect(Array(text.utf8) == [0x3C] + Array(String(Character(scalar)).utf8) + [0x3E])
    }
  }
}
