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
      code = try run(try utf8Arguments())
    } catch {
      // Nothing is left to report a lost message to; the exit code still tells the failure.
      _ = StandardStreams.writeError(error.description + "\n")
      code = error.code
    }
    exit(code.rawValue)
  }

  /// The arguments after the program's name, refusing one that is not UTF-8: Swift reads it
  /// with each bad byte replaced, so a file of that name would be "not found" though it exists
  /// and a value would be taken altered.
  static func utf8Arguments() throws(CLIError) -> [String] {
    var arguments: [String] = []
    for index in 1..<max(1, Int(CommandLine.argc)) {
      guard let pointer = CommandLine.unsafeArgv[index] else { break }
      guard let argument = String(validatingCString: pointer) else {
        throw .usage(
          "The argument '\(cut: String(cString: pointer))' is not valid UTF-8 (each bad byte is "
            + "shown as \u{FFFD}); alert-render reads file names and values as UTF-8.")
      }
      arguments.append(argument)
    }
    return arguments
  }

  static func run(_ arguments: [String]) throws(CLIError) -> ExitCode {
    let invocation = try CommandLineParser.parse(arguments)
    let arguments = invocation.arguments
    let path = invocation.spec.path
    if invocation.wantsHelp {
      try StandardStreams.write(HelpPrinter.help(for: invocation.spec))
      return .success
    }
    switch path.first {
    case nil:
      if arguments.flag(.version) {
        try StandardStreams.write("alert-render \(AlertRendering.version)\n")
        return .success
      }
      return try RenderCommand(arguments).run()
    case "draw": return try DrawCommand(arguments).run()
    case "explain": return try ExplainCommand(arguments).run()
    case "lint": return try LintCommand(arguments).run()
    case "list": return try ListCommand(arguments).run()
    case "preview": return try PreviewCommand(arguments).run()
    case "conformance" where path.count == 2:
      return try ConformanceCommand(path[1], arguments).run()
    default:
      guard path.first == "localizations", path.count == 2,
        let action = LocalizationsCommand.Action(rawValue: path[1])
      else {
        throw CLIError(
          source: "alert-render",
          reason: "The command table names '\(path.joined(separator: " "))', "
            + "which nothing runs.", code: .software)
      }
      return try LocalizationsCommand(action, arguments).run()
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
