import Foundation

/// Measures the CPU time of the calling thread, in nanoseconds.
///
/// CPU time rather than wall time: the benchmark runs on machines shared with builds, and a
/// thread that is descheduled accrues no CPU time, so the ratios stay comparable.
enum Stopwatch {
  /// The CPU time the calling thread has used so far.
  static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// The CPU time `body` takes.
  static func measure(_ body: () throws -> Void) rethrows -> UInt64 {
    let start = now()
    try body()
    return now() - start
  }
}
