import AlertRenderTestSupport
import Foundation
import Testing

/// `localizations export --format tmx`, end to end.
@Suite struct ExportMemoryTests {
  @Test func writesTheMemoryOfEveryLanguageOrOfOne() throws {
    let root = try TestContent.directory([:])
    defer { try? FileManager.default.removeItem(at: root) }
    let all = try CLIRunner.run([
      "localizations", "export", "--format", "tmx", "--output", root.path,
    ])
    #expect(all.status == 0, "\(all.stderr)")
    #expect(all.stderr.hasPrefix("export: wrote \(root.path)/translations.tmx (TMX 1.4b, "))
    #expect(all.stderr.hasSuffix(" translation units; translated languages: en-GB, es-419)\n"))
    let one = try CLIRunner.run([
      "localizations", "export", "--format", "tmx", "--language", "es_419", "--output", root.path,
    ])
    #expect(one.status == 0, "\(one.stderr)")
    #expect(one.stderr.hasSuffix("; translated languages: es-419)\n"))
    let text = try String(
      contentsOf: root.appendingPathComponent("translations-es-419.tmx"), encoding: .utf8)
    #expect(text.contains("<tuv xml:lang=\"es-419\"><seg>Dirección</seg></tuv>"))
    #expect(!text.contains("xml:lang=\"en-GB\""))
  }

  @Test func badOptionsAreUsageErrors() throws {
    let cases: [([String], String)] = [
      (
        ["--format", "tmxx", "--output", "x"],
        "Unknown export format 'tmxx'; expected xcloc or tmx."
      ),
      (["--format", "tmxx", "--output", "x"], "Did you mean 'tmx'?"),
      (["--format", "tmx", "--output", "x", "--examples", "Examples"], "a TMX memory has none"),
      (["--format", "tmx"], "needs --output DIR, where translations.tmx is written."),
      (["--output", "x"], "needs --language LANG"),
    ]
    for (arguments, message) in cases {
      let result = try CLIRunner.run(["localizations", "export"] + arguments)
      #expect(result.status == 64, "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
    }
  }
}
