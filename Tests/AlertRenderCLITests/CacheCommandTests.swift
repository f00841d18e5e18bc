import Foundation
import Testing

/// The snapshot cache as a user meets it: on by default, `--no-cache` and
/// `ALERT_RENDER_CACHE=off` to do without, never a difference in output.
@Suite struct CacheCommandTests {
  private func scratch() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("alert-render-cache-cli-\(UUID().uuidString)")
  }

  private func inode(in directory: URL) -> (String) throws -> Int {
    { name in
      let attributes = try FileManager.default.attributesOfItem(
        atPath: directory.appendingPathComponent(name).path)
      return attributes[.systemFileNumber] as? Int ?? -1
    }
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
    let inodes = try written.map(inode(in: cache))
    let second = try CLIRunner.run(arguments, environment: ["ALERT_RENDER_CACHE": cache.path])
    // A snapshot that matched was read, not rewritten (a rewrite renames a new file in).
    #expect(try written.map(inode(in: cache)) == inodes)
    let uncached = try CLIRunner.run(
      ["--no-cache"] + arguments, environment: ["ALERT_RENDER_CACHE": cache.path])
    #expect(second.status == 0)
    #expect(second.stdout == first.stdout)
    #expect(uncached.stdout == first.stdout)
  }

  @Test func noSnapshotIsWrittenWithNoCache() throws {
    let cache = scratch()
    defer { try? FileManager.default.removeItem(at: cache) }
    let result = try CLIRunner.run(
      ["--no-cache", "Examples/email-alert.json"], environment: ["ALERT_RENDER_CACHE": cache.path])
    #expect(result.status == 0)
    #expect(!FileManager.default.fileExists(atPath: cache.path))
  }

  @Test func offDisablesTheDefaultCacheToo() throws {
    let home = scratch()
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = [
      "HOME": home.path, "XDG_CACHE_HOME": home.appendingPathComponent("xdg").path,
    ]
    let off = try CLIRunner.run(
      ["Examples/email-alert.json"],
      environment: environment.merging(["ALERT_RENDER_CACHE": "off"]) { $1 })
    #expect(off.status == 0)
    #expect(!FileManager.default.fileExists(atPath: home.path))
    // The same without "off" does use the XDG cache, so the check above can fail.
    let on = try CLIRunner.run(
      ["Examples/email-alert.json"],
      environment: environment.merging(["ALERT_RENDER_CACHE": ""]) { $1 })
    #expect(on.status == 0)
    #expect(snapshots(in: home.appendingPathComponent("xdg/alert-render")).count == 2)
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
