import Foundation
import Testing

/// `alert-render --format push`: one notification, and batches whose records carry `push`
/// where layout batches carry `layout`, with the same error records.
@Suite struct PushCommandTests {
  private static let example = CLIRunner.root.appendingPathComponent("Examples/ssn-alert.json")

  /// One alert: the notification printed like the layout document, locale negotiated.
  @Test func printsThePushNotification() throws {
    let result = try CLIRunner.run(["--format", "push", "--locale", "es-MX", Self.example.path])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.hasPrefix("{\n  \"alertId\" : \"1000002:1\",\n  \"apns\" : {"))
    #expect(result.stdout.hasSuffix("\"schemaVersion\" : \"1.0\"\n}\n"))
    let push = try #require(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(push["locale"] as? String == "es-419")
    #expect(push["requestedLocale"] as? String == "es-MX")
    let fcm = try #require((push["fcm"] as? [String: Any])?["notification"] as? [String: Any])
    #expect(
      (fcm["body"] as? String)?.hasPrefix("Número de Seguro Social en 2 filtraciones\n") == true)
  }

  /// A bad alert is reported as rendering reports it (exit 65).
  @Test func aBadAlertIsADataError() throws {
    let result = try CLIRunner.run(
      ["--format", "push", "-"], input: Data(#"{"id": "x", "type": 1, "events": []}"#.utf8))
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "<stdin>: error: events: expected at least one event, found an empty array.\n")
  }

  /// A batch writes one record per alert, `push` in place of `layout`; a bad alert's record
  /// is byte for byte the layout batch's.
  @Test func batchRecordsCarryThePushAndLayoutErrors() throws {
    let alert = try String(contentsOf: Self.example, encoding: .utf8)
      .replacingOccurrences(of: "\n", with: "")
    let input = [alert, "{not json", #"{"id": "b3", "type": 9, "events": []}"#]
      .joined(separator: "\n")
    let push = try CLIRunner.run(["--format", "push", "--ndjson", "-"], input: Data(input.utf8))
    let layout = try CLIRunner.run(["--ndjson", "-"], input: Data(input.utf8))
    #expect(push.status == 65)
    #expect(push.stderr == layout.stderr)
    let lines = push.stdout.split(separator: "\n").map(String.init)
    let layoutLines = layout.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(
      lines[0].hasPrefix(#"{"line":1,"id":"1000002:1","push":{"alertId":"1000002:1","apns":"#))
    #expect(Array(lines.dropFirst()) == Array(layoutLines.dropFirst()))
    // An array is a batch too, its records numbered by index.
    let array = try CLIRunner.run(
      ["--format", "push", "-"], input: Data("[\(alert), 7]".utf8))
    let records = array.stdout.split(separator: "\n")
    #expect(records.count == 2)
    #expect(records.first?.hasPrefix(#"{"index":0,"id":"1000002:1","push":{"#) == true)
    #expect(records.last?.hasPrefix(#"{"index":1,"error":{"#) == true)
  }

  /// Batches write records: json or push, nothing else.
  @Test func batchesRefuseTheOtherFormats() throws {
    let result = try CLIRunner.run(["--format", "html", "--ndjson", "-"], input: Data())
    #expect(result.status == 64)
  }
}
