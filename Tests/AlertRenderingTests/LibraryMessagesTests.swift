import AlertRenderTestSupport
import Foundation
import Testing

/// No message of the libraries names a command-line option: a library is called with values
/// (`AlertLimits(maxEvents:)`), not with flags, so a message saying `(--max-events)` would send
/// an app's developer looking for an option they do not have. The command line adds the option
/// where it prints such a message (`AlertDataError.commandLineDescription`).
@Suite struct LibraryMessagesTests {
  /// The libraries a client embeds. AlertRenderTools serves the command line only, and its
  /// messages may name a command to run (lint says how to finish an interrupted import).
  static let targets = ["AlertLayout", "AlertRendering"]

  /// The string literals of `code`, comments left out.
  static func stringLiterals(in code: String) -> [String] {
    code.matches(of: #/"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"|//[^\n]*/#).map { String($0.output) }
      .filter { $0.hasPrefix("\"") }
  }

  /// The options `literal` names: `--word`, but not a CSS custom property (`var(--link)`,
  /// `--link: #fff`), which the HTML drawing writes, nor a punycode label (`xn--c1avg`, the
  /// content policy's top-level domains).
  static func options(in literal: String) -> [String] {
    literal.matches(of: /--[a-z][a-z0-9-]*/).compactMap { match in
      let before = literal[..<match.range.lowerBound].suffix(4)
      let after = literal[match.range.upperBound...].first
      if before.hasSuffix("xn") { return nil }
      return before == "var(" || after == ":" ? nil : String(match.output)
    }
  }

  @Test(arguments: targets)
  func noStringOfALibraryNamesAnOption(_ target: String) throws {
    let root = TestContent.root.appendingPathComponent("Sources/\(target)")
    let files = try #require(FileManager.default.subpaths(atPath: root.path))
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(!files.isEmpty)
    for file in files {
      let code = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      for literal in Self.stringLiterals(in: code) {
        for option in Self.options(in: literal) {
          Issue.record("Sources/\(target)/\(file) names the option \(option) in \(literal).")
        }
      }
    }
  }

  /// The check is only as good as its reading of the sources.
  @Test func anOptionInAStringIsFoundAndCSSAndCommentsAreNot() {
    let code = #"""
      let a = "over the limit of \(limit) (--max-events)." // --not-this
      let b = """
        color: var(--link); --link: #fff;
        """
      """#
    let literals = Self.stringLiterals(in: code)
    #expect(literals.count == 2)
    #expect(literals.flatMap(Self.options) == ["--max-events"])
  }
}
