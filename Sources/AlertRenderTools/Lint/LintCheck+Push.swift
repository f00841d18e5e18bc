extension LintCheck {
  /// The checks of push notifications (docs/push.md).
  static let push: [LintCheck] = [
    .init("push-missing", .warning, "An alert rule names no push texts."),
    .init("push-raw-value", .error, "A push notification shows a value of the alert."),
    .init("push-payload", .error, "A push notification can be larger than its platforms allow."),
  ]
}
