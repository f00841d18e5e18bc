import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// Every operator of the condition grammar, through a rule file: a step guarded by the
/// condition shows exactly when the condition holds for the alert's events.
@Suite struct ConditionTests {
  /// A condition, one event's extra data, and whether it holds (dates from 2025-11-26).
  struct Case: CustomTestStringConvertible, Sendable {
    var when: String
    var data: String
    var holds: Bool
    var date = "2025-11-20"
    var testDescription: String { "\(when) for {\(data)}" }
  }

  static func test(_ field: String, _ operatorJSON: String) -> String {
    #"{"anyEvent": {"field": "\#(field)", \#(operatorJSON)}}"#
  }

  static let fieldCases: [Case] = [
    Case(when: test("password", #""present": true"#), data: #""password": "x""#, holds: true),
    Case(when: test("password", #""present": true"#), data: "", holds: false),
    Case(when: test("password", #""present": true"#), data: #""password": "  ""#, holds: false),
    Case(when: test("password", #""present": true"#), data: #""password": null"#, holds: false),
    Case(when: test("list", #""present": true"#), data: #""list": []"#, holds: false),
    Case(when: test("password", #""present": false"#), data: #""password": """#, holds: true),
    Case(when: test("password", #""present": false"#), data: #""password": 0"#, holds: false),
    Case(when: test("state", #""equals": "TX""#), data: #""state": "TX""#, holds: true),
    Case(when: test("state", #""equals": "TX""#), data: #""state": "tx""#, holds: false),
    Case(
      when: test("state", #""equals": "TX", "ignoreCase": true"#), data: #""state": "tx""#,
      holds: true),
    // Code points, not canonical equivalence: é precomposed is not e and a combining accent.
    Case(when: test("state", #""equals": "\u00e9""#), data: #""state": "e\u0301""#, holds: false),
    Case(when: test("n", #""equals": 5"#), data: #""n": "5""#, holds: false),
    Case(when: test("n", #""equals": 5"#), data: #""n": 5.0"#, holds: true),
    Case(when: test("flag", #""equals": true"#), data: #""flag": true"#, holds: true),
    Case(when: test("flag", #""equals": true"#), data: #""flag": "true""#, holds: false),
    Case(when: test("state", #""oneOf": ["CA", "TX"]"#), data: #""state": "TX""#, holds: true),
    Case(when: test("state", #""oneOf": ["CA", "TX"]"#), data: #""state": "NY""#, holds: false),
    Case(
      when: test("state", #""oneOf": ["texas"], "ignoreCase": true"#),
      data: #""state": "TEXAS""#, holds: true),
    Case(when: test("n", #""range": {"min": 1, "max": 5}"#), data: #""n": 5"#, holds: true),
    Case(when: test("n", #""range": {"min": 1, "max": 5}"#), data: #""n": 5.5"#, holds: false),
    Case(when: test("n", #""range": {"min": 1}"#), data: #""n": 1e9"#, holds: true),
    Case(when: test("n", #""range": {"max": 0}"#), data: #""n": "-1""#, holds: false),
    Case(when: test("seen", #""within": "P30D""#), data: #""seen": "2025-10-27""#, holds: true),
    Case(when: test("seen", #""within": "P30D""#), data: #""seen": "2025-10-26""#, holds: false),
    Case(when: test("seen", #""within": "P30D""#), data: #""seen": "2025-11-27""#, holds: false),
    Case(
      when: test("seen", #""within": "P1W""#), data: #""seen": "2025-11-19T23:59:59Z""#,
      holds: true),
    Case(when: test("seen", #""olderThan": "P1Y""#), data: #""seen": "2024-11-25""#, holds: true),
    Case(when: test("seen", #""olderThan": "P1Y""#), data: #""seen": "2024-11-26""#, holds: false),
    Case(when: test("seen", #""olderThan": "P1D""#), data: #""seen": "0000-00-00""#, holds: false),
    Case(when: test("seen", #""within": "P9999Y""#), data: #""seen": 20251120"#, holds: false),
    Case(when: test("$eventDate", #""within": "P6D""#), data: "", holds: true),
    Case(when: test("$eventDate", #""within": "P5D""#), data: "", holds: false),
    // The detail's date: SourceDate before CreationDate before the event's own date.
    Case(
      when: test("$leakDate", #""olderThan": "P1M""#), data: #""SourceDate": "2025-01-01""#,
      holds: true),
    Case(
      when: test("$leakDate", #""equals": "2025-11-02""#),
      data: #""CreationDate": "2025-11-02 10:00:00""#, holds: true),
    Case(when: test("$origin", #""equals": "shop""#), data: #""Source": "shop""#, holds: true),
    Case(
      when: test("$origin", #""equals": "site""#), data: #""site": "site", "Source": "shop""#,
      holds: true),
    Case(when: test("$origin", #""present": true"#), data: "", holds: false),
    Case(when: test("$matchType", #""equals": "IDEMAILADDR""#), data: "", holds: true),
  ]

  @Test(arguments: fieldCases) func fieldTest(_ item: Case) throws {
    #expect(try ConditionFixture.holds(item.when, [item.data], date: item.date) == item.holds)
  }

  /// Months and years are calendar arithmetic, clamped to the end of the month.
  @Test func monthsClampToTheMonthsEnd() throws {
    let when = Self.test("seen", #""olderThan": "P1M""#)
    #expect(try ConditionFixture.holds(when, [#""seen": "2024-02-28""#], now: "2024-03-31"))
    #expect(try !ConditionFixture.holds(when, [#""seen": "2024-02-29""#], now: "2024-03-31"))
    let year = Self.test("seen", #""within": "P1Y""#)
    #expect(try ConditionFixture.holds(year, [#""seen": "2023-02-28""#], now: "2024-02-29"))
    #expect(try !ConditionFixture.holds(year, [#""seen": "2023-02-27""#], now: "2024-02-29"))
  }

  static let password = #"{"field": "password", "present": true}"#
  static let texas = #"{"field": "state", "equals": "TX"}"#

  /// Quantifiers over the events in scope and the combinations, both of conditions and of
  /// event tests.
  @Test(arguments: [
    (#"{"anyEvent": \#(password)}"#, true),
    (#"{"allEvents": \#(password)}"#, false),
    (#"{"noEvent": \#(password)}"#, false),
    (#"{"noEvent": \#(texas)}"#, true),
    (#"{"not": {"anyEvent": \#(texas)}}"#, true),
    (#"{"allOf": [{"anyEvent": \#(password)}, {"eventCount": 2}]}"#, true),
    (#"{"allOf": [{"anyEvent": \#(password)}, {"eventCount": 3}]}"#, false),
    (#"{"anyOf": [{"anyEvent": \#(texas)}, {"eventCount": 2}]}"#, true),
    (#"{"anyOf": [{"anyEvent": \#(texas)}, {"eventCount": 3}]}"#, false),
    (#"{"anyEvent": {"allOf": [\#(password), \#(texas)]}}"#, false),
    (#"{"anyEvent": {"anyOf": [\#(password), \#(texas)]}}"#, true),
    (#"{"allEvents": {"anyOf": [\#(password), {"not": \#(password)}]}}"#, true),
    (#"{"allEvents": {"not": \#(texas)}}"#, true),
    (#"{"anyEvent": \#(password), "eventCount": 1}"#, false),
  ])
  func combinations(when: String, holds: Bool) throws {
    // Two events: one with a password, one without; neither from Texas.
    let events = [#""password": "x""#, #""state": "CA""#]
    #expect(try ConditionFixture.holds(when, events) == holds)
  }

  /// A match rule's conditions see only its own match type's events.
  @Test func aMatchRuleSeesItsOwnEvents() throws {
    let rules = try ConditionFixture.rules(when: #"{"allEvents": \#(Self.password)}"#)
    let renderer = AlertRenderer(rules: rules, catalogs: TestContent.renderer.catalogs)
    let alert = try Alert(
      json: Data(
        #"""
        {"id": "m:1", "type": 1, "events": [
          {"date": "2025-11-20", "data": {"email": "a@example.com", "match": "IDEMAILADDR", "password": "x"}},
          {"date": "2025-11-20", "data": {"ssn": "078-05-1120", "match": "IDSSN"}}]}
        """#.utf8))
    let content = try renderer.content(of: alert, reference: ReferenceDay(nil))
    #expect(content.steps.contains { $0.text.key == "step.freezeCredit" })
  }

  /// Without a reference date the clock is read only when a date test asks, and the document
  /// says so; a given date leaves no note.
  @Test func theClockIsReadOnlyWhenADateTestAsks() throws {
    let dated = Self.test("seen", #""within": "P30D""#)
    let clocked = try ConditionFixture.content(
      dated, [(#""seen": "2025-11-20""#, "2025-11-20")], now: nil)
    #expect(clocked.diagnostics.map(\.code) == ["reference-date-clock"])
    let given = try ConditionFixture.content(dated, [("", "2025-11-20")], now: "2025-11-26")
    #expect(given.diagnostics.isEmpty)
    let undated = try ConditionFixture.content(
      #"{"anyEvent": \#(Self.password)}"#, [("", "2025-11-20")], now: nil)
    #expect(undated.diagnostics.isEmpty)
  }

  /// The reference date comes from an injectable clock, read once per render.
  @Test func theClocksDateIsReadOnce() {
    let counter = Counter()
    let reference = ReferenceDay(nil) {
      counter.increment()
      return LeakDate(year: 2025, month: 11, day: 26)!
    }
    #expect(reference.clockNote == nil)
    #expect(reference.date.description == "2025-11-26")
    #expect(reference.date.description == "2025-11-26")
    #expect(counter.value == 1)
    #expect(reference.clockNote?.message.contains("2025-11-26") == true)
    #expect(ReferenceDay.todayUTC().year >= 2025)
  }

  /// Day numbers and periods agree with the calendar everywhere, leap years included.
  @Test func dayNumbersRoundTrip() {
    for dayNumber in stride(from: -719_162, through: 2_932_896, by: 997) {
      let date = LeakDate(dayNumber: dayNumber)
      #expect(date?.dayNumber == dayNumber)
    }
    #expect(LeakDate(year: 1970, month: 1, day: 1)?.dayNumber == 0)
    #expect(LeakDate(year: 2000, month: 3, day: 1)?.dayNumber == 11_017)
    #expect(Period("P0D") == nil && Period("P10000D") == nil && Period("p1d") == nil)
    #expect(Period("P01D") == nil && Period("P1H") == nil && Period("P 1D") == nil)
    #expect(Period("P9999Y")?.days == 3_649_635...3_659_634)
  }
}

/// A count shared with a `@Sendable` closure.
final class Counter: @unchecked Sendable {
  private(set) var value = 0
  func increment() { value += 1 }
}
