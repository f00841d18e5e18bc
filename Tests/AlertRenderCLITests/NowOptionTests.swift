import Foundation
import Testing

/// `--now DATE`: the reference date of date conditions, for render, batches, explain and
/// preview; the output is then a function of the input alone.
@Suite struct NowOptionTests {
  static let recent = "Your card number leaked in the last 30 days"

  @Test func renderMeasuresFromTheGivenDay() throws {
    let inside = try CLIRunner.run(
      ["--locale", "en-US", "--now", "2025-11-26", "Examples/ccn-recent-alert.json"])
    #expect(inside.status == 0, "stderr: \(inside.stderr)")
    #expect(inside.stdout.contains(Self.recent))
    #expect(!inside.stdout.contains("reference-date-clock"))
    let after = try CLIRunner.run(
      ["--locale", "en-US", "--now", "2025-12-19T08:00:00Z", "Examples/ccn-recent-alert.json"])
    #expect(!after.stdout.contains(Self.recent))
  }

  @Test func withoutADateTheDocumentSaysItReadTheClock() throws {
    let result = try CLIRunner.run(["--locale", "en-US", "Examples/ccn-recent-alert.json"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("\"code\" : \"reference-date-clock\""))
    let plain = try CLIRunner.run(["--locale", "en-US", "Examples/email-alert.json"])
    #expect(!plain.stdout.contains("reference-date-clock"))
  }

  @Test func aBatchAndExplainTakeItToo() throws {
    let alert = try String(
      contentsOf: CLIRunner.root.appendingPathComponent("Examples/ccn-recent-alert.json"),
      encoding: .utf8)
    let line = alert.replacingOccurrences(of: "\n", with: "") + "\n"
    let batch = try CLIRunner.run(
      ["--ndjson", "--locale", "en-US", "--now", "2025-11-26", "-"], input: Data(line.utf8))
    #expect(batch.stdout.contains(Self.recent), "\(batch.stderr)")
    let explain = try CLIRunner.run(
      ["explain", "--format", "json", "--now", "2025-11-26", "Examples/ccn-recent-alert.json"])
    #expect(explain.stdout.contains("\"nowSource\": \"given\""), "\(explain.stderr)")
  }

  @Test(arguments: ["", "2025-13-01", "yesterday", "26/11/2025"])
  func anUnreadableDateIsAUsageError(date: String) throws {
    let result = try CLIRunner.run(["--now", date, "Examples/ccn-recent-alert.json"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--now expects a date such as \"2016-09-06\""))
  }
}
