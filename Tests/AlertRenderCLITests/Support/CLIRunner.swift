import Foundation

/// Runs the built `alert-render` binary and captures what it prints.
enum CLIRunner {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Whether the run was stopped for taking longer than its timeout.
    var timedOut = false
  }

  /// The package root, found from this file's location.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The binary beside the test bundle in the build products directory.
  static var executable: URL {
    var directory = Bundle.main.bundleURL
    if directory.pathExtension == "xctest" { directory.deleteLastPathComponent() }
    for candidate in [directory, Bundle.main.bundleURL.deletingLastPathComponent()] {
      let binary = candidate.appendingPathComponent("alert-render")
      if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
    }
    return directory.appendingPathComponent("alert-render")
  }

  /// Runs the binary with `arguments` in the package root, feeding `input` to stdin; a run
  /// still going after `timeout` seconds is killed and reported as `timedOut`, so that a hang
  /// fails its test instead of the whole suite.
  static func run(
    _ arguments: [String], input: Data? = nil, environment: [String: String] = [:],
    directory: URL? = nil, timeout: TimeInterval = 120
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    return try run(
      process, input: input, environment: environment, directory: directory, timeout: timeout)
  }

  /// Runs the bash `script` with `$0` set to the binary, for what only a shell sets up: a
  /// closed descriptor, `/dev/full`, a file size limit, a pipeline; killed after `timeout`
  /// seconds like `run`.
  static func shell(_ script: String, input: Data? = nil, timeout: TimeInterval = 120) throws
    -> Result
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script, executable.path]
    return try run(process, input: input, environment: [:], directory: nil, timeout: timeout)
  }

  /// Waits up to `timeout` seconds for `process` to end, and kills it if it has not: a hang
  /// fails its test instead of the whole suite. Returns whether it ended by itself.
  @discardableResult
  static func waitForExit(_ process: Process, timeout: TimeInterval = 30) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    let ended = !process.isRunning
    stop(process)
    return ended
  }

  /// Ends `process` if it still runs, and waits for it. SIGKILL, because `terminate()` sends
  /// SIGTERM, which a child started from a test's thread may have blocked (the signal mask is
  /// inherited), and a test that fails must not leave a child holding the suite.
  static func stop(_ process: Process) {
    guard process.processIdentifier != 0 else { return }  // never started
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  private static func run(
    _ process: Process, input: Data?, environment: [String: String], directory: URL?,
    timeout: TimeInterval
  ) throws -> Result {
    process.currentDirectoryURL = directory ?? root
    var env = ProcessInfo.processInfo.environment
    env["LANG"] = nil
    env["LC_ALL"] = nil
    env["LC_MESSAGES"] = nil
    for (key, value) in environment { env[key] = value }
    process.environment = env
    // Output goes to files, not pipes, so a large output can never block the child.
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("alert-render-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outputURL = scratch.appendingPathComponent("stdout")
    let errorURL = scratch.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: outputURL)
    process.standardError = try FileHandle(forWritingTo: errorURL)
    let stdin = Pipe()
    process.standardInput = stdin
    try process.run()
    // The child may exit before reading all input; that must not kill the test run.
    signal(SIGPIPE, SIG_IGN)
    if let input { try? stdin.fileHandleForWriting.write(contentsOf: input) }
    try? stdin.fileHandleForWriting.close()
    let timedOut = !waitForExit(process, timeout: timeout)
    let outputData = try Data(contentsOf: outputURL)
    let errorData = try Data(contentsOf: errorURL)
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: outputData, as: UTF8.self),
      stderr: String(decoding: errorData, as: UTF8.self), timedOut: timedOut)
  }
}
