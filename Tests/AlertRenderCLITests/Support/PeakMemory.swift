import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the built binary and measures its peak resident memory as the kernel keeps it
/// (`VmHWM` in `/proc/PID/status`, the high-water mark of the process's own memory), never by
/// timing.
///
/// Not `ru_maxrss` from `wait4`: at `exec` the kernel folds the resident size of the memory
/// the child had before, a copy of this test process's, into it, so a small child would
/// report the test process's size.
enum PeakMemory {
  struct Run {
    /// The exit status, or 128 + the signal that ended it.
    var status: Int32
    /// The peak resident set, in bytes.
    var peakBytes: Int
    var stderr: String
    var timedOut: Bool
  }

  /// Runs the binary with `arguments`, standard input and output on `/dev/null`; one still
  /// running after `timeout` seconds is killed and reported as `timedOut`.
  static func run(_ arguments: [String], timeout: TimeInterval = 300) throws -> Run {
    let errorURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("alert-render-peak-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: errorURL) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, errorURL.path, O_WRONLY | O_CREAT, 0o600)
    let binary = CLIRunner.executable.path
    let argv = ([binary] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, binary, &actions, nil, argv, environ)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    var status: Int32 = 0
    let deadline = Date(timeIntervalSinceNow: timeout)
    var timedOut = false
    var peak = 0
    // The mark only rises, so the last reading before the process ends is its peak, but for
    // what it took in its last two milliseconds, when it only writes and frees.
    while waitpid(pid, &status, WNOHANG) == 0 {
      peak = max(peak, highWaterMark(of: pid) ?? 0)
      if Date() > deadline, !timedOut {
        kill(pid, SIGKILL)
        timedOut = true
      }
      usleep(2_000)
    }
    let signal = status & 0x7F
    return Run(
      status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal,
      peakBytes: peak,
      stderr: (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "", timedOut: timedOut)
  }

  /// The process's peak resident memory so far, in bytes; nil once it has ended.
  static func highWaterMark(of pid: pid_t) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    return kilobytes * 1024
  }
}
