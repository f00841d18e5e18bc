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
      try StandardStreams.write("alert-render \(AlertRendering.version)\n")
      return .success
    }
    switch options.command {
    case .render: return try RenderCommand(options: options).run()
    case .lint: return try LintCommand(options: options).run()
    case .list: return try ListCommand(options: options).run()
    case .localizations: return try LocalizationsCommand(options.commandArguments).run()
    case .preview: return try PreviewCommand(options.commandArguments).run()
    case .draw: return try DrawCommand(options.commandArguments).run()
    }
  }

  /// The rule and catalog directories: the built-ins, then each `--rules`/`--localizations`.
  static func contentDirectories(_ options: Options) throws(CLIError) -> (
    rules: [URL], localizations: [URL]
  ) {
    var rules: [URL] = []
    var localizations: [URL] = []
    if let home = ResourceLocator.homePath() {
      rules.append(URL(fileURLWithPath: home + "/Rules", isDirectory: true))
      localizations.append(URL(fileURLWithPath: home + "/Localizations", isDirectory: true))
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

  /// Loads the content; to render, only the translations the run's locale can use are read.
  static func loadRenderer(_ options: Options) throws(CLIError) -> AlertRenderer {
    let directories = try contentDirectories(options)
    do {
      let renderer: AlertRenderer
      if options.command == .render {
        // Without --locale the run uses the environment's locale, or en-US when the catalogs
        // do not translate its language (see defaultLocale).
        let locales = options.locale.map { [$0] } ?? [environmentLocale, "en-US"].compactMap { $0 }
        renderer = try AlertRenderer(
          rulesDirectories: directories.rules, localizationDirectories: directories.localizations,
          locales: locales)
      } else {
        renderer = try AlertRenderer(
          rulesDirectories: directories.rules, localizationDirectories: directories.localizations)
      }
      ProcessLifetime.keep(renderer)
      return renderer
    } catch {
      throw CLIError(source: error.shownLocation.description, reason: error.message, code: .config)
    }
  }

  /// The first of `LC_ALL`, `LC_MESSAGES` and `LANG` (POSIX order) that is set.
  static var environmentLocale: String? {
    // getenv rather than ProcessInfo's environment, which copies every variable first.
    let names: [String] = ["LC_ALL", "LC_MESSAGES", "LANG"]
    for name in names {
      if let value = getenv(name).map({ String(cString: $0) }), !value.isEmpty { return value }
    }
    return nil
  }

  /// The default locale: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` (POSIX order) that is
  /// set, when the catalogs translate its language; else en-US.
  static func defaultLocale(for renderer: AlertRenderer) -> String {
    guard let value = environmentLocale, let locale = LocaleID(value),
      renderer.catalogs.locales.contains(where: { $0.language == locale.language })
    else { return "en-US" }
    return value
  }

}
