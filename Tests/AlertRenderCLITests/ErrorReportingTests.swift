import Foundation
import Testing

/// One test per error class: the exact message on stderr and the documented exit code.
@Suite struct ErrorReportingTests {
  private func run(input: String) throws -> CLIRunner.Result {
    try CLIRunner.run(["-"], input: Data(input.utf8))
  }

  private func run(bytes: [UInt8]) throws -> CLIRunner.Result {
    try CLIRunner.run(["-"], input: Data(bytes))
  }

  @Test func unknownOptionIsAUsageErrorWithASuggestion() throws {
    let result = try CLIRunner.run(["--locle", "en-US", "Examples/email-alert.json"])
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "alert-render: error: Unknown option '--locle'. Did you mean '--locale'? See 'alert-render --help'.\n"
    )
  }

  @Test func unknownFormatAndMissingValueAreUsageErrors() throws {
    let format = try CLIRunner.run(["--format", "yaml", "Examples/email-alert.json"])
    #expect(format.status == 64)
    #expect(
      format.stderr.contains("Unknown format 'yaml'; expected one of json, text, html, push."))
    let missing = try CLIRunner.run(["Examples/email-alert.json", "--locale"])
    #expect(missing.status == 64)
    #expect(
      missing.stderr
        == "alert-render: error: The option --locale needs a value. See 'alert-render --help'.\n")
    let limit = try CLIRunner.run(["--max-events", "none", "Examples/email-alert.json"])
    #expect(limit.status == 64)
    #expect(
      limit.stderr.contains(
        "The option --max-events takes a whole number from 1 to 1000000; found 'none'."))
  }

  @Test func helpDocumentsTheExitCodes() throws {
    let result = try CLIRunner.run(["--help"])
    #expect(result.status == 0)
    for line in [
      "0   success", "64  usage error", "65  invalid alert data", "66  input file not found",
      "70  internal error", "74  writing the output failed", "78  invalid rule file",
      "129, 130, 143  a batch stopped by SIGHUP, SIGINT or SIGTERM",
    ] {
      #expect(result.stdout.contains(line), "--help lacks '\(line)'")
    }
  }

  @Test func directoryInputIsNotFound66() throws {
    let result = try CLIRunner.run(["Examples"])
    #expect(result.status == 66)
    #expect(result.stderr == "Examples: error: This is a directory; expected an alert JSON file.\n")
  }

  @Test func invalidUTF8IsReportedWithItsOffset() throws {
    let result = try run(bytes: Array(#"{"id": "a"#.utf8) + [0xFF] + Array(#"", "type": 1}"#.utf8))
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "<stdin>: error: The input is not valid UTF-8 (first bad byte at offset 9); expected UTF-8 text.\n"
    )
  }

  @Test func byteOrderMarkIsAccepted() throws {
    let example = try Data(
      contentsOf: CLIRunner.root.appendingPathComponent("Examples/email-alert.json"))
    let result = try CLIRunner.run(["-"], input: Data([0xEF, 0xBB, 0xBF]) + example)
    #expect(result.status == 0, "\(result.stderr)")
  }

  @Test(arguments: [
    ("", "<stdin>: error: line 1, column 1: The input is empty; expected a JSON value."),
    (
      #""just a string""#,
      "<stdin>: error: (top level): expected an alert object, found a string \"just a string\"."
    ),
    (
      #"{"id": "a", "type": 7, "events": []}"#,
      "<stdin>: error: type: expected one of 1 (CyberAgent), 2 (SSNTrace), 3 (SocialMedia), found 7."
    ),
    (
      #"{"id": "a", "type": 1, "events": []}"#,
      "<stdin>: error: events: expected at least one event, found an empty array."
    ),
    (
      #"{"id": "a", "type": 1, "events": [{"date": "2016-09-12", "data": {"match": 5}}]}"#,
      "<stdin>: error: events[0].data.match: expected a match type string such as \"IDEMAILADDR\", found a number 5."
    ),
    (
      #"{"id": "a", "type": 1, "events": [{"date": "2016-09-12", "data": {"match": "IDSSN"}}, {"data": []}]}"#,
      "<stdin>: error: events[1].data: expected an object of event data, found an array."
    ),
  ])
  func invalidAlertDataExits65WithAPreciseMessage(input: String, message: String) throws {
    let result = try run(input: input)
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == message + "\n")
  }

  /// The library's messages name no option; the command line names the one that sets the
  /// limit, in a one-alert run and in a batch record alike.
  @Test func aLimitMessageNamesTheOptionThatSetsIt() throws {
    let alert =
      #"{"id": "a", "type": 1, "events": [{"date": "2016-09-12", "data": {"match": "IDSSN"}}, "#
      + #"{"date": "2016-09-12", "data": {"match": "IDSSN"}}]}"#
    let single = try CLIRunner.run(["--max-events", "1", "-"], input: Data(alert.utf8))
    #expect(single.status == 65)
    #expect(
      single.stderr
        == "<stdin>: error: events: holds 2 events, over the limit of 1 (--max-events).\n")
    let batch = try CLIRunner.run(
      ["--ndjson", "--max-events", "1", "-"], input: Data((alert + "\n").utf8))
    #expect(
      batch.stdout.contains(
        #""message":"events: holds 2 events, over the limit of 1 (--max-events).""#))
  }

  @Test func deepNestingIsAnErrorNotAStackOverflow() throws {
    var result = try run(input: String(repeating: "{\"a\":", count: 100_000))
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "<stdin>: error: line 1, column 321: Arrays and objects nest deeper than the limit of 64 levels.\n"
    )
    // An array is a batch: its element, cut off by the end of input, fails alone.
    result = try run(input: String(repeating: "[", count: 100_000))
    #expect(result.status == 65)
    #expect(
      result.stdout
        == #"{"index":0,"error":{"message":"line 1, column 66: Arrays and objects nest deeper than the limit of 64 levels.","path":null,"code":"too-deep"}}"#
        + "\n")
  }

  @Test func ruleFileLeavingItsDirectoryIsRefused() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("escape-\(UUID().uuidString)")
    let rules = root.appendingPathComponent("rules/CyberAgent")
    try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("{}".utf8).write(to: root.appendingPathComponent("outside.json"))
    try FileManager.default.createSymbolicLink(
      at: rules.appendingPathComponent("IDSSN.json"),
      withDestinationURL: root.appendingPathComponent("outside.json"))
    let result = try CLIRunner.run([
      "--rules", root.appendingPathComponent("rules").path, "Examples/email-alert.json",
    ])
    #expect(result.status == 78)
    #expect(result.stderr.contains("IDSSN.json: error: The path leads outside"))
  }

  @Test func iconNamesMustBePlainNames() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("icon-\(UUID().uuidString)")
    let rules = root.appendingPathComponent("CyberAgent")
    try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let builtIn = try String(
      contentsOf: CLIRunner.root.appendingPathComponent("Rules/CyberAgent/IDEMAILADDR.json"),
      encoding: .utf8)
    try Data(builtIn.replacingOccurrences(of: "\"email-alert\"", with: "\"../../etc/x.svg\"").utf8)
      .write(to: rules.appendingPathComponent("IDEMAILADDR.json"))
    let result = try CLIRunner.run(["--rules", root.path, "Examples/email-alert.json"])
    #expect(result.status == 78)
    #expect(
      result.stderr.hasSuffix(
        "icon.name: expected a name of lowercase letters, digits and '-', found \"../../etc/x.svg\".\n"
      ))
  }

  @Test func limitsOutsideTheirRangeAreUsageErrorsNotCrashes() throws {
    let result = try CLIRunner.run(
      ["--max-depth", "9223372036854775807", "-"], input: Data("[{}]".utf8))
    #expect(result.status == 64)
    #expect(result.stderr.contains("The option --max-depth takes a whole number from 1 to 512"))
    let negative = try CLIRunner.run(["--max-events", "-5", "-"], input: Data("[{}]".utf8))
    #expect(negative.status == 64)
    #expect(negative.stderr.contains("The option --max-events takes a whole number from 1 to"))
  }

  @Test(arguments: [
    (
      ["--ndjson", "--format", "html", "-"],
      "Batch mode writes NDJSON records; --format html is not available in it."
    ),
    (
      ["lint", "Examples/email-alert.json"],
      "lint checks rules and catalogs and takes no file; found 'Examples/email-alert.json'."
    ),
    (["list", "--format", "json"], "list writes a table; --format json is not available for it."),
  ])
  func optionsAModeWouldIgnoreAreUsageErrors(arguments: [String], message: String) throws {
    let result = try CLIRunner.run(arguments, input: Data())
    #expect(result.status == 64)
    #expect(result.stderr == "alert-render: error: \(message) See 'alert-render --help'.\n")
  }

  @Test func controlCharactersInMessagesAreEscaped() throws {
    let result = try run(input: "{\"id\": \"a\", \"type\": \"\\u001b[31mRED\"}")
    #expect(result.status == 65)
    #expect(!result.stderr.contains("\u{1B}"))
    #expect(result.stderr.contains(#"found a string "\u001B[31mRED""#))
  }

  @Test func hugeTerminalWidthIsClamped() throws {
    let result = try CLIRunner.run(
      ["--format", "text", "Examples/email-alert.json"],
      environment: ["COLUMNS": "9223372036854775807"])
    #expect(result.status == 0)
    #expect(result.stdout.split(separator: "\n").allSatisfy { $0.count <= 1_000 })
  }

  @Test(arguments: [
    ("es_MX.UTF-8", "es-419", "locale-fallback"), ("fr_FR.UTF-8", "en-US", nil),
    ("C.UTF-8", "en-US", nil), ("en_GB.UTF-8", "en-GB", nil),
  ])
  func defaultLocaleComesFromTheEnvironmentWhenTranslated(
    lang: String, expected: String, diagnostic: String?
  ) throws {
    let result = try CLIRunner.run(["Examples/email-alert.json"], environment: ["LANG": lang])
    #expect(result.status == 0)
    #expect(result.stdout.contains("\"locale\" : \"\(expected)\""))
    #expect(result.stdout.contains("locale-fallback") == (diagnostic != nil))
  }

  @Test func syntaxErrorsNeverRepeatTheValueAroundThem() throws {
    let line =
      #"{"id": "c", "type": 1, "events": [{"data": {"match": "IDCCN", "ccn": 4111 1111 1111 1111}}]}"#
    let result = try CLIRunner.run(["--ndjson"], input: Data((line + "\n").utf8))
    #expect(result.status == 65)
    #expect(!result.stdout.contains("1111 1111"))
    #expect(result.stdout.contains("Found a digit where ',' or '}' was expected."))
  }
}
