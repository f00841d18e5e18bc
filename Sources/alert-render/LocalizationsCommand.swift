import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `alert-render localizations export|import`: String Catalogs to and from XLIFF for
/// translators, vendors and CAT tools.
struct LocalizationsCommand {
  enum Action: String, CaseIterable {
    case export, `import`
  }

  let action: Action
  var language: String?
  var output: String?
  var localizations: [String] = []
  var rules: [String] = []
  /// Alert files and directories drawn in the export's `Notes/` (default: `Examples/`).
  var examples: [String] = []
  var catalogs: String?
  var paths: [String] = []

  /// Parses the arguments after `localizations`.
  init(_ arguments: [String]) throws(CLIError) {
    var remaining = arguments[...]
    let actions = Action.allCases.map(\.rawValue)
    guard let first = remaining.popFirst() else {
      throw .usage("localizations needs an action: export or import.")
    }
    guard let action = Action(rawValue: first) else {
      throw .usage(
        "Unknown action '\(first)' for localizations; expected export or import."
          + Suggestion.didYouMean(first, among: actions))
    }
    self.action = action
    let names =
      action == .export
      ? ["--language", "--output", "--localizations", "--rules", "--examples"] : ["--catalogs"]
    var cursor = ArgumentCursor(remaining)
    while let option = cursor.next() {
      let argument = option.text
      let name = option.name
      func value() throws(CLIError) -> String { try cursor.value(for: option) }
      guard name.hasPrefix("-"), name != "-" else {
        guard action == .import else {
          throw .usage("localizations export takes no file; found '\(argument)'.")
        }
        paths.append(argument)
        continue
      }
      guard names.contains(name) else {
        throw .usage(
          "Unknown option '\(name)' for localizations \(action.rawValue); expected "
            + names.joined(separator: ", ") + "." + Suggestion.didYouMean(name, among: names))
      }
      switch name {
      case "--language": language = try value()
      case "--output": output = try value()
      case "--localizations": localizations.append(try value())
      case "--rules": rules.append(try value())
      case "--examples": examples.append(try value())
      default: catalogs = try value()
      }
    }
    // After `--`, every argument is a file, even one whose name starts with '-'.
    for argument in cursor.operands() {
      guard action == .import else {
        throw .usage("localizations export takes no file; found '\(argument)'.")
      }
      paths.append(argument)
    }
    switch action {
    case .export:
      guard language != nil else {
        throw .usage("localizations export needs --language LANG, such as fr or es-419.")
      }
      guard output != nil else {
        throw .usage("localizations export needs --output DIR, where LANG.xcloc is written.")
      }
    case .import:
      guard !paths.isEmpty else {
        throw .usage("localizations import needs at least one .xcloc bundle or .xliff file.")
      }
    }
  }

  static let tool = LocalizationExchange.Tool(
    id: "alert-render", name: "alert-render", version: AlertRendering.version)

  func run() throws(CLIError) -> ExitCode {
    switch action {
    case .export: return try runExport()
    case .import: return try runImport()
    }
  }

  private func runExport() throws(CLIError) -> ExitCode {
    let text = language ?? ""
    guard let locale = LocaleID(text) else {
      throw .usage(
        "The language '\(text)' is not a language tag; expected one such as fr or es-419.")
    }
    var directories: [URL] = []
    if let home = ResourceLocator.home() {
      directories.append(home.appendingPathComponent("Localizations", isDirectory: true))
    } else if localizations.isEmpty {
      throw Self.noHome
    }
    directories += localizations.map { URL(fileURLWithPath: $0, isDirectory: true) }
    let (notes, warnings) = notes(for: locale, localizations: directories)
    do {
      let summary = try LocalizationExchange.export(
        language: locale, from: directories,
        to: URL(fileURLWithPath: output ?? ".", isDirectory: true), tool: Self.tool,
        notes: notes)
      let lines =
        warnings
        + [
          "export: wrote \(summary.bundle) (\(summary.units) units, \(summary.translated) of them "
            + "translated into \(locale); notes on \(notes.count / 2) alerts)"
        ]
      let report = lines.map { $0.escapedForTerminal + "\n" }.joined()
      // The report is the command's only output: losing it is an error too.
      return StandardStreams.writeError(report) ? .success : .ioError
    } catch {
      throw Self.cliError(error)
    }
  }

