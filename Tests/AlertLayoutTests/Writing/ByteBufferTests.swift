import AlertRenderTestSupport
import Testing

@testable import AlertLayout
@testable import AlertRendering

@Suite struct ByteBufferTests {
  @Test func growsAndKeepsEveryByteInOrder() {
    var buffer = ByteBuffer(capacity: 1)
    var expected: [UInt8] = []
    for round in 0..<200 {
      let run = (0..<(round % 37)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ round) }
      run.withUnsafeBytes { buffer.append($0) }
      expected += run
      buffer.append(UInt8(truncatingIfNeeded: round))
      expected.append(UInt8(truncatingIfNeeded: round))
      buffer.append(0x20, 0x3A, 0x20)
      expected += [0x20, 0x3A, 0x20]
    }
    buffer.append("static")
    expected += Array("static".utf8)
    #expect(buffer.count == expected.count)
    #expect(buffer.array == expected)
    #expect(buffer.last == expected.last)
    buffer.withUnsafeBytes { #expect(Array($0) == expected) }
    buffer.removeAll()
    #expect(buffer.array.isEmpty)
    #expect(buffer.last == nil)
  }
}
