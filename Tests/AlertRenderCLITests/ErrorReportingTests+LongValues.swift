import Foundation
import Testing

/// A 100,000-character option or a 1 MB key is quoted cut, as alert errors always were: every
/// message stays a line someone can read.
extension ErrorReportingTests {
  private static let value = String(repeating: "x", count: 100_000)
  private static let key = String(repeating: "k", count: 1 << 20)

  /// The longest line `result` printed, and every line longer than `limit`, shortened.
  /// Lines longer than `limit`: a cut value is 80 characters, a path, a message and lint's
  /// check id (`[substitution-undefined]`) around it stay well below.
  private func longLines(_ result: CLIRunner.Result, limit: Int = 440) -> [String] {
    (result.stdout + result.stderr).split(separator: "\n")
      .filter { $0.count > limit }.map { "\($0.prefix(120))… (\($0.count) characters)" }
  }

  private func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("alert-render-long-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func aLongOptionValueIsQuotedCut() throws {
    let email = "Examples/email-alert.json"
    let value = Self.value
    let runs: [[String]] = [
      ["--format", value, email], ["--theme", value, email], ["--device", value, email],
      ["--width", value, email], ["--jobs", value, email], ["--max-events", value, email],
      ["--" + value, email], ["--locale", "-" + value, email], [email, value],
      ["lint", value], ["list", value], [email, "lint" + value],
      ["localizations", "export", "--language", value, "--output", "out"],
      ["localizations", value], ["localizations", "export", "--" + value],
      ["localizations", "export", "--format", value, "--language", "fr", "--output", "out"],
      ["localizations", "export", value], ["preview", "--" + value],
      ["preview", "--device", value, "--output", "out"], ["draw", "--format", value],
      ["draw", "--" + value], ["draw", email, value], ["draw", "--width", value, email],
    ]
    for arguments in runs {
      let result = try CLIRunner.run(arguments)
      let shown = arguments.map { $0.count > 20 ? "\($0.prefix(12))…" : $0 }
      #expect(result.status == 64, "\(shown)")
      #expect(longLines(result).isEmpty, "\(shown): \(longLines(result))")
      #expect(result.stderr.contains("xxx…"), "\(shown): \(result.stderr.prefix(300))")
    }
    // The locale of a render is quoted in the document's diagnostics, cut too.
    let render = try CLIRunner.run(["--locale", value, "--format", "text", email])
    #expect(render.status == 0)
    #expect(longLines(render).isEmpty, "\(longLines(render))")
  }

  /// A path is named whole up to the longest a system opens, so a real file is always named in
  /// full; one longer than that cannot be a file, and is cut.
  @Test func aPathIsNamedWholeUnlessNoSystemCouldOpenIt() throws {
    let long = "/tmp/" + String(repeating: "d", count: 200) + "/missing.json"
    let real = try CLIRunner.run([long])
    #expect(real.status == 66)
    #expect(real.stderr == "\(long): error: No such file; expected an alert JSON file.\n")
    for arguments in [[Self.value], ["--rules", Self.value, "Examples/email-alert.json"]] {
      let result = try CLIRunner.run(arguments)
      #expect(result.status != 0)
      #expect(longLines(result, limit: 4_200).isEmpty)
      #expect(result.stderr.contains("x…"))
    }
  }

