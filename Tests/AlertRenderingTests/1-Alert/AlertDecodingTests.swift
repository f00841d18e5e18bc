import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

@Suite struct AlertDecodingTests {
  private func decode(_ json: String) throws(AlertDataError) -> Alert {
    try Alert(json: Array(json.utf8))
  }

  private func message(_ json: String) -> String? {
    do {
      _ = try decode(json)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func decodesTheExample() throws {
    let alert = try Alert(json: try TestContent.example("email-alert.json"))
    #expect(alert.id == "1000001:7")
    #expect(alert.type == .cyberAgent)
    #expect(alert.events.count == 1)
    #expect(alert.events[0].date == LeakDate(year: 2016, month: 9, day: 12))
    #expect(alert.events[0]["match"] == .string("IDEMAILADDR"))
  }

  @Test func ignoresUnknownKeys() throws {
    let alert = try decode(
      #"{"id":"a","type":1,"extra":[1,{"x":null}],"events":[{"date":"2016-09-12","data":{"match":"IDSSN"},"more":true}]}"#
    )
    #expect(alert.events.count == 1)
  }

  @Test func eventDateIsOptional() throws {
    let alert = try decode(#"{"id":"a","type":1,"events":[{"data":{"match":"IDSSN"}}]}"#)
    #expect(alert.events[0].date == nil)
  }

  @Test func reportsEachProblemWithItsPath() {
    #expect(
      message(#"{"type":1,"events":[]}"#) == "id: missing; expected a string.")
    #expect(
      message(#"{"id":7,"type":1,"events":[]}"#) == "id: expected a string, found a number 7.")
    #expect(
      message(#"{"id":"a","type":4,"events":[]}"#)
        == "type: expected one of 1 (CyberAgent), 2 (SSNTrace), 3 (SocialMedia), found 4.")
    #expect(
      message(#"{"id":"a","type":"1","events":[]}"#)
        == "type: expected an integer alert type (1, 2 or 3), found a string \"1\".")
    #expect(
      message(#"{"id":"a","type":1,"events":[]}"#)
        == "events: expected at least one event, found an empty array.")
    #expect(
      message(#"{"id":"a","type":1,"events":{}}"#)
        == "events: expected an array of events, found an object.")
    #expect(
      message(#"{"id":"a","type":1,"events":[{"data":{}}, 3]}"#)
        == "events[1]: expected an event object, found a number 3.")
    #expect(
      message(#"{"id":"a","type":1,"events":[{"date":"2016-09-12"}]}"#)
        == "events[0].data: missing; expected an object of event data.")
    // An unreadable event date is an optional field gone bad, not a broken alert: the
    // renderer skips it with a diagnostic if the precedence of dates reaches it.
    #expect(message(#"{"id":"a","type":1,"events":[{"date":"12/09/2016","data":{}}]}"#) == nil)
    #expect(
      message("[1]") == "(top level): expected an alert object, found an array.")
  }

  @Test func quotesLongValuesCutToEightyCharacters() {
    let long = String(repeating: "x", count: 200)
    let text = message(#"{"id":"a","type":"\#(long)","events":[{"data":{}}]}"#) ?? ""
    #expect(text.contains("\"" + String(repeating: "x", count: 79) + "…\""))
    #expect(!text.contains(String(repeating: "x", count: 81)))
  }

  @Test func malformedJSONGivesLineAndColumn() {
    #expect(
      message("{\n  \"id\": \"a\",\n  \"type\": 1\n  \"events\": []\n}")
        == "line 4, column 3: Found '\"' where ',' or '}' was expected.")
  }
}
