import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LocalizationExchange {
  /// What an import did.
  package struct ImportSummary: Sendable {
    /// Units whose translation or state changed the catalogs.
    package var updated = 0
    /// Units the catalogs already held as the XLIFF has them.
    package var unchanged = 0
    /// Units without a translation (no `<target>`, an empty one, or one marked as not
    /// translated yet that could not be imported), left alone.
    package var untranslated = 0
    /// Units with a translation that could not be imported, left out because the import was
    /// told to skip them; each is one of `findings`.
    package var leftOut = 0
    /// The catalogs written, for messages.
    package var written: [String] = []
    /// Units not imported, and other things worth telling.
    package var findings: [Finding] = []
  }

  /// The largest XLIFF file read: ten times the size of every shipped catalog's export.
  static let maxXLIFFBytes = 64 << 20

  /// How long an import waits for another import into the same directory to finish.
  package static let lockWait = Duration.seconds(60)

  /// Merges the translations of the XLIFF files and `.xcloc` bundles at `paths` into the
  /// catalogs of `directory`, each changed catalog written as Xcode writes it.
  ///
  /// An import is a transaction: all of it or none of it. The XLIFF is read first; then the
  /// import locks the directory (waiting up to `lockWait` for another import into it, after
  /// calling `whileWaiting` once), finishes an import into it that was interrupted, reads the
  /// catalogs, merges, checks that every catalog it would write loads exactly as a render
  /// loads it, and replaces them all or none (`DirectoryTransaction`). An empty or missing
  /// target is not imported. A unit with a translation that cannot be imported (see
  /// `ImportPlanner`) refuses the whole import (`refused`, every such unit named) unless
  /// `skippingInvalid`, which leaves such units out, each a finding, and imports the rest.
  /// Anything that stops the import leaves every catalog as it was.
  package static func importTranslations(
    from paths: [String], into directory: URL, skippingInvalid: Bool = false,
    waitingUpTo wait: Duration = lockWait, whileWaiting: () -> Void = {}
  ) throws(LocalizationExchangeError) -> ImportSummary {
    var documents: [(name: String, document: XLIFFDocument)] = []
    for path in paths {
      for (name, bytes) in try xliffFiles(at: path) {
        do {
          documents.append((name, try XLIFFDocument(parsing: bytes, file: name)))
        } catch {
          throw .xliff(error)
        }
      }
    }
    do {
      _ = try ResourceDirectory(directory)  // a missing directory is named as the loader names it
    } catch {
      throw .content(error)
    }
    let transaction: DirectoryTransaction
    let recovery: DirectoryTransaction.Recovery
    do {
      transaction = try DirectoryTransaction(
        directory: directory.path, waitingUpTo: wait, whileWaiting: whileWaiting)
      recovery = try transaction.recover()
    } catch {
      throw transactionError(error, directory: directory, catalogs: [])
    }
    var catalogs = try catalogs(in: [directory])
    var planner = ImportPlanner(catalogs: catalogs, directory: directory)
    let units = try planner.plan(documents)
    var summary = ImportSummary()
    summary.untranslated = planner.untranslated
    summary.unchanged = planner.unchanged
    let recovered = recoveryFindings(recovery, directory: directory)
    summary.findings = recovered + planner.findings
    let changed = try merge(units, into: &catalogs, summary: &summary)
    let failures = inDocumentOrder(planner.failures, documents: documents)
    guard failures.isEmpty || skippingInvalid else {
      throw .refused(
        failures: failures.map { failure in
          var failure = failure
          failure.severity = .error
          return failure
        }, directory: directory.path, updates: summary.updated, notes: recovered)
    }
    summary.leftOut = failures.count
    summary.findings = inDocumentOrder(summary.findings + failures, documents: documents)
    summary.written = try write(
      changed.sorted().map { catalogs[$0] }, with: transaction, in: directory)
    return summary
  }

  /// Merges `units` into `catalogs`, counting them in `summary`; returns the indices of the
  /// catalogs that changed. A unit whose `<file>` stands for the source language stops the
  /// import if it would change a catalog.
  private static func merge(
    _ units: [ImportPlanner.Unit], into catalogs: inout [CatalogFile],
    summary: inout ImportSummary
  ) throws(LocalizationExchangeError) -> Set<Int> {
    var changed = Set<Int>()
    for unit in units {
      let outcome = merge(unit, into: &catalogs[unit.catalog])
      if let sourceGuard = unit.sourceGuard, outcome != .unchanged {
        throw .mismatch(
          file: unit.file, line: sourceGuard.line, column: sourceGuard.column,
          reason:
            "\(sourceGuard.reason) Its unit '\(cut: unit.unit.id)' (line \(unit.unit.line)) would "
            + "change the catalogs, so nothing was imported.")
      }
      switch outcome {
      case .updated:
        summary.updated += 1
        changed.insert(unit.catalog)
      case .unchanged:
        summary.unchanged += 1
      case .updatedWithFinding(let message):
        summary.updated += 1
        changed.insert(unit.catalog)
        summary.findings.append(
          Finding(file: unit.file, line: unit.unit.line, column: unit.unit.column, message: message)
        )
      }
    }
    return changed
  }

  /// Finishes an import into `directory` that was interrupted, as every import does before it
  /// starts (see `importTranslations`), and imports nothing: puts the catalogs it had
  /// committed in place and removes the hidden files it left. Returns what it did, one
  /// finding each; none when no import was pending.
  package static func finishImport(
    in directory: URL, waitingUpTo wait: Duration = lockWait, whileWaiting: () -> Void = {}
  ) throws(LocalizationExchangeError) -> [Finding] {
    do {
      _ = try ResourceDirectory(directory)
    } catch {
      throw .content(error)
    }
    let path = directory.path
    do {
      let transaction = try DirectoryTransaction(
        directory: path, waitingUpTo: wait, whileWaiting: whileWaiting)
      // Under the lock, no import is running: whatever is left is an interrupted one's.
      let leftovers = DirectoryTransaction.leftovers(in: path) ?? .init()
      var findings = recoveryFindings(try transaction.recover(), directory: directory)
      if leftovers.journal, findings.isEmpty {
        findings.append(
          Finding(
            file: path,
            message:
              "An earlier import into this directory was interrupted after it had replaced "
              + "every catalog; the journal it left is removed now."))
      } else if !leftovers.journal, !leftovers.temporaries.isEmpty {
        let count = leftovers.temporaries.count
        findings.append(
          Finding(
            file: path,
            message:
              "An earlier import into this directory was stopped before it changed any "
              + "catalog; removed the \(count == 1 ? "hidden file" : "\(count) hidden files") it "
              + "left (\(leftovers.temporaries.map { "\(cut: $0)" }.joined(separator: ", "))). The catalogs are as "
              + "they were."))
      }
      return findings
    } catch {
      throw transactionError(error, directory: directory, catalogs: [])
    }
  }

  /// The XLIFF documents at `path`: the file itself, or every `.xliff` in an `.xcloc`
  /// bundle's `Localized Contents/`.
  private static func xliffFiles(at path: String) throws(LocalizationExchangeError) -> [(
    String, [UInt8]
  )] {
    if FileBytes.isDirectory(path) {
      let folder = path.hasSuffix("/") ? path + "Localized Contents" : path + "/Localized Contents"
      guard FileBytes.isDirectory(folder) else {
        throw .xliff(
          .unreadable(
            file: path,
            reason: "The directory has no 'Localized Contents' folder; expected an .xcloc bundle."))
      }
      guard let names = FileBytes.fileNames(in: folder) else {
        throw .xliff(.unreadable(file: folder, reason: "The folder could not be listed."))
      }
      let xliffs = names.filter { $0.hasSuffix(".xliff") || $0.hasSuffix(".xlf") }
      guard !xliffs.isEmpty else {
        throw .xliff(
          .unreadable(file: folder, reason: "The folder holds no .xliff file; expected LANG.xliff.")
        )
      }
      var result: [(String, [UInt8])] = []
      for name in xliffs {
        result.append((folder + "/" + name, try readXLIFF(folder + "/" + name)))
      }
      return result
    }
    return [(path, try readXLIFF(path))]
  }

  private static func readXLIFF(_ path: String) throws(LocalizationExchangeError) -> [UInt8] {
    switch FileBytes.contents(ofRegularFile: path, limit: maxXLIFFBytes) {
    case .success(let bytes): return bytes
    case .failure(let problem): throw .xliff(.unreadable(file: path, reason: problem.reason))
    }
  }
}
