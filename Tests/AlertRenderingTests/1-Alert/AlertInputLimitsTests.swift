import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout
@testable import AlertRendering

/// Hostile alert input through `Alert(json:)`: each must end in a clear `AlertDataError`.
@Suite struct AlertInputLimitsTests {
  private func decodingError(_ bytes: [UInt8], limits: AlertLimits = AlertLimits())
    -> AlertDataError?
  {
    do {
      _ = try Alert(json: bytes, limits: limits)
      return nil
    } catch {
      return error
    }
  }

  private func alertJSON(events: Int, value: String = "a@example.com") -> [UInt8] {
    let event = #"{"date": "2016-09-12", "data": {"match": "IDEMAILADDR", "email": "\#(value)"}}"#
    let events = Array(repeating: event, count: events).joined(separator: ",")
    return Array(#"{"id": "limits:1", "type": 1, "events": [\#(events)]}"#.utf8)
  }

  @Test func rejectsAHundredThousandDeepArray() {
    let error = decodingError(Array(repeating: UInt8(ascii: "["), count: 100_000))
    #expect(
      error?.description
        == "line 1, column 65: Arrays and objects nest deeper than the limit of 64 levels.")
    #expect(error?.path == nil)
  }

  @Test func rejectsDeepNestingInsideEventData() {
    let deep = String(repeating: "[", count: 100_000)
    let bytes = Array(#"{"id": "a", "type": 1, "events": [{"data": {"x": \#(deep)"#.utf8)
    guard case .malformedJSON(let syntax) = decodingError(bytes) else {
      Issue.record("expected a JSON syntax error")
      return
    }
    #expect(syntax.reason == .tooDeep(limit: 64))
  }

  @Test func clampsTheDepthLimitToWhatAStackHolds() {
    #expect(AlertLimits(maxDepth: 100_000).maxDepth == AlertLimits.ranges.depth.upperBound)
  }

  @Test func rendersTheDeepestAllowedNestingOnASmallThreadStack() async {
    let depth = AlertLimits.ranges.depth.upperBound
    // The alert object and the events array and event and data object take four levels.
    let nested = String(repeating: "[", count: depth - 4) + String(repeating: "]", count: depth - 4)
    let json = Array(
      #"{"id": "deep", "type": 2, "events": [{"data": {"ssn": "123456789", "x": \#(nested)}}]}"#
        .utf8)
    let tooDeep = Array(
      #"{"id": "deep", "type": 2, "events": [{"data": {"x": [\#(nested)]}}]}"#.utf8)
    // 512 KiB is the smallest default a thread gets (secondary threads on Apple platforms).
    let outcome = await withCheckedContinuation {
      (continuation: CheckedContinuation<String, Never>) in
      let thread = Thread {
        let limits = AlertLimits(maxDepth: depth)
        var outcome = ""
        do {
          let document = try TestContent.renderer.render(
            json: json, locale: "en-US", limits: limits)
          outcome += "rendered \(document.alert.id)"
        } catch {
          outcome += "failed: \(error)"
        }
        do {
          _ = try Alert(json: tooDeep, limits: limits)
        } catch {
          outcome += "; \(error)"
        }
        continuation.resume(returning: outcome)
      }
      thread.stackSize = 512 << 10
      thread.start()
    }
    #expect(
      outcome
        == "rendered deep; line 1, column 561: "
        + "Arrays and objects nest deeper than the limit of 512 levels.")
  }

  @Test func rejectsAFiftyMegabyteAlertBeforeParsingIt() {
    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 50 << 20)
    bytes[0] = UInt8(ascii: "\"")
    bytes[bytes.count - 1] = UInt8(ascii: "\"")
    #expect(
      decodingError(bytes)?.description
        == "The alert is 52428800 bytes, over the limit of 1048576 bytes.")
  }

  @Test func rejectsAFiftyMegabyteStringWhenTheSizeLimitIsRaised() {
    let prefix = Array(#"{"id": "a", "type": 1, "events": [{"data": {"email": ""#.utf8)
    let bytes =
      prefix + [UInt8](repeating: UInt8(ascii: "x"), count: 50 << 20) + Array(#""}}]}"#.utf8)
    let error = decodingError(bytes, limits: AlertLimits(maxBytes: 64 << 20))
    #expect(
      error?.description
        == "line 1, column \(prefix.count): "
        + "A string is longer than the limit of 16384 bytes.")
  }

  @Test func acceptsAnAlertExactlyAtTheSizeLimit() throws {
    let bytes = alertJSON(events: 1)
    _ = try Alert(json: bytes, limits: AlertLimits(maxBytes: bytes.count))
    #expect(
      decodingError(bytes, limits: AlertLimits(maxBytes: bytes.count - 1))
        == .inputTooLarge(bytes: bytes.count, limit: bytes.count - 1))
  }

  @Test func acceptsEventsUpToTheLimitAndRejectsOneMore() throws {
    let alert = try Alert(json: alertJSON(events: 1_000))
    #expect(alert.events.count == 1_000)
    let error = decodingError(alertJSON(events: 1_001))
    #expect(error == .tooManyEvents(path: "events", count: 1_001, limit: 1_000))
    #expect(error?.description == "events: holds 1001 events, over the limit of 1000.")
    #expect(error?.path == "events")
  }

  @Test func honoursALowerEventLimit() {
    #expect(
      decodingError(alertJSON(events: 3), limits: AlertLimits(maxEvents: 2))
        == .tooManyEvents(path: "events", count: 3, limit: 2))
  }

  @Test func rejectsAStringOverTheLimit() throws {
    let long = String(repeating: "x", count: 16_385)
    let error = decodingError(alertJSON(events: 1, value: long))
    guard case .malformedJSON(let syntax) = error else {
      Issue.record("expected a JSON syntax error, got \(String(describing: error))")
      return
    }
    #expect(syntax.reason == .stringTooLong(limit: 16_384))
    let fits = try Alert(json: alertJSON(events: 1, value: String(long.dropFirst())))
    #expect(fits.events[0]["email"]?.scalarText?.utf8.count == 16_384)
  }

  @Test func honoursALowerStringLimit() {
    let error = decodingError(
      alertJSON(events: 1, value: "abcdefghijkl"), limits: AlertLimits(maxStringBytes: 11))
    #expect(
      error?.description == "line 1, column 107: A string is longer than the limit of 11 bytes.")
  }

  @Test(arguments: [
    ([0xFF], 0), ([0x22, 0xC3, 0x28, 0x22], 1), ([0x22, 0xED, 0xA0, 0x80, 0x22], 1),
    ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1), ([0x22, 0xC0, 0xAF, 0x22], 1),
    (Array("{\"id\": \"é".utf8) + [0xE9, 0x22], 10),
  ])
  func rejectsInvalidUTF8AtTheFirstBadByte(bytes: [UInt8], offset: Int) {
    let error = decodingError(bytes)
    #expect(error == .invalidUTF8(offset: offset))
    #expect(
      error?.description
        == "The input is not valid UTF-8 (first bad byte at offset \(offset)); expected UTF-8 text."
    )
  }

  @Test func acceptsAByteOrderMark() throws {
    let alert = try Alert(json: [0xEF, 0xBB, 0xBF] + alertJSON(events: 2))
    #expect(alert.id == "limits:1")
    #expect(alert.events.count == 2)
  }

  @Test func rejectsDuplicateKeysAtTheirPosition() {
    let bytes = Array("{\"id\": \"a\",\n \"id\": \"b\", \"type\": 1, \"events\": []}".utf8)
    #expect(
      decodingError(bytes)?.description
        == "line 2, column 2: The key 'id' appears twice in the same object.")
  }

  @Test func rejectsDuplicateKeysInEventData() {
    let bytes = Array(
      #"{"id": "a", "type": 1, "events": [{"data": {"email": "x", "email": "y"}}]}"#.utf8)
    guard case .malformedJSON(let syntax) = decodingError(bytes) else {
      Issue.record("expected a JSON syntax error")
      return
    }
    #expect(syntax.reason == .duplicateKey("email"))
  }

  @Test func rendersAnAlertAtEveryLimitAtOnce() throws {
    let long = String(repeating: "é", count: 8_192)
    let document = try TestContent.renderer.render(
      json: alertJSON(events: 50, value: long), locale: "en-US")
    let details = document.body.compactMap { block -> [LayoutDocument.Detail]? in
      if case .details(let details) = block { return details.items }
      return nil
    }
    #expect(details.first?.count == 50)
    #expect(details.first?.allSatisfy { $0.value == long } == true)
  }

  /// AlertLayout cannot see `AlertLimits`, so the layout document's range of `eventIndex` is
  /// written out there: it must name every event an alert may hold, and no other.
  @Test func everyEventAnAlertMayHoldHasAnIndexTheReaderTakes() {
    #expect(
      LayoutDocument.ValueRange.eventIndex == 0...(AlertLimits.ranges.events.upperBound - 1))
  }
}
