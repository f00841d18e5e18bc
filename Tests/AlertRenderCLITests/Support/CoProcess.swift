import Foundation

/// The built binary kept running with pipes on both ends, driven as a service drives it:
/// write some lines, wait for their records.
final class CoProcess {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private var received: [UInt8] = []

  /// Starts `alert-render` with `arguments`; standard error is dropped.
  init(_ arguments: [String]) throws {
    process.executableURL = CLIRunner.executable
    process.arguments = arguments
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    signal(SIGPIPE, SIG_IGN)
    try process.run()
  }

  deinit { CLIRunner.stop(process) }

  /// The exit status, once `finish()` returned true.
  var status: Int32 { process.terminationStatus }

  /// Writes `text` to the command's input.
  func send(_ text: String) throws {
    try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
  }

  /// The next output line, or nil when none arrives within `timeout` seconds or the output
  /// ends.
  func readLine(within timeout: TimeInterval = 10) -> String? {
    guard readLines(1, within: timeout), let end = received.firstIndex(of: 0x0A) else {
      return nil
    }
    defer { received.removeSubrange(...end) }
    return String(decoding: received[..<end], as: UTF8.self)
  }

  /// Reads until `count` lines have arrived that `readLine` did not take; false when they
  /// did not within `timeout` seconds.
  func readLines(_ count: Int, within timeout: TimeInterval = 10) -> Bool {
    let descriptor = output.fileHandleForReading.fileDescriptor
    let deadline = Date().addingTimeInterval(timeout)
    while received.count(where: { $0 == 0x0A }) < count {
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let wait = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
      guard poll(&request, 1, wait) == 1 else { return false }
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      let length = read(descriptor, &buffer, buffer.count)
      guard length > 0 else { return false }
      received += buffer[..<length]
    }
    return true
  }

  /// Every line received and not taken by `readLine`.
  var lines: [String] {
    received.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Sends `signal` to the command and waits, at most 30 s, for it to end, its input still
  /// open; false when it did not end, or not by exiting (it is then killed).
  func stop(with signal: Int32) -> Bool {
    kill(process.processIdentifier, signal)
    return CLIRunner.waitForExit(process) && process.terminationReason == .exit
  }

  /// Closes the command's input and waits, at most 30 s, for it to end; false when it did
  /// not (it is then killed).
  func finish() throws -> Bool {
    try input.fileHandleForWriting.close()
    return CLIRunner.waitForExit(process)
  }
}
