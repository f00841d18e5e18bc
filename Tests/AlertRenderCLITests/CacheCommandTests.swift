import Foundation
import Testing

/// The snapshot cache as a user meets it: on by default, `--no-cache` and
/// `ALERT_RENDER_CACHE=off` to do without, never a difference in output.
@Suite struct CacheCommandTests {
  private func scratch() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("alert-render-cache-cli-\(UUID().uuidString)")
  }

  private func snapshots(in directory: URL) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
  }

  @Test func theFirstRunWritesASnapshotAndLaterRunsMatchIt() throws {
    let cache = scratch()
    defer { try? FileManager.default.removeItem(at: cache) }
    let arguments = ["--locale", "es-419", "Examples/mixed-alert.json"]
    let first = try CLIRunner.run(arguments, environment: ["ALERT_RENDER_CACHE": cache.path])
    #expect(first.status == 0)
    let written = snapshots(in: cache).sorted()
    #expect(written.count == 2)
    #expect(written.first?.hasPrefix("catalogs-") == true)
    #expect(written.last?.hasPrefix("rules-") == true)
    let second = try CLIRunner.run(arguments, environment: ["ALERT_RENDER_CACHE": cache.path])
    let uncached = try CLIRunner.run(
      ["--no-cache"] + arguments, environment: ["ALERT_RENDER_CACHE": cache.path])
    #expect(second.status == 0)
    #expect(second.stdout == first.stdout)
    #expect(uncached.stdout == first.stdout)
  }

  @Test(arguments: [["--no-cache"], []])
  func noSnapshotIsWrittenWhenTheCacheIsOff(extra: [String]) throws {
    let cache = scratch()
    defer { try? FileManager.default.removeItem(at: cache) }
    let value = extra.isEmpty ? "off" : cache.path
    let result = try CLIRunner.run(
      extra + ["Examples/email-alert.json"], environment: ["ALERT_RENDER_CACHE": value])
    #expect(result.status == 0)
    #expect(snapshots(in: cache).isEmpty)
    #expect(
      !FileManager.default.fileExists(atPath: CLIRunner.root.appendingPathComponent("off").path))
  }

  @Test func lintRejectsNoCache() throws {
    let result = try CLIRunner.run(["lint", "--no-cache"])
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "alert-render: error: lint always reads the content files themselves; --no-cache does "
        + "not apply. See 'alert-render --help'.\n"
    )
  }
}
