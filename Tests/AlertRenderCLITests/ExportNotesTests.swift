import AlertRenderTestSupport
import Foundation
import Testing

/// What `localizations export` gives translators besides the XLIFF: the source catalogs in
/// `Source Contents/` and, in `Notes/`, every example alert drawn with its keys.
@Suite struct ExportNotesTests {
  static func names(_ url: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }

  @Test func theBundleHoldsTheSourceCatalogsAndANoteOnEveryExample() throws {
    let root = try TestContent.directory([:])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try CLIRunner.run([
      "localizations", "export", "--language", "ja", "--output", root.path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let examples = Self.names(CLIRunner.root.appendingPathComponent("Examples"))
      .filter { $0.hasSuffix(".json") }
    #expect(examples.count > 10)
    #expect(result.stderr.hasSuffix("; notes on \(examples.count) alerts)\n"), "\(result.stderr)")
    let bundle = root.appendingPathComponent("ja.xcloc")
    #expect(
      Self.names(bundle) == ["Localized Contents", "Notes", "Source Contents", "contents.json"])
    #expect(
      Self.names(bundle.appendingPathComponent("Source Contents/Localizations")) == [
        "AlertTypes.xcstrings", "CyberAgent.xcstrings", "Push.xcstrings", "Screen.xcstrings",
      ])
    let notes = Self.names(bundle.appendingPathComponent("Notes"))
    #expect(
      notes
        == examples.flatMap { name in
          let base = String(name.dropLast(".json".count))
          return [base + ".html", base + ".txt"]
        }.sorted())
    let list = try String(
      contentsOf: bundle.appendingPathComponent("Notes/socialmedia-alert.txt"), encoding: .utf8)
    #expect(list.contains("⁽¹⁾ socialmedia.title  (Localizations/AlertTypes.xcstrings)"))
    #expect(list.contains("    ja: not translated yet\n"))
    // The XLIFF the notes go with: Japanese has one plural form.
    let xliff = try String(
      contentsOf: bundle.appendingPathComponent("Localized Contents/ja.xliff"), encoding: .utf8)
    #expect(xliff.contains("socialmedia.title|==|plural.other"))
    #expect(!xliff.contains("|==|plural.one"))
    #expect(!xliff.contains("trans-unit id=\"format."))
  }

  @Test func chosenExamplesAndTheProblemsOfNotesAreWarningsThatDoNotStopTheExport() throws {
    let root = try TestContent.directory(["broken.json": "{\"id\": 1"])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try CLIRunner.run([
      "localizations", "export", "--language", "fr", "--output", root.path, "--examples",
      "Examples/email-alert.json", "--examples", root.appendingPathComponent("broken.json").path,
      "--examples", "missing.json",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 3, "\(result.stderr)")
    #expect(lines[0].hasPrefix("\(root.path)/broken.json: warning: "))
    #expect(lines[0].hasSuffix(" No notes on it."))
    #expect(lines[1] == "missing.json: warning: No such file. No notes on it.")
    #expect(lines[2].hasSuffix("; notes on 1 alerts)"))
    #expect(
      Self.names(root.appendingPathComponent("fr.xcloc/Notes")) == [
        "email-alert.html", "email-alert.txt",
      ])

    let rules = try TestContent.directory(["screen.json": "{"])
    defer { try? FileManager.default.removeItem(at: rules) }
    let broken = try CLIRunner.run([
      "localizations", "export", "--language", "fr", "--output", root.path, "--rules", rules.path,
    ])
    #expect(broken.status == 0, "\(broken.stderr)")
    #expect(broken.stderr.contains("screen.json:1:2: warning: "), "\(broken.stderr)")
    #expect(broken.stderr.contains("Notes/ holds no alert drawings."))
    #expect(broken.stderr.hasSuffix("; notes on 0 alerts)\n"))
  }
}
