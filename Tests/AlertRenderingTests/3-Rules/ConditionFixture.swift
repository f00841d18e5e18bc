import AlertRenderTestSupport
import Foundation

@testable import AlertRendering

/// Conditions tried through a rule file: the shipped rules with an IDEMAILADDR rule whose only
/// step is guarded by the condition under test, loaded as any drop-in is.
enum ConditionFixture {
  /// The data fields the fixture's rule declares, so that lint stays quiet about them.
  static let dataFields = ["password", "n", "flag", "state", "list", "when", "seen"]

  /// The rule directory holding an IDEMAILADDR rule whose one step has `when`.
  static func rules(when: String) throws -> RuleSet {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("conditions-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("CyberAgent/IDEMAILADDR.json")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let fields = dataFields.map { "\"\($0)\"" }.joined(separator: ", ")
    let rule = """
      {
        "match": "IDEMAILADDR", "icon": { "name": "email-alert" }, "valueFields": ["email"],
        "kind": "match.IDEMAILADDR.kind", "title": "match.IDEMAILADDR.title",
        "subtitle": "match.IDEMAILADDR.subtitle", "dataFields": [\(fields)],
        "steps": [{ "text": "step.freezeCredit", "when": \(when) }]
      }
      """
    try Data(rule.utf8).write(to: file)
    return try RuleSet.load(from: [TestContent.rulesDirectory, directory])
  }

  /// An alert of IDEMAILADDR events, each with the extra data members `data` (JSON members
  /// such as `"n": 5`) and the event date `date`.
  static func alert(_ events: [(data: String, date: String)]) throws -> Alert {
    let items = events.map { event in
      let extra = event.data.isEmpty ? "" : ", " + event.data
      return """
        {"date": "\(event.date)", "data": {"email": "a@example.com", "match": "IDEMAILADDR"\(extra)}}
        """
    }
    return try Alert(
      json: Data(
        "{\"id\": \"c:1\", \"type\": 1, \"events\": [\(items.joined(separator: ", "))]}".utf8))
  }

  /// Whether the step guarded by `when` shows for events with `data`, dates measured from
  /// `now`.
  static func holds(
    _ when: String, _ data: [String], date: String = "2025-11-20", now: String? = "2025-11-26"
  ) throws -> Bool {
    try content(when, data.map { ($0, date) }, now: now).steps.contains {
      $0.text.key == "step.freezeCredit"
    }
  }

  /// The content of an alert of `events` under the fixture's rule.
  static func content(_ when: String, _ events: [(data: String, date: String)], now: String?)
    throws -> AlertContent
  {
    let renderer = AlertRenderer(
      rules: try rules(when: when), catalogs: TestContent.renderer.catalogs)
    return try renderer.content(
      of: try alert(events), reference: ReferenceDay(now.flatMap(LeakDate.init(parsing:))))
  }
}
