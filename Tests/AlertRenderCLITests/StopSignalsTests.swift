import Foundation
import Testing

/// SIGTERM, SIGINT and SIGHUP in the middle of a batch: the output holds whole records only,
/// the exit status is 128 + the signal and standard error says how many records were written.
@Suite struct StopSignalsTests {
  /// How one signalled run ended.
  private struct Stopped {
    var exited: Bool
    var status: Int32
    var output: [UInt8]
    var errors: String
  }

  /// The example with every match type, its events repeated to 600: a record of about
  /// 430 KB, several times what a pipe holds, so that a signal finds the batch mid-record.
  private static let largeAlert: String = {
    let url = CLIRunner.root.appendingPathComponent("Examples/all-match-types-alert.json")
    guard
      let data = try? Data(contentsOf: url),
      var alert = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let events = alert["events"] as? [Any]
    else { return "" }
    alert["events"] = Array(repeatElement(events, count: 600 / events.count + 1).joined())
      .prefix(600).map { $0 }
    let line = try? JSONSerialization.data(withJSONObject: alert)
    return line.map { String(decoding: $0, as: UTF8.self) } ?? ""
  }()

  /// A file of `count` large alerts: NDJSON, or one JSON array.
  private func batchFile(array: Bool, count: Int = 24) throws -> URL {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stop-signals-\(UUID().uuidString).json")
    let alerts = Array(repeating: Self.largeAlert, count: count)
    let text = array ? "[" + alerts.joined(separator: ",\n") + "]" : alerts.joined(separator: "\n")
    try Data(text.utf8).write(to: file)
    return file
  }

