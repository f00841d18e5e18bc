import AlertLayout

/// Something a button does, the data it needs to do it, and the analytics event it reports.
struct ActionContent: Sendable, Equatable {
  /// A stable id, such as `open-resolve`, named by buttons.
  var id: String
  /// What the action does.
  var kind: ActionKind
  /// For `show-dialog`, the dialog's id.
  var dialog: String?
  /// The analytics event name.
  var analyticsEvent: String
  /// For `call-helpline`, the policy's phone entry, every variant; nil without a policy.
  var phone: PolicyEntry<PhoneNumber>? = nil
  /// For `open-url`, the policy's link entry, every variant.
  var link: PolicyEntry<PolicyLink>? = nil
  /// For `schedule-reminder`, the ISO 8601 delay.
  var delay: String? = nil
  /// For `schedule-reminder`, the local time `HH:mm`, if any.
  var localTime: String? = nil
  /// For `resolve-alert`, the app's API operation.
  var operation: String? = nil

  /// The document's action for an alert `alertId`, its phone or link the variant `chain`
  /// selects (nil `chain`: no policy data).
  func action(alertId: String, chain: LocaleChain?) -> LayoutDocument.Action {
    var action = LayoutDocument.Action(
      kind: kind, dialog: dialog, delay: delay, localTime: localTime, operation: operation,
      analytics: .init(event: analyticsEvent, alertId: alertId))
    if let phone, let chain, let number = phone.variant(for: chain)?.variant.value {
      action.url = number.telURI
      action.display = number.display
      action.analytics.target = phone.id
    }
    if let link, let chain, let page = link.variant(for: chain)?.variant.value {
      action.url = page.url
      action.analytics.target = link.id
    }
    return action
  }
}
