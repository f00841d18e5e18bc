import AlertRendering
import Foundation
import Testing

@Suite struct OptionsTests {
  @Test(arguments: [
    (["--locale", "--ndjson", "Examples/email-alert.json"], "--locale", "--ndjson"),
    (["-l", "-", "Examples/email-alert.json"], "-l", "-"),
    (["--format", "-f", "Examples/email-alert.json"], "--format", "-f"),
    (["--rules", "--localizations", "x"], "--rules", "--localizations"),
  ])
  func aValueThatLooksLikeAnOptionIsRefused(arguments: [String], name: String, value: String)
    throws
  {
    let result = try CLIRunner.run(arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    let long = ["-l": "--locale", "-f": "--format"][name] ?? name
    #expect(
      result.stderr
        == "alert-render: error: The option \(name) needs a value; found '\(value)', which is an "
        + "option or standard input. A value that starts with '-' is written \(long)=\(value). "
        + "See 'alert-render --help'.\n")
  }

  @Test func anUnknownDeviceIsAUsageErrorListingTheNames() throws {
    let result = try CLIRunner.run(["--device", "ipda", "Examples/email-alert.json"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "alert-render: error: Unknown device 'ipda'; expected one of iphone, ipad, ipod, mac, "
        + "applewatch, appletv, applevision, other (or watch, tv, vision). Did you mean 'ipad'? "
        + "See 'alert-render --help'.\n")
    let help = try CLIRunner.run(["--help"])
    #expect(help.stdout.contains("--device NAME"))
  }

  /// Swift would read a non-UTF-8 argument with its bad bytes replaced: an existing file
  /// was then "not found" and a value taken altered.
  @Test func anArgumentThatIsNotUTF8IsAUsageError() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("alert-render-utf8-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // The alert exists under a name holding the byte 0xFF.
    let result = try CLIRunner.shell(
      """
      cd '\(directory.path)' && name=$(printf 'a\\377b.json') && \\
        cp '\(CLIRunner.root.path)/Examples/email-alert.json' "$name" || exit 1
      "$0" "$name" > /dev/null; file=$?
      "$0" --locale "$(printf 'es\\377')" "$name" > /dev/null; locale=$?
      echo "$file $locale"
      """)
    #expect(result.stdout == "64 64\n")
    let rest =
      " is not valid UTF-8 (each bad byte is shown as \u{FFFD}); alert-render reads file names "
      + "and values as UTF-8. See 'alert-render --help'.\n"
    #expect(
      result.stderr
        == "alert-render: error: The argument 'a\u{FFFD}b.json'" + rest
        + "alert-render: error: The argument 'es\u{FFFD}'" + rest)
  }

  @Test func versionPrintsTheLibrarysVersion() throws {
    let result = try CLIRunner.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout == "alert-render \(AlertRendering.version)\n")
    #expect(result.stderr.isEmpty)
    let help = try CLIRunner.run(["--help"])
    #expect(help.stdout.contains("--version"))
  }

  @Test func aValueThatStartsWithADashIsGivenWithEquals() throws {
    let result = try CLIRunner.run(["--locale=-x", "Examples/email-alert.json"])
    #expect(result.status == 0)
  }

  @Test func doubleDashEndsTheOptions() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "options-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.copyItem(
      at: CLIRunner.root.appendingPathComponent("Examples/email-alert.json"),
      to: directory.appendingPathComponent("-x.json"))
    var result = try CLIRunner.run(["--locale", "es-419", "--", "-x.json"], directory: directory)
    #expect(result.status == 0)
    #expect(result.stdout.contains(#""locale" : "es-419""#))
    // After `--`, '-' still means standard input, and a second file is still one too many.
    let alert = try Data(
      contentsOf: CLIRunner.root.appendingPathComponent("Examples/email-alert.json"))
    result = try CLIRunner.run(["--", "-"], input: alert)
    #expect(result.status == 0)
    result = try CLIRunner.run(["--", "-x.json", "--ndjson"], directory: directory)
    #expect(result.status == 64)
    #expect(
      result.stderr.contains("Only one input file may be given; found '-x.json' and '--ndjson'."))
  }
}
