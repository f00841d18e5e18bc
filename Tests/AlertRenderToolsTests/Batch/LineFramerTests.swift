import AlertRenderTestSupport
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

@Suite struct LineFramerTests {
  private func frame(_ text: String, limit: Int = 100, blockSize: Int = 1 << 16) -> [BatchElement] {
    var framer = LineFramer(maxLineBytes: limit)
    return framer.elements(of: Array(text.utf8), blockSize: blockSize)
  }

  @Test func framesLinesSkippingBlankOnesButCountingThem() {
    let elements = frame("{\"a\":1}\r\n\n  \t\n[2]\n\"é\"")
    #expect(
      elements.map(\.content) == [
        .alert(Array("{\"a\":1}".utf8)), .alert(Array("[2]".utf8)), .alert(Array("\"é\"".utf8)),
      ])
    #expect(elements.map(\.line) == [1, 4, 5])
    #expect(elements.map(\.index) == [0, 1, 2])
    #expect(elements.map(\.offset) == [0, 14, 18])
  }

  @Test func aLineOverTheLimitIsSkippedAndReportedByLength() {
    let elements = frame("1\n" + String(repeating: "x", count: 250) + "\n3", limit: 100)
    #expect(elements.map(\.content) == [.alert([0x31]), .tooLarge(bytes: 250), .alert([0x33])])
    #expect(elements.map(\.line) == [1, 2, 3])
  }

  @Test func framingDoesNotDependOnWhereBlocksEnd() {
    let input = "a\r\n\nbé🙂\n" + String(repeating: "y", count: 30) + "\n\n  \nlast"
    let whole = frame(input, limit: 20)
    for size in 1...9 {
      #expect(frame(input, limit: 20, blockSize: size) == whole, "blocks of \(size)")
    }
    #expect(whole.count == 4)
  }
}
