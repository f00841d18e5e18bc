import Foundation
import Testing

/// A single alert is read no further than the limit, whatever the input holds.
@Suite struct InputReaderTests {
  @Test func anEndlessDeviceStopsAtTheLimit() throws {
    // `timeout` turns the old behaviour (reading /dev/zero until memory ran out) into a
    // failure rather than a hung test run.
    let result = try CLIRunner.shell(#"timeout 60 "$0" --max-alert-bytes 4096 /dev/zero"#)
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "/dev/zero: error: The alert is over the limit of 4096 bytes (--max-alert-bytes); "
        + "reading stopped there.\n")
  }

  @Test func aLargeStreamOnStandardInputStopsAtTheLimit() throws {
    // 64 MiB through a pipe; the command stops reading after the first 1 MiB.
    let result = try CLIRunner.shell(
      #"head -c 67108864 /dev/zero 2> /dev/null | tr '\0' ' ' 2> /dev/null | "$0""#)
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "<stdin>: error: The alert is over the limit of 1048576 bytes (--max-alert-bytes); "
        + "reading stopped there.\n")
  }

  @Test func aLargeFileIsRefusedByItsSizeWithoutReadingIt() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "large-\(UUID().uuidString).json")
    try Data(("{\"id\": \"" + String(repeating: "x", count: 3000) + "\"}").utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try CLIRunner.run(["--max-alert-bytes", "2000", file.path])
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "\(file.path): error: The alert is 3010 bytes, over the limit of 2000 bytes (--max-alert-bytes).\n"
    )
  }
}
