import Foundation
import Testing

@Suite struct BatchCommandTests {
  private static let example = try? String(
    contentsOf: CLIRunner.root.appendingPathComponent("Examples/email-alert.json"), encoding: .utf8)

  private func alertLine(_ index: Int) -> String {
    (Self.example ?? "")
      .replacingOccurrences(of: "\n", with: "")
      .replacingOccurrences(of: "\"1000001:7\"", with: "\"a:\(index)\"")
  }

  /// Ten bad lines of different kinds, by line number.
  private let badLines: [Int: (line: String, code: String)] = [
    3: ("{not json", "malformed-json"),
    50: (#"{"id": "b50", "type": 9, "events": []}"#, "unknown-alert-type"),
    100: (#"{"id": "b100", "type": 1, "events": []}"#, "no-events"),
    200: (#"{"id": "b200", "type": 1}"#, "missing-field"),
    300: (#"[1, 2]"#, "type-mismatch"),
    400: (#"{"id": "b400", "type": 1, "events": [{"date": "2016-09-12"}]}"#, "missing-field"),
    500: (String(repeating: "[", count: 100_000), "too-deep"),
    600: (#"{"id": 600, "type": 1, "events": []}"#, "type-mismatch"),
    700: (#"{"id": "b700", "type": 1, "events": [{"data": ["IDSSN"]}]}"#, "type-mismatch"),
    999: (
      #"{"id": "b999", "type": 1, "events": [{"data": {"match": "IDSSN"}}], }"#, "malformed-json"
    ),
  ]

  private func batchInput() -> String {
    (1...1000).map { badLines[$0]?.line ?? alertLine($0) }.joined(separator: "\n") + "\n\n  \n"
  }

  private func records(_ output: String) throws -> [[String: Any]] {
    try output.split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  @Test func everyLineGetsOneRecordInOrderAndBadLinesNeverStopTheBatch() throws {
    let result = try CLIRunner.run(["--ndjson", "-"], input: Data(batchInput().utf8))
    #expect(result.status == 65)
    #expect(result.stderr == "<stdin>: 1000 alerts: 990 rendered, 10 failed\n")
    let records = try records(result.stdout)
    #expect(records.count == 1000)
    #expect(records.map { $0["line"] as? Int } == Array(1...1000))
    let failures = records.filter { $0["error"] != nil }
    #expect(failures.compactMap { $0["line"] as? Int } == badLines.keys.sorted())
    for record in failures {
      let line = try #require(record["line"] as? Int)
      let error = try #require(record["error"] as? [String: Any])
      #expect(error["code"] as? String == badLines[line]?.code, "line \(line): \(error)")
      #expect((error["message"] as? String)?.isEmpty == false)
    }
    #expect(failures.first { $0["line"] as? Int == 50 }?["id"] as? String == "b50")
    #expect(records[1]["id"] as? String == "a:2")
    #expect((records[1]["layout"] as? [String: Any])?["schemaVersion"] != nil)
  }

  @Test func ndjsonFileNameChoosesBatchMode() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "batch-\(UUID().uuidString).ndjson")
    try Data((alertLine(1) + "\n" + alertLine(2) + "\n").utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try CLIRunner.run([file.path])
    #expect(result.status == 0)
    #expect(result.stderr == "\(file.path): 2 alerts: 2 rendered, 0 failed\n")
    #expect(try records(result.stdout).count == 2)
  }

  @Test func aTopLevelArrayIsABatchToo() throws {
    let input = "[\(alertLine(1)), {\"id\": \"x\", \"type\": 5, \"events\": []}]"
    let result = try CLIRunner.run(["-"], input: Data(input.utf8))
    #expect(result.status == 65)
    let records = try records(result.stdout)
    #expect(records.map { $0["index"] as? Int } == [0, 1])
    #expect(records[0]["layout"] != nil)
    #expect((records[1]["error"] as? [String: Any])?["code"] as? String == "unknown-alert-type")
    #expect(records[1]["id"] as? String == "x")
  }

  @Test func eachArrayElementIsLimitedAndFailsAlone() throws {
    let big = alertLine(2).replacingOccurrences(
      of: "\"a:2\"", with: "\"big\", \"padding\": \"\(String(repeating: "p", count: 5_000))\"")
    // Pretty-printed as people write arrays: positions name the line of the whole input.
    let elements = [
      alertLine(0), big, #"{"id": "dup", "type": 1, "id": "again"}"#,
      #"{"id": "deep", "type": 1, "events": [[[[[[[[[[1]]]]]]]]]]}"#,
      #"{"id": "long", "type": 1, "events": [{"data": {"match": "IDSSN", "v": "\#(String(repeating: "s", count: 200))"}}]}"#,
      "{\"id\": \"bad\", \"type\": 1, \"x\": \"\u{FF}\"}", alertLine(6),
    ]
    var input = Data("[\n".utf8)
    for (index, element) in elements.enumerated() {
      input += Data(("  " + element + (index < elements.count - 1 ? ",\n" : "\n")).utf8)
    }
    input += Data("]\n".utf8)
    // The invalid byte, replacing the U+00FF placeholder's two bytes with one.
    let marker = Data("\u{FF}".utf8)
    let range = try #require(input.range(of: marker))
    input.replaceSubrange(range, with: [0xFF])
    let result = try CLIRunner.run(
      ["--max-alert-bytes", "4000", "--max-depth", "8", "--max-string-bytes", "100", "-"],
      input: input)
    #expect(result.status == 65)
    #expect(result.stderr == "<stdin>: 7 alerts: 2 rendered, 5 failed\n")
    let records = try records(result.stdout)
    #expect(records.map { $0["index"] as? Int } == Array(0..<7))
    let codes = records.map { ($0["error"] as? [String: Any])?["code"] as? String }
    #expect(
      codes == [
        nil, "too-large", "malformed-json", "too-deep", "string-too-long", "invalid-utf8", nil,
      ])
    let messages = records.map { ($0["error"] as? [String: Any])?["message"] as? String }
    #expect(messages[1]?.hasPrefix("The alert is ") == true)
    #expect(
      messages[1]?.hasSuffix(" bytes, over the limit of 4000 bytes (--max-alert-bytes).") == true)
    #expect(messages[2] == "line 4, column 28: The key 'id' appears twice in the same object.")
    #expect(
      messages[3] == "line 5, column 46: Arrays and objects nest deeper than the limit of 8 levels."
    )
    #expect(messages[4]?.hasPrefix("line 6, column ") == true)
    #expect(records[2]["id"] == nil)
    #expect(records[5]["id"] == nil)  // not read from invalid UTF-8
    #expect(records[6]["id"] as? String == "a:6")
  }

  @Test func anArrayBrokenBetweenElementsKeepsWhatCameBefore() throws {
    let input = "[\(alertLine(0)),\n \(alertLine(1))\n \(alertLine(2))]"
    let result = try CLIRunner.run(["-"], input: Data(input.utf8))
    #expect(result.status == 65)
    let records = try records(result.stdout)
    #expect(records.map { $0["index"] as? Int } == [0, 1, 2])
    #expect(records[1]["layout"] != nil)
    let error = try #require(records[2]["error"] as? [String: Any])
    #expect(
      error["message"] as? String == "line 3, column 2: Found '{' where ',' or ']' was expected.")
    #expect(
      result.stderr
        == "<stdin>: error: line 3, column 2: Found '{' where ',' or ']' was expected. "
        + "The rest of the input was not read.\n<stdin>: 3 alerts: 2 rendered, 1 failed\n")
  }

  @Test func aLargeArrayIsNotOneAlert() throws {
    // 2 MB of small alerts passes the 1 MiB limit, which applies to each.
    let count = 2_000_000 / alertLine(0).utf8.count + 1
    let input = "[" + (0..<count).map(alertLine).joined(separator: ",") + "]"
    let result = try CLIRunner.run(["-"], input: Data(input.utf8))
    #expect(result.status == 0)
    #expect(result.stderr == "<stdin>: \(count) alerts: \(count) rendered, 0 failed\n")
  }

  /// A program that keeps the batch running, writes one alert and waits for its record (as
  /// a service in another language would) gets each answer without closing its end, on one
  /// thread or several.
  @Test(arguments: [["--jobs", "1"], ["--jobs", "4"], []])
  func aCoProcessGetsEachAnswerBeforeWritingTheNext(jobs: [String]) throws {
    let command = try CoProcess(["--ndjson"] + jobs)
    for round in 1...6 {
      try command.send(round == 2 ? "{not json\n" : alertLine(round) + "\n")
      let answer = try #require(command.readLine(), "no answer to line \(round) within 10 s")
      let record = try #require(
        JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])
      #expect(record["line"] as? Int == round)
      #expect((record[round == 2 ? "error" : "layout"]) != nil)
    }
    #expect(try command.finish(), "the batch did not end when its input did")
    #expect(command.status == 65)
    #expect(command.readLine() == nil)
  }