  /// Runs the binary on `input` and sends `signal` once `afterBytes` of output have come:
  /// through a pipe read slowly, or into `file`.
  private func stop(
    _ arguments: [String], input: URL, signal: Int32, afterBytes: Int, file: URL? = nil
  ) throws -> Stopped {
    let process = Process()
    process.executableURL = CLIRunner.executable
    process.arguments = arguments
    process.standardInput = try FileHandle(forReadingFrom: input)
    let pipe = Pipe()
    if let file {
      _ = FileManager.default.createFile(atPath: file.path, contents: nil)
      process.standardOutput = try FileHandle(forWritingTo: file)
    } else {
      process.standardOutput = pipe
    }
    let errors = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stop-signals-\(UUID().uuidString).txt")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errors) }
    process.standardError = try FileHandle(forWritingTo: errors)
    try Self.startUnblocked(process)
    defer { CLIRunner.stop(process) }
    var received: [UInt8] = []
    var signalled = false
    let deadline = Date(timeIntervalSinceNow: 60)
    while Date() < deadline, file == nil || !signalled {
      if let file {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size]) as? Int
        if !process.isRunning { break }
        if (size ?? 0) < afterBytes {
          usleep(1_000)
          continue
        }
      } else {
        let descriptor = pipe.fileHandleForReading.fileDescriptor
        if !receive(from: descriptor, into: &received, slowly: !signalled) { break }
      }
      if !signalled, file != nil || received.count >= afterBytes {
        kill(process.processIdentifier, signal)
        signalled = true
      }
    }
    let exited = CLIRunner.waitForExit(process) && process.terminationReason == .exit
    if let file { received = Array(try Data(contentsOf: file)) }
    return Stopped(
      exited: exited, status: process.terminationStatus, output: received,
      errors: try String(contentsOf: errors, encoding: .utf8))
  }

  /// Starts `process` with the stopping signals unblocked, as a shell starts it: a child
  /// inherits the mask of the thread that starts it, and a test's thread may block them.
  private static func startUnblocked(_ process: Process) throws {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in [SIGHUP, SIGINT, SIGTERM] { sigaddset(&set, signal) }
    var previous = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &set, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    try process.run()
  }

  /// Reads up to 16 KiB from `descriptor` into `received`; `slowly`, pauses after it, a
  /// reader slower than the writer, so that the writer waits mid-record. False at the end.
  private func receive(from descriptor: Int32, into received: inout [UInt8], slowly: Bool) -> Bool {
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&request, 1, 1_000) >= 0 else { return false }
    guard request.revents != 0 else { return true }
    var buffer = [UInt8](repeating: 0, count: 16 << 10)
    let count = read(descriptor, &buffer, buffer.count)
    guard count > 0 else { return false }
    received += buffer[..<count]
    if slowly { usleep(3_000) }
    return true
  }

  /// Checks that `run` holds whole records and reports them, stopped by `signal`.
  private func expectWholeRecords(_ run: Stopped, signal: Int32, _ comment: String) {
    let comment = Comment(rawValue: comment)
    #expect(run.exited, comment)
    #expect(run.status == 128 + signal, comment)
    #expect(run.output.last == 0x0A, "the output ends mid-record: \(comment)")
    let lines = run.output.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
    for line in lines {
      let record = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any]
      #expect(record?["layout"] != nil, "a record that is not whole: \(comment)")
    }
    let name = [SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGTERM: "SIGTERM"][signal] ?? "?"
    let count = "\(lines.count) record\(lines.count == 1 ? "" : "s")"
    #expect(
      run.errors.hasSuffix(
        "; stopped by \(name) after writing \(count), the rest of the input was not read\n"),
      "\(comment): \(run.errors)")
  }

  @Test func aSignalMidBatchLeavesWholeRecordsInAPipe() throws {
    let lines = try batchFile(array: false)
    let array = try batchFile(array: true)
    defer {
      try? FileManager.default.removeItem(at: lines)
      try? FileManager.default.removeItem(at: array)
    }
    let runs: [(arguments: [String], input: URL)] = [
      (["--ndjson", "--jobs", "1"], lines), (["--ndjson", "--jobs", "2"], lines),
      (["--jobs", "1", "-"], array), (["--jobs", "2", "-"], array),
    ]
    for (arguments, input) in runs {
      for signal in [SIGTERM, SIGINT, SIGHUP] {
        // Anywhere in the first three records or so.
        let afterBytes = Int.random(in: 1...(1_300 << 10))
        let run = try stop(arguments, input: input, signal: signal, afterBytes: afterBytes)
        expectWholeRecords(run, signal: signal, "\(arguments) \(signal) after \(afterBytes) bytes")
      }
    }
  }

  @Test func aSignalMidBatchLeavesWholeRecordsInAFile() throws {
    let input = try batchFile(array: false)
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stop-signals-\(UUID().uuidString).ndjson")
    defer {
      try? FileManager.default.removeItem(at: input)
      try? FileManager.default.removeItem(at: output)
    }
    for (jobs, signal) in [("1", SIGTERM), ("2", SIGINT), ("2", SIGHUP)] {
      let afterBytes = Int.random(in: 1...(4_000 << 10))
      let run = try stop(
        ["--ndjson", "--jobs", jobs], input: input, signal: signal, afterBytes: afterBytes,
        file: output)
      expectWholeRecords(run, signal: signal, "--jobs \(jobs) \(signal) after \(afterBytes) bytes")
    }
  }

  @Test(arguments: [["--jobs", "1"], ["--jobs", "2"]])
  func aSignalWhileWaitingForInputEndsTheBatchAtOnce(jobs: [String]) throws {
    let command = try CoProcess(["--ndjson"] + jobs)
    try command.send(Self.largeAlert + "\n")
    #expect(command.readLine(within: 30)?.hasPrefix(#"{"line":1,"#) == true)
    #expect(command.stop(with: SIGINT))
    #expect(command.status == 130)
  }

  /// `nohup` and background jobs of scripts start a program with SIGHUP or SIGINT ignored:
  /// the batch must not take them back.
  @Test func anIgnoredSignalStaysIgnored() throws {
    let input = try batchFile(array: false, count: 8)
    defer { try? FileManager.default.removeItem(at: input) }
    let result = try CLIRunner.shell(
      "trap '' HUP; \"$0\" --ndjson < '\(input.path)' & pid=$!; sleep 0.5; kill -HUP $pid; "
        + "wait $pid")
    #expect(result.status == 0)
    #expect(result.stdout.split(separator: "\n").count == 8)
  }
}
