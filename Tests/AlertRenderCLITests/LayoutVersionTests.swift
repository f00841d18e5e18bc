import Foundation
import Testing

/// `--layout-version`, through the built binary: an older version's document holds only what
/// that version defines, batches write it too, `draw` (the reference clients) draws it as it
/// draws the current one, and any other version is a usage error.
@Suite struct LayoutVersionTests {
  private static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// A right-to-left drop-in whose texts falling back to English carry `lang`.
  private static let hebrew = [
    "--localizations", "Tests/Fixtures/Localizations-he", "--locale", "he",
  ]

  /// How many annotations (objects with `lang`) in `value` carry a `direction`.
  private static func annotationDirections(in value: Any) -> Int {
    switch value {
    case let object as [String: Any]:
      (object["lang"] != nil && object["direction"] != nil ? 1 : 0)
        + object.values.reduce(0) { $0 + annotationDirections(in: $1) }
    case let array as [Any]: array.reduce(0) { $0 + annotationDirections(in: $1) }
    default: 0
    }
  }

  @Test func version1_0OfTheEmailAlertHasNoAnnotationsAndNoActionData() throws {
    let result = try CLIRunner.run(
      ["--locale", "en-US", "--layout-version", "1.0", "Examples/email-alert.json"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stderr.isEmpty)
    let document = try Self.object(result.stdout)
    #expect(document["schemaVersion"] as? String == "1.0")
    #expect(!result.stdout.contains("\"annotations\""))
    #expect(!result.stdout.contains("\"spokenValue\"") && !result.stdout.contains("\"spokenText\""))
    let actions = try #require(document["actions"] as? [String: [String: Any]])
    #expect(!actions.isEmpty)
    for (id, action) in actions {
      #expect(Set(action.keys).isSubset(of: ["kind", "dialog", "analytics"]), "\(id)")
      #expect((action["analytics"] as? [String: Any])?["target"] == nil, "\(id)")
    }
    // The current version of the same alert has what 1.0 leaves out.
    let current = try CLIRunner.run(["--locale", "en-US", "Examples/email-alert.json"])
    #expect(current.stdout.contains("\"tel:+") && current.stdout.contains("\"annotations\""))
  }

  @Test func version1_1KeepsAnnotationsButNoActionData() throws {
    let result = try CLIRunner.run(
      ["--layout-version", "1.1", "Examples/email-alert.json"] + Self.hebrew)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(try Self.object(result.stdout)["schemaVersion"] as? String == "1.1")
    #expect(result.stdout.contains("\"annotations\"") && !result.stdout.contains("\"tel:"))
    #expect(Self.annotationDirections(in: try Self.object(result.stdout)) == 0)
    let current = try CLIRunner.run(["Examples/email-alert.json"] + Self.hebrew)
    #expect(Self.annotationDirections(in: try Self.object(current.stdout)) > 0)
  }

  @Test func batchRecordsAreWrittenAtTheVersionToo() throws {
    let alert = try String(
      contentsOf: CLIRunner.root.appendingPathComponent("Examples/email-alert.json"),
      encoding: .utf8)
    let line = try JSONSerialization.data(withJSONObject: Self.object(alert))
    let input = line + Data("\n".utf8) + line + Data("\n".utf8)
    let result = try CLIRunner.run(
      ["--locale", "en-GB", "--ndjson", "--layout-version", "1.0", "--jobs", "1", "-"],
      input: input)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let records = result.stdout.split(separator: "\n").map(String.init)
    #expect(records.count == 2)
    for record in records {
      let layout = try #require(try Self.object(record)["layout"] as? [String: Any])
      #expect(layout["schemaVersion"] as? String == "1.0")
      #expect(!record.contains("\"annotations\"") && !record.contains("\"tel:"))
    }
  }

  @Test(arguments: ["1.3", "2.0", "1", "latest", ""])
  func anyOtherVersionIsAUsageErrorNamingTheVersionsWritten(version: String) throws {
    let result = try CLIRunner.run(["--layout-version", version, "Examples/email-alert.json"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("1.2, 1.1, 1.0"), "\(result.stderr)")
  }

  /// Versions are listed newest first, so a version one edit from several is taken for the
  /// newest: 1.3 is a typo for 1.2 far more often than for 1.0.
  @Test func aVersionNearSeveralSuggestsTheNewest() throws {
    let result = try CLIRunner.run(["--layout-version", "1.3", "Examples/email-alert.json"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("Did you mean '1.2'?"), "\(result.stderr)")
  }

  /// A push notification has no layout version: asking for one is a mistake, not a no-op.
  @Test func aPushNotificationTakesNoLayoutVersion() throws {
    let result = try CLIRunner.run(
      ["--format", "push", "--layout-version", "1.0", "Examples/email-alert.json"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.contains("a push notification (--format push) has none"), "\(result.stderr)")
  }

  @Test func aNearMissIsNamed() throws {
    let result = try CLIRunner.run(["--layout-version", "1.", "Examples/email-alert.json"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("Did you mean '1."), "\(result.stderr)")
  }

  @Test func drawRefusesTheOptionItsDocumentAlreadyDecides() throws {
    let result = try CLIRunner.run(["draw", "--layout-version", "1.0", "Examples/email-alert.json"])
    #expect(result.status == 64)
  }

  /// The 1.0 reference behaviour: `draw` reads the 1.0 document without a note and draws the
  /// screen the current document draws (the email alert has no links or open-url buttons, so
  /// nothing visible differs), in text and in HTML.
  @Test(arguments: ["en-US", "es-419", "ar-XB"])
  func drawDrawsTheVersion1_0DocumentAsTheCurrentOne(locale: String) throws {
    let script = """
      set -u; B="$0"
      old=$("$B" --locale \(locale) --layout-version 1.0 Examples/email-alert.json)
      new=$("$B" --locale \(locale) Examples/email-alert.json)
      printf '%s' "$old" | "$B" draw - --format text --no-color --width 70 >/tmp/old.$$.txt 2>/tmp/old.$$.err
      echo "status $?"
      printf '%s' "$new" | "$B" draw - --format text --no-color --width 70 >/tmp/new.$$.txt
      cmp -s /tmp/old.$$.txt /tmp/new.$$.txt && echo "same text"
      echo "notes: $(cat /tmp/old.$$.err)"
      printf '%s' "$old" | "$B" draw - --format html | grep -c '<button' ; \\
      printf '%s' "$new" | "$B" draw - --format html | grep -c '<button'
      rm -f /tmp/old.$$.txt /tmp/new.$$.txt /tmp/old.$$.err
      """
    let result = try CLIRunner.shell(script)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "status 0", "\(result.stdout) \(result.stderr)")
    #expect(lines.contains("same text"), "\(result.stdout)")
    #expect(lines.contains("notes: "), "\(result.stdout)")
    #expect(lines.count == 5 && lines[3] == lines[4] && lines[3] != "0", "\(result.stdout)")
  }
}
