import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout

/// What 1.2 adds, as the reader reads it: action data checked as screen.json checks it, link
/// ranges range-checked as argument ranges are, and an unknown block drawn as its fallback.
@Suite struct LayoutDocumentReaderVersion1_2Tests {
  private let reader = LayoutDocumentReader(file: "doc.json")

  private func object() throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: LayoutDocumentEveryFieldTests.writerJSON())
        as? [String: Any])
  }

  private func bytes(_ object: [String: Any]) throws -> Data {
    try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
  }

  @Test func everyFieldOf1_2ReadsBack() throws {
    let result = try reader.read(try LayoutDocumentEveryFieldTests.writerJSON())
    #expect(result.document == LayoutDocumentEveryFieldTests.document)
    #expect(result.notes.isEmpty)
  }

  @Test(arguments: [
    ("actions.action-schedule-reminder.delay=P366D", "an ISO 8601 duration"),
    ("actions.action-schedule-reminder.delay=PT0M", "an ISO 8601 duration"),
    ("actions.action-schedule-reminder.delay=1 day", "an ISO 8601 duration"),
    ("actions.action-schedule-reminder.localTime=24:00", "a local time HH:mm"),
    ("actions.action-schedule-reminder.localTime=9:00", "a local time HH:mm"),
    ("actions.action-resolve-alert.operation=Alerts.Resolve", "an operation id"),
    ("navigation.annotations.title.direction=up", "unknown value \"up\""),
  ])
  func aBadActionDatumOrDirectionIsNamed(edit: String, expected: String) throws {
    let parts = edit.split(separator: "=", maxSplits: 1).map(String.init)
    let object = try LayoutDocumentReaderTests.edit(try object(), path: parts[0], value: parts[1])
    let data = try bytes(object)
    do {
      _ = try reader.read(data)
      Issue.record("\(edit) was read")
    } catch {
      #expect(error.path == parts[0])
      #expect(error.message.contains(expected), "\(error.message)")
    }
  }

  @Test func aLinkRangeIsRangeCheckedAsArgumentsAre() throws {
    var object = try object()
    var navigation = try #require(object["navigation"] as? [String: Any])
    navigation["annotations"] = [
      "title": ["links": [["start": -1, "length": 5, "url": "https://x.example/", "action": "a"]]]
    ]
    object["navigation"] = navigation
    let data = try bytes(object)
    do {
      _ = try reader.read(data)
      Issue.record("a negative link start was read")
    } catch {
      #expect(error.path == "navigation.annotations.title.links[0].start")
      #expect(error.message.contains("expected a whole number from 0 to"))
    }
  }

  @Test func anUnknownBlockOfANewerMinorVersionIsDrawnAsItsFallback() throws {
    var object = try object()
    object["schemaVersion"] = "1.3"
    var body = try #require(object["body"] as? [[String: Any]])
    let separator: [String: Any] = ["type": "separator"]
    body.insert(
      ["type": "chart", "fallback": ["type": "timeline", "fallback": separator]], at: 0)
    body.insert(["type": "carousel"], at: 1)
    object["body"] = body
    let result = try reader.read(try bytes(object))
    #expect(result.document.body.first == .separator)
    #expect(
      result.document.body.count == LayoutDocumentEveryFieldTests.document.body.count + 1)
    // Notes come in document order: the sorted keys write `fallback` before `type`.
    #expect(
      result.notes.map(\.message) == [
        "body[0].fallback.type: unknown block type \"timeline\" drawn as its fallback (the "
          + "document is 1.3; this client knows 1.2).",
        "body[0].type: unknown block type \"chart\" drawn as its fallback (the document is "
          + "1.3; this client knows 1.2).",
        "body[1].type: unknown block type \"carousel\" skipped (the document is 1.3; this "
          + "client knows 1.2).",
      ])
  }
}