  @Test func aOneMegabyteKeyInContentIsQuotedCut() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let key = Self.key
    let catalogs = root.appendingPathComponent("L")
    let rules = root.appendingPathComponent("R/CyberAgent")
    try FileManager.default.createDirectory(at: catalogs, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
    // Each in a catalog of its own, under the 4 MiB a content file may hold.
    let unit = { (state: String, value: String) in
      #"{"stringUnit": {"state": "\#(state)", "value": "\#(value)"}}"#
    }
    let substitution = "%#@" + key.prefix(500_000) + "@"  // a string holds at most 1 MiB
    let catalogTexts = [
      #""\#(key)": 1, "strings": {}"#,
      #""strings": {"\#(key)": {"localizations": {"en-US": \#(unit("new", substitution))}}}"#,
      #""strings": {"a.b": {"localizations": {"en-US": \#(unit(key, "Hi"))}}}"#,
      #""strings": {"detail.origin": {"localizations": {"\#(key)": \#(unit("new", "x"))}}}"#,
    ]
    for (index, text) in catalogTexts.enumerated() {
      try Data(#"{"sourceLanguage": "en-US", "version": "1.0", \#(text)}"#.utf8)
        .write(to: catalogs.appendingPathComponent("Big\(index).xcstrings"))
    }
    // An unknown member: its "Did you mean" compared 1 MB with every valid key; and a title
    // key no catalog has, which lint compared with every catalog key, for minutes.
    for (name, from, to) in [
      ("IDSSN", "\"$schema\"", "\"\(key)\": 1, \"$schema\""),
      ("IDCCN", "\"match.IDCCN.title\"", "\"\(key)\""),
    ] {
      let file = "Rules/CyberAgent/\(name).json"
      let rule = try String(
        contentsOf: CLIRunner.root.appendingPathComponent(file), encoding: .utf8)
      #expect(rule.contains(from))
      try Data(rule.replacingOccurrences(of: from, with: to).utf8)
        .write(to: rules.appendingPathComponent("\(name).json"))
    }
    let runs: [[String]] = [
      ["lint", "--localizations", catalogs.path],
      ["lint", "--rules", root.appendingPathComponent("R").path],
      ["--localizations", catalogs.path, "Examples/email-alert.json"],
      ["--rules", root.appendingPathComponent("R").path, "Examples/email-alert.json"],
    ]
    for arguments in runs {
      let result = try CLIRunner.run(arguments, timeout: 60)
      let shown = arguments.map { $0.replacingOccurrences(of: root.path, with: "…") }
      #expect(!result.timedOut, "\(shown)")
      #expect(result.status == 78, "\(shown)")
      #expect(longLines(result).isEmpty, "\(shown): \(longLines(result))")
      #expect(result.stdout.contains("kkk…") || result.stderr.contains("kkk…"), "\(shown)")
    }
  }

  @Test func aOneMegabyteKeyOrStateInAnXLIFFFileIsQuotedCut() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let catalogs = root.appendingPathComponent("Localizations")
    try FileManager.default.copyItem(
      at: CLIRunner.root.appendingPathComponent("Localizations"), to: catalogs)
    let export = try CLIRunner.run([
      "localizations", "export", "--language", "fr", "--output", root.path,
    ])
    #expect(export.status == 0, "\(export.stderr)")
    let path = root.appendingPathComponent("fr.xcloc/Localized Contents/fr.xliff")
    var text = try String(contentsOf: path, encoding: .utf8)
    let source = "<source>Social Media Activity Found</source>"
    text = text.replacingOccurrences(
      of: source, with: source + "<target state=\"\(Self.value)\">Activité trouvée</target>")
    let end = try #require(text.range(of: "</trans-unit>"))
    text.insert(
      contentsOf:
        "<trans-unit id=\"\(Self.key)\"><source>x</source><target>y</target></trans-unit>",
      at: end.upperBound)
    try Data(text.utf8).write(to: path)
    // The unknown key refuses the import; skipped, the state is reported too.
    for options in [[], ["--skip-invalid"]] {
      let result = try CLIRunner.run(
        ["localizations", "import", path.path, "--catalogs", catalogs.path] + options,
        timeout: 60)
      #expect(!result.timedOut)
      #expect(result.status == (options.isEmpty ? 65 : 0), "\(result.stderr.prefix(2_000))")
      #expect(longLines(result).isEmpty, "\(longLines(result))")
      #expect(result.stderr.contains("kkk…"), "\(result.stderr.prefix(2_000))")
      #expect(
        result.stderr.contains("xxx…") == !options.isEmpty, "\(result.stderr.prefix(2_000))")
    }
  }
}
