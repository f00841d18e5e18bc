/// A failure the command line reports as `source: error: reason` with an exit code.
struct CLIError: Error, CustomStringConvertible {
  /// What the error concerns: a file, `<stdin>`, or `alert-render` for usage errors.
  var source: String
  /// A full sentence.
  var reason: String
  /// The exit code.
  var code: ExitCode

  /// The message, with control and format characters in file names, keys and values escaped
  /// so that none reaches the terminal, and a source longer than any path cut.
  var description: String { "\(source.cutAsPath): error: \(reason)".escapedForTerminal }

  static func usage(_ reason: String) -> CLIError {
    CLIError(source: "alert-render", reason: reason + " See 'alert-render --help'.", code: .usage)
  }
}
