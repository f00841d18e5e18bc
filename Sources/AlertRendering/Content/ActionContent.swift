/// Something a button does, and the analytics event it reports.
struct ActionContent: Sendable, Equatable {
  /// A stable id, such as `open-resolve`, named by buttons.
  var id: String
  /// `show-dialog`, `call-helpline`, `schedule-reminder`, `resolve-alert` or `dismiss`.
  var kind: String
  /// For `show-dialog`, the dialog's id.
  var dialog: String?
  /// The analytics event name.
  var analyticsEvent: String
}
