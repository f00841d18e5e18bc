import AlertLayout
import AlertRenderTools
import Foundation
import Testing

@testable import alert_render

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct OutputBufferTests {
  /// Records come out in the order they were added, whole, whether they were copied into the
  /// buffer (small batches) or written straight from their own (batches over a block), and
  /// every one is counted as written.
  @Test func recordsComeOutInOrderHoweverTheyAreWritten() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("alert-render-output-buffer-\(UUID().uuidString)").path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    try #require(descriptor >= 0)
    defer { unlink(path) }
    var output = OutputBuffer(
      descriptor: descriptor, writer: LayoutJSONWriter(pretty: false, capacity: 1 << 10))
    var expected: [UInt8] = []
    var lines = 0
    // Batches of 1 to 120 lines of 20 to 1,000 bytes: some fit beside what is buffered, some
    // fill the block, some are larger than it.
    for batch in 0..<40 {
      let count = 1 + batch * 37 % 120
      let length = 20 + batch * 53 % 981
      var writer = LayoutJSONWriter(pretty: false)
      for line in 0..<count {
        let text =
          "{\"batch\":\(batch),\"line\":\(line),\"pad\":\"\(String(repeating: "x", count: length))\"}\n"
        writer.appendRaw(text)
        expected += Array(text.utf8)
      }
      output.append(BatchRecords.Records(writer: writer, count: count, failed: 0))
      lines += count
    }
    output.flush()
    close(descriptor)
    #expect(output.state == .open)
    #expect(output.writtenRecords == lines)
    #expect(!output.hasBufferedRecords)
    let written = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    // The first byte that differs, rather than both arrays, when they differ.
    let firstDifference = zip(written, expected).enumerated().first { $0.element.0 != $0.element.1 }
    #expect(firstDifference?.offset == nil)
    #expect(written.count == expected.count)
  }

  /// A descriptor that refuses writes fails the output, whichever way the records go, and
  /// no record counts as written.
  @Test(arguments: [10, 100_000])
  func aRefusedWriteFailsTheOutput(lineLength: Int) {
    let descriptor = open("/dev/null", O_RDONLY)
    defer { close(descriptor) }
    var output = OutputBuffer(descriptor: descriptor, writer: LayoutJSONWriter(pretty: false))
    var writer = LayoutJSONWriter(pretty: false)
    writer.appendRaw(String(repeating: "y", count: lineLength) + "\n")
    output.append(BatchRecords.Records(writer: writer, count: 1, failed: 0))
    output.flush()
    #expect(output.state == .failed(EBADF))
    #expect(output.writtenRecords == 0)
  }
}
