@testable import AlertRenderTools

extension LintFinding {
  /// The text line without its trailing check id, for tests that pin a check's message (the
  /// id is pinned by `LintCheckTests` and the tests of each check).
  var messageLine: String {
    checkID.isEmpty ? description : String(description.dropLast(checkID.count + 3))
  }
}
