import AlertRenderTestSupport
import Testing

@testable import AlertLayout

/// Where bytes stop being UTF-8: the ASCII start is skipped eight bytes at a time, and the
/// answer is the one decoding every byte gives.
@Suite struct UTF8ValidationTests {
  @Test func theFirstInvalidByteIsFoundWhereverItFalls() {
    let pieces: [[UInt8]] = [
      [0x61], [0x7F], Array("é".utf8), Array("€".utf8), Array("😀".utf8), [0x80], [0xC3],
      [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF], [0xFF],
    ]
    var generator = SplitMix64(seed: 0x07F8)
    for _ in 0..<5_000 {
      var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: Int(generator.next() % 24))
      for _ in 0..<Int(generator.next() % 3) {
        let piece = pieces[Int(generator.next() % UInt64(pieces.count))]
        bytes.insert(contentsOf: piece, at: Int(generator.next() % UInt64(bytes.count + 1)))
      }
      #expect(UTF8Validation.firstInvalidOffset(in: bytes) == Self.decodedOffset(bytes), "\(bytes)")
    }
    #expect(UTF8Validation.asciiPrefixCount(Array("abcdefghij\u{E9}".utf8)) == 10)
    #expect(UTF8Validation.asciiPrefixCount([]) == 0)
  }

  /// The offset of the first byte decoding fails at, decoding every scalar.
  static func decodedOffset(_ bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }
}
