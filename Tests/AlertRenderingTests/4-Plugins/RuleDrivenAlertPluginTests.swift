import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

@Suite struct RuleDrivenAlertPluginTests {
  private func content(_ data: [String: String], eventDate: String? = "2016-09-12") throws
    -> AlertContent
  {
    let members = data.keys.sorted().map { JSONMember(key: $0, value: .string(data[$0] ?? "")) }
    let alert = Alert(
      id: "t", type: .cyberAgent,
      events: [AlertEvent(date: eventDate.flatMap(LeakDate.init(parsing:)), data: members)])
    let renderer = TestContent.renderer
    let plugin = try #require(renderer.registry.plugin(for: .cyberAgent))
    return try plugin.content(for: alert, registry: renderer.registry)
  }

  private let email = ["match": "IDEMAILADDR", "email": "a@example.com"]

  @Test func resolvesTheSampleFromRules() throws {
    let content = try content(email.merging(["Source": "Test Data"]) { $1 })
    #expect(content.title == LocalizedText("match.IDEMAILADDR.title", [.count(1)]))
    #expect(content.header.title == LocalizedText("cyberagent.header.title"))
    #expect(content.header.subtitle == LocalizedText("match.IDEMAILADDR.subtitle", [.count(1)]))
    #expect(content.header.icon.name == "cyberagent-alert")
    #expect(content.details.map(\.icon.name) == ["email-alert"])
    #expect(content.details.map(\.value) == ["a@example.com"])
    #expect(content.risks.map(\.text.key) == ["risk.IDEMAILADDR.accounts"])
    #expect(
      content.steps.map(\.text.key) == [
        "step.changePassword", "step.changeSharedPasswords", "step.watchAccounts",
      ])
    #expect(
      content.steps.map(\.icon?.name) == ["ellipsis-step", "email-step", "strangebehavior-step"])
    #expect(content.diagnostics.isEmpty)
  }

  @Test func datePrefersSourceDateThenCreationDateThenEventDate() throws {
    let all = email.merging(["SourceDate": "2016-08-01", "CreationDate": "2016-09-06 00:00:00"]) {
      $1
    }
    var detail = try content(all).details[0]
    #expect(detail.date == LeakDate(year: 2016, month: 8, day: 1))
    #expect(detail.dateField == "SourceDate")

    detail = try content(all.filter { $0.key != "SourceDate" }).details[0]
    #expect(detail.date == LeakDate(year: 2016, month: 9, day: 6))
    #expect(detail.dateField == "CreationDate")

    detail = try content(email).details[0]
    #expect(detail.date == LeakDate(year: 2016, month: 9, day: 12))
    #expect(detail.dateField == "date")

    let none = try content(email, eventDate: nil)
    #expect(none.details[0].date == nil)
    #expect(none.diagnostics.map(\.code) == ["missing-date"])
  }

  @Test func emptySourceDateFallsThrough() throws {
    let detail = try content(
      email.merging(["SourceDate": "", "CreationDate": "2016-09-06"]) { $1 }
    )
    .details[0]
    #expect(detail.dateField == "CreationDate")
  }

  @Test func unparseableDateIsSkippedWithADiagnosticNamingTheField() throws {
    let content = try content(email.merging(["CreationDate": "soon"]) { $1 })
    #expect(content.details[0].dateField == "date")
    #expect(
      content.diagnostics == [
        Diagnostic(
          code: "invalid-date",
          message: "The field 'CreationDate' holds a string \"soon\", not a date such as "
            + "\(LeakDate.acceptedForms); it was skipped and the next in precedence used.",
          path: "events[0].data.CreationDate")
      ])
  }

  @Test func originPrefersANonEmptySite() throws {
    #expect(
      try content(email.merging(["site": "pastebin.example", "Source": "Dump"]) { $1 })
        .details[0].origin == "pastebin.example")
    #expect(
      try content(email.merging(["site": "  ", "Source": "Dump"]) { $1 })
        .details[0].origin == "Dump")
    #expect(try content(email.merging(["Source": "Dump"]) { $1 }).details[0].origin == "Dump")
    #expect(try content(email).details[0].origin == nil)
  }
}
