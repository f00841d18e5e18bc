import AlertRenderTestSupport
import Testing

@testable import AlertLayout

/// Strings of up to 15 bytes are copied straight into a small string: they must be the
/// strings `String(decoding:as:)` makes, ill-formed UTF-8 repaired alike, at every length.
extension JSONParserTests {
  @Test func smallStringsAreTheStringsDecodingMakes() {
    func check(_ bytes: [UInt8]) {
      let made = bytes.withUnsafeBufferPointer { JSONParser.string($0) }
      let expected = String(decoding: bytes, as: UTF8.self)
      #expect(Array(made.utf8) == Array(expected.utf8), "\(bytes)")
      #expect(made.isExactly(expected), "\(bytes)")
    }
    let pieces: [[UInt8]] = [
      Array("a".utf8), Array("é".utf8), Array("€".utf8), Array("😀".utf8), [0x80], [0xFF],
      [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x00], [0x7F],
    ]
    var generator = SplitMix64(seed: 0x5E11)
    for _ in 0..<20_000 {
      var bytes: [UInt8] = []
      let target = Int(generator.next() % 20)
      while bytes.count < target {
        bytes += pieces[Int(generator.next() % UInt64(pieces.count))]
      }
      check(bytes)
    }
    for count in 0...20 {
      check(Array(repeating: UInt8(ascii: "k"), count: count))
      check(Array(repeating: 0xFF, count: count))
    }
  }

  @Test func parsedStringsOfEveryLengthKeepTheirBytes() throws {
    for count in 0...20 {
      for text in [String(repeating: "k", count: count), String(repeating: "é", count: count)] {
        let value = try JSONParser.parse(Array("{\"\(text)\":\"\(text)\"}".utf8))
        #expect(value == .object([JSONMember(key: text, value: .string(text))]))
        #expect(value[text] == .string(text))
      }
    }
  }
}
