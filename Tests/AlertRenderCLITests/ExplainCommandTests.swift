import AlertRenderTestSupport
import Foundation
import Testing

/// `alert-render explain`, run as the built binary.
@Suite struct ExplainCommandTests {
  /// The seed email alert in es-419 names its title's rule file and line, the catalog key,
  /// the locale step, and the date field that won, as text and as JSON.
  @Test func explainsTheEmailAlertAsTextAndJSON() throws {
    let text = try CLIRunner.run([
      "explain", "Examples/email-alert.json", "--locale", "es-419", "--width", "80",
    ])
    #expect(text.status == 0, "stderr: \(text.stderr)")
    #expect(text.stderr.isEmpty)
    #expect(text.stdout.contains("Rules/CyberAgent/alert.json:12:16 variants[0].title"))
    #expect(text.stdout.contains("match.IDEMAILADDR.title, plural one (count 1)"))
    #expect(text.stdout.contains("es-419 → es-419 (exact)"))
    #expect(text.stdout.contains("SourceDate absent; CreationDate used; date not-reached"))
    Snapshot.expect(text.stdout, matches: "explain-cli.email-alert.es-419.txt")
    let json = try CLIRunner.run([
      "explain", "--format", "json", "--locale", "es-419", "Examples/email-alert.json",
    ])
    #expect(json.status == 0, "stderr: \(json.stderr)")
    #expect(json.stdout.hasPrefix("{\n  \"schemaVersion\": \"1.0\",\n"))
    Snapshot.expect(json.stdout, matches: "explain-cli.email-alert.es-419.json")
  }

  /// What render says about a bad input, explain says in the same words and with the same
  /// exit status.
  @Test(arguments: [
    "{\"id\": \"1\",\n \"type\": 1,, }", "{\"id\": \"1\", \"type\": 9, \"events\": []}",
    "{\"id\": \"1\", \"type\": 1}", "[{\"id\": \"1\", \"type\": 1, \"events\": []}]",
  ])
  func aBadAlertGetsRendersMessage(alert: String) throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "explain-\(UUID().uuidString).json")
    try Data(alert.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let explained = try CLIRunner.run(["explain", file.path])
    #expect(explained.stdout.isEmpty)
    guard !alert.hasPrefix("[") else {
      #expect(explained.status == 65)
      #expect(
        explained.stderr
          == "\(file.path): error: explain explains one alert; found an array. Explain its "
          + "alerts one at a time.\n")
      return
    }
    let rendered = try CLIRunner.run([file.path])
    #expect(explained.status == rendered.status)
    #expect(explained.status == 65)
    #expect(explained.stderr == rendered.stderr)
  }

  @Test func aMissingFileIsNamedAsRenderNamesIt() throws {
    let result = try CLIRunner.run(["explain", "no-such-alert.json"])
    #expect(result.status == 66)
    #expect(
      result.stderr == "no-such-alert.json: error: No such file; expected an alert JSON file.\n")
  }

  @Test(arguments: [
    (["--format", "html"], "Unknown format 'html' for explain; expected one of text, json."),
    (["--ndjson"], "explain explains one alert; --ndjson batches are not available for it."),
    (["--jobs", "2"], "--jobs applies to batches; explain renders one alert."),
    (
      ["--format", "json", "--width", "80"],
      "--width sets the text form's width; it needs --format text."
    ),
  ])
  func optionsItWouldIgnoreAreRefused(options: [String], message: String) throws {
    let result = try CLIRunner.run(["explain", "Examples/email-alert.json"] + options)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test func readsStandardInput() throws {
    let alert = try Data(
      contentsOf: CLIRunner.root.appendingPathComponent("Examples/email-alert.json"))
    let result = try CLIRunner.run(["explain", "--locale", "en-US", "-"], input: alert)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains("\"Email Address Leaked\""))
    #expect(!result.stdout.contains("read from"))
  }
}
