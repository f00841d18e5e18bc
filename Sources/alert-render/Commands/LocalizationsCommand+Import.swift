import AlertRenderTools
import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LocalizationsCommand {
  /// The catalogs' directory of `import` and `finish`: `--catalogs DIR`, else the built-in
  /// `Localizations/`.
  private func catalogsDirectory() throws(CLIError) -> URL {
    if let catalogs {
      return URL(fileURLWithPath: catalogs, isDirectory: true)
    } else if let home = ResourceLocator.home() {
      return home.appendingPathComponent("Localizations", isDirectory: true)
    }
    throw Self.noHome
  }

  /// The note an import or finish prints once while another import holds the directory;
  /// sets `failed` when it cannot be written.
  private static func waitingNote(_ action: Action, _ directory: URL, failed: inout Bool) {
    let note =
      "\(action.rawValue): waiting for another import into \(directory.path) to finish (up to "
      + "\(LocalizationExchange.lockWait.components.seconds) seconds)…"
    failed = !StandardStreams.writeError(note.escapedForTerminal + "\n")
  }

  func runImport() throws(CLIError) -> ExitCode {
    let directory = try catalogsDirectory()
    var noteFailed = false
    let summary: LocalizationExchange.ImportSummary
    do {
      summary = try LocalizationExchange.importTranslations(
        from: paths, into: directory, skippingInvalid: skipInvalid
      ) {
        Self.waitingNote(.import, directory, failed: &noteFailed)
      }
    } catch {
      guard case .refused(let failures, _, let updates, let notes) = error else {
        throw Self.cliError(error)
      }
      // Every unit that stopped the import, then what to do about them.
      let advice =
        updates == 0
        ? " Correct them and import again; no other unit changes the catalogs."
        : " Correct them and import again, or pass --skip-invalid to import the \(updates) "
          + "other \(updates == 1 ? "unit that changes" : "units that change") the catalogs and "
          + "leave these out."
      let lines =
        (notes + failures).map(\.description)
        + ["\(error.source): error: \(error.reason)\(advice)"]
      let report = lines.map { $0.escapedForTerminal + "\n" }.joined()
      return StandardStreams.writeError(report) ? .dataError : .ioError
    }
    let written =
      summary.written.isEmpty
      ? "no catalog changed" : "wrote " + summary.written.joined(separator: ", ")
    let leftOut = summary.leftOut > 0 ? "\(summary.leftOut) left out, " : ""
    // File names and unit ids come from the files imported: escaped like every message.
    let lines =
      summary.findings.map(\.description)
      + [
        "import: \(summary.updated) updated, \(summary.unchanged) unchanged, "
          + "\(summary.untranslated) without a translation, \(leftOut)"
          + "\(summary.findings.count) warnings; \(written)"
      ]
    let report = lines.map { $0.escapedForTerminal + "\n" }.joined()
    return StandardStreams.writeError(report) && !noteFailed ? .success : .ioError
  }

  /// `localizations finish`: finishes an interrupted import, as the next import would first.
  func runFinish() throws(CLIError) -> ExitCode {
    let directory = try catalogsDirectory()
    var noteFailed = false
    let findings: [LocalizationExchange.Finding]
    do {
      findings = try LocalizationExchange.finishImport(in: directory) {
        Self.waitingNote(.finish, directory, failed: &noteFailed)
      }
    } catch {
      throw Self.cliError(error)
    }
    let lines =
      findings.map(\.description)
      + [
        findings.isEmpty
          ? "finish: no import into \(directory.path) was pending; nothing changed"
          : "finish: no import into \(directory.path) is pending now"
      ]
    let report = lines.map { $0.escapedForTerminal + "\n" }.joined()
    return StandardStreams.writeError(report) && !noteFailed ? .success : .ioError
  }
}
