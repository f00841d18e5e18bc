import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// One unreadable optional field (a date, an origin, a value) costs only itself: it is skipped
/// with a diagnostic naming its path and quoting it, and the next field in precedence is used.
@Suite struct AlertRendererOptionalFieldTests {
  private func render(_ event: String) throws -> LayoutDocument {
    try TestContent.renderer.render(
      json: Data(#"{"id": "opt:1", "type": 1, "events": [\#(event)]}"#.utf8), locale: "en-US")
  }

  private func detail(_ document: LayoutDocument) throws -> LayoutDocument.Detail {
    for case .details(let details) in document.body {
      return try #require(details.items.first)
    }
    throw CancellationError()
  }

  private func diagnostic(_ document: LayoutDocument, at path: String) -> Diagnostic? {
    document.diagnostics.first { $0.path == path }
  }

  @Test func theLegacyZeroCreationDateFallsBackToTheEventDate() throws {
    let document = try render(
      #"{"date": "2016-09-12", "data": {"match": "IDEMAILADDR", "email": "a@example.com", "#
        + #""CreationDate": "0000-00-00 00:00:00"}}"#)
    let detail = try detail(document)
    #expect(detail.date?.iso == "2016-09-12")
    #expect(detail.date?.source == "date")
    let note = try #require(diagnostic(document, at: "events[0].data.CreationDate"))
    #expect(note.code == "invalid-date")
    #expect(note.message.contains(#"holds a string "0000-00-00 00:00:00""#), "\(note.message)")
  }

  @Test func aDayFirstSourceDateFallsBackToCreationDate() throws {
    let document = try render(
      #"{"data": {"match": "IDEMAILADDR", "email": "a@example.com", "SourceDate": "31/01/2021", "#
        + #""CreationDate": "2021-02-01 10:00:00"}}"#)
    let detail = try detail(document)
    #expect(detail.date?.source == "CreationDate")
    #expect(detail.date?.iso == "2021-02-01")
    #expect(
      diagnostic(document, at: "events[0].data.SourceDate")?.message.contains(#""31/01/2021""#)
        == true)
  }

  @Test func aMistypedDateIsSkippedToo() throws {
    let document = try render(
      #"{"date": "2016-09-12", "data": {"match": "IDEMAILADDR", "email": "a@example.com", "#
        + #""SourceDate": 20210131}}"#)
    #expect(try detail(document).date?.source == "date")
    #expect(
      diagnostic(document, at: "events[0].data.SourceDate")?.message.contains("a number 20210131")
        == true)
  }

  @Test func anUnreadableEventDateIsSkippedWithADiagnosticOnlyWhenReached() throws {
    let reached = try render(
      #"{"date": "0000-00-00", "data": {"match": "IDEMAILADDR", "email": "a@example.com"}}"#)
    #expect(try detail(reached).date == nil)
    #expect(diagnostic(reached, at: "events[0].date")?.code == "invalid-date")
    #expect(reached.diagnostics.contains { $0.code == "missing-date" })

    let unused = try render(
      #"{"date": "soon", "data": {"match": "IDEMAILADDR", "email": "a@example.com", "#
        + #""SourceDate": "2021-01-31"}}"#)
    #expect(try detail(unused).date?.source == "SourceDate")
    #expect(unused.diagnostics.isEmpty, "\(unused.diagnostics)")
  }

  @Test func anUnreadableSiteFallsBackToTheSource() throws {
    let document = try render(
      #"{"date": "2016-09-12", "data": {"match": "IDEMAILADDR", "email": "a@example.com", "#
        + #""site": {"url": "x"}, "Source": "Test Data"}}"#)
    #expect(try detail(document).origin?.value == "Test Data")
    let note = try #require(diagnostic(document, at: "events[0].data.site"))
    #expect(note.code == "invalid-field")
    #expect(note.message.contains("holds an object"), "\(note.message)")
  }

  @Test func anUnreadableValueFieldFallsBackToTheNextValueField() throws {
    let rule = try #require(
      TestContent.renderer.rules.matchRules[.cyberAgent]?.values.first { $0.valueFields.count > 1 })
    let first = rule.valueFields[0]
    let second = rule.valueFields[1]
    let document = try render(
      #"{"date": "2016-09-12", "data": {"match": "\#(rule.matchType)", "\#(first)": true, "#
        + #""\#(second)": "Visible Value"}}"#)
    #expect(try detail(document).value != nil)
    #expect(
      diagnostic(document, at: "events[0].data.\(first)")?.message.contains("a boolean true")
        == true, "\(document.diagnostics)")
  }

  @Test func structuralErrorsStillFailTheAlert() {
    #expect(throws: AlertDataError.self) { try render(#"{"data": 5}"#) }
    #expect(throws: AlertDataError.self) {
      try TestContent.renderer.render(
        json: Data(#"{"id": "x", "type": 9, "events": [{"data": {}}]}"#.utf8), locale: "en-US")
    }
  }
}
