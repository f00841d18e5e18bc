import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// Lint names a catalogs' directory holding what a running or interrupted import left.
/// These failed before the change: lint said nothing.
extension ResourceLinterTests {
  private static let catalog = """
    {"sourceLanguage": "en-US", "version": "1.0", "strings": {}}
    """

  private func pendingFindings(_ directory: URL) -> [LintFinding] {
    ResourceLinter.lint(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [TestContent.localizationsDirectory, directory]
    ).filter { $0.location.file == directory.path }
  }

  @Test func anInterruptedImportIsAWarningNamingTheDirectoryAndHowToFinishIt() throws {
    let directory = try TestContent.directory(["App.xcstrings": Self.catalog])
    #expect(pendingFindings(directory).isEmpty)
    let replacement = DirectoryTransaction.Replacement(
      name: "App.xcstrings", original: Array(Self.catalog.utf8), bytes: Array("{}".utf8))
    do {
      // Killed before its commit point: a temporary file only.
      let transaction = try DirectoryTransaction(
        directory: directory.path, waitingUpTo: .seconds(5)
      ) {}
      _ = try transaction.stage([replacement])
    }
    var findings = pendingFindings(directory)
    #expect(findings.map(\.severity) == [.warning])
    #expect(findings.first?.message.contains("stopped before it changed any catalog") == true)
    #expect(findings.first?.message.contains("(it left a hidden file, .alert-render-temp.") == true)
    do {
      // Killed after it: the journal.
      let transaction = try DirectoryTransaction(
        directory: directory.path, waitingUpTo: .seconds(5)
      ) {}
      try transaction.writeJournal(try transaction.stage([replacement]))
    }
    findings = pendingFindings(directory)
    #expect(findings.count == 1)
    #expect(findings.first?.message.contains("interrupted while it replaced catalogs") == true)
    #expect(
      findings.first?.message.hasSuffix(
        "Run 'alert-render localizations finish --catalogs \(directory.path)' to finish it (any "
          + "import into the directory does so first).") == true)
    // Finishing it leaves nothing to report, and the catalog replaced.
    let done = try LocalizationExchange.finishImport(in: directory)
    #expect(
      done.map(\.message) == [
        "An earlier import into this directory was interrupted; it is finished now: wrote "
          + "App.xcstrings."
      ])
    #expect(pendingFindings(directory).isEmpty)
    #expect(try ImportFixture.snapshot(directory) == ["App.xcstrings": Data("{}".utf8)])
  }

  @Test func theFinishCommandIsOneShellWord() {
    #expect(
      ResourceLinter.shellQuoted("/tmp/a-b_c.d/Localizations") == "/tmp/a-b_c.d/Localizations")
    #expect(ResourceLinter.shellQuoted("/tmp/my catalogs") == #""/tmp/my catalogs""#)
    #expect(ResourceLinter.shellQuoted("/tmp/it's") == #""/tmp/it's""#)
    #expect(ResourceLinter.shellQuoted(#"/tmp/$HOME/"a"\`b`"#) == #""/tmp/\$HOME/\"a\"\\\`b\`""#)
  }
}
