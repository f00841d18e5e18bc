import Foundation
import Testing

@testable import AlertRendering

/// How a snapshot's file records are checked: by status when the files are old enough, by
/// contents otherwise, as version control checks its index.
@Suite struct ContentFingerprintTests {
  private struct File {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("alert-render-fingerprint-\(UUID().uuidString)")

    func write(_ text: String) throws { try Data(text.utf8).write(to: url) }

    var fingerprint: ContentFingerprint? {
      ContentFingerprint(
        kind: "test", directories: [], files: [(path: url.path, name: nil)])
    }

    /// The file's own modification time, offset by `seconds`.
    func modified(plus seconds: Int) throws -> FileStatus.Time {
      var time = try #require(FileStatus(path: url.path)).modified
      time.seconds += seconds
      return time
    }
  }

  @Test func anOldUnchangedFileIsVouchedForByItsStatus() throws {
    let file = File()
    try file.write("version one")
    defer { try? FileManager.default.removeItem(at: file.url) }
    let fingerprint = try #require(file.fingerprint)
    let records = try #require(fingerprint.records())
    #expect(fingerprint.check(records, written: try file.modified(plus: 10)) == .unchanged)
  }

  /// Written in the same tick as the snapshot, a file may change without its times moving:
  /// its contents are read instead (and the snapshot should be written again).
  @Test func aFileAsNewAsItsSnapshotIsRead() throws {
    let file = File()
    try file.write("version one")
    defer { try? FileManager.default.removeItem(at: file.url) }
    let fingerprint = try #require(file.fingerprint)
    let records = try #require(fingerprint.records())
    #expect(
      fingerprint.check(records, written: try file.modified(plus: 0)) == .unchangedAfterReading)
    // A record whose status still matches but whose contents do not: only reading tells.
    var stale = records
    stale[0].checksum ^= 1
    #expect(fingerprint.check(stale, written: try file.modified(plus: 0)) == .changed)
    #expect(fingerprint.check(stale, written: try file.modified(plus: 10)) == .unchanged)
  }

  @Test func anEditOfTheSameSizeIsSeenEvenWithItsOldTimes() throws {
    let file = File()
    try file.write("version one")
    defer { try? FileManager.default.removeItem(at: file.url) }
    let fingerprint = try #require(file.fingerprint)
    let records = try #require(fingerprint.records())
    let before = try #require(FileStatus(path: file.url.path))
    try file.write("version two")
    // Put the modification time back: the change time, which no one can set, still moves.
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: TimeInterval(before.modified.seconds))],
      ofItemAtPath: file.url.path)
    #expect(fingerprint.check(records, written: try file.modified(plus: 3600)) == .changed)
  }

  @Test func aTouchedButUnchangedFileIsReadThenTrusted() throws {
    let file = File()
    try file.write("version one")
    defer { try? FileManager.default.removeItem(at: file.url) }
    let fingerprint = try #require(file.fingerprint)
    let records = try #require(fingerprint.records())
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -7200)], ofItemAtPath: file.url.path)
    let later = try file.modified(plus: 3 * 3600)
    #expect(fingerprint.check(records, written: later) == .unchangedAfterReading)
    #expect(fingerprint.check(try #require(fingerprint.records()), written: later) == .unchanged)
  }

  @Test func aMissingFileIsAChange() throws {
    let file = File()
    try file.write("version one")
    let fingerprint = try #require(file.fingerprint)
    let records = try #require(fingerprint.records())
    try FileManager.default.removeItem(at: file.url)
    #expect(fingerprint.records() == nil)
    #expect(
      fingerprint.check(records, written: FileStatus.Time(seconds: .max / 2, nanoseconds: 0))
        == .changed)
  }
}
