import AlertLayout

/// Alert input that cannot be rendered, naming the JSON path and the offending value.
///
/// Messages are written for the person reading a feed: where, what was expected, what came.
/// The caller adds the source (a file, or `line N` of a batch).
public enum AlertDataError: Error, Report {
  /// The input is not UTF-8; `offset` is the first byte that is not.
  case invalidUTF8(offset: Int)
  /// The input is not well-formed JSON.
  case malformedJSON(JSONSyntaxError)
  /// The input is larger than the configured limit.
  case inputTooLarge(bytes: Int, limit: Int)
  /// A required field is absent.
  case missingField(path: String, expected: String)
  /// A field holds the wrong kind of JSON value.
  case typeMismatch(path: String, expected: String, found: String)
  /// `type` is not one of the registered alert types.
  case unknownAlertType(path: String, found: String, valid: [AlertType])
  /// `events` is empty, so there is nothing to show.
  case noEvents(path: String)
  /// More events than the configured limit.
  case tooManyEvents(path: String, count: Int, limit: Int)
  /// A string value that is empty where text is required.
  case emptyValue(path: String, expected: String)
  /// A plugin threw `error`, which is not an `AlertDataError`, while making the alert's
  /// content: the alert type's plugin (`matchType` nil, `path` nil), or the plugin of
  /// `matchType` reading the event at `path`.
  case pluginFailed(path: String?, alertType: AlertType, matchType: String?, error: any Error)

  /// A stable, machine-readable name of the error's kind, such as `type-mismatch`.
  public var code: String {
    switch self {
    case .invalidUTF8: return "invalid-utf8"
    case .malformedJSON(let error):
      switch error.reason {
      case .tooDeep: return "too-deep"
      case .stringTooLong: return "string-too-long"
      default: return "malformed-json"
      }
    case .inputTooLarge: return "too-large"
    case .missingField: return "missing-field"
    case .typeMismatch: return "type-mismatch"
    case .unknownAlertType: return "unknown-alert-type"
    case .noEvents: return "no-events"
    case .tooManyEvents: return "too-many-events"
    case .emptyValue: return "empty-value"
    case .pluginFailed: return "plugin-failed"
    }
  }

  /// The JSON path the error concerns, or nil when it concerns the whole input.
  public var path: String? {
    switch self {
    case .invalidUTF8, .malformedJSON, .inputTooLarge: return nil
    case .missingField(let path, _), .typeMismatch(let path, _, _),
      .unknownAlertType(let path, _, _), .noEvents(let path), .tooManyEvents(let path, _, _),
      .emptyValue(let path, _):
      return path
    case .pluginFailed(let path, _, _, _):
      return path
    }
  }

  /// The JSON path and, for malformed JSON, the line and column; the caller knows the source
  /// (a file, or a line of a batch).
  public var location: ReportLocation {
    guard case .malformedJSON(let error) = self else { return ReportLocation(path: path) }
    return ReportLocation(line: error.line, column: error.column)
  }

  /// Always `.error`: the alert is not rendered.
  public var severity: Severity { .error }

  /// The sentence of `description` without the line and column of malformed JSON, which
  /// `location` holds.
  public var message: String {
    guard case .malformedJSON(let error) = self else { return description }
    return error.message
  }

  /// A full sentence naming the path, the expectation and what was found; for malformed JSON,
  /// `line L, column C:` first.
  public var description: String {
    switch self {
    case .invalidUTF8(let offset):
      return
        "The input is not valid UTF-8 (first bad byte at offset \(offset)); expected UTF-8 text."
    case .malformedJSON(let error):
      return "line \(error.line), column \(error.column): \(error.description)"
    case .inputTooLarge(let bytes, let limit):
      return "The alert is \(bytes) bytes, over the limit of \(limit) bytes."
    case .missingField(let path, let expected):
      return "\(path): missing; expected \(expected)."
    case .typeMismatch(let path, let expected, let found):
      return "\(path): expected \(expected), found \(found)."
    case .unknownAlertType(let path, let found, let valid):
      let choices = valid.map { "\($0.rawValue) (\($0.name))" }.joined(separator: ", ")
      return "\(path): expected one of \(choices), found \(found)."
    case .noEvents(let path):
      return "\(path): expected at least one event, found an empty array."
    case .tooManyEvents(let path, let count, let limit):
      return "\(path): holds \(count) events, over the limit of \(limit)."
    case .emptyValue(let path, let expected):
      return "\(path): expected \(expected), found an empty string."
    case .pluginFailed(let path, let alertType, let matchType, let error):
      let plugin =
        matchType.map { "The plugin of match type \"\(cut: $0)\"" }
        ?? "The plugin of \(alertType.name) alerts"
      // The error is the plugin's own, so it is escaped like any value from outside.
      let reason = String(describing: error).escapedForTerminal
      return (path.map { "\($0): " } ?? "") + "\(plugin) failed: \(reason)"
        + (reason.hasSuffix(".") ? "" : ".")
    }
  }
}

extension AlertDataError: Equatable {
  /// Errors are equal when they are the same case with equal values; a plugin's errors, which
  /// need not be equatable, compare by their descriptions.
  public static func == (lhs: AlertDataError, rhs: AlertDataError) -> Bool {
    switch (lhs, rhs) {
    case (.invalidUTF8(let a), .invalidUTF8(let b)): return a == b
    case (.malformedJSON(let a), .malformedJSON(let b)): return a == b
    case (.inputTooLarge(let a1, let a2), .inputTooLarge(let b1, let b2)):
      return a1 == b1 && a2 == b2
    case (.missingField(let a1, let a2), .missingField(let b1, let b2)):
      return a1 == b1 && a2 == b2
    case (.typeMismatch(let a1, let a2, let a3), .typeMismatch(let b1, let b2, let b3)):
      return a1 == b1 && a2 == b2 && a3 == b3
    case (.unknownAlertType(let a1, let a2, let a3), .unknownAlertType(let b1, let b2, let b3)):
      return a1 == b1 && a2 == b2 && a3 == b3
    case (.noEvents(let a), .noEvents(let b)): return a == b
    case (.tooManyEvents(let a1, let a2, let a3), .tooManyEvents(let b1, let b2, let b3)):
      return a1 == b1 && a2 == b2 && a3 == b3
    case (.emptyValue(let a1, let a2), .emptyValue(let b1, let b2)):
      return a1 == b1 && a2 == b2
    case (
      .pluginFailed(let a1, let a2, let a3, let a4), .pluginFailed(let b1, let b2, let b3, let b4)
    ):
      return a1 == b1 && a2 == b2 && a3 == b3
        && String(reflecting: a4) == String(reflecting: b4)
    default: return false
    }
  }
}
