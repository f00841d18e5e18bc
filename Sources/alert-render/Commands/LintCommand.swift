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
  static let formats: [OutputFormat] = [.text, .json]

  var rules: [String]
  var localizations: [String]
  var format: OutputFormat

  init(_ arguments: ParsedArguments) {
    rules = arguments.texts(.rules)
    localizations = arguments.texts(.localizations)
    format = arguments.choice(.lintFormat, as: OutputFormat.self) ?? .text
  }

  func run() throws(CLIError) -> ExitCode {
    let directories = try ContentDirectories(rules: rules, localizations: localizations)
    let findings = ResourceLinter.lint(
      rulesDirectories: directories.rules, localizationDirectories: directories.localizations)
    if format == .json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      guard let data = try? encoder.encode(findings) else {
        throw CLIError(
          source: "alert-render", reason: "The findings could not be encoded.", code: .software)
      }
      try StandardStreams.write(data + Data("\n".utf8))
    } else {
      try StandardStreams.write(findings.map { $0.description + "\n" }.joined())
    }
    let errors = findings.filter { $0.severity == .error }.count
    let warnings = findings.filter { $0.severity == .warning }.count
    guard StandardStreams.writeError("lint: \(errors) errors, \(warnings) warnings\n") else {
      return errors > 0 ? .config : .ioError
    }
    return errors > 0 ? .config : .success
  }
}
