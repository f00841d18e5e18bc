import Foundation
import Testing

/// Every write is checked: only a reader that went away (`| head`) may end a run quietly.
@Suite struct OutputFailureTests {
  private static let line =
    (try? String(
      contentsOf: CLIRunner.root.appendingPathComponent("Examples/email-alert.json"),
      encoding: .utf8))
    .map { $0.replacingOccurrences(of: "\n", with: "") + "\n" } ?? ""

  private func batchFile(_ lines: Int) throws -> URL {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "output-failure-\(UUID().uuidString).ndjson")
    try Data(String(repeating: Self.line, count: lines).utf8).write(to: file)
    return file
  }

  @Test func aFullDiskFailsASingleAlertWithExit74() throws {
    let result = try CLIRunner.shell(#""$0" Examples/email-alert.json > /dev/full"#)
    #expect(result.status == 74)
    #expect(
      result.stderr == "<stdout>: error: Writing the output failed: No space left on device.\n")
  }

  @Test(arguments: [
    "", "--format text", "--format html", "list", "lint --format json", "--help", "--version",
  ])
  func everyCommandChecksItsOutput(arguments: String) throws {
    let file =
      arguments.hasPrefix("l") || arguments.hasPrefix("--h") || arguments.hasPrefix("--v")
      ? "" : " Examples/email-alert.json"
    let result = try CLIRunner.shell("\"$0\" \(arguments)\(file) > /dev/full")
    #expect(result.status == 74, "\(arguments)")
    #expect(result.stderr.hasPrefix("<stdout>: error: Writing the output failed: No space left"))
  }

  @Test func aFullDiskFailsABatchAndTheSummarySaysSo() throws {
    let file = try batchFile(1_000)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try CLIRunner.shell("\"$0\" --ndjson \"\(file.path)\" > /dev/full")
    #expect(result.status == 74)
    // It stops at the first block that cannot be written, not after rendering everything:
    // with the alerts already handed to other threads (--jobs), a few hundred at most.
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines.first == "<stdout>: error: Writing the output failed: No space left on device.")
    #expect(lines.last?.hasPrefix("\(file.path): ") == true)
    #expect(lines.last?.hasSuffix(" failed; 0 records written before the output failed") == true)
    let summary = lines.last?.dropFirst(file.path.utf8.count + 2)
    let count = summary.flatMap { Int($0.prefix { $0.isNumber }) } ?? 1_000
    #expect(count < 500)
  }

  @Test func aClosedOutputIsAnErrorNotSilence() throws {
    for arguments in ["Examples/email-alert.json", "--ndjson Examples/email-alert.json"] {
      let result = try CLIRunner.shell("\"$0\" \(arguments) >&-")
      #expect(result.status == 74)
      #expect(result.stderr == "<stdout>: error: Writing the output failed: Bad file descriptor.\n")
    }
  }

  /// A file size limit stands in for a disk that fills up part way: the records written
  /// before are whole and counted.
  @Test func aDiskFillingUpPartWayCountsTheRecordsThatMadeIt() throws {
    let file = try batchFile(40)
    let output = file.appendingPathExtension("out")
    defer {
      try? FileManager.default.removeItem(at: file)
      try? FileManager.default.removeItem(at: output)
    }
    // 80 KiB: some records fit, the rest do not; SIGXFSZ ignored so write() reports EFBIG.
    let result = try CLIRunner.shell(
      "trap '' XFSZ; ulimit -f 80; \"$0\" --ndjson \"\(file.path)\" > \"\(output.path)\"")
    #expect(result.status == 74)
    let written = try Data(contentsOf: output)
    let whole = written.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .dropLast().count
    #expect(whole > 0 && whole < 40)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.first == "<stdout>: error: Writing the output failed: File too large.")
    #expect(lines.last?.hasSuffix("; \(whole) records written before the output failed") == true)
  }

  @Test func aLostSummaryIsAnErrorToo() throws {
    let result = try CLIRunner.shell(
      "\"$0\" --ndjson > /dev/null 2> /dev/full", input: Data(Self.line.utf8))
    #expect(result.status == 74)
  }

  @Test func aReaderThatWentAwayEndsTheRunQuietly() throws {
    let result = try CLIRunner.shell(
      #""$0" Examples/email-alert.json | head -c 1 > /dev/null; echo "status ${PIPESTATUS[0]}""#)
    #expect(result.stdout == "status 0\n")
    #expect(result.stderr.isEmpty)
  }
}
