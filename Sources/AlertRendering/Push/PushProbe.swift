import AlertLayout

/// An alert made to check what push notifications can show: every data field of every event
/// holds a canary, a distinct random-looking value, so that any part of one found in the
/// notification is a value of the alert shown (lint's `push-raw-value`).
package struct PushProbe: Sendable {
  /// What the probe stands for, in a message: "a CyberAgent alert of match type IDSSN".
  package var label: String
  /// The rule file whose push texts the probe shows, and the JSON path of its `push`.
  package var file: String
  /// The alert.
  package var alert: Alert
  /// Every canary in the alert, with the data field holding it (`events[0].data.ssn`).
  package var canaries: [(path: String, value: String)]

  /// Data keys given to every probe event besides those the rules name, so that types
  /// showing all their fields (the generic renderer) show many.
  static let commonFields = [
    "value", "name", "address", "city", "email", "phone", "username", "handle", "account", "url",
    "post", "ssn", "number", "state", "password",
  ]

  /// A canary: letters and digits in turn (no vowels), so that any four characters of it in a
  /// row look like no word or number a catalog text could hold.
  static func canary(_ index: Int) -> String {
    let letters = Array("BCDFGHJKLMNPQRSTVWXZ")
    let digits = Array("23456789")
    var state = UInt64(truncatingIfNeeded: index) &+ 0x9E37_79B9_7F4A_7C15
    var text = ""
    for position in 0..<12 {
      // SplitMix64: the same canaries on every run.
      state = state &+ 0x9E37_79B9_7F4A_7C15
      var mixed = (state ^ (state >> 30)) &* 0xBF58_476D_1CE4_E5B9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
      mixed ^= mixed >> 31
      text.append(
        position.isMultiple(of: 2)
          ? letters[Int(mixed % UInt64(letters.count))] : digits[Int(mixed % UInt64(digits.count))])
    }
    return text
  }
}

extension AlertRenderer {
  /// One probe per alert rule and match rule (the `_default` rule through a match type no
  /// rule has), with two events each, and one per alert type with match types holding one
  /// event of every match type (its mixed wording).
  package func pushProbes() -> [PushProbe] {
    var probes: [PushProbe] = []
    // One count for every probe, so that no two canaries are alike.
    var counter = 0
    for rule in rules.alertRules.values.sorted(by: { $0.alertType < $1.alertType }) {
      let type = rule.alertType
      var fields = PushProbe.commonFields + rule.dateFields + rule.originFields
      let matchRules = rules.matchRules(of: type)
      for match in matchRules { fields += match.valueFields }
      fields = fields.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
      func probe(_ label: String, file: String, matchTypes: [String?]) -> PushProbe {
        var canaries: [(path: String, value: String)] = []
        let events = matchTypes.enumerated().map { index, matchType in
          var data: [JSONMember] = []
          if let field = rule.matchField {
            let value = matchType ?? PushProbe.canary(counter)
            if matchType == nil {
              canaries.append(("events[\(index)].data.\(field)", value))
              counter += 1
            }
            data.append(JSONMember(key: field, value: .string(value)))
          }
          for field in fields where field != rule.matchField {
            let value = PushProbe.canary(counter)
            counter += 1
            canaries.append(("events[\(index)].data.\(field)", value))
            data.append(JSONMember(key: field, value: .string(value)))
          }
          return AlertEvent(date: nil, data: data)
        }
        return PushProbe(
          label: label, file: file, alert: Alert(id: "push-probe", type: type, events: events),
          canaries: canaries)
      }
      guard rule.matchField != nil else {
        probes.append(probe("a \(type.name) alert", file: rule.file, matchTypes: [nil, nil]))
        continue
      }
      for match in matchRules {
        let isFallback = match.matchType == MatchRule.fallbackMatchType
        let label =
          "a \(type.name) alert of "
          + (isFallback ? "a match type without a rule" : "match type \(match.matchType)")
        let matchType: String? = isFallback ? nil : match.matchType
        probes.append(probe(label, file: match.file, matchTypes: [matchType, matchType]))
      }
      let named = matchRules.map(\.matchType).filter { $0 != MatchRule.fallbackMatchType }
      probes.append(
        probe(
          "a \(type.name) alert of every match type", file: rule.file,
          matchTypes: named.map { $0 } + [nil]))
    }
    return probes
  }
}
