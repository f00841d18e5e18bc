import AlertLayout
import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Exchanges translations with vendors and CAT tools: exports String Catalogs as Xcode's
/// `.xcloc` bundles (XLIFF 1.2 inside) and imports the translated XLIFF back into them.
///
/// Both work on each catalog's JSON as written, not on the compiled catalogs: every key,
/// known or not, survives an import, and what a catalog holds is exported as it is.
package enum LocalizationExchange {
  /// Something worth telling: a warning that does not stop the exchange, or, in a refused
  /// import, an error naming a unit that stopped it.
  package struct Finding: Report, Equatable {
    /// The file (a catalog, an XLIFF document or a catalogs' directory) and, in an XLIFF
    /// document, the line and column of the unit.
    package var location: ReportLocation
    package var message: String
    /// `.warning`, or `.error` for a unit that stopped a refused import.
    package var severity = Severity.warning

    /// A finding about `file`, at `line` and `column` when known.
    package init(
      file: String, line: Int? = nil, column: Int? = nil, message: String,
      severity: Severity = .warning
    ) {
      location = ReportLocation(file: file, line: line, column: column)
      self.message = message
      self.severity = severity
    }

    /// `file:line:column: warning: message` (or `error:`).
    package var description: String {
      let position = location.line.map { ":\($0):\(location.column ?? 1)" } ?? ""
      return "\(location.file ?? "")\(position): \(severity.rawValue): \(message)"
    }
  }

  /// Who writes an export, for the XLIFF `<tool>` and the bundle's `contents.json`.
  package struct Tool: Sendable, Equatable {
    package var id: String
    package var name: String
    package var version: String

    package init(id: String, name: String, version: String) {
      self.id = id
      self.name = name
      self.version = version
    }
  }

  /// A catalog file read as JSON.
  struct CatalogFile {
    /// The path for system calls.
    var path: String
    /// The path for messages.
    var name: String
    /// The file name, `Screen.xcstrings`.
    var fileName: String
    /// The path an XLIFF `<file original>` gives: the directory's name and the file name.
    var original: String
    var bytes: [UInt8]
    /// The catalog without its entries, which `strings` holds.
    var root: JSONValue
    var sourceLanguage: LocaleID
    /// The entries in file order, kept apart from `root` with an index by key, so that
    /// finding and changing one costs the same in a catalog of any size.
    var strings: [JSONMember]
    var index: [String: Int]

    init(
      path: String, name: String, fileName: String, original: String, bytes: [UInt8],
      root: JSONValue, sourceLanguage: LocaleID
    ) {
      self.path = path
      self.name = name
      self.fileName = fileName
      self.original = original
      self.bytes = bytes
      self.sourceLanguage = sourceLanguage
      strings = root["strings"]?.members ?? []
      var index: [String: Int] = [:]
      for (offset, member) in strings.enumerated() { index[member.key] = offset }
      self.index = index
      var root = root
      root.set("strings", .object([]))
      self.root = root
    }

    /// The entry `key`, if the catalog has it.
    func entry(_ key: String) -> JSONValue? {
      index[key].map { strings[$0].value }
    }

    /// The whole catalog, entries included.
    var document: JSONValue {
      var document = root
      document.set("strings", .object(strings))
      return document
    }
  }

  /// Every catalog of `directories`, in the order the loader reads them.
  static func catalogs(in directories: [URL]) throws(LocalizationExchangeError) -> [CatalogFile] {
    var result: [CatalogFile] = []
    do {
      for directory in directories {
        let root = try ResourceDirectory(directory)
        for file in try root.fileEntries(withExtension: "xcstrings") {
          let (json, bytes) = try root.readJSON(file)
          let name = root.display(file)
          guard json.members != nil else {
            throw ResourceError.invalidValue(
              file: name, path: "", expected: "a String Catalog object",
              found: json.foundDescription)
          }
          guard let text = json["sourceLanguage"]?.stringValue, let source = LocaleID(text) else {
            throw ResourceError.missingKey(
              file: name, path: "sourceLanguage", expected: "the source language, such as \"en-US\""
            )
          }
          guard json["strings"]?.members != nil else {
            throw ResourceError.missingKey(
              file: name, path: "strings", expected: "an object of strings by key")
          }
          result.append(
            CatalogFile(
              path: file.path, name: name, fileName: file.name,
              original: directory.standardizedFileURL.lastPathComponent + "/" + file.name,
              bytes: bytes, root: json, sourceLanguage: source))
        }
      }
    } catch let error as ResourceError {
      throw .content(error)
    } catch {
      preconditionFailure("ResourceDirectory throws only ResourceError")
    }
    guard !result.isEmpty else {
      throw .content(
        .unreadable(
          file: directories.map(\.path).joined(separator: ", "),
          reason: "No .xcstrings catalog was found; expected at least one."))
    }
    return result
  }

  /// The member of `localizations` that spells `language` (in any spelling of it), else
  /// `language`'s canonical spelling.
  static func localizationKey(for language: LocaleID, in localizations: JSONValue?) -> String {
    localizations?.members?.first { LocaleID($0.key) == language }?.key ?? language.description
  }

  // MARK: States

  /// The XLIFF `state` of a catalog unit state.
  ///
  /// Catalog states without an XLIFF 1.2 equivalent (`stale`, or one a later Xcode adds) go
  /// out as XLIFF's extension form `x-…` and come back unchanged.
  static func xliffState(catalogState: String) -> String {
    switch catalogState {
    case "translated": return "translated"
    case "needs_review": return "needs-review-translation"
    case "new": return "new"
    default: return "x-" + catalogState
    }
  }

  /// The catalog state for an XLIFF `state`, or nil when the state is one XLIFF does not
  /// define.
  static func catalogState(xliffState: String) -> String? {
    switch xliffState {
    case "translated", "final", "signed-off": return "translated"
    case "needs-review-translation", "needs-review-l10n", "needs-review-adaptation":
      return "needs_review"
    case "new", "needs-translation", "needs-l10n", "needs-adaptation": return "new"
    default:
      guard xliffState.hasPrefix("x-"), xliffState.count > 2 else { return nil }
      return String(xliffState.dropFirst(2))
    }
  }
}

