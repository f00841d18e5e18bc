import AlertLayout

extension ScreenRule {
  /// What a button does, the data it needs to do it, and the analytics event it reports.
  struct ActionRule: Sendable, Equatable {
    /// What the action does.
    var kind: ActionKind
    /// For `show-dialog`, the dialog's id.
    var dialog: String?
    /// The analytics event name.
    var analyticsEvent: String
    /// For `call-helpline`, the content policy's phone id (default `helpline`).
    var phone: String?
    /// For `open-url`, the content policy's link id (required).
    var link: String?
    /// For `schedule-reminder`, the ISO 8601 delay (default `P1D`).
    var delay: String?
    /// For `schedule-reminder`, the local time `HH:mm`, if any.
    var localTime: String?
    /// For `resolve-alert`, the app's API operation (default `alerts.resolve`).
    var operation: String?
    /// The policy entry `phone` names, every variant, once loading has resolved it; nil
    /// without a policy.
    var phoneEntry: PolicyEntry<PhoneNumber>?
    /// The policy entry `link` names, every variant, once loading has resolved it.
    var linkEntry: PolicyEntry<PolicyLink>?

    /// The phone id a `call-helpline` action without `phone` calls.
    static let defaultPhone = "helpline"
    /// The delay of a `schedule-reminder` action without `delay`: one day.
    static let defaultDelay = "P1D"
    /// The operation of a `resolve-alert` action without `operation`.
    static let defaultOperation = "alerts.resolve"

    /// Reads the action at `path` of `file`: each datum only on the kind it belongs to, in
    /// its format, with the defaults that keep older drop-in screen.json files loading.
    init(_ value: JSONValue, file: String, at path: JSONPath) throws(ResourceError) {
      typealias Format = LayoutDocument.Action.DataFormat
      let action = try ResourceReader(
        value, file: file, at: path,
        allowed: [
          "kind", "dialog", "analyticsEvent", "phone", "link", "delay", "localTime", "operation",
        ])
      kind = try ScreenRule.choice(action, "kind")
      dialog = try action.name("dialog")
      analyticsEvent = try action.requiredString("analyticsEvent", "the analytics event name")
      let kind = kind
      /// The string `key`, which only an action of `owner` may hold.
      func datum(_ key: String, of owner: ActionKind) throws(ResourceError) -> String? {
        guard let text = try action.string(key) else { return nil }
        guard kind == owner else {
          throw .invalidValue(
            file: file, path: action.childPath(key),
            expected: "no '\(key)' on a \(kind.rawValue) action ('\(key)' belongs to "
              + "\(owner.rawValue) actions)",
            found: JSONValue.string(text).quotedForMessage)
        }
        return text
      }
      /// `text` when `isValid` accepts it.
      func checked(_ key: String, _ text: String?, _ expected: String, _ isValid: (String) -> Bool)
        throws(ResourceError) -> String?
      {
        guard let text, !isValid(text) else { return text }
        throw .invalidValue(
          file: file, path: action.childPath(key), expected: expected,
          found: JSONValue.string(text).quotedForMessage)
      }
      if let phone = try datum("phone", of: .callHelpline) {
        try ResourceReader.checkName(phone, file: file, path: action.childPath("phone"))
        self.phone = phone
      } else if kind == .callHelpline {
        phone = Self.defaultPhone
      }
      if let link = try datum("link", of: .openURL) {
        try ResourceReader.checkName(link, file: file, path: action.childPath("link"))
        self.link = link
      } else if kind == .openURL {
        throw .missingKey(
          file: file, path: action.childPath("link"),
          expected: "the content policy link an open-url action opens, such as "
            + "\"ftc-identity-theft\"")
      }
      delay = try checked(
        "delay", try datum("delay", of: .scheduleReminder), Format.delayExpected,
        { Format.delayMinutes($0) != nil })
      if kind == .scheduleReminder, delay == nil { delay = Self.defaultDelay }
      localTime = try checked(
        "localTime", try datum("localTime", of: .scheduleReminder), Format.localTimeExpected,
        Format.isLocalTime)
      operation = try checked(
        "operation", try datum("operation", of: .resolveAlert), Format.operationExpected,
        Format.isOperation)
      if kind == .resolveAlert, operation == nil { operation = Self.defaultOperation }
    }
  }

  /// Checks that every action's `phone` and `link` name an entry of `policy`, the policy of
  /// every rules directory merged; an empty policy (none loaded) gives actions no data and
  /// is not checked, but an `open-url` action cannot do without one.
  ///
  /// Resolves each `phone` and `link` to its entry, all variants: a render picks the variant
  /// once per locale.
  mutating func resolvePolicyReferences(_ policy: ContentPolicy) throws(ResourceError) {
    for index in actions.indices {
      let action = actions[index]
      if let phone = action.value.phone, !policy.isEmpty, policy.phones[phone] == nil {
        throw .unresolvedReference(
          file: file, path: "actions.\(action.name).phone", name: phone,
          valid: policy.phones.keys.sorted())
      }
      if let link = action.value.link, policy.links[link] == nil {
        throw .unresolvedReference(
          file: file, path: "actions.\(action.name).link", name: link,
          valid: policy.links.keys.sorted())
      }
      actions[index].value.phoneEntry = action.value.phone.flatMap { policy.phones[$0] }
      actions[index].value.linkEntry = action.value.link.flatMap { policy.links[$0] }
    }
  }
}
