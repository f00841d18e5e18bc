import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout

/// The HTML client's style sheet states no measurement the docs do not: every length comes from
/// a theme token, or is one of the stated rules docs/theme.md lists.
@Suite struct StyleSheetTests {
  /// Lengths with a unit, as CSS writes them; `fr` and unitless numbers (weights, `flex`) are not
  /// measurements.
  static var length: Regex<(Substring, Substring)> {
    #/(?:^|[^\w.-])(-?(?:\d+\.?\d*|\.\d+)(?:px|pt|rem|em|vw|vh|dvh|%))/#
  }

  static func lengths(in text: some StringProtocol) -> Set<String> {
    Set(String(text).matches(of: length).map { String($0.1) })
  }

  /// The lengths docs/theme.md states as rules: the first column of its "Stated lengths" table.
  static func statedLengths() throws -> Set<String> {
    let doc = try String(
      contentsOf: TestContent.root.appendingPathComponent("docs/theme.md"), encoding: .utf8)
    let section = try #require(
      doc.split(separator: "\n## ").first { $0.hasPrefix("Stated lengths") })
    return Set(
      section.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap {
        $0.firstMatch(of: #/^\| `([^`]+)`/#).map { String($0.1) }
      })
  }

  @Test func everyLengthInTheRulesIsAStatedOne() throws {
    let sheet = LayoutHTMLEncoder.styleSheet(for: .light)
    let rules = try #require(sheet.split(separator: "}\n", maxSplits: 1).last)
    let found = Self.lengths(in: rules)
    let stated = try Self.statedLengths()
    #expect(found.subtracting(stated).sorted() == [], "lengths docs/theme.md does not state")
    #expect(
      stated.subtracting(found).sorted() == [], "stated lengths the style sheet no longer has")
    #expect(found.contains("-4px") && !Self.lengths(in: "width: 2fr; flex: 1 1 0").contains("1"))
  }

  /// Each metric is read: a theme whose metrics all differ puts each in `:root` once, and
  /// `:root` has no length of its own.
  @Test func everyMetricTokenIsReadAndRootStatesNoOtherLength() throws {
    var theme = Theme.light
    var expected: [String] = []
    for (index, (_, path, _)) in Theme.Metrics.keyed.enumerated() {
      theme.metrics[keyPath: path] = Double(101 + index)
      expected.append("\(101 + index)px")
    }
    for role in [\Theme.Typography.text, \.emphasis, \.title, \.button] {
      theme.fonts[keyPath: role].size = 24
      theme.fonts[keyPath: role].lineHeight = 40
    }
    let sheet = LayoutHTMLEncoder.styleSheet(for: theme)
    let root = try #require(sheet.split(separator: "}\n", maxSplits: 1).first)
    let found = String(root).matches(of: Self.length).map { String($0.1) }
    #expect(
      found.sorted()
        == (expected + Array(repeating: ["1.5rem", "2.5rem"], count: 4).flatMap { $0 }).sorted())
    #expect(!LayoutHTMLEncoder.styleSheet(for: .light).contains("stroke-width"))
  }

  /// Font sizes are in `rem`, so the browser's text size setting scales them; 16 CSS pixels
  /// make one `rem` at the default setting, so the standard theme draws exactly as before.
  @Test func fontSizesFollowTheReadersTextSize() {
    let sheet = LayoutHTMLEncoder.styleSheet(for: .light)
    #expect(sheet.contains("--font-text: 400 0.875rem/1.1875rem "))
    #expect(sheet.contains("--font-button: 600 1.125rem/1.375rem "))
  }
}
