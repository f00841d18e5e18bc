#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// How many cores this process may run on, the default number of batch threads.
enum ProcessorCount {
  /// The cores in the process's CPU affinity mask (`taskset`, a container's `cpuset`), or
  /// the online cores where no mask can be read; at least 1 and at most `OptionSpec.maxJobs`.
  static var available: Int {
    min(max(affinityCount ?? onlineCount, 1), OptionSpec.maxJobs)
  }

  private static var onlineCount: Int {
    Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
  }

  private static var affinityCount: Int? {
    #if os(Linux)
      // Glibc's module map leaves out the GNU extension `sched_getaffinity`: look it up.
      typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
      guard let symbol = dlsym(nil, "sched_getaffinity") else { return nil }
      let getAffinity = unsafeBitCast(symbol, to: GetAffinity.self)
      // 1,024 CPUs, glibc's `cpu_set_t`; a larger machine's mask fails with EINVAL.
      var mask = [UInt64](repeating: 0, count: 16)
      let status = mask.withUnsafeMutableBytes { bytes in
        bytes.baseAddress.map { getAffinity(0, bytes.count, $0) } ?? -1
      }
      guard status == 0 else { return nil }
      let count = mask.reduce(0) { $0 + $1.nonzeroBitCount }
      return count > 0 ? count : nil
    #else
      return nil
    #endif
  }
}
