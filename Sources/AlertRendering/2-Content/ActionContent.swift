import AlertLayout

/// Something a button does, and the analytics event it reports.
struct ActionContent: Sendable, Equatable {
  /// A stable id, such as `open-resolve`, named by buttons.
  var id: String
  /// What the action does.
  var kind: ActionKind
  /// For `show-dialog`, the dialog's id.
  var dialog: String?
  /// The analytics event name.
  var analyticsEvent: String
}
