extension RuleLoadingErrorTests {
  /// Mistakes in an alert type's `alert.json`.
  static let alertCases: [Case] = [
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
        #"CyberAgent/alert.json:11:31: error: variants[0].when.matchTypes: unknown key 'matchTypes'; expected one of 'eventCount', 'matchTypeCount', 'anyMatch', 'allMatch', 'not', 'allOf', 'anyOf', 'anyEvent', 'allEvents', 'noEvent'."#
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
  ]
}
