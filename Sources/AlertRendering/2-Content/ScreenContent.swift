/// What every alert's screen says around its own content: section headings, help, the
/// footer, dialogs and actions, and the catalog keys of the lines each detail is written in.
///
/// Made from the screen rule once per renderer; the layout builder reads the screen's words
/// from here, so that rules reach the layout only through content.
struct ScreenContent: Sendable, Equatable {
  /// Catalog key of the origin line, such as "From: %@".
  var originLine: String
  /// Catalog key of the date line, such as "Date of leak: %@".
  var dateLine: String
  /// Catalog key of the pattern screen readers speak, such as "MMMM d, yyyy".
  var spokenDatePattern: String
  /// The line shown when an event carries no leaked value.
  var missingValue: LocalizedText
  /// Catalog key prefix of the spoken forms of masked values (see `MaskedValue`).
  var maskedValues: String
  /// The "What’s at risk" heading.
  var risksTitle: LocalizedText
  /// The "Next Steps" heading.
  var stepsTitle: LocalizedText
  /// The "Need help?" heading.
  var helpTitle: LocalizedText
  /// The help paragraph.
  var helpText: LocalizedText
  /// The button below the help text; nil only for a rule made without loading's checks.
  var helpButton: ButtonContent?
  /// The pinned buttons, left to right.
  var footer: [ButtonContent]
  /// The dialogs, in the rule's order.
  var dialogs: [DialogContent]
  /// The actions, in the rule's order.
  var actions: [ActionContent]
  /// The analytics event reported when an alert is shown.
  var viewAnalyticsEvent: String

  /// The origin line of a detail: its one argument is the site or source.
  func originText(_ origin: String) -> LocalizedText {
    LocalizedText(originLine, [.verbatim(origin)])
  }

  /// The date line of a detail: its one argument is the formatted date.
  func dateText(_ display: String) -> LocalizedText {
    LocalizedText(dateLine, [.verbatim(display)])
  }
}
