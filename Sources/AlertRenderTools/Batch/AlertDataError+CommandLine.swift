import AlertRendering

extension AlertDataError {
  /// The message as the command line prints it: where a limit was exceeded, the option that
  /// sets the limit is named before the final period (`… over the limit of 1000 (--max-events).`).
  /// The library's own messages name no option: its callers set limits through `AlertLimits`.
  package var commandLineDescription: String {
    let option: String
    switch self {
    case .inputTooLarge: option = "--max-alert-bytes"
    case .tooManyEvents: option = "--max-events"
    default: return description
    }
    let sentence = description
    guard sentence.hasSuffix(".") else { return sentence + " (\(option))" }
    return sentence.dropLast() + " (\(option))."
  }
}
