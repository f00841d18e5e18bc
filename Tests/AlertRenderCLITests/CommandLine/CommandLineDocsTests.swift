import Foundation
import Testing

@testable import alert_render

/// docs/cli.md shows each command's usage and options as `--help` does, and every example in
/// it runs as written.
@Suite struct CommandLineDocsTests {
  static let page = CLIRunner.root.appendingPathComponent("docs/cli.md")

  /// The blocks of `text` between an `<!-- options: NAME -->` line and the next
  /// `<!-- end options -->`: each name with the lines' range.
  static func blocks(in text: String) -> [(name: String, range: Range<String.Index>)] {
    text.matches(of: /<!-- options: ([^>\n]+) -->\n([\s\S]*?)<!-- end options -->/).map {
      (String($0.output.1), $0.output.2.startIndex..<$0.output.2.endIndex)
    }
  }

  @Test func theOptionBlocksAreThoseOfTheTable() throws {
    var text = try String(contentsOf: Self.page, encoding: .utf8)
    let specs = CommandTable.all.filter(\.runs)
    let blocks = Self.blocks(in: text)
    #expect(blocks.map(\.name) == specs.map(\.name), "docs/cli.md's blocks, in the table's order")
    var differing: [String] = []
    // From the end, so that a rewritten block leaves the ranges before it valid.
    for block in blocks.reversed() {
      guard let spec = specs.first(where: { $0.name == block.name }) else { continue }
      let expected = HelpPrinter.markdown(for: spec)
      guard text[block.range] != expected else { continue }
      differing.append(block.name)
      text.replaceSubrange(block.range, with: expected)
    }
    guard !differing.isEmpty else { return }
    let names = differing.reversed().joined(separator: ", ")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try Data(text.utf8).write(to: Self.page)
      Issue.record(
        "Recorded the blocks of \(names) in docs/cli.md; review them, then re-run without RECORD_SNAPSHOTS to check them."
      )
    } else {
      Issue.record(
        "docs/cli.md's blocks of \(names) differ from the command table; RECORD_SNAPSHOTS=1 writes them anew."
      )
    }
  }

  /// The marker of an example the test cannot run to its end.
  static let endless = "# runs until Ctrl-C"

  /// The `sh` blocks of the page.
  static func examples(in text: String) -> [String] {
    var examples: [String] = []
    var example: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "```sh" {
        example = []
      } else if line == "```", let lines = example {
        examples.append(lines.joined(separator: "\n"))
        example = nil
      } else {
        example?.append(line)
      }
    }
    return examples
  }

  @Test func everyExampleRunsAsWritten() throws {
    let text = try String(contentsOf: Self.page, encoding: .utf8)
    let examples = Self.examples(in: text)
    #expect(examples.count >= 8)
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("cli-docs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let untracked = try Self.untrackedFiles()
    for example in examples {
      // The page's /tmp is this run's own directory, so that runs side by side do not meet.
      let lines = example.split(separator: "\n").filter { !$0.hasSuffix(Self.endless) }
      // /tmp/ first: the executable's own path may be under /tmp (a clone there, as CI's).
      let script = lines.joined(separator: "\n")
        .replacing("/tmp/", with: scratch.path + "/")
        .replacing("swift run alert-render", with: "'\(CLIRunner.executable.path)'")
      // A debug build previews every example in every locale: minutes on a busy machine, so
      // the hang guard is wider than one command's.
      let result = try CLIRunner.shell(
        "set -euo pipefail; unset LANG LC_ALL LC_MESSAGES; cd '\(CLIRunner.root.path)'\n" + script,
        timeout: 600)
      #expect(result.status == 0, "\(example)\(result.stderr)")
      #expect(!result.timedOut, "\(example)")
    }
    #expect(try Self.untrackedFiles() == untracked, "an example wrote into the checkout")
  }

  /// The checkout's untracked files that git does not ignore.
  static func untrackedFiles() throws -> String {
    try CLIRunner.shell(
      "git -C '\(CLIRunner.root.path)' status --porcelain --untracked-files=all | grep '^??' || true"
    ).stdout
  }
}
