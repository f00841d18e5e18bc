import AlertRenderTools
import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `alert-render localizations export|import|finish`: String Catalogs to and from XLIFF for
/// translators, vendors and CAT tools.
struct LocalizationsCommand {
  enum Action: String, CaseIterable {
    case export, `import`, finish
  }

  let action: Action
  var language: String?
  var output: String?
  var localizations: [String] = []
  var rules: [String] = []
  /// Alert files and directories drawn in the export's `Notes/` (default: `Examples/`).
  var examples: [String] = []
  /// What export writes: an `.xcloc` bundle for one language, or a translation memory.
  var format = ExportFormat.xcloc
  var catalogs: String?
  /// Set by `import --skip-invalid`: units that cannot be imported are left out, not refused.
  var skipInvalid = false

  /// The formats of `localizations export --format`.
  enum ExportFormat: String, CaseIterable {
    case xcloc, tmx
  }
  var paths: [String] = []

  /// The options of `action` on the command line, and the rules that join them.
  init(_ action: Action, _ arguments: ParsedArguments) throws(CLIError) {
    self.action = action
    language = arguments.text(.language)
    output = arguments.text(.exportOutput)
    localizations = arguments.texts(.exportLocalizations)
    rules = arguments.texts(.exportRules)
    examples = arguments.texts(.examples)
    format = arguments.choice(.exportFormat, as: ExportFormat.self) ?? .xcloc
    catalogs = arguments.text(.catalogs)
    skipInvalid = arguments.flag(.skipInvalid)
    paths = arguments.operands
    switch action {
    case .export:
      guard language != nil || format == .tmx else {
        throw .usage("localizations export needs --language LANG, such as fr or es-419.")
      }
      guard output != nil else {
        throw .usage(
          "localizations export needs --output DIR, where "
            + (format == .tmx ? "translations.tmx" : "LANG.xcloc") + " is written.")
      }
      guard format == .xcloc || (rules.isEmpty && examples.isEmpty) else {
        throw .usage(
          "--rules and --examples choose the alerts drawn in an .xcloc's Notes/; a TMX "
            + "memory has none.")
      }
    case .import:
      guard !paths.isEmpty else {
        throw .usage("localizations import needs at least one .xcloc bundle or .xliff file.")
      }
    case .finish: break
    }
  }

  static let tool = LocalizationExchange.Tool(
    id: "alert-render", name: "alert-render", version: AlertRendering.version)

  func run() throws(CLIError) -> ExitCode {
    switch action {
    case .export: return try runExport()
    case .import: return try runImport()
    case .finish: return try runFinish()
    }
  }

  private func runExport() throws(CLIError) -> ExitCode {
    var locale: LocaleID?
    if let text = language {
      guard let id = LocaleID(text) else {
        throw .usage(
          "The language '\(cut: text)' is not a language tag; expected one such as fr or es-419.")
      }
      locale = id
    }
    var directories: [URL] = []
    if let home = ResourceLocator.home() {
      directories.append(home.appendingPathComponent("Localizations", isDirectory: true))
    } else if localizations.isEmpty {
      throw Self.noHome
    }
    directories += localizations.map { URL(fileURLWithPath: $0, isDirectory: true) }
    let destination = URL(fileURLWithPath: output ?? ".", isDirectory: true)
    guard let locale, format == .xcloc else {
      do {
        let summary = try LocalizationExchange.exportMemory(
          language: locale, from: directories, to: destination, tool: Self.tool)
        let languages =
          summary.languages.isEmpty ? "none" : summary.languages.joined(separator: ", ")
        let report =
          "export: wrote \(summary.file) (TMX 1.4b, \(summary.units) translation units; "
          + "translated languages: \(languages))"
        return StandardStreams.writeError(report.escapedForTerminal + "\n") ? .success : .ioError
      } catch {
        throw Self.cliError(error)
      }
    }
    let (notes, warnings) = notes(for: locale, localizations: directories)
    do {
      let summary = try LocalizationExchange.export(
        language: locale, from: directories, to: destination, tool: Self.tool, notes: notes)
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

  static let noHome = CLIError(
    source: "alert-render",
    reason:
      "The built-in Localizations/ was not found; set \(ResourceLocator.environmentVariable) "
      + "to the directory holding it, or pass the catalogs' directory.",
    code: .config)

  static func cliError(_ error: LocalizationExchangeError) -> CLIError {
    let code: ExitCode
    switch error {
    case .content: code = .config
    case .xliff(.unreadable): code = .noInput
    case .xliff, .mismatch, .wouldNotLoad, .refused: code = .dataError
    case .unwritable: code = .cantCreate
    case .busy: code = .tempFail
    }
    return CLIError(source: error.source, reason: error.reason, code: code)
  }
}
