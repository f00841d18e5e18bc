import Foundation
import Testing

/// Compares text with a golden file in `Snapshots/`; `RECORD_SNAPSHOTS=1` rewrites the files.
///
/// A recording run fails every test that recorded, as swift-argument-parser's snapshots do, so
/// that a run with the variable left set can never pass without comparing anything.
package enum Snapshot {
  package static let directory = TestContent.root.appendingPathComponent(
    "Tests/AlertRenderingTests/Snapshots")

  package static var isRecording: Bool {
    ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  }

  /// Expects `actual` to equal the golden file `name`; when recording, writes it and fails.
  package static func expect(
    _ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let file = directory.appendingPathComponent(name)
    if isRecording {
      do {
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: file)
        Issue.record(
          "Recorded \(name); review it, then re-run without RECORD_SNAPSHOTS to check it.",
          sourceLocation: sourceLocation)
      } catch {
        Issue.record("Could not record \(name): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
      Issue.record(
        "No golden file \(name); run with RECORD_SNAPSHOTS=1 to create it.",
        sourceLocation: sourceLocation)
      return
    }
    if actual != expected {
      let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
      let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let firstDifference = zip(actualLines, expectedLines).enumerated().first { $1.0 != $1.1 }
      let line = firstDifference?.offset ?? min(actualLines.count, expectedLines.count)
      Issue.record(
        """
        \(name) differs at line \(line + 1) (RECORD_SNAPSHOTS=1 re-records after review):
          expected: \(line < expectedLines.count ? String(expectedLines[line]) : "<end>")
          actual:   \(line < actualLines.count ? String(actualLines[line]) : "<end>")
        """, sourceLocation: sourceLocation)
    }
  }
}
