import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The `alert-render` command line.
@main
enum AlertRenderCommand {
  static let version = "0.1.0"

  static func main() {
    // A closed pipe (`| head`) must end the batch quietly, not kill the process mid-write.
    signal(SIGPIPE, SIG_IGN)
    let code: ExitCode
    do {
      try StandardStreams.checkDescriptors()
      code = try run(Array(CommandLine.arguments.dropFirst()))
    } catch {
      // Nothing is left to report a lost message to; the exit code still tells the failure.
      _ = StandardStreams.writeError(error.description + "\n")
      code = error.code
    }
    exit(code.rawValue)
  }

  static func run(_ arguments: [String]) throws(CLIError) -> ExitCode {
    let options = try Options(arguments)
    try options.validate()
    if options.showHelp {
      try StandardStreams.write(HelpText.text)
      return .success
    }
    if options.showVersion {
      try StandardStreams.write("alert-render \(version)\n")
      return .success
    }
    switch options.command {
    case .render: return try RenderCommand(options: options).run()
    case .lint: return try LintCommand(options: options).run()
    case .list: return try ListCommand(options: options).run()
    case .localizations: return try LocalizationsCommand(options.localizationsArguments).run()
    }
  }

  /// The rule and catalog directories: the built-ins, then each `--rules`/`--localizations`.
  static func contentDirectories(_ options: Options) throws(CLIError) -> (
    rules: [URL], localizations: [URL]
  ) {
    var rules: [URL] = []
    var localizations: [URL] = []
    if let home = ResourceLocator.home() {
      rules.append(home.appendingPathComponent("Rules", isDirectory: true))
      localizations.append(home.appendingPathComponent("Localizations", isDirectory: true))
    } else if options.rules.isEmpty || options.localizations.isEmpty {
      throw CLIError(
        source: "alert-render",
        reason:
          "The built-in Rules/ and Localizations/ were not found; set \(ResourceLocator.environmentVariable) "
          + "to the directory holding them, or pass --rules and --localizations.",
        code: .config)
    }
    rules += options.rules.map { URL(fileURLWithPath: $0, isDirectory: true) }
    localizations += options.localizations.map { URL(fileURLWithPath: $0, isDirectory: true) }
    return (rules, localizations)
  }

  static func loadRenderer(_ options: Options) throws(CLIError) -> AlertRenderer {
    let directories = try contentDirectories(options)
    do {
      let renderer = try AlertRenderer(
        rulesDirectories: directories.rules, localizationDirectories: directories.localizations,
        cache: options.noCache ? nil : cache())
      ProcessLifetime.keep(renderer)
      return renderer
    } catch {
      throw CLIError(source: error.positionedFile, reason: error.reason, code: .config)
    }
  }

  /// The cache of compiled rules and catalogs: `$ALERT_RENDER_CACHE`, else the XDG cache
  /// directory; nil when it is `off` or no home directory is known.
  static func cache() -> ContentCache? {
    func variable(_ name: String) -> String? {
      getenv(name).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    }
    let path: String
    if let explicit = variable("ALERT_RENDER_CACHE") {
      guard explicit != "off" else { return nil }
      path = explicit
    } else if let base = variable("XDG_CACHE_HOME") {
      path = base + "/alert-render"
    } else if let home = variable("HOME") {
      path = home + "/.cache/alert-render"
    } else {
      return nil
    }
    return ContentCache(directory: URL(fileURLWithPath: path, isDirectory: true))
  }

  /// The default locale: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` (POSIX order) that is
  /// set, when the catalogs translate its language; else en-US.
  static func defaultLocale(for renderer: AlertRenderer) -> String {
    // getenv rather than ProcessInfo's environment, which copies every variable first.
    let names = ["LC_ALL", "LC_MESSAGES", "LANG"]
    let value = names.lazy.compactMap { name in getenv(name).map { String(cString: $0) } }
      .first { !$0.isEmpty }
    guard let value, let locale = LocaleID(value),
      renderer.catalogs.locales.contains(where: { $0.language == locale.language })
    else { return "en-US" }
    return value
  }

}
