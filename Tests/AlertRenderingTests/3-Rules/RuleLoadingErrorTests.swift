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

  /// Mistakes in match rules, and in files and folders of any kind.
  static let cases: [Case] = [
    Case(
      name: "match unknown key",
      files: ssn(#""icn": {}"#),
      messages: [
        #"CyberAgent/IDSSN.json:1:27: error: icn: unknown key 'icn'; expected one of 'match', 'icon', 'valueFields', 'masking', 'kind', 'title', 'subtitle', 'risks', 'steps', 'push', 'dataFields'. Did you mean 'icon'?"#
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

  @Test(arguments: screenCases + alertCases + cases) func messages(_ item: Case) throws {
    #expect(try messages(item.files) == item.messages)
  }

  /// The descriptions of the errors and overrides loading the shipped rules and then `files`
  /// gives.
  func messages(_ files: [String: String]) throws -> [String] {
    try TestContent.withDirectory(files) { directory in
      var errors: [ResourceError] = []
      let rules = RuleSet.load(from: [TestContent.rulesDirectory, directory], errors: &errors)
      return (errors.map(\.description) + (rules?.overrides.map(\.message) ?? [])).map {
        $0.replacingOccurrences(of: directory.path + "/", with: "")
          .replacingOccurrences(of: TestContent.root.path + "/", with: "")
      }
    }
  }
}
