import Foundation
import Testing

/// `--jobs N`: a batch rendered on N threads is the batch rendered on one, byte for byte.
@Suite struct BatchJobsTests {
  /// Every example alert as one line, with its id made unique per copy.
  private static let exampleLines: [String] = {
    let directory = CLIRunner.root.appendingPathComponent("Examples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { name in
      guard
        let data = try? Data(contentsOf: directory.appendingPathComponent(name)),
        let object = try? JSONSerialization.jsonObject(with: data),
        let line = try? JSONSerialization.data(withJSONObject: object)
      else { return nil }
      return String(decoding: line, as: UTF8.self)
    }
  }()

  /// Lines of every kind a batch meets: examples of every alert and match type, alerts that
  /// fail in rendering, broken JSON, a line over the size limit, blank lines, `\r\n`, and a
  /// last line without its line break.
  private func mixedBatch(copies: Int) -> String {
    let bad = [
      "{not json", #"{"id": "b1", "type": 9, "events": []}"#, #"{"id": "b2", "type": 1}"#,
      #"{"id": "b3", "type": 1, "events": [{"data": ["IDSSN"]}]}"#, "[1, 2]",
      String(repeating: "[", count: 200),
      "{\"id\": \"" + String(repeating: "x", count: 9_000) + "\"}",
      #"{"id": "dup", "type": 1, "id": "again"}"#, "   ", "",
    ]
    var lines: [String] = []
    for copy in 0..<copies {
      for (index, line) in Self.exampleLines.enumerated() {
        lines.append(line.replacingOccurrences(of: #""id":""#, with: #""id":"c\#(copy)-"#))
        if (copy + index) % 3 == 0 { lines.append(bad[(copy + index) % bad.count]) }
      }
    }
    return lines.joined(separator: "\n").replacingOccurrences(of: "\n{\"e", with: "\r\n{\"e")
  }

  @Test func examplesCoverEveryAlertType() {
    #expect(Self.exampleLines.count >= 17)
  }

  @Test(arguments: ["2", "7"])
  func linesRenderToTheSameBytesOnAnyNumberOfThreads(jobs: String) throws {
    let input = Data(mixedBatch(copies: 40).utf8)
    let options = ["--ndjson", "--locale", "es-419", "--max-alert-bytes", "8000"]
    let one = try CLIRunner.run(options + ["--jobs", "1"], input: input)
    let many = try CLIRunner.run(options + ["--jobs", jobs], input: input)
    #expect(one.status == 65)
    #expect(one.stderr.hasSuffix(" failed\n"))
    #expect(one.stdout.split(separator: "\n").count > 700)
    #expect(one.stdout.contains(#""code":"too-large""#))
    #expect(one.stdout.contains(#""code":"malformed-json""#))
    #expect(many.status == one.status)
    #expect(many.stderr == one.stderr)
    #expect(many.stdout == one.stdout)
  }

  @Test(arguments: ["2", "7"])
  func anArrayRendersToTheSameBytesOnAnyNumberOfThreads(jobs: String) throws {
    let elements =
      (0..<30).flatMap { _ in Self.exampleLines } + [
        #"{"id": "dup", "type": 1, "id": "again"}"#, #"{"id": "x", "type": 5, "events": []}"#,
      ]
    // Pretty enough that errors name lines and columns of the whole input; broken at the
    // end, so that the run stops there with a message.
    let input = Data(("[\n  " + elements.joined(separator: ",\n  ") + "\n  {} {}]").utf8)
    let one = try CLIRunner.run(["--jobs", "1", "-"], input: input)
    let many = try CLIRunner.run(["--jobs", jobs, "-"], input: input)
    #expect(one.status == 65)
    #expect(one.stderr.contains("The rest of the input was not read."))
    #expect(many.status == one.status)
    #expect(many.stderr == one.stderr)
    #expect(many.stdout == one.stdout)
  }

  /// An array broken in the middle of a batch (elements go to the threads 32 at a time):
  /// every element before the break gets its record, nothing after it is read.
  @Test(arguments: ["1", "2", "7"])
  func anArrayBrokenInTheMiddleOfABatchKeepsWhatCameBefore(jobs: String) throws {
    let before = (0..<3).flatMap { _ in Self.exampleLines }.prefix(45)
    let after = Self.exampleLines.prefix(20)
    let input = Data(
      ("[" + before.joined(separator: ",") + ", {} {}, " + after.joined(separator: ",") + "]").utf8)
    let result = try CLIRunner.run(["--jobs", jobs, "-"], input: input)
    #expect(result.status == 65)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 47)
    #expect(lines.prefix(45).allSatisfy { $0.contains(#""layout":"#) })
    #expect(lines[45].hasPrefix(#"{"index":45,"error":"#))
    #expect(lines[46].hasPrefix(#"{"index":46,"error":{"message":"line 1, column "#))
    #expect(result.stderr.contains("The rest of the input was not read."))
    #expect(result.stderr.hasSuffix("<stdin>: 47 alerts: 45 rendered, 2 failed\n"))
  }

  /// `| head -1`: the reader goes away after the first record, in the middle of the first
  /// batch; the run ends quietly and at once, whatever the threads were doing.
  @Test(arguments: ["1", "2", "7"])
  func anOutputClosedAfterTheFirstRecordEndsTheBatchQuietly(jobs: String) throws {
    let input = Data(mixedBatch(copies: 40).utf8)
    let result = try CLIRunner.shell(
      "\"$0\" --ndjson --jobs \(jobs) --locale es-419 | head -n 1; echo \"status ${PIPESTATUS[0]}\"",
      input: input)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix(#"{"line":1,"id":"c0-"#) == true)
    #expect(lines.last == "status 0")
    #expect(result.stderr.isEmpty)
  }

  /// A co-process that writes lines in bursts and waits for all their records before the
  /// next burst: a burst that ends in the middle of a batch is answered without more input,
  /// on one thread or several.
  @Test(arguments: [["--jobs", "1"], ["--jobs", "2"], ["--jobs", "7"]])
  func aCoProcessGetsEveryAnswerToEachBurst(jobs: [String]) throws {
    let command = try CoProcess(["--ndjson"] + jobs)
    var sent = 0
    for burst in [1, 40, 3, 32, 70, 1] {
      let lines = (0..<burst).map { Self.exampleLines[(sent + $0) % Self.exampleLines.count] }
      try command.send(lines.joined(separator: "\n") + "\n")
      sent += burst
      #expect(command.readLines(sent), "no answer to all \(burst) lines of a burst within 10 s")
    }
    #expect(try command.finish(), "the batch did not end when its input did")
    #expect(command.status == 0)
    #expect(command.lines.count == sent)
    #expect(command.lines.enumerated().allSatisfy { $1.hasPrefix("{\"line\":\($0 + 1),") })
  }

  /// A co-process whose lines end in a blank line (`print(line + "\n")` in Python) or in
  /// `\r\n` and spaces is answered without writing more: whitespace makes no alert.
  @Test(arguments: [["--jobs", "1"], ["--jobs", "2"]])
  func aCoProcessIsAnsweredWhateverWhitespaceFollowsItsLine(jobs: [String]) throws {
    let command = try CoProcess(["--ndjson"] + jobs)
    for (index, ending) in ["\n\n", "\r\n", " \n\t\n", "\n"].enumerated() {
      try command.send(Self.exampleLines[index] + ending)
      #expect(command.readLines(index + 1), "no answer to a line ending in \(Array(ending))")
    }
    #expect(try command.finish(), "the batch did not end when its input did")
    #expect(command.lines.count == 4)
  }

  /// A co-process that writes a top-level array one element at a time, each with the comma
  /// that follows it (the last without), is answered without writing more: a comma makes no
  /// alert.
  @Test(arguments: [["--jobs", "1"], ["--jobs", "2"]])
  func aCoProcessWritingAnArrayIsAnsweredAfterEachElement(jobs: [String]) throws {
    let command = try CoProcess(jobs + ["-"])
    let elements = Self.exampleLines.prefix(4)
    for (index, end) in [",", " ,\n", "\n,", "\n"].enumerated() {
      let written = (index == 0 ? "[\n" : "") + elements[index] + end
      try command.send(written)
      #expect(command.readLines(index + 1), "no answer to an element ending in \(Array(end))")
    }
    try command.send("]\n")
    #expect(try command.finish(), "the batch did not end when its input did")
    #expect(command.status == 0)
    #expect(command.lines.enumerated().allSatisfy { $1.hasPrefix("{\"index\":\($0),") })
  }

  @Test func aFileRendersToTheSameBytesWithoutJobsAsWithOne() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "jobs-\(UUID().uuidString).ndjson")
    try Data(mixedBatch(copies: 20).utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let one = try CLIRunner.run(["--jobs", "1", file.path])
    let all = try CLIRunner.run([file.path])
    #expect(all.stdout == one.stdout)
    #expect(all.stderr == one.stderr)
    #expect(all.status == one.status)
  }

  @Test func aClosedOutputEndsAParallelBatchQuietly() throws {
    let input = Data(mixedBatch(copies: 40).utf8)
    let result = try CLIRunner.shell(
      "\"$0\" --ndjson --jobs 3 | head -c 100 > /dev/null; echo \"status ${PIPESTATUS[0]}\"",
      input: input)
    #expect(result.stdout == "status 0\n")
    #expect(result.stderr.isEmpty)
  }

  @Test(arguments: [
    ("0", "'0'"), ("abc", "'abc'"), ("257", "'257'"),
    ("99999999999999999999", "'99999999999999999999'"),
    ("", "''"),
  ])
  func aBadNumberOfJobsIsAUsageError(value: String, quoted: String) throws {
    let result = try CLIRunner.run(["--ndjson", "--jobs=\(value)", "-"], input: Data())
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "alert-render: error: The option --jobs takes a whole number from 1 to 256; found "
        + "\(quoted). See 'alert-render --help'.\n")
  }

  @Test func aNegativeNumberOfJobsIsAUsageError() throws {
    let result = try CLIRunner.run(["--ndjson", "-j", "-1", "-"], input: Data())
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "alert-render: error: The option -j takes a whole number from 1 to 256; found '-1'. "
        + "See 'alert-render --help'.\n")
  }

  @Test func jobsIsRefusedWhereNothingIsRendered() throws {
    let result = try CLIRunner.run(["lint", "--jobs", "2"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--jobs applies to batches; lint renders none."))
    // A single alert renders on one thread whatever --jobs says.
    let single = try CLIRunner.run(["--jobs", "4", "Examples/email-alert.json"])
    #expect(single.status == 0)
    #expect(single.stdout == (try CLIRunner.run(["Examples/email-alert.json"])).stdout)
  }
}
