/// A note about how an alert was rendered, for the people who run and test the service.
///
/// Diagnostics never stop rendering; they make fallbacks and guesses visible instead of silent.
/// A document's diagnostics are warnings; the notes a renderer gives about its content
/// (a drop-in replacing a shipped text) are notes.
public struct Diagnostic: Report, Hashable, Codable {
  /// A stable, machine-readable code such as `locale-fallback`.
  public var code: String
  /// A sentence explaining what happened, in English for developers and QA.
  public var message: String
  /// The JSON path in the alert the note concerns, if any.
  public var path: String?
  /// How serious it is: `.warning` in documents. Not part of a document's JSON, whose
  /// diagnostics are `code`, `message` and `path`.
  public var severity: Severity = .warning

  private enum CodingKeys: String, CodingKey {
    case code, message, path
  }

  /// A diagnostic `code` with `message`, about the alert's JSON `path` if any; a document's
  /// JSON keeps `code`, `message` and `path`, never `severity`.
  public init(code: String, message: String, path: String? = nil, severity: Severity = .warning) {
    self.code = code
    self.message = message
    self.path = path
    self.severity = severity
  }

  /// The JSON path the diagnostic concerns, in a location without a file.
  public var location: ReportLocation { ReportLocation(path: path) }

  /// `path: message`, or the message alone.
  public var description: String {
    (path.map { "\($0): " } ?? "") + message
  }
}
