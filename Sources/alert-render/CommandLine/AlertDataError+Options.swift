import AlertRenderTools
import AlertRendering

extension AlertDataError.LimitNames {
  /// The options that set the limits, as the command line's messages name them.
  static let options = Self(
    maxBytes: OptionSpec.maxAlertBytes.long, maxEvents: OptionSpec.maxEvents.long)
}

extension AlertDataError {
  /// The message as the command line prints it: a limit exceeded names the option that sets
  /// it (`… over the limit of 1000 (--max-events).`).
  var commandLineDescription: String { description(naming: .options) }
}
