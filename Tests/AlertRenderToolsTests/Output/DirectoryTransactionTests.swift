import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// All-or-nothing replacement of a directory's files under its lock: issue 23, items 3 and 5.
/// A process killed at any step is simulated by stopping after that step; the next
/// transaction must leave either every file old or every file new.
@Suite struct DirectoryTransactionTests {
  private func transaction(_ directory: URL, wait: Duration = .seconds(5)) throws
    -> DirectoryTransaction
  {
    try DirectoryTransaction(directory: directory.path, waitingUpTo: wait) {}
  }

  /// A directory of `a.txt` and `b.txt`, and replacements of both.
  private func pair() throws -> (URL, [DirectoryTransaction.Replacement]) {
    let directory = try TestContent.directory(["a.txt": "old a", "b.txt": "old b"])
    let replacements = ["a", "b"].map {
      DirectoryTransaction.Replacement(
        name: "\($0).txt", original: Array("old \($0)".utf8), bytes: Array("new \($0)".utf8))
    }
    return (directory, replacements)
  }

  private func contents(_ directory: URL) throws -> [String: String] {
    try ImportFixture.snapshot(directory).mapValues { String(decoding: $0, as: UTF8.self) }
  }

  @Test func commitsEveryFileAndLeavesNothingElse() throws {
    let (directory, replacements) = try pair()
    try transaction(directory).commit(replacements)
    #expect(try contents(directory) == ["a.txt": "new a", "b.txt": "new b"])
  }

  @Test func aFileThatCannotBeStagedReplacesNone() throws {
    let (directory, replacements) = try pair()
    // b.txt changed after it was read: the second staging step fails, the first is undone.
    try Data("edited b".utf8).write(to: directory.appendingPathComponent("b.txt"))
    #expect(
      throws: DirectoryTransactionError.notWritten(
        file: "b.txt", reason: "It changed after it was read.", files: ["a.txt", "b.txt"])
    ) {
      try transaction(directory).commit(replacements)
    }
    #expect(try contents(directory) == ["a.txt": "old a", "b.txt": "edited b"])
  }

  @Test func aFileThatIsALinkIsNeverWrittenThrough() throws {
    let (directory, replacements) = try pair()
    let outside = try TestContent.directory(["b.txt": "old b"])
    try FileManager.default.removeItem(at: directory.appendingPathComponent("b.txt"))
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("b.txt").path,
      withDestinationPath: outside.appendingPathComponent("b.txt").path)
    #expect {
      try transaction(directory).commit(replacements)
    } throws: { error in
      (error as? DirectoryTransactionError)?.description.contains("symbolic link") == true
    }
    #expect(try contents(outside) == ["b.txt": "old b"])
    #expect(try contents(directory)["a.txt"] == "old a")
  }

  @Test func aKillBeforeTheJournalLeavesOnlyHiddenFilesTheNextOneRemoves() throws {
    let (directory, replacements) = try pair()
    do {
      _ = try transaction(directory).stage(replacements)
    }
    #expect(try contents(directory).count == 4)
    let recovery = try transaction(directory).recover()
    #expect(recovery == DirectoryTransaction.Recovery())
    #expect(try contents(directory) == ["a.txt": "old a", "b.txt": "old b"])
  }

  @Test(arguments: [0, 1, 2])
  func aKillAfterTheJournalIsFinishedByTheNextOne(renamed: Int) throws {
    let (directory, replacements) = try pair()
    do {
      let first = try transaction(directory)
      let staged = try first.stage(replacements)
      try first.writeJournal(staged)
      // The process dies after `renamed` of its renames.
      for file in staged.prefix(renamed) {
        #expect(renameat(first.descriptor, file.temporary, first.descriptor, file.name) == 0)
      }
    }
    let recovery = try transaction(directory).recover()
    #expect(recovery.finished == replacements.dropFirst(renamed).map(\.name))
    #expect(try contents(directory) == ["a.txt": "new a", "b.txt": "new b"])
  }

  @Test func aFileEditedSinceTheKillKeepsTheEdit() throws {
    let (directory, replacements) = try pair()
    do {
      let first = try transaction(directory)
      try first.writeJournal(try first.stage(replacements))
    }
    try Data("edited a".utf8).write(to: directory.appendingPathComponent("a.txt"))
    let recovery = try transaction(directory).recover()
    #expect(recovery == DirectoryTransaction.Recovery(finished: ["b.txt"], dropped: ["a.txt"]))
    #expect(try contents(directory) == ["a.txt": "edited a", "b.txt": "new b"])
  }

  @Test func aJournalThatIsNotOneIsNotTrusted() throws {
    let (directory, _) = try pair()
    let journal = directory.appendingPathComponent(DirectoryTransaction.journalName)
    for text in ["", "alert-render journal 1\n../a.txt\ta.txt\t1\t2\n", "alert-render journal 1"] {
      try Data(text.utf8).write(to: journal)
      #expect {
        try transaction(directory).recover()
      } throws: { error in
        guard case .unrecoverable(let file, _)? = error as? DirectoryTransactionError else {
          return false
        }
        return file == DirectoryTransaction.journalName
      }
    }
    try FileManager.default.removeItem(at: journal)
    try FileManager.default.createSymbolicLink(
      atPath: journal.path, withDestinationPath: directory.appendingPathComponent("a.txt").path)
    #expect(throws: DirectoryTransactionError.self) { try transaction(directory).recover() }
    #expect(try contents(directory)["a.txt"] == "old a")
  }

  @Test func theJournalCarriesAnyName() throws {
    let staged = ["a\tb", "c\nd%", "é ü", "%41"].map {
      DirectoryTransaction.Staged(
        temporary: DirectoryTransaction.temporaryPrefix + $0, name: $0,
        originalFingerprint: 1, fingerprint: .max)
    }
    let journal = Array(DirectoryTransaction.journal(staged).utf8)
    #expect(try DirectoryTransaction.entries(ofJournal: journal) == staged)
  }

  @Test func aSecondTransactionWaitsForTheFirstAndGivesUpWithAReason() throws {
    let (directory, _) = try pair()
    var first: DirectoryTransaction? = try transaction(directory)
    var waited = 0
    #expect(throws: DirectoryTransactionError.busy(seconds: 1)) {
      _ = try DirectoryTransaction(directory: directory.path, waitingUpTo: .seconds(1)) {
        waited += 1
      }
    }
    #expect(waited == 1)
    _ = first
    first = nil
    _ = try transaction(directory, wait: .zero)
  }
}
