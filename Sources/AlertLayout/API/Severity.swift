/// How serious a report is; errors sort first.
public enum Severity: String, Sendable, Codable, Comparable {
  /// Something that could not be done: content that does not load, input that does not
  /// render, a document that cannot be drawn.
  case error
  /// Something done with a fallback or a guess that deserves a look.
  case warning
  /// Information, such as a drop-in file replacing a built-in one.
  case note

  /// Errors before warnings before notes.
  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .error: return 0
    case .warning: return 1
    case .note: return 2
    }
  }
}
