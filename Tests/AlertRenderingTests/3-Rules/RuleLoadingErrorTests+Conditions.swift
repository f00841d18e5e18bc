import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// Conditions outside the grammar, and the exact messages loading them gives.
extension RuleLoadingErrorTests {
  /// IDSSN's third step guarded by `when`.
  static func ssnStep(when: String) -> [String: String] {
    shipped(
      "CyberAgent/IDSSN.json",
      ("\"text\": \"step.irsIdentityPin\"", "\"text\": \"step.irsIdentityPin\", \"when\": \(when)"))
  }

  static let conditionMessages: [(when: String, message: String)] = [
    (
      #"{"anyEvent": {"field": "ssn", "withn": "P1D"}}"#,
      "steps[2].when.anyEvent.withn: unknown key 'withn'; expected one of 'field', 'present', "
        + "'equals', 'oneOf', 'range', 'within', 'olderThan', 'ignoreCase', 'allOf', 'anyOf', "
        + "'not'. Did you mean 'within'?"
    ),
    (
      #"{"anyEvnt": {"field": "ssn", "present": true}}"#,
      "steps[2].when.anyEvnt: unknown key 'anyEvnt'; expected one of 'eventCount', "
        + "'matchTypeCount', 'anyMatch', 'allMatch', 'not', 'allOf', 'anyOf', 'anyEvent', "
        + "'allEvents', 'noEvent'. Did you mean 'anyEvent'?"
    ),
    (
      #"{"not": {"not": {"not": {"not": {"not": {"not": {"not": {"not": {}}}}}}}}}"#,
      "steps[2].when.not.not.not.not.not.not.not.not: expected conditions and event tests nested "
        + "at most 8 deep, the 'when' counting as 1, found an object at depth 9."
    ),
    (
      #"{"anyEvent": {"field": "ssn", "present": true, "equals": "x"}}"#,
      "steps[2].when.anyEvent: expected exactly one operator, found 'present' and 'equals'."
    ),
    (
      #"{"anyEvent": {"field": "ssn"}}"#,
      "steps[2].when.anyEvent: expected a field test with one of 'present', 'equals', 'oneOf', "
        + "'range', 'within' or 'olderThan', found no operator."
    ),
    (
      #"{"anyEvent": {"present": true}}"#,
      "steps[2].when.anyEvent: expected 'field', the field 'present' tests, such as "
        + "\"password\" or \"$leakDate\", found none."
    ),
    (
      #"{"anyEvent": {"field": "$date", "present": true}}"#,
      "steps[2].when.anyEvent.field: '$date' is not defined; expected one of '$matchType', "
        + "'$leakDate', '$eventDate', '$origin'."
    ),
    (
      #"{"anyEvent": {"field": "n", "range": {"min": 3}, "ignoreCase": true}}"#,
      "steps[2].when.anyEvent.ignoreCase: expected 'ignoreCase' only beside 'equals' or 'oneOf', "
        + "found it beside 'range'."
    ),
    (
      #"{"anyEvent": {"field": "d", "within": "30 days"}}"#,
      "steps[2].when.anyEvent.within: expected a period such as \"P30D\", \"P6W\", \"P3M\" or "
        + "\"P1Y\" (1 to 9999 days, weeks, months or years), found \"30 days\"."
    ),
    (
      #"{"anyEvent": {"field": "s", "oneOf": []}}"#,
      "steps[2].when.anyEvent.oneOf: expected an array of 1 to 256 strings, numbers or booleans, "
        + "found an array."
    ),
    (
      #"{"anyEvent": {"field": "s", "equals": null}}"#,
      "steps[2].when.anyEvent.equals: expected a string, a finite number or a boolean, found null."
    ),
    (
      #"{"anyEvent": {"field": "n", "range": {"min": 5, "max": 1}}}"#,
      "steps[2].when.anyEvent.range: expected min no greater than max, found min 5.0, max 1.0."
    ),
    (
      #"{"allOf": []}"#,
      "steps[2].when.allOf: expected an array of 1 to 32 elements, found 0 elements."
    ),
    (
      #"{"anyEvent": {"field": "s", "present": true, "not": {"field": "s", "present": true}}}"#,
      "steps[2].when.anyEvent.not: expected a field test ('field' and one operator) or 'not', "
        + "not both, found both."
    ),
  ]

  /// Each message names the file, the line and column, the JSON path, what was found and
  /// what is valid.
  @Test func conditionsOutsideTheGrammarAreRefusedWithWhy() throws {
    for (when, message) in Self.conditionMessages {
      let messages = try messages(Self.ssnStep(when: when))
      #expect(messages.count == 1, "\(when)")
      let text = messages.first ?? ""
      #expect(text.hasPrefix("CyberAgent/IDSSN.json:17:"), "\(text)")
      #expect(text.hasSuffix("error: " + message), "\(text)")
    }
  }
}
