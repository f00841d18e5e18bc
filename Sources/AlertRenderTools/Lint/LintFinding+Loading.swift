import AlertLayout
import AlertRendering

extension LintFinding {
  /// The finding of a file that does not load, naming the file as its error does, with the
  /// check id of its kind (`load-…`).
  init(loading error: ResourceError) {
    self.init(
      location: error.shownLocation, severity: .error, message: error.message,
      checkID: error.checkID)
  }
}

extension ResourceError {
  /// The lint check id of this kind of loading error.
  var checkID: String {
    if let id = conditionCheckID { return id }
    switch self {
    case .unreadable: return "load-unreadable"
    case .malformedJSON: return "load-json-syntax"
    case .unknownKey: return "load-unknown-key"
    case .missingKey: return "load-missing-key"
    case .invalidValue: return "load-invalid-value"
    case .duplicateRule: return "load-duplicate-rule"
    case .unresolvedReference: return "load-unresolved-reference"
    case .located(let error, _, _): return error.checkID
    }
  }
}
