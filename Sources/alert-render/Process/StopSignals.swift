import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// SIGHUP, SIGINT and SIGTERM during a batch: the batch stops taking alerts, writes out the
/// records it holds whole, and exits with 128 + the signal, so that the output always ends
/// with a whole record.
///
/// The handler only stores the signal's number (an atomic store, safe in a handler); the
/// batch's thread looks at it between records. The handler is installed without
/// `SA_RESTART`, so that a wait for input ends at once, and with `SA_RESETHAND`, so that a
/// second signal ends the process at once, as if nothing were installed, when the first
/// cannot finish (a reader that stopped reading). A write interrupted by the handler goes on
/// to its end (`FileBytes.writeAll`), so no record is cut.
enum StopSignals {
  /// The signals that stop a batch.
  static let stopping: [Int32] = [SIGHUP, SIGINT, SIGTERM]

  /// The signal that arrived, or 0.
  private static let received = Atomic<Int32>(0)

  /// Takes the stopping signals from now on, but for one the process was started with
  /// ignored (`nohup`, a background job of a script), which stays ignored. One it was started
  /// with blocked is unblocked: a process inherits the mask of the thread that started it,
  /// and Dispatch's threads, which Swift programs start processes from, block every signal.
  /// Call it on the batch's thread, before any other thread starts (those block the signals:
  /// `blockInThisThread`).
  static func install() {
    _ = received.load(ordering: .relaxed)  // made before a handler can touch it
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = { StopSignals.received.store($0, ordering: .relaxed) }
    #else
      action.__sigaction_handler.sa_handler = { StopSignals.received.store($0, ordering: .relaxed) }
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
    for signal in stopping {
      var previous = sigaction()
      sigaction(signal, nil, &previous)
      guard !isIgnored(previous) else { continue }
      sigaction(signal, &action, nil)
      var set = sigset_t()
      sigemptyset(&set)
      sigaddset(&set, signal)
      pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
  }

  private static func isIgnored(_ action: sigaction) -> Bool {
    #if canImport(Darwin)
      let handler = action.__sigaction_u.__sa_handler
    #else
      let handler = action.__sigaction_handler.sa_handler
    #endif
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  /// The signal that asked the batch to stop, if one did.
  static var signal: Int32? {
    let number = received.load(ordering: .relaxed)
    return number == 0 ? nil : number
  }

  /// Leaves the stopping signals to the batch's thread: a worker thread calls it first.
  static func blockInThisThread() {
    var set = signalSet()
    pthread_sigmask(SIG_BLOCK, &set, nil)
  }

  /// Waits until `descriptor` has input (or its end); false when a stopping signal came
  /// first, before or during the wait.
  static func waitForInput(on descriptor: Int32) -> Bool {
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    if let ppoll = Self.ppoll {
      // The signals are blocked between the look at `received` and the wait, and `ppoll`
      // unblocks them as it starts waiting: one that arrives in between ends the wait at once.
      var blocked = signalSet()
      var previous = sigset_t()
      pthread_sigmask(SIG_BLOCK, &blocked, &previous)
      defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
      while signal == nil {
        if ppoll(&request, 1, nil, &previous) >= 0 || errno != EINTR { return signal == nil }
      }
      return false
    }
    // Without `ppoll`, a signal between the look and the wait is seen at the next look.
    while signal == nil {
      let result = poll(&request, 1, 100)
      if result > 0 || (result < 0 && errno != EINTR) { return signal == nil }
    }
    return false
  }

  private typealias PPoll =
    @convention(c) (
      UnsafeMutablePointer<pollfd>, nfds_t, UnsafePointer<timespec>?, UnsafePointer<sigset_t>?
    ) -> Int32

  /// Linux's `ppoll`, looked up by name: the Glibc module leaves out what needs `_GNU_SOURCE`.
  private static let ppoll: PPoll? = {
    #if canImport(Glibc) || canImport(Musl)
      dlsym(nil, "ppoll").map { unsafeBitCast($0, to: PPoll.self) }
    #else
      nil
    #endif
  }()

  /// The exit code of a batch stopped by `signal`: 128 + its number.
  static func exitCode(_ signal: Int32) -> ExitCode {
    switch signal {
    case SIGHUP: .hangUp
    case SIGINT: .interrupted
    default: .terminated
    }
  }

  /// The signal's name, as `kill -l` gives it.
  static func name(_ signal: Int32) -> String {
    switch signal {
    case SIGHUP: "SIGHUP"
    case SIGINT: "SIGINT"
    default: "SIGTERM"
    }
  }

  private static func signalSet() -> sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in stopping { sigaddset(&set, signal) }
    return set
  }
}
