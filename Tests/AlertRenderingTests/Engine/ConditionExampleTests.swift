import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// The shipped rules' three conditions, through the shipped examples: each example renders
/// differently from its plain sibling exactly where the data should change it, and its
/// documents are golden, rendered on a fixed day.
@Suite struct ConditionExampleTests {
  static let now = LeakDate(year: 2025, month: 11, day: 26)
  static let examples = [
    "email-password-alert.json", "ccn-recent-alert.json", "dlnumber-texas-alert.json",
  ]

  static func document(_ example: String, _ locale: String, now: LeakDate? = now) throws
    -> LayoutDocument
  {
    try TestContent.renderer.render(
      json: try TestContent.example(example), locale: locale, now: now)
  }

  static func steps(_ example: String, _ locale: String = "en-US", now: LeakDate? = now) throws
    -> [String]
  {
    let document = try document(example, locale, now: now)
    for case .section(let section) in document.body where section.id == "steps" {
      return section.items.map(\.text)
    }
    return []
  }

  @Test(arguments: examples, TestContent.locales)
  func goldenDocument(example: String, locale: String) throws {
    let document = try Self.document(example, locale)
    #expect(document.diagnostics.isEmpty)
    let json = String(decoding: try document.jsonData(pretty: true), as: UTF8.self)
    let name = example.replacingOccurrences(of: ".json", with: "")
    Snapshot.expect(json + "\n", matches: "\(name).\(locale).json")
  }

  /// A password in the leak puts "change it first" before every other step; the same alert
  /// without one renders as before.
  @Test(arguments: TestContent.locales) func aPasswordInTheLeakComesFirst(locale: String) throws {
    let plain = try Self.steps("email-alert.json", locale)
    let withPassword = try Self.steps("email-password-alert.json", locale)
    var localizer = try MatchTypeContentTests.Shipped.localizer(locale)
    #expect(
      withPassword.first == localizer.string(LocalizedText("step.IDEMAILADDR.passwordInLeak")))
    #expect(Array(withPassword.dropFirst()) == plain)
    let document = try Self.document("email-password-alert.json", locale)
    let json = String(decoding: try document.jsonData(), as: UTF8.self)
    #expect(!json.contains("correct-horse-battery"), "a condition's field is never shown")
  }

  /// A card leaked in the last 30 days: call the bank now; once the leak is older, the calmer
  /// step of every card leak.
  @Test(arguments: TestContent.locales) func aRecentCardLeakCallsTheBankNow(locale: String) throws {
    var localizer = try MatchTypeContentTests.Shipped.localizer(locale)
    let recent = localizer.string(LocalizedText("step.IDCCN.recentLeak"))
    let calm = localizer.string(LocalizedText("step.contactCardIssuer"))
    let now = try Self.steps("ccn-recent-alert.json", locale)
    #expect(now.first == recent && !now.contains(calm))
    let later = try Self.steps(
      "ccn-recent-alert.json", locale, now: LeakDate(year: 2025, month: 12, day: 19))
    #expect(!later.contains(recent) && later.first == calm)
    #expect(later == (try Self.steps("ccn-alert.json", locale)))
    // The window's last day, and the day before the leak.
    #expect(
      try Self.steps("ccn-recent-alert.json", locale, now: LeakDate(year: 2025, month: 12, day: 18))
        .first == recent)
    #expect(
      try Self.steps("ccn-recent-alert.json", locale, now: LeakDate(year: 2025, month: 11, day: 17))
        .first == calm)
  }

  /// A Texas licence names the Texas agency instead of "your state's DMV".
  @Test(arguments: TestContent.locales) func aTexasLicenceNamesTexas(locale: String) throws {
    let texas = try Self.steps("dlnumber-texas-alert.json", locale)
    let plain = try Self.steps("dlnumber-alert.json", locale)
    #expect(texas.first?.contains("Texas") == true)
    #expect(plain.first?.contains("Texas") == false)
    #expect(Array(texas.dropFirst()) == Array(plain.dropFirst()))
  }

  /// Without a reference date a date condition reads the clock and says so; the others never
  /// do.
  @Test func onlyADateConditionReadsTheClock() throws {
    let clocked = try Self.document("ccn-recent-alert.json", "en-US", now: nil)
    #expect(clocked.diagnostics.map(\.code) == ["reference-date-clock"])
    for example in ["email-password-alert.json", "dlnumber-texas-alert.json", "email-alert.json"] {
      #expect(try Self.document(example, "en-US", now: nil).diagnostics.isEmpty)
    }
  }

  /// Explain shows each new condition that chose a step, held.
  @Test func explainShowsTheConditionThatHeld() throws {
    let alert = try Alert(json: try TestContent.example("dlnumber-texas-alert.json"))
    let explanation = try TestContent.renderer.explain(alert, locale: "en-US", now: Self.now)
    let entry = try #require(explanation.entries.first { $0.path == "body[5].items[0].text" })
    #expect(entry.rule?.chosenBy?.jsonPath == "steps[0].when")
    #expect(entry.rule?.chosenBy?.held == true)
    #expect(explanation.now?.date == "2025-11-26" && explanation.now?.source == "given")
  }
}
