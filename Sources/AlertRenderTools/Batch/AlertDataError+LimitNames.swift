import AlertRendering

extension AlertDataError {
  /// What a caller calls the settings of `AlertLimits`, for its messages: the command line's
  /// options. The libraries' own messages name no setting: their callers set limits through
  /// `AlertLimits`, and only the caller knows how its users do.
  package struct LimitNames: Sendable {
    /// The setting of `AlertLimits.maxBytes`.
    package var maxBytes: String
    /// The setting of `AlertLimits.maxEvents`.
    package var maxEvents: String

    package init(maxBytes: String, maxEvents: String) {
      self.maxBytes = maxBytes
      self.maxEvents = maxEvents
    }
  }

  /// The message with the setting of the limit exceeded, if any, named before the final
  /// period: `… over the limit of 1000 (--max-events).`
  package func description(naming names: LimitNames) -> String {
    let setting: String
    switch self {
    case .inputTooLarge: setting = names.maxBytes
    case .tooManyEvents: setting = names.maxEvents
    default: return description
    }
    let sentence = description
    guard sentence.hasSuffix(".") else { return sentence + " (\(setting))" }
    return sentence.dropLast() + " (\(setting))."
  }
}
