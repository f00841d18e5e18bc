import AlertRenderTestSupport
import Foundation
import Testing

/// `alert-render conformance check` and `report`, run as the built binary: the reference
/// client's report passes, a mismatch exits 1 with its path, invalid results exit 65 naming
/// their line, column and path.
@Suite struct ConformanceCommandTests {
  @Test func theReferenceReportPassesTheCheck() throws {
    let report = try CLIRunner.run(["conformance", "report"])
    #expect(report.status == 0, "stderr: \(report.stderr)")
    #expect(report.stdout.hasPrefix("{\n  \"client\" : {\n    \"name\" : \"alert-render\""))
    let check = try CLIRunner.run(["conformance", "check", "-"], input: Data(report.stdout.utf8))
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(check.stderr.isEmpty)
    #expect(check.stdout.hasPrefix("every-block.json: pass\n"))
    #expect(check.stdout.contains("\nnewer-major.json: pass\n"))
    #expect(
      check.stdout.hasSuffix("fixtures pass (kit 1.0; client alert-render \(Self.version)).\n"))
  }

  static var version: String {
    (try? CLIRunner.run(["--version"]).stdout.split(separator: " ").last.map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines)
    }) ?? nil ?? ""
  }

  @Test func aMismatchExitsOneAndAnInvalidFileSixtyFive() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "conformance-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let report = try CLIRunner.run(["conformance", "report"]).stdout
    let wrong = directory.appendingPathComponent("wrong.json")
    let planted = report.replacingOccurrences(
      of: "\"event\" : \"alert_helpline_called\"", with: "\"event\" : \"alert_called\"")
    try Data(planted.utf8).write(to: wrong)
    let mismatch = try CLIRunner.run(["conformance", "check", wrong.path])
    #expect(mismatch.status == 1, "\(mismatch.stderr)")
    #expect(
      mismatch.stdout.contains(
        "\n  fixtures.every-block.json.taps[4].reports[0].event: expected "
          + "\"alert_helpline_called\", found \"alert_called\".\n"))
    let broken = directory.appendingPathComponent("broken.json")
    try Data(report.replacingOccurrences(of: "\"traits\" : [", with: "\"traits\" : {").utf8)
      .write(to: broken)
    let invalid = try CLIRunner.run(["conformance", "check", broken.path])
    #expect(invalid.status == 65)
    #expect(invalid.stdout.isEmpty)
    #expect(invalid.stderr.hasPrefix("\(broken.path):"))
    #expect(invalid.stderr.contains(": error: "))
  }

  @Test func usageAndMissingFiles() throws {
    let none = try CLIRunner.run(["conformance", "check"])
    #expect(none.status == 64)
    #expect(none.stderr.contains("conformance check needs the RESULTS file"))
    let missing = try CLIRunner.run(["conformance", "check", "no-such-results.json"])
    #expect(missing.status == 66)
    #expect(
      missing.stderr
        == "no-such-results.json: error: No such file; expected a results JSON file.\n")
    let kit = try CLIRunner.run(["conformance", "report", "--kit", "Examples"])
    #expect(kit.status == 66)
    #expect(kit.stderr.hasPrefix("Examples/expected.json: error: No such file."))
  }
}
