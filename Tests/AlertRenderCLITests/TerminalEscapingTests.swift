import AlertRenderTestSupport
import Foundation
import Testing

/// File names, paths and catalog keys are escaped wherever the command line prints them, as
/// quoted values are, so that none can drive the terminal (`ESC]0;…BEL` retitles it).
@Suite struct TerminalEscapingTests {
  private let hostile = "ID\u{1B}]0;pwned\u{07}X"

  /// Whether `text` holds a control character other than a line break.
  private func hasControl(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      $0 != "\n" && ($0.properties.generalCategory == .control || $0.properties.isBidiControl)
    }
  }

  @Test func aRuleFileNameIsEscapedInErrors() throws {
    let rules = try TestContent.directory(["CyberAgent/\(hostile).json": #"{"match": "IDX"}"#])
    defer { try? FileManager.default.removeItem(at: rules) }
    let runs = [
      ["--rules", rules.path, "Examples/email-alert.json"],
      ["lint", "--rules", rules.path],
    ]
    for arguments in runs {
      let result = try CLIRunner.run(arguments)
      #expect(result.status == 78)
      let output = result.stdout + result.stderr
      #expect(!hasControl(output), "\(arguments[0]): \(output.debugDescription)")
      #expect(output.contains(#"ID\u001B]0;pwned\u0007X.json"#), "\(output)")
    }
  }

  @Test func anInputPathIsEscapedInErrors() throws {
    let result = try CLIRunner.run(["/nonexistent/\u{1B}[2J\u{202E}gnp.json"])
    #expect(result.status == 66)
    #expect(!hasControl(result.stderr), "\(result.stderr.debugDescription)")
    #expect(result.stderr.contains(#"\u001B[2J\u202Egnp.json"#), "\(result.stderr)")
  }

  @Test func aCatalogKeyIsEscapedInLintTextAndExactInJSON() throws {
    let key = "evil\u{1B}]0;pwned\u{07}"
    let unit = #"{"stringUnit": {"state": "translated", "value": "x"}}"#
    let catalog = #"""
      {"sourceLanguage": "en-US", "version": "1.0", "strings": {"evil\u001B]0;pwned\u0007": {
        "localizations": {"en-US": \#(unit), "en-GB": \#(unit), "es-419": \#(unit)}}}}
      """#
    let localizations = try TestContent.directory(["Evil.xcstrings": catalog])
    defer { try? FileManager.default.removeItem(at: localizations) }
    let text = try CLIRunner.run(["lint", "--localizations", localizations.path])
    #expect(!hasControl(text.stdout + text.stderr), "\(text.stdout.debugDescription)")
    #expect(text.stdout.contains(#"evil\u001B]0;pwned\u0007: No rule uses this key."#))

    let json = try CLIRunner.run([
      "lint", "--format", "json", "--localizations", localizations.path,
    ])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let findings = try #require(report["findings"] as? [[String: Any]])
    let keys = findings.compactMap { ($0["key"] as? String).map { Array($0.unicodeScalars) } }
    #expect(keys.contains(Array(key.unicodeScalars)), "\(json.stdout)")
  }
}
