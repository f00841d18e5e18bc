import Testing

extension RuleLoadingErrorTests {
  /// Mistakes in the data of `screen.json`'s actions, checked against the merged policy.
  static let actionCases: [Case] = [
    Case(
      name: "action phone the policy lacks",
      files: shipped("screen.json", ("\"phone\": \"helpline\"", "\"phone\": \"helplines\"")),
      messages: [
        #"screen.json: error: actions.call-helpline.phone: 'helplines' is not defined; expected one of 'helpline'. Did you mean 'helpline'?"#,
        "The rule for the screen in screen.json replaces Rules/screen.json.",
      ]),
    Case(
      name: "action phone a drop-in policy adds",
      files: shipped("screen.json", ("\"phone\": \"helpline\"", "\"phone\": \"fraud-line\""))
        .merging(
          ["policy.json": #"{"phones": {"fraud-line": [{"number": "+1 202-555-0142"}]}}"#]
        ) { $1 },
      messages: [
        "The rule for the screen in screen.json replaces Rules/screen.json."
      ]),
    Case(
      name: "action delay out of range",
      files: shipped("screen.json", ("\"delay\": \"P1D\"", "\"delay\": \"P366D\"")),
      messages: [
        #"screen.json:73:66: error: actions.schedule-reminder.delay: expected an ISO 8601 duration P<n>D, PT<n>H or PT<n>M from one minute to 365 days, such as "P1D", found "P366D"."#
      ]),
    Case(
      name: "action local time",
      files: shipped("screen.json", ("\"localTime\": \"09:00\"", "\"localTime\": \"9am\"")),
      messages: [
        #"screen.json:73:86: error: actions.schedule-reminder.localTime: expected a local time HH:mm from 00:00 to 23:59, such as "09:00", found "9am"."#
      ]),
    Case(
      name: "action operation",
      files: shipped(
        "screen.json", ("\"operation\": \"alerts.resolve\"", "\"operation\": \"Alerts/Resolve\"")),
      messages: [
        #"screen.json:74:62: error: actions.resolve-alert.operation: expected an operation id of 1 to 64 characters a-z, 0-9, '.' and '-', such as "alerts.resolve", found "Alerts/Resolve"."#
      ]),
    Case(
      name: "action datum on another kind",
      files: shipped(
        "screen.json",
        ("\"kind\": \"dismiss\",", "\"kind\": \"dismiss\", \"delay\": \"P2D\",")),
      messages: [
        #"screen.json:75:46: error: actions.dismiss.delay: expected no 'delay' on a dismiss action ('delay' belongs to schedule-reminder actions), found "P2D"."#
      ]),
    Case(
      name: "open-url without link",
      files: shipped(
        "screen.json", ("\"kind\": \"dismiss\",", "\"kind\": \"open-url\",")),
      messages: [
        #"screen.json: error: actions.dismiss.link: missing; expected the content policy link an open-url action opens, such as "ftc-identity-theft"."#
      ]),
    Case(
      name: "open-url link the policy lacks",
      files: shipped(
        "screen.json",
        ("\"kind\": \"dismiss\",", "\"kind\": \"open-url\", \"link\": \"ftc-identity-thief\",")),
      messages: [
        #"screen.json: error: actions.dismiss.link: 'ftc-identity-thief' is not defined; expected one of 'annual-credit-report', 'ftc-do-not-call', 'ftc-identity-theft', 'irs-ip-pin'. Did you mean 'ftc-identity-theft'?"#,
        "The rule for the screen in screen.json replaces Rules/screen.json.",
      ]),
    Case(
      name: "action id reserved for links",
      files: shipped(
        "screen.json",
        ("\"dismiss\": {", "\"link-dismiss\": {"),
        ("\"action\": \"dismiss\"", "\"action\": \"link-dismiss\"")),
      messages: [
        #"screen.json:75:21: error: actions.link-dismiss: expected an action id that does not start with 'link-', which links in texts use (link- and the content policy id), found "link-dismiss"."#
      ]),
    Case(
      name: "two cancel buttons in a dialog",
      files: shipped(
        "screen.json",
        ("\"role\": \"destructive\"", "\"role\": \"cancel\"")),
      messages: [
        #"screen.json:64:49: error: dialogs.resolve.buttons[1].role: expected at most one cancel-role button per dialog (Esc, Android back and a tap outside the dialog run it), not a second after buttons[0], found "cancel"."#
      ]),
  ]

  @Test(arguments: actionCases) func actionMessages(_ item: Case) throws {
    let messages = try messages(item.files)
    #expect(messages == item.messages, "\(messages)")
  }
}
