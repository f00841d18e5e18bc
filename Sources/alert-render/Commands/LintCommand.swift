import AlertRenderTools
import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `alert-render lint`: checks rules and catalogs, one finding per line.
struct LintCommand {
  /// The formats of `lint --format`.
  static let formats: [OutputFormat] = [.text, .json, .sarif]

  var rules: [String]
  var localizations: [String]
  var format: OutputFormat
  /// Languages that must be complete besides the shipped ones (`--required-locale`).
  var requiredLocales: [String]

  init(_ arguments: ParsedArguments) {
    rules = arguments.texts(.rules)
    localizations = arguments.texts(.localizations)
    requiredLocales = arguments.texts(.requiredLocale)
    format = arguments.choice(.lintFormat, as: OutputFormat.self) ?? .text
  }

  func run() throws(CLIError) -> ExitCode {
    let directories = try ContentDirectories(rules: rules, localizations: localizations)
    let report = ResourceLinter.report(
      rulesDirectories: directories.rules, localizationDirectories: directories.localizations,
      requiredLocales: requiredLocales)
    let findings = report.findings
    if format == .json || format == .sarif {
      // The docs beside the built-in rules: Rules/../docs/lint.md.
      let docs = directories.rules.first.map {
        $0.deletingLastPathComponent().appendingPathComponent("docs/lint.md").path
      }
      guard
        let data = try? format == .json
          ? report.jsonData()
          : report.sarifData(
            toolVersion: version, workingDirectory: FileManager.default.currentDirectoryPath,
            docsPath: docs ?? FileManager.default.currentDirectoryPath + "/docs/lint.md")
      else {
        throw CLIError(
          source: "alert-render", reason: "The findings could not be encoded.", code: .software)
      }
      try StandardStreams.write(data + Data("\n".utf8))
    } else {
      // Then each language's coverage: how much of it falls back, and to what.
      try StandardStreams.write(
        findings.map { $0.description + "\n" }.joined()
          + report.coverage.map { $0.line + "\n" }.joined())
    }
    let errors = findings.filter { $0.severity == .error }.count
    let warnings = findings.filter { $0.severity == .warning }.count
    guard StandardStreams.writeError("lint: \(errors) errors, \(warnings) warnings\n") else {
      return errors > 0 ? .config : .ioError
    }
    return errors > 0 ? .config : .success
  }
}
