extension RuleLoadingErrorTests {
  /// Mistakes in `screen.json`.
  static let screenCases: [Case] = [
    Case(
      name: "screen not an object", files: ["screen.json": "[1]"],
      messages: [
        #"screen.json: error: : expected an object, found an array."#
      ]),
    Case(
      name: "screen unknown top-level key",
      files: shipped("screen.json", ("\"footer\"", "\"colour\": 1,\n  \"footer\"")),
      messages: [
        #"screen.json:21:13: error: colour: unknown key 'colour'; expected one of 'detail', 'sections', 'help', 'footer', 'buttons', 'dialogs', 'actions', 'viewAnalyticsEvent'."#
      ]),
    Case(
      name: "screen unknown nested key",
      files: shipped("screen.json", ("\"origin\"", "\"orign\"")),
      messages: [
        #"screen.json:4:14: error: detail.orign: unknown key 'orign'; expected one of 'origin', 'date', 'datePattern', 'spokenDatePattern', 'monthNames', 'missingValue', 'maskedValues'. Did you mean 'origin'?"#
      ]),
    Case(
      name: "screen missing nested key",
      files: shipped("screen.json", ("\"origin\": \"detail.origin\",", "")),
      messages: [
        #"screen.json: error: detail.origin: missing; expected the catalog key of the origin line."#
      ]),
    Case(
      name: "screen empty string",
      files: shipped("screen.json", ("\"detail.origin\"", "\"\"")),
      messages: [
        #"screen.json:4:15: error: detail.origin: expected a non-empty string, found ""."#
      ]),
    Case(
      name: "screen missing object",
      files: shipped("screen.json", ("\"sections\"", "\"comment\"")),
      messages: [
        #"screen.json: error: sections: missing; expected the section titles."#
      ]),
    Case(
      name: "screen invalid action id",
      files: shipped("screen.json", ("\"dismiss\": {", "\"Dismiss\": {")),
      messages: [
        #"screen.json:75:16: error: actions.Dismiss: expected a name of lowercase letters, digits and '-', found "Dismiss"."#
      ]),
    Case(
      name: "screen unknown action kind",
      files: shipped("screen.json", ("\"kind\": \"dismiss\"", "\"kind\": \"explode\"")),
      messages: [
        #"screen.json:75:26: error: actions.dismiss.kind: 'explode' is not defined; expected one of 'show-dialog', 'call-helpline', 'schedule-reminder', 'resolve-alert', 'dismiss', 'open-url'."#
      ]),
    Case(
      name: "screen action without kind",
      files: shipped("screen.json", ("\"kind\": \"dismiss\", ", "")),
      messages: [
        #"screen.json: error: actions.dismiss.kind: missing; expected one of show-dialog, call-helpline, schedule-reminder, resolve-alert, dismiss, open-url."#
      ]),
    Case(
      name: "screen unknown button style",
      files: shipped("screen.json", ("\"style\": \"link\"", "\"style\": \"lnk\"")),
      messages: [
        #"screen.json:27:16: error: buttons.contact-us.style: 'lnk' is not defined; expected one of 'link', 'primary', 'secondary'. Did you mean 'link'?"#
      ]),
    Case(
      name: "screen button action undefined",
      files: shipped(
        "screen.json", ("\"action\": \"open-contact\"", "\"action\": \"open-contct\"")),
      messages: [
        #"screen.json:28:17: error: buttons.contact-us.action: 'open-contct' is not defined; expected one of 'open-contact', 'open-reminder', 'open-resolve', 'call-helpline', 'schedule-reminder', 'resolve-alert', 'dismiss'. Did you mean 'open-contact'?"#
      ]),
    Case(
      name: "screen dialog button role",
      files: shipped("screen.json", ("\"role\": \"destructive\"", "\"role\": \"danger\"")),
      messages: [
        #"screen.json:64:49: error: dialogs.resolve.buttons[1].role: 'danger' is not defined; expected one of 'cancel', 'default', 'destructive'."#
      ]),
    Case(
      name: "screen dialog button unknown key",
      files: shipped("screen.json", ("\"role\": \"destructive\"", "\"rol\": \"destructive\"")),
      messages: [
        #"screen.json:64:48: error: dialogs.resolve.buttons[1].rol: unknown key 'rol'; expected one of 'title', 'role', 'action'. Did you mean 'role'?"#
      ]),
    Case(
      name: "screen dialog buttons not an array",
      files: shipped(
        "screen.json",
        (
          "[\n        { \"title\": \"dialog.button.ok\", \"role\": \"default\", \"action\": \"schedule-reminder\" }\n      ]",
          "{}"
        )),
      messages: [
        #"screen.json:55:18: error: dialogs.reminder.buttons: expected an array, found an object."#
      ]),
    Case(
      name: "screen footer undefined",
      files: shipped("screen.json", ("\"mark-resolved\"]", "\"mark-resolve\"]")),
      messages: [
        #"screen.json:21:30: error: footer[1]: 'mark-resolve' is not defined; expected one of 'contact-us', 'remind-later', 'mark-resolved'. Did you mean 'mark-resolved'?"#
      ]),
    Case(
      name: "screen footer item not a string",
      files: shipped("screen.json", ("\"mark-resolved\"]", "7]")),
      messages: [
        #"screen.json:21:30: error: footer[1]: expected a non-empty string, found 7."#
      ]),
    Case(
      name: "screen footer not an array",
      files: shipped("screen.json", ("[\"remind-later\", \"mark-resolved\"]", "\"x\"")),
      messages: [
        #"screen.json:21:13: error: footer: expected an array of strings, found a string "x"."#
      ]),
    Case(
      name: "screen help button undefined",
      files: shipped("screen.json", ("\"button\": \"contact-us\"", "\"button\": \"contact\"")),
      messages: [
        #"screen.json:19:15: error: help.button: 'contact' is not defined; expected one of 'contact-us', 'remind-later', 'mark-resolved'."#
      ]),
    Case(
      name: "screen help button not a name",
      files: shipped("screen.json", ("\"button\": \"contact-us\"", "\"button\": \"Contact Us\"")),
      messages: [
        #"screen.json:19:15: error: help.button: expected a name of lowercase letters, digits and '-', found "Contact Us"."#
      ]),
    Case(
      name: "screen show-dialog without dialog",
      files: shipped("screen.json", ("\"dialog\": \"contact\", ", "")),
      messages: [
        #"screen.json: error: actions.open-contact.dialog: missing; expected the dialog a show-dialog action opens."#
      ]),
    Case(
      name: "screen show-dialog undefined dialog",
      files: shipped("screen.json", ("\"dialog\": \"contact\"", "\"dialog\": \"contacts\"")),
      messages: [
        #"screen.json:69:56: error: actions.open-contact.dialog: 'contacts' is not defined; expected one of 'contact', 'reminder', 'resolve'. Did you mean 'contact'?"#
      ]),
    Case(
      name: "screen actions missing",
      files: shipped("screen.json", ("\"actions\": {", "\"comment\": {")),
      messages: [
        #"screen.json: error: actions: missing; expected an object of actions by id."#
      ]),
    Case(
      name: "screen actions not an object",
      files: shipped("screen.json", ("\"actions\": {", "\"actions\": [], \"comment\": {")),
      messages: [
        #"screen.json:68:14: error: actions: expected an object of actions by id, found an array."#
      ]),
  ]
}
