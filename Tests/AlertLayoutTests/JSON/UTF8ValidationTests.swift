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
  }

  @Test func everySequenceOfALeadByteIsJudgedAsDecodingJudgesIt() {
    // Each edge of the ranges a second byte may take, and a continuation byte or not after.
    let seconds: [UInt8] = [0x00, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF]
    let followers: [UInt8] = [0x41, 0x80, 0xBF, 0xC0]
    for lead in 0x80...0xFF {
      for second in seconds {
        for third in followers {
          for fourth in followers {
            for prefix in [[], Array("abcdefgh".utf8)] as [[UInt8]] {
              let bytes = prefix + [UInt8(lead), second, third, fourth]
              for end in prefix.count...bytes.count {
                let cut = Array(bytes[..<end])
                guard UTF8Validation.firstInvalidOffset(in: cut) == Self.decodedOffset(cut) else {
                  Issue.record("\(cut)")
                  return
                }
              }
            }
          }
        }
      }
    }
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
