import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout
@testable import AlertRenderTools
@testable import AlertRendering

/// A batch record is the document rendered with the batch's locale, limits, theme and device,
/// or an error record naming, as its caller calls it, the setting of a limit exceeded.
@Suite struct BatchRecordsTests {
  private static let names = AlertDataError.LimitNames(
    maxBytes: "bytes setting", maxEvents: "events setting")

  private static func element(_ content: BatchElement.Content, index: Int = 4, line: Int = 7)
    -> BatchElement
  {
    BatchElement(content, index: index, line: line, column: 3, offset: 0)
  }

  private static func text(_ records: BatchRecords.Records) -> String {
    String(decoding: records.bytes, as: UTF8.self)
  }

  /// Each record is the document rendering alone makes, in a locale asked for by its tag or
  /// by another spelling (whose negotiation every document notes), in a locale of no catalog
  /// and in a pseudo-locale; the second alert of a batch carries no diagnostic of the first.
  @Test(arguments: ["es-419", "es_MX.UTF-8", "fr-FR", "en-XA"])
  func aRecordIsTheDocumentOfTheBatchsSettings(locale: String) throws {
    let json = try TestContent.example("email-alert.json")
    let renderer = TestContent.renderer
    for framing in [BatchRecords.Framing.lines, .array] {
      let records = BatchRecords(
        renderer: renderer, locale: locale, limits: AlertLimits(), theme: .dark,
        device: .applewatch, framing: framing, limitNames: Self.names)
      let record = records.records(for: [Self.element(.alert(Array(json)))])
      let document = try renderer.render(
        json: json, locale: locale, theme: .dark, device: .applewatch)
      let label = framing == .lines ? "\"line\":7" : "\"index\":4"
      #expect(record.failed == 0 && record.count == 1)
      #expect(record.bytes == (try document.jsonRecord(label: label)))
      let twice = records.records(
        for: [Self.element(.alert(Array(json)))] + [Self.element(.alert(Array(json)))])
      #expect(twice.bytes == record.bytes + record.bytes)
    }
  }

  @Test func aLimitExceededNamesItsSetting() {
    var limits = AlertLimits()
    limits.maxBytes = 10
    let records = BatchRecords(
      renderer: TestContent.renderer, locale: "en-US", limits: limits, theme: .light,
      device: .other, framing: .array, limitNames: Self.names)
    let tooLarge = records.records(for: [Self.element(.tooLarge(bytes: 11))])
    #expect(tooLarge.failed == 1)
    #expect(
      Self.text(tooLarge)
        == #"{"index":4,"error":{"message":"The alert is 11 bytes, over the limit of 10 bytes "#
        + #"(bytes setting).","path":null,"code":"too-large"}}"# + "\n")
    let event = ["match": "IDEMAILADDR", "email": "a@b.c"]
    let events = Array(TestContent.alertJSON(events: [event, event]))
    limits = AlertLimits()
    limits.maxEvents = 1
    let none = BatchRecords(
      renderer: TestContent.renderer, locale: "en-US", limits: limits, theme: .light,
      device: .other, framing: .lines, limitNames: Self.names)
    let record = Self.text(none.records(for: [Self.element(.alert(events))]))
    #expect(record.hasPrefix(#"{"line":7,"id":"test:1","error":{"message":"#))
    #expect(
      record.contains(
        #""message":"events: holds 2 events, over the limit of 1 (events setting).""#),
      "\(record)")
  }

  /// A batch's records are each element's, one after another in order, counted, with those
  /// reporting a failure counted apart.
  @Test func aBatchsRecordsAreEachElementsInOrder() throws {
    let json = Array(try TestContent.example("email-alert.json"))
    let records = BatchRecords(
      renderer: TestContent.renderer, locale: "en-GB", limits: AlertLimits(), theme: .light,
      device: .other, framing: .lines, limitNames: Self.names)
    let elements = [
      Self.element(.alert(json), line: 1), Self.element(.tooLarge(bytes: 1 << 30), line: 2),
      Self.element(.alert(Array("{}".utf8)), line: 3), Self.element(.alert(json), line: 4),
    ]
    let batch = records.records(for: elements)
    let one = elements.map { records.records(for: [$0]) }
    #expect(batch.bytes == one.flatMap(\.bytes))
    #expect(batch.count == 4)
    #expect(batch.failed == 2)
    #expect(one.map(\.failed) == [0, 1, 1, 0])
    #expect(records.records(for: []).bytes.isEmpty)
  }
}