  @Test func hugeLineIsAnErrorRecordNotACrash() throws {
    let huge = "{\"id\": \"" + String(repeating: "x", count: 3 << 20) + "\"}"
    let input = alertLine(1) + "\n" + huge + "\n" + alertLine(3) + "\n"
    let result = try CLIRunner.run(["--ndjson"], input: Data(input.utf8))
    #expect(result.status == 65)
    let records = try records(result.stdout)
    #expect(records.count == 3)
    let error = try #require(records[1]["error"] as? [String: Any])
    #expect(error["code"] as? String == "too-large")
    #expect(
      error["message"] as? String
        == "The alert is \(huge.utf8.count) bytes, over the limit of 1048576 bytes (--max-alert-bytes)."
    )
    #expect(records[2]["layout"] != nil)
  }

  @Test func limitsAreConfigurable() throws {
    let result = try CLIRunner.run(
      ["--ndjson", "--max-events", "1", "--max-string-bytes", "8"],
      input: Data((alertLine(1) + "\n").utf8))
    let error = try #require(try records(result.stdout).first?["error"] as? [String: Any])
    #expect(error["code"] as? String == "string-too-long")
    #expect((error["message"] as? String)?.contains("longer than the limit of 8 bytes") == true)
  }

  @Test func closedOutputEndsQuietly() throws {
    let input = Data(batchInput().utf8)
    let script =
      "\"$0\" --ndjson < /dev/stdin | head -1 > /dev/null; echo \"status ${PIPESTATUS[0]}\""
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script, CLIRunner.executable.path]
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    signal(SIGPIPE, SIG_IGN)
    try process.run()
    try? stdin.fileHandleForWriting.write(contentsOf: input)
    try stdin.fileHandleForWriting.close()
    let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(output == "status 0\n")
    #expect(errors.isEmpty)
  }
}
