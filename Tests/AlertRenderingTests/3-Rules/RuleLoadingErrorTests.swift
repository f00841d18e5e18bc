import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// Rule files with one mistake each, and the exact messages loading them gives: the JSON path,
/// the line and column, what was expected and what was found.
@Suite struct RuleLoadingErrorTests {
  /// One broken rule directory layered over the shipped rules.
  struct Case: CustomTestStringConvertible, Sendable {
    /// What is wrong.
    var name: String
    /// Files by path inside the extra directory.
    var files: [String: String]
    /// The messages, with the directories' paths removed.
    var messages: [String]

    var testDescription: String { name }
  }

  /// The shipped file at `path` with each pair's first text replaced by its second.
  static func shipped(_ path: String, _ replacements: (String, String)...) -> [String: String] {
    var text =
      (try? String(
        contentsOf: TestContent.rulesDirectory.appendingPathComponent(path), encoding: .utf8))
      ?? ""
    for (old, new) in replacements {
      precondition(text.contains(old), "\(path) has no \(old)")
      text = text.replacingOccurrences(of: old, with: new)
    }
    return [path: text]
  }

  /// A match rule for CyberAgent `IDSSN` with `extra` members after `match`.
  static func ssn(_ members: String) -> [String: String] {
    ["CyberAgent/IDSSN.json": #"{"match": "IDSSN", "# + members + "}"]
  }

  static let cases: [Case] = [
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
        #"screen.json:75:26: error: actions.dismiss.kind: 'explode' is not defined; expected one of 'show-dialog', 'call-helpline', 'schedule-reminder', 'resolve-alert', 'dismiss'."#
      ]),
    Case(
      name: "screen action without kind",
      files: shipped("screen.json", ("\"kind\": \"dismiss\", ", "")),
      messages: [
        #"screen.json: error: actions.dismiss.kind: missing; expected one of show-dialog, call-helpline, schedule-reminder, resolve-alert, dismiss."#
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
    Case(
      name: "match unknown key",
      files: ssn(#""icn": {}"#),
      messages: [
        #"CyberAgent/IDSSN.json:1:27: error: icn: unknown key 'icn'; expected one of 'match', 'icon', 'valueFields', 'masking', 'kind', 'title', 'subtitle', 'risks', 'steps'. Did you mean 'icon'?"#
      ]),
    Case(
      name: "match icon missing",
      files: shipped("CyberAgent/IDSSN.json", ("\"icon\"", "\"comment\"")),
      messages: [
        #"CyberAgent/IDSSN.json: error: icon: missing; expected an icon object with a name and a label key."#
      ]),
    Case(
      name: "match icon name invalid",
      files: shipped("CyberAgent/IDSSN.json", ("\"ssn-alert\"", "\"ssn_alert\"")),
      messages: [
        #"CyberAgent/IDSSN.json:4:21: error: icon.name: expected a name of lowercase letters, digits and '-', found "ssn_alert"."#
      ]),
    Case(
      name: "match icon unknown key",
      files: shipped("CyberAgent/IDSSN.json", ("\"label\"", "\"lable\"")),
      messages: [
        #"CyberAgent/IDSSN.json:4:43: error: icon.lable: unknown key 'lable'; expected one of 'name', 'label'. Did you mean 'label'?"#
      ]),
    Case(
      name: "match value fields item",
      files: shipped("CyberAgent/IDSSN.json", ("\"SSN\"", "\"\"")),
      messages: [
        #"CyberAgent/IDSSN.json:5:26: error: valueFields[1]: expected a non-empty string, found ""."#
      ]),
    Case(
      name: "match value fields not an array",
      files: shipped("CyberAgent/IDSSN.json", ("[\"ssn\", \"SSN\", \"value\"]", "\"ssn\"")),
      messages: [
        #"CyberAgent/IDSSN.json:5:18: error: valueFields: expected an array of strings, found a string "ssn"."#
      ]),
    Case(
      name: "match masking word",
      files: shipped(
        "CyberAgent/IDSSN.json",
        ("{ \"keepLast\": 4, \"template\": \"•••-••-{last}\" }", "\"some\"")),
      messages: [
        #"CyberAgent/IDSSN.json:6:14: error: masking: expected "none", "full" or a masking object, found "some"."#
      ]),
    Case(
      name: "match masking out of range",
      files: shipped("CyberAgent/IDSSN.json", ("\"keepLast\": 4", "\"keepLast\": 9")),
      messages: [
        #"CyberAgent/IDSSN.json:6:28: error: masking.keepLast: expected an integer from 0 to 8, found 9."#
      ]),
    Case(
      name: "match masking not an integer",
      files: shipped("CyberAgent/IDSSN.json", ("\"keepLast\": 4", "\"keepLast\": 1.5")),
      messages: [
        #"CyberAgent/IDSSN.json:6:28: error: masking.keepLast: expected an integer from 0 to 8, found 1.5."#
      ]),
    Case(
      name: "match masking unknown key",
      files: shipped("CyberAgent/IDSSN.json", ("\"keepLast\"", "\"keepLst\"")),
      messages: [
        #"CyberAgent/IDSSN.json:6:27: error: masking.keepLst: unknown key 'keepLst'; expected one of 'keepFirst', 'keepLast', 'template'. Did you mean 'keepLast'?"#
      ]),
    Case(
      name: "match risk unknown key",
      files: shipped(
        "CyberAgent/IDSSN.json",
        ("{ \"text\": \"risk.IDSSN.taxesBenefits\" }", "{ \"txt\": \"x\" }")),
      messages: [
        #"CyberAgent/IDSSN.json:12:14: error: risks[1].txt: unknown key 'txt'; expected one of 'text', 'icon', 'when'. Did you mean 'text'?"#
      ]),
    Case(
      name: "match step icon invalid",
      files: shipped("CyberAgent/IDSSN.json", ("\"lock-step\"", "\"Lock\"")),
      messages: [
        #"CyberAgent/IDSSN.json:15:15: error: steps[0].icon: expected a name of lowercase letters, digits and '-', found "Lock"."#
      ]),
    Case(
      name: "match step text missing",
      files: shipped(
        "CyberAgent/IDSSN.json", ("\"text\": \"step.irsIdentityPin\"", "\"comment\": \"\"")),
      messages: [
        #"CyberAgent/IDSSN.json: error: steps[2].text: missing; expected the catalog key of the text."#
      ]),
    Case(
      name: "match step condition",
      files: shipped(
        "CyberAgent/IDSSN.json",
        (
          "\"text\": \"step.irsIdentityPin\"",
          "\"text\": \"step.irsIdentityPin\", \"when\": {\"eventCount\": {\"min\": 3, \"max\": 2}}"
        )),
      messages: [
        #"CyberAgent/IDSSN.json:17:86: error: steps[2].when.eventCount: expected min no greater than max, found min 3, max 2."#
      ]),
    Case(
      name: "match step condition unknown key",
      files: shipped(
        "CyberAgent/IDSSN.json",
        (
          "\"text\": \"step.irsIdentityPin\"",
          "\"text\": \"step.irsIdentityPin\", \"when\": {\"eventCount\": {\"mn\": 3}}"
        )),
      messages: [
        #"CyberAgent/IDSSN.json:17:93: error: steps[2].when.eventCount.mn: unknown key 'mn'; expected one of 'min', 'max'. Did you mean 'min'?"#
      ]),
    Case(
      name: "match step condition count",
      files: shipped(
        "CyberAgent/IDSSN.json",
        (
          "\"text\": \"step.irsIdentityPin\"",
          "\"text\": \"step.irsIdentityPin\", \"when\": {\"matchTypeCount\": -1}"
        )),
      messages: [
        #"CyberAgent/IDSSN.json:17:90: error: steps[2].when.matchTypeCount: expected an integer from 0 to 1000000, found -1."#
      ]),
    Case(
      name: "match step condition list",
      files: shipped(
        "CyberAgent/IDSSN.json",
        (
          "\"text\": \"step.irsIdentityPin\"",
          "\"text\": \"step.irsIdentityPin\", \"when\": {\"anyMatch\": [\"IDCCN\", 3]}"
        )),
      messages: [
        #"CyberAgent/IDSSN.json:17:94: error: steps[2].when.anyMatch[1]: expected a non-empty string, found 3."#
      ]),
    Case(
      name: "match risks not an array",
      files: shipped("CyberAgent/IDSSN.json", ("\"risks\": [", "\"risks\": {}, \"comment\": [")),
      messages: [
        #"CyberAgent/IDSSN.json:10:12: error: risks: expected an array, found an object."#
      ]),
    Case(
      name: "match name differs from file",
      files: shipped("CyberAgent/IDSSN.json", ("\"match\": \"IDSSN\"", "\"match\": \"IDSSN2\"")),
      messages: [
        #"CyberAgent/IDSSN.json:3:12: error: match: expected the file's name "IDSSN" (or "*" in _default.json), found "IDSSN2"."#
      ]),
    Case(
      name: "match type missing",
      files: shipped("CyberAgent/IDSSN.json", ("\"match\": \"IDSSN\",", "")),
      messages: [
        #"CyberAgent/IDSSN.json: error: match: missing; expected the match type, such as "IDEMAILADDR"."#
      ]),
    Case(
      name: "alert type differs",
      files: shipped(
        "CyberAgent/alert.json", ("\"alertType\": \"CyberAgent\"", "\"alertType\": \"Cyber\"")),
      messages: [
        #"CyberAgent/alert.json:3:16: error: alertType: expected "CyberAgent" (the directory's name), found "Cyber"."#
      ]),
    Case(
      name: "alert variant argument",
      files: shipped("CyberAgent/alert.json", ("[\"kinds\"]", "[\"kinds\", \"kind\"]")),
      messages: [
        #"CyberAgent/alert.json:17:80: error: variants[1].subtitle.arguments[1]: 'kind' is not defined; expected one of 'eventCount', 'matchTypeCount', 'kinds'. Did you mean 'kinds'?"#
      ]),
    Case(
      name: "alert variant key missing",
      files: shipped("CyberAgent/alert.json", ("\"key\": \"cyberagent.title.mixed\", ", "")),
      messages: [
        #"CyberAgent/alert.json: error: variants[1].title.key: missing; expected the catalog key."#
      ]),
    Case(
      name: "alert variant text invalid",
      files: shipped("CyberAgent/alert.json", ("\"$match.subtitle\"", "\"$match.sub\"")),
      messages: [
        #"CyberAgent/alert.json:13:19: error: variants[0].subtitle: expected a catalog key, "$match.title", "$match.subtitle" or a key object, found "$match.sub"."#
      ]),
    Case(
      name: "alert variant text missing",
      files: shipped(
        "CyberAgent/alert.json", ("\"subtitle\": \"$match.subtitle\"", "\"comment\": \"\"")),
      messages: [
        #"CyberAgent/alert.json: error: variants[0].subtitle: missing; expected a catalog key, "$match.title" or "$match.subtitle"."#
      ]),
    Case(
      name: "alert variant condition unknown key",
      files: shipped("CyberAgent/alert.json", ("\"matchTypeCount\": 1", "\"matchTypes\": 1")),
      messages: [
        #"CyberAgent/alert.json:11:31: error: variants[0].when.matchTypes: unknown key 'matchTypes'; expected one of 'eventCount', 'matchTypeCount', 'anyMatch', 'allMatch'."#
      ]),
    Case(
      name: "alert last variant conditional",
      files: shipped(
        "CyberAgent/alert.json",
        ("\"title\": { \"key\"", "\"when\": { \"eventCount\": 2 }, \"title\": { \"key\"")),
      messages: [
        #"CyberAgent/alert.json:9:15: error: variants: expected a list of variants ending with one that has no 'when', found a conditional last variant."#
      ]),
    Case(
      name: "alert header unknown key",
      files: shipped(
        "CyberAgent/alert.json",
        ("{ \"title\": \"cyberagent.header.title\" }", "{ \"titel\": \"x\" }")),
      messages: [
        #"CyberAgent/alert.json:5:24: error: header.titel: unknown key 'titel'; expected one of 'title'. Did you mean 'title'?"#
      ]),
    Case(
      name: "alert fields masking",
      files: shipped(
        "SocialMedia/alert.json",
        ("\"masking\": { \"keepLast\": 4 }", "\"masking\": { \"keepLast\": 40 }")),
      messages: [
        #"SocialMedia/alert.json:12:30: error: fields.masking.keepLast: expected an integer from 0 to 8, found 40."#
      ]),
    Case(
      name: "alert fields masking word",
      files: shipped(
        "SocialMedia/alert.json", ("\"masking\": { \"keepLast\": 4 }", "\"masking\": \"most\"")),
      messages: [
        #"SocialMedia/alert.json:12:16: error: fields.masking: expected "none", "full" or a masking object, found "most"."#
      ]),
    Case(
      name: "alert fields icon",
      files: shipped("SocialMedia/alert.json", ("\"social-post\"", "\"Social Post\"")),
      messages: [
        #"SocialMedia/alert.json:10:23: error: fields.icon.name: expected a name of lowercase letters, digits and '-', found "Social Post"."#
      ]),
    Case(
      name: "alert fields and match field",
      files: shipped(
        "SocialMedia/alert.json", ("\"dateFields\"", "\"matchField\": \"match\", \"dateFields\"")),
      messages: [
        #"SocialMedia/alert.json:9:13: error: fields: expected either 'matchField' or 'fields', not both, found both."#
      ]),
    Case(
      name: "alert without fallback match rule",
      files: shipped(
        "SSNTrace/alert.json",
        (
          """
            "fields": {
              "icon": { "name": "id-record", "label": "ssntrace.record.icon" },
              "labelPrefix": "field.",
              "masking": { "keepLast": 4 }
            },
          """, "\"matchField\": \"match\",\n"
        )),
      messages: [
        #"SSNTrace/alert.json: error: matchField: missing; expected a _default.json rule in the same folder for match types without a rule."#,
        #"The rule for SSNTrace in SSNTrace/alert.json replaces Rules/SSNTrace/alert.json."#,
      ]),
    Case(
      name: "overrides are noted",
      files: shipped("CyberAgent/IDSSN.json").merging(shipped("screen.json")) { $1 },
      messages: [
        #"The rule for the screen in screen.json replaces Rules/screen.json."#,
        #"The rule for CyberAgent IDSSN in CyberAgent/IDSSN.json replaces Rules/CyberAgent/IDSSN.json."#,
      ]),
    Case(
      name: "unknown folder", files: ["Cyber/IDSSN.json": "{}"],
      messages: [
        #"Cyber: error: (directory name): 'Cyber' is not defined; expected one of 'CyberAgent', 'SSNTrace', 'SocialMedia', 'schema'."#
      ]),
    Case(
      name: "malformed JSON", files: ["CyberAgent/IDSSN.json": "{\n  \"match\": \"IDSSN\",\n  x"],
      messages: [
        #"CyberAgent/IDSSN.json:3:3: error: Found a letter where a string key was expected."#
      ]),
    Case(
      name: "duplicate key", files: ["CyberAgent/IDSSN.json": "{\"match\": 1, \"match\": 2}"],
      messages: [
        #"CyberAgent/IDSSN.json:1:14: error: The key 'match' appears twice in the same object."#
      ]),
  ]

  @Test(arguments: cases) func messages(_ item: Case) throws {
    #expect(try messages(item.files) == item.messages)
  }

  /// The descriptions of the errors and overrides loading the shipped rules and then `files`
  /// gives.
  func messages(_ files: [String: String]) throws -> [String] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("rule-errors-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    for (path, text) in files {
      let file = directory.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    var errors: [ResourceError] = []
    let rules = RuleSet.load(from: [TestContent.rulesDirectory, directory], errors: &errors)
    return (errors.map(\.description) + (rules?.overrides.map(\.message) ?? [])).map {
      $0.replacingOccurrences(of: directory.path + "/", with: "")
        .replacingOccurrences(of: TestContent.root.path + "/", with: "")
    }
  }
}