  /// The files of the bundle's `Notes/`: each example alert drawn for translators
  /// (`TranslationNotes`), and a warning for each alert, or for the rules, that could not be
  /// drawn. Notes never stop an export.
  private func notes(for language: LocaleID, localizations: [URL]) -> (
    [LocalizationExchange.ExportFile], [String]
  ) {
    var ruleDirectories = rules.map { URL(fileURLWithPath: $0, isDirectory: true) }
    if let home = ResourceLocator.home() {
      ruleDirectories.insert(home.appendingPathComponent("Rules", isDirectory: true), at: 0)
    }
    var inputs = examples
    if inputs.isEmpty {
      if FileBytes.isDirectory("Examples") {
        inputs = ["Examples"]
      } else if let home = ResourceLocator.home() {
        inputs = [home.appendingPathComponent("Examples").path]
      }
    }
    let without = "Notes/ holds no alert drawings"
    guard !ruleDirectories.isEmpty, !inputs.isEmpty else {
      return ([], ["alert-render: warning: No Rules/ or Examples/ was found; \(without)."])
    }
    let renderer: AlertRenderer
    do {
      renderer = try AlertRenderer(
        rulesDirectories: ruleDirectories, localizationDirectories: localizations)
    } catch {
      return ([], ["\(error.positionedFile): warning: \(error.reason) \(without)."])
    }
    var gallery: [PreviewGallery.Input] = []
    for path in PreviewWatcher.alertFiles(inputs) {
      gallery.append(
        PreviewGallery.Input(
          path: path, bytes: FileBytes.contents(ofRegularFile: path, limit: AlertLimits().maxBytes))
      )
    }
    let notes = TranslationNotes(inputs: gallery, renderer: renderer, language: language)
    let warnings = notes.problems.map { "\($0.path): warning: \($0.reason) No notes on it." }
    return (notes.files.map { .init(name: $0.name, bytes: $0.bytes) }, warnings)
  }

  private func runImport() throws(CLIError) -> ExitCode {
    let directory: URL
    if let catalogs {
      directory = URL(fileURLWithPath: catalogs, isDirectory: true)
    } else if let home = ResourceLocator.home() {
      directory = home.appendingPathComponent("Localizations", isDirectory: true)
    } else {
      throw Self.noHome
    }
    do {
      let summary = try LocalizationExchange.importTranslations(from: paths, into: directory)
      let written =
        summary.written.isEmpty
        ? "no catalog changed" : "wrote " + summary.written.joined(separator: ", ")
      // File names and unit ids come from the files imported: escaped like every message.
      let lines =
        summary.findings.map(\.description)
        + [
          "import: \(summary.updated) updated, \(summary.unchanged) unchanged, "
            + "\(summary.untranslated) without a translation, \(summary.findings.count) warnings; "
            + written
        ]
      let report = lines.map { $0.escapedForTerminal + "\n" }.joined()
      return StandardStreams.writeError(report) ? .success : .ioError
    } catch {
      throw Self.cliError(error)
    }
  }

  private static let noHome = CLIError(
    source: "alert-render",
    reason:
      "The built-in Localizations/ was not found; set \(ResourceLocator.environmentVariable) "
      + "to the directory holding it, or pass the catalogs' directory.",
    code: .config)

  private static func cliError(_ error: LocalizationExchangeError) -> CLIError {
    let code: ExitCode
    switch error {
    case .content: code = .config
    case .xliff(.unreadable): code = .noInput
    case .xliff, .mismatch: code = .dataError
    case .unwritable: code = .cantCreate
    }
    return CLIError(source: error.source, reason: error.reason, code: code)
  }
}
