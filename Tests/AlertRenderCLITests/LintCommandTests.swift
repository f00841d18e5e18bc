import AlertRenderTestSupport
import Foundation
import Testing

/// `alert-render lint` end to end: check ids, coverage lines, exit by errors only.
@Suite struct LintCommandTests {
  static let oneKeyFrench = #"""
    {"sourceLanguage": "en-US", "version": "1.0", "strings": {"section.help.title": {
      "localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Besoin d’aide ?"}}}}}}
    """#

  /// A one-key French drop-in is a translation in progress: exit 0, warnings only, and a
  /// coverage line saying how much of French falls back.
  @Test func aOneKeyFrenchDropInLintsWithWarningsOnlyAndACoverageLine() throws {
    let root = try TestContent.directory(["French.xcstrings": Self.oneKeyFrench])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try CLIRunner.run(["lint", "--localizations", root.path])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(!lines.contains { $0.contains(": error: ") })
    #expect(lines.contains { $0.hasSuffix("falls back to en-US. [translation-missing]") })
    #expect(lines.contains("en-US: 175 of 175 texts (100 %)"))
    #expect(
      lines.contains { $0.hasPrefix("fr: ") && $0.hasSuffix("; the rest falls back to en-US") })
    #expect(result.stderr.hasPrefix("lint: 0 errors, "))
  }

  @Test func aRequiredLocaleMakesMissingTextsErrors() throws {
    let root = try TestContent.directory(["French.xcstrings": Self.oneKeyFrench])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try CLIRunner.run([
      "lint", "--localizations", root.path, "--required-locale", "fr",
    ])
    #expect(result.status == 78)
    #expect(result.stdout.contains("so every locale needs it. [translation-missing]"))
    let render = try CLIRunner.run(["--required-locale", "fr", "Examples/email-alert.json"])
    #expect(render.status == 64)
    #expect(render.stderr.contains("--required-locale"))
  }

  @Test func theShippedContentLintsCleanWithEveryLineAnID() throws {
    let result = try CLIRunner.run(["lint"])
    #expect(result.status == 0)
    #expect(result.stderr == "lint: 0 errors, 0 warnings\n")
    #expect(
      result.stdout == "en-US: 175 of 175 texts (100 %)\nen-GB: 175 of 175 texts (100 %)\n"
        + "es-419: 175 of 175 texts (100 %)\n")
  }
}