/// Why an export or import stopped; nothing has been written when it does.
package enum LocalizationExchangeError: Error, Sendable, CustomStringConvertible {
  /// A catalog cannot be read or holds text XLIFF cannot carry.
  case content(ResourceError)
  /// An XLIFF file or bundle cannot be read.
  case xliff(XLIFFError)
  /// A file or directory cannot be written.
  case unwritable(file: String, reason: String)
  /// The XLIFF and the catalogs disagree in a way no import can settle.
  case mismatch(file: String, line: Int, column: Int, reason: String)
  /// Another import into the directory held it longer than an import waits.
  case busy(directory: String, seconds: Int)
  /// The import would write a catalog, `bytes` long, that does not load: `error` says why.
  case wouldNotLoad(ResourceError, bytes: Int)
  /// Units that carry a translation cannot be imported (`failures`, each naming its unit
  /// and why), so the import into `directory` wrote nothing; `updates` other units would
  /// have changed the catalogs, and `notes` tell what finishing an interrupted import into
  /// the directory did first.
  case refused(
    failures: [LocalizationExchange.Finding], directory: String, updates: Int,
    notes: [LocalizationExchange.Finding])

  /// `file:line:column` or `file`: what the error concerns.
  package var source: String {
    switch self {
    case .content(let error): return error.shownLocation.description
    case .xliff(let error):
      return error.location.map { "\(error.file):\($0.line):\($0.column)" } ?? error.file
    case .unwritable(let file, _): return file
    case .mismatch(let file, let line, let column, _): return "\(file):\(line):\(column)"
    case .busy(let directory, _): return directory
    // Not the line: the file on disk is not the one that would not load.
    case .wouldNotLoad(let error, _): return error.file
    case .refused(_, let directory, _, _): return directory
    }
  }

  /// A full sentence.
  package var reason: String {
    switch self {
    case .content(let error): return error.message
    case .xliff(let error): return error.reason
    case .unwritable(_, let reason), .mismatch(_, _, _, let reason): return reason
    case .busy(_, let seconds):
      return
        "Another import into this directory has held it for \(seconds) seconds; nothing was "
        + "written. Run the import again once that one has finished."
    case .wouldNotLoad(let error, let bytes):
      let limit = ResourceDirectory.maxFileBytes
      guard bytes <= limit else {
        return
          "After this import the catalog would be \(bytes) bytes as Xcode lays catalogs out, "
          + "over the \(limit) bytes (4 MiB) a catalog may be, and no run could load it; "
          + "nothing was written, and every catalog is as it was. Move some of its keys to a "
          + "catalog of their own."
      }
      return
        "After this import the catalog would not load (\(error.message)); nothing was "
        + "written, and every catalog is as it was."
    case .refused(let failures, _, _, _):
      let units =
        failures.count == 1
        ? "1 unit that carries a translation cannot"
        : "\(failures.count) units that carry a translation cannot"
      return
        "Nothing was written, and every catalog in this directory is as it was: \(units) be "
        + "imported (listed above), and an import is all or nothing."
    }
  }

  /// The failures of a refused import, one line each, then the error itself.
  package var description: String {
    var lines: [String] = []
    if case .refused(let failures, _, _, let notes) = self {
      lines = notes.map(\.description) + failures.map(\.description)
    }
    return (lines + ["\(source): error: \(reason)"]).joined(separator: "\n")
  }
}
