/// A note about how an alert was rendered, for the people who run and test the service.
///
/// Diagnostics never stop rendering; they make fallbacks and guesses visible instead of silent.
public struct Diagnostic: Sendable, Hashable, Codable {
  /// A stable, machine-readable code such as `locale-fallback`.
  public var code: String
  /// A sentence explaining what happened, in English for developers and QA.
  public var message: String
  /// The JSON path in the alert the note concerns, if any.
  public var path: String?

  /// Creates a diagnostic.
  public init(code: String, message: String, path: String? = nil) {
    self.code = code
    self.message = message
    self.path = path
  }
}
