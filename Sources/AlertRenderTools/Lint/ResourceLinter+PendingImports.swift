#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ResourceLinter {
  /// A warning for each of `directories` that holds the hidden files of an import that is
  /// running or was interrupted (`DirectoryTransaction.Leftovers`), saying what that means
  /// for its catalogs and how to finish it. Lint takes no lock, so that it never waits or
  /// makes an import wait, and cannot tell a running import from an interrupted one.
  static func pendingImportFindings(localizationDirectories directories: [URL]) -> [LintFinding] {
    directories.compactMap { directory in
      let path = directory.path
      guard let leftovers = DirectoryTransaction.leftovers(in: path), !leftovers.isEmpty else {
        return nil
      }
      let finish =
        "Run 'alert-render localizations finish --catalogs \(shellQuoted(path))' to finish it "
        + "(any import into the directory does so first)."
      let message: String
      if leftovers.journal {
        message =
          "An import into this directory is running, or was interrupted while it replaced "
          + "catalogs (it left \(DirectoryTransaction.journalName)): until it is finished, some "
          + "catalogs may hold its translations and others not. " + finish
      } else {
        let count = leftovers.temporaries.count
        message =
          "An import into this directory is running, or was stopped before it changed any "
          + "catalog (it left \(count == 1 ? "a hidden file" : "\(count) hidden files"), "
          + "\(cut: leftovers.temporaries.first ?? "")\(count > 1 ? " …" : "")): the catalogs are "
          + "as they were before it. " + finish
      }
      return LintFinding(
        file: path, severity: .warning, message: message, checkID: "import-pending")
    }
  }

  /// `text` as one shell word: as it is when it needs no quoting, else in double quotes (so
  /// that the command can stand in the single quotes messages put around one), with `$`,
  /// `` ` ``, `"` and `\` escaped.
  static func shellQuoted(_ text: String) -> String {
    let plain =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy { scalar in
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "/", ".", "_", "-", "+", ":", ",", "@", "%": true
        default: false
        }
      }
    guard !plain else { return text }
    var quoted = "\""
    for character in text {
      if "$`\"\\".contains(character) { quoted.append("\\") }
      quoted.append(character)
    }
    return quoted + "\""
  }
}
