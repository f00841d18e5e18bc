/// The closed set of things a client knows how to do when a button is tapped.
///
/// The raw values are the spellings of `screen.json` and the layout document.
public enum ActionKind: String, Codable, Sendable, CaseIterable {
  /// Opens the dialog the action names.
  case showDialog = "show-dialog"
  /// Calls the help line.
  case callHelpline = "call-helpline"
  /// Schedules a reminder about the alert.
  case scheduleReminder = "schedule-reminder"
  /// Marks the alert resolved.
  case resolveAlert = "resolve-alert"
  /// Closes the dialog (or, outside one, the alert screen) and does nothing else.
  case dismiss
  /// Opens the action's `url`: an `https:` page, or an `alert-app:` route inside the app (1.2).
  case openURL = "open-url"
}
