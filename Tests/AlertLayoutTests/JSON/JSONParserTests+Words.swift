import AlertRenderTestSupport
import Testing

@testable import AlertLayout

/// Strings are scanned eight bytes at a time: a quote, an escape, a control character or the
/// length limit is found wherever it falls in a word, as scanning byte by byte finds it.
extension JSONParserTests {
  @Test func theWordTestFindsExactlyTheBytesThatEndPlainText() {
    func expected(_ bytes: [UInt8]) -> Bool {
      bytes.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }
    }
    func word(_ bytes: [UInt8]) -> UInt64 {
      bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
    }
    for background: UInt8 in [UInt8(ascii: "a"), 0x20, 0x7F, 0x80, 0xFF] {
      for position in 0..<8 {
        for byte in 0...255 {
          var bytes = [UInt8](repeating: background, count: 8)
          bytes[position] = UInt8(byte)
          #expect(JSONParser.mayEndPlainText(word(bytes)) == expected(bytes), "\(bytes)")
        }
      }
    }
    var generator = SplitMix64(seed: 0x3B0C)
    for _ in 0..<20_000 {
      let bytes = (0..<8).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      #expect(JSONParser.mayEndPlainText(word(bytes)) == expected(bytes), "\(bytes)")
    }
  }

  @Test func aStringEndsWhereverItsEscapeOrControlCharacterFalls() throws {
    for length in 0..<40 {
      let plain = String(repeating: "a", count: length)
      #expect(try JSONParser.parse(Array("\"\(plain)\"".utf8)) == .string(plain))
      let accented = String(repeating: "é", count: length)
      #expect(try JSONParser.parse(Array(" \"\(accented)\" ".utf8)) == .string(accented))
      for position in 0...length {
        let head = String(repeating: "a", count: position)
        let tail = String(repeating: "b", count: length - position)
        #expect(
          try JSONParser.parse(Array("\"\(head)\\n\(tail)\"".utf8)) == .string(head + "\n" + tail))
        let error = syntaxError("\"\(head)\u{01}\(tail)\"")
        #expect(error?.reason == .controlCharacterInString)
        #expect(error?.column == position + 2)
      }
    }
  }

  @Test func aStringIsHeldToTheLengthLimitWhereverItEnds() throws {
    for limit in 0..<20 {
      let limits = JSONLimits(maxDepth: 4, maxStringBytes: limit)
      for length in 0..<30 {
        let text = String(repeating: "x", count: length)
        let bytes = Array("[\"\(text)\", 1]".utf8)
        if length <= limit {
          #expect(
            try JSONParser.parse(bytes, limits: limits) == .array([.string(text), .number("1")]))
        } else {
          #expect(syntaxError(bytes, limits: limits)?.reason == .stringTooLong(limit: limit))
        }
      }
    }
  }
}
