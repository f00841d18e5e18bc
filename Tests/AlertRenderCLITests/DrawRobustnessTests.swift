import Foundation
import Testing

/// `alert-render draw` on hostile documents, through the built binary: no number crashes it.
@Suite struct DrawRobustnessTests {
  static let everyBlock = CLIRunner.root.appendingPathComponent(
    "Tests/Conformance/every-block.json")

  /// `every-block.json` with the first `"key": value` replaced by `"key": text`.
  static func document(_ key: String, _ text: String) throws -> String {
    let document = try String(contentsOf: everyBlock, encoding: .utf8)
    let pattern = try Regex("\"\(key)\": [0-9]+")
    let match = try #require(document.firstMatch(of: pattern))
    return document.replacingCharacters(in: match.range, with: "\"\(key)\": \(text)")
  }

  /// The crash of issue 23: a theme number at or above 9.3e18 trapped converting to `Int`
  /// (SIGILL) in the HTML encoder, and an argument range near `Int.max` overflowed its sum.
  /// Now every number is refused with its file, line, column, path, range and value.
  @Test(arguments: [
    ("margin", "9300000000000000000", "theme.metrics.margin", "of points from 0 to 10000"),
    ("margin", "1e308", "theme.metrics.margin", "of points from 0 to 10000"),
    ("size", "1e19", "theme.fonts.button.size", "of points from 0 to 10000"),
    ("lineHeight", "-0.5", "theme.fonts.button.lineHeight", "of points from 0 to 10000"),
    ("separatorThickness", "1e400", "theme.metrics.separatorThickness", "of points from 0"),
    ("start", "9000000000000000000", "body[1].items[0].date.annotations.spokenText", "whole"),
    ("level", "7", "body[3].heading.level", "whole number from 1 to 6"),
    ("weight", "1.5", "theme.fonts.button.weight", "whole number from 100 to 900"),
  ])
  func noNumberCrashesDraw(key: String, text: String, path: String, range: String) throws {
    let document = try Self.document(key, text)
    let line = try #require(
      document.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
        $0.contains("\"\(key)\": \(text)")
      })
    for format in ["html", "text"] {
      let single = try CLIRunner.run(["draw", "--format", format, "-"], input: Data(document.utf8))
      #expect(single.status == 65, "\(format): \(single.stderr)")
      #expect(single.stdout.isEmpty)
      #expect(single.stderr.hasPrefix("<stdin>:\(line + 1):"), "\(single.stderr)")
      #expect(single.stderr.contains(": error: \(path)"), "\(single.stderr)")
      #expect(single.stderr.contains(range), "\(single.stderr)")
      #expect(single.stderr.hasSuffix(", found a number \(text).\n"), "\(single.stderr)")
      // The same document as one NDJSON line, after a good one.
      let good = try String(contentsOf: Self.everyBlock, encoding: .utf8)
      let lines = [good, document].map { $0.replacingOccurrences(of: "\n", with: " ") }
      let batch = try CLIRunner.run(
        ["draw", "--format", format, "-"],
        input: Data(lines.joined(separator: "\n").utf8))
      #expect(batch.status == (format == "html" ? 64 : 65), "\(format): \(batch.stderr)")
      if format == "text" {
        #expect(batch.stderr.contains("<stdin>:2: error: \(path)"), "\(batch.stderr)")
        #expect(batch.stderr.hasSuffix("2 documents: 1 drawn, 1 failed\n"), "\(batch.stderr)")
      }
    }
  }

  /// A 1.0-style date line (no `spokenText`) whose shown date nearly matches its line
  /// everywhere: the search for it was quadratic, and a 1 MB document drew for hours. It is
  /// linear now; the timeout only keeps a regression from holding the suite.
  @Test func aDateLineThatAlmostMatchesEverywhereIsDrawnAtOnce() throws {
    var object = try #require(
      try JSONSerialization.jsonObject(with: try Data(contentsOf: Self.everyBlock))
        as? [String: Any])
    var body = try #require(object["body"] as? [[String: Any]])
    var items = try #require(body[1]["items"] as? [[String: Any]])
    items[0]["date"] = [
      "text": String(repeating: "a", count: 1_000_000),
      "display": String(repeating: "a", count: 100_000) + "b", "spoken": "x",
      "iso": "2016-09-06", "source": "CreationDate",
    ]
    body[1]["items"] = items
    object["body"] = body
    let result = try CLIRunner.run(
      ["draw", "--format", "html", "-"],
      input: try JSONSerialization.data(withJSONObject: object), timeout: 60)
    #expect(!result.timedOut)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(String(repeating: "a", count: 1_000)))
  }
}
