import AlertLayout

/// How one field of a precedence — an event's value fields, date fields or origin fields — fared
/// when the event was read: the first usable field is used, and each other field says why not.
///
/// Rendering turns the `invalid` ones into diagnostics; an explanation shows them all.
enum FieldOutcome: Sendable, Equatable {
  /// The field's value was used.
  case used
  /// The event has no such field.
  case absent
  /// The field is `null`.
  case null
  /// The field is empty (blank, for origins), which feeds send to mean "none here".
  case empty
  /// The field holds something the precedence cannot read (an object, an array, a date that
  /// is not one), skipped with a diagnostic for the next.
  case invalid(JSONValue)
  /// A field before this one was used.
  case notReached

  /// The outcome as explanations name it: `used`, `absent`, `null`, `empty`, `invalid`,
  /// `not-reached`.
  var name: String {
    switch self {
    case .used: return "used"
    case .absent: return "absent"
    case .null: return "null"
    case .empty: return "empty"
    case .invalid: return "invalid"
    case .notReached: return "not-reached"
    }
  }
}
