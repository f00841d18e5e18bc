extension LintCheck {
  /// The checks of the rules' conditions (docs/rules.md, "Conditions").
  static let rules: [LintCheck] = [
    .init(
      "condition-never-holds", .warning,
      "A condition can never hold, so what it guards is never shown."),
    .init(
      "condition-shadowed", .warning,
      "A variant can never be chosen: an earlier one holds whenever it would."),
    .init(
      "condition-unknown-field", .warning,
      "A condition tests a data field no rule in scope names."),
    .init(
      "condition-unknown-operator", .error,
      "A condition or event test holds a key the grammar does not define."),
    .init(
      "condition-depth", .error, "Conditions and event tests are nested more than 8 deep."),
  ]
}
