/// Where a catalog text is shown, which decides how long its translations may grow.
///
/// The raw values are the keys of the content policy's `lengths`.
package enum TextSlot: String, Sendable, Hashable, CaseIterable {
  /// The navigation bar's title.
  case navigationTitle = "navigation-title"
  /// The banner's heading.
  case bannerTitle = "banner-title"
  /// The line below the banner's heading.
  case bannerSubtitle = "banner-subtitle"
  /// A section's heading, such as "Next Steps".
  case sectionHeading = "section-heading"
  /// A risk, a step or the help text.
  case item
  /// A detail's origin or date line.
  case detailLine = "detail-line"
  /// An icon's accessibility label.
  case iconLabel = "icon-label"
  /// A generic field's label.
  case fieldLabel = "field-label"
  /// The kind of leaked data, as lists name it.
  case kind
  /// What screen readers speak for a masked value.
  case spokenValue = "spoken-value"
  /// A button's title.
  case buttonTitle = "button-title"
  /// A button's screen reader hint.
  case buttonHint = "button-hint"
  /// A dialog's title.
  case dialogTitle = "dialog-title"
  /// A dialog's message.
  case dialogMessage = "dialog-message"
  /// A dialog button's title.
  case dialogButton = "dialog-button"
  /// A push notification's title.
  case pushTitle = "push-title"
  /// A push notification's subtitle.
  case pushSubtitle = "push-subtitle"
  /// A push notification's body.
  case pushBody = "push-body"
  /// A format key (date pattern, month name, list pattern): never length-checked.
  case format
}
