import AlertRendering

extension ParsedArguments {
  /// The input limits `--max-alert-bytes`, `--max-events`, `--max-string-bytes` and
  /// `--max-depth` set, each left at its standard value when not given.
  var alertLimits: AlertLimits {
    var limits = AlertLimits()
    if let bytes = number(.maxAlertBytes) { limits.maxBytes = bytes }
    if let events = number(.maxEvents) { limits.maxEvents = events }
    if let bytes = number(.maxStringBytes) { limits.maxStringBytes = bytes }
    if let depth = number(.maxDepth) { limits.maxDepth = depth }
    return limits
  }
}
