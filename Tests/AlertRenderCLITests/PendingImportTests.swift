import Foundation
import Testing

/// `lint` names a catalogs' directory where an import is pending or was interrupted, and
/// `localizations finish` finishes it, end to end. Both failed before the change (lint said
/// nothing; there was no `finish`).
@Suite struct PendingImportTests {
  /// 64-bit FNV-1a, the fingerprint an import's journal records.
  private func fingerprint(_ data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }

  private func lint(_ scratch: ImportScratch) throws -> CLIRunner.Result {
    try CLIRunner.run(["lint"], environment: scratch.environment)
  }

  private func finish(_ scratch: ImportScratch) throws -> CLIRunner.Result {
    try CLIRunner.run(["localizations", "finish", "--catalogs", scratch.catalogs.path])
  }

  @Test func lintNamesAnInterruptedImportAndFinishFinishesIt() throws {
    let scratch = try ImportScratch()
    let path = scratch.catalogs.path
    #expect(try scratch.importing(scratch.spanish).status == 0)
    let imported = try scratch.files()
    try scratch.reset()
    // An import killed after its commit point, having renamed three of its four catalogs.
    for name in ["AlertTypes.xcstrings", "CyberAgent.xcstrings", "Push.xcstrings"] {
      try imported[name]?.write(to: scratch.catalogs.appendingPathComponent(name))
    }
    let screen = scratch.catalogs.appendingPathComponent("Screen.xcstrings")
    let pending = ".alert-render-temp.Screen.xcstrings.k1ll3d"
    try imported["Screen.xcstrings"]?.write(to: scratch.catalogs.appendingPathComponent(pending))
    let journal =
      "alert-render journal 1\n\(pending)\tScreen.xcstrings\t"
      + "\(fingerprint(try Data(contentsOf: screen)))\t"
      + "\(fingerprint(imported["Screen.xcstrings"] ?? Data()))\n"
    try Data(journal.utf8).write(
      to: scratch.catalogs.appendingPathComponent(".alert-render-journal"))

    var lint = try self.lint(scratch)
    #expect(
      lint.stdout.contains(
        "\(path): warning: An import into this directory is running, or was interrupted while "
          + "it replaced catalogs (it left .alert-render-journal): until it is finished, some "
          + "catalogs may hold its translations and others not. Run 'alert-render localizations "
          + "finish --catalogs \(path)' to finish it (any import into the directory does so "
          + "first)."),
      "\(lint.stdout)")
    var result = try finish(scratch)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr
        == "\(path): warning: An earlier import into this directory was interrupted; it is "
        + "finished now: wrote Screen.xcstrings.\nfinish: no import into \(path) is pending now\n")
    #expect(try scratch.files() == imported)
    lint = try self.lint(scratch)
    #expect(!lint.stdout.contains("An import into this directory"), "\(lint.stdout)")
    result = try finish(scratch)
    #expect(result.stderr == "finish: no import into \(path) was pending; nothing changed\n")
  }

  @Test func lintNamesTheHiddenFilesOfAnImportStoppedBeforeItsCommit() throws {
    let scratch = try ImportScratch()
    let path = scratch.catalogs.path
    let before = try scratch.files()
    let temporary = ".alert-render-temp.CyberAgent.xcstrings.st0pp3d"
    try Data("{".utf8).write(to: scratch.catalogs.appendingPathComponent(temporary))
    let lint = try self.lint(scratch)
    #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
    #expect(
      lint.stdout.contains(
        "\(path): warning: An import into this directory is running, or was stopped before it "
          + "changed any catalog (it left a hidden file, \(temporary)): the catalogs are as "
          + "they were before it. Run 'alert-render localizations finish --catalogs \(path)'"),
      "\(lint.stdout)")
    #expect(lint.stderr.contains("lint: 0 errors, 1 warnings"), "\(lint.stderr)")
    let result = try finish(scratch)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("removed the hidden file it left (\(temporary))"))
    #expect(try scratch.files() == before)
  }
}
