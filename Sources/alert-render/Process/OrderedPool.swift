#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Worker threads that turn inputs into outputs and hand the outputs back in the order the
/// inputs came, holding at most `capacity` of them at a time.
///
/// One thread (the batch's) submits and takes; the workers only work, and so does the
/// submitter while it waits for the oldest output: rather than sleep, it takes on an input no
/// worker has started. A pool of `n` workers therefore works on `n + 1` threads, and `n` cores
/// run `n - 1` workers and the submitter without a thread more than they have. Everything
/// shared sits in a ring of `capacity` slots guarded by one mutex, so memory stays flat however
/// long the batch: a full ring makes the submitter take the oldest output first. POSIX threads
/// rather than Dispatch or Foundation's `Thread`, which the command does not link.
final class OrderedPool<Input: Sendable, Output: Sendable>: @unchecked Sendable {
  // Unchecked because the compiler cannot see it: `mutex` guards every stored `var` but
  // `submitterWork`, which only the submitter reads or writes.
  private enum Slot {
    case empty
    case waiting(Input)
    case working
    case done(Output)
  }

  /// How many inputs may be submitted and not yet taken back.
  let capacity: Int
  /// Makes the work of one thread: once per worker, as it starts, and once for the submitter,
  /// when it first waits.
  private let makeWork: @Sendable () -> (Input) -> Output
  /// The submitter's work, made when it first waits; only the submitter reads or writes it.
  private var submitterWork: ((Input) -> Output)?
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  /// Signalled when an input is submitted or the pool stops.
  private let workReady = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  /// Signalled when the output the submitter waits for, the oldest, is done.
  private let oldestDone = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private var slots: [Slot]
  /// Sequence numbers: of the next input submitted, started by a worker, taken back.
  private var submitted = 0
  private var started = 0
  private var taken = 0
  private var stopping = false
  private var threads: [pthread_t] = []

  /// Starts `threads` workers, each applying the work `makeWork` makes on its thread (so that
  /// each thread may work with state of its own); `capacity` bounds the inputs in flight. With
  /// fewer workers than asked, or none (the system refused threads, or `threads` is 0), the
  /// submitter works on what no worker takes, so everything is still done.
  init(
    threads count: Int, capacity: Int, makeWork: @escaping @Sendable () -> (Input) -> Output
  ) {
    self.capacity = max(capacity, 1)
    self.makeWork = makeWork
    slots = Array(repeating: .empty, count: self.capacity)
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(workReady, nil)
    pthread_cond_init(oldestDone, nil)
    for _ in 0..<max(count, 0) {
      guard let thread = startWorker() else { break }
      threads.append(thread)
    }
  }

  /// Starts one worker thread, or returns nil when the system refuses.
  private func startWorker() -> pthread_t? {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    // As much stack as the main thread usually has, whatever `ulimit -s` says, for the
    // recursion of deeply nested alerts (bounded by --max-depth); the submitter renders on
    // the main thread's own stack, as `--jobs 1` does.
    pthread_attr_setstacksize(&attributes, 8 << 20)
    // The thread holds the pool until its worker ends.
    let body = Unmanaged.passRetained(ThreadBody { [self] in runWorker() }).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let status = pthread_create(
      &thread, &attributes,
      { context in
        // The pointer is `body`, passed just below; it is never nil.
        if let context { Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().run() }
        return nil
      }, body)
    guard status == 0 else {
      Unmanaged<ThreadBody>.fromOpaque(body).release()
      return nil
    }
    return thread
  }

  deinit {
    pthread_cond_destroy(workReady)
    pthread_cond_destroy(oldestDone)
    pthread_mutex_destroy(mutex)
    workReady.deallocate()
    oldestDone.deallocate()
    mutex.deallocate()
  }

  /// Whether inputs were submitted whose outputs were not taken yet.
  var hasPending: Bool {
    locked { taken < submitted }
  }

  /// Whether `submit` would overrun the ring: take the oldest output first.
  var isFull: Bool {
    locked { submitted - taken == capacity }
  }

  /// Queues `input` for the workers; the ring must not be full.
  func submit(_ input: Input) {
    locked {
      precondition(submitted - taken < capacity, "OrderedPool: submitted into a full ring")
      slots[submitted % capacity] = .waiting(input)
      submitted += 1
      pthread_cond_signal(workReady)
    }
  }

  /// The output of the oldest input not taken yet: nil when there is none, or when it is not
  /// done and `wait` is false. While it waits, the calling thread works on inputs no worker
  /// has started, and sleeps only when there are none.
  func next(wait: Bool) -> Output? {
    // Made before the lock is taken: making it may take a while, and the workers must be
    // able to hand in their outputs meanwhile.
    if wait, submitterWork == nil { submitterWork = makeWork() }
    return locked {
      while taken < submitted {
        if case .done(let output) = slots[taken % capacity] {
          slots[taken % capacity] = .empty
          taken += 1
          return output
        }
        guard wait else { return nil }
        if started < submitted {
          workOnNextInput(submitterWork ?? makeWork())
        } else {
          pthread_cond_wait(oldestDone, mutex)
        }
      }
      return nil
    }
  }

  /// Stops the workers once they finish what they are working on, and waits for them;
  /// inputs not started are dropped.
  func stop() {
    locked {
      stopping = true
      pthread_cond_broadcast(workReady)
    }
    for thread in threads { pthread_join(thread, nil) }
    threads = []
  }

  private func runWorker() {
    // A signal that stops the batch must reach the thread that reads and writes.
    StopSignals.blockInThisThread()
    let work = makeWork()
    pthread_mutex_lock(mutex)
    while true {
      while started == submitted, !stopping { pthread_cond_wait(workReady, mutex) }
      if stopping { break }
      workOnNextInput(work)
    }
    pthread_mutex_unlock(mutex)
  }

  /// Works on the oldest input not started yet with `work`, with `mutex` released meanwhile;
  /// called and returning with `mutex` held, and only when such an input exists.
  private func workOnNextInput(_ work: (Input) -> Output) {
    let sequence = started
    started += 1
    guard case .waiting(let input) = slots[sequence % capacity] else {
      preconditionFailure("OrderedPool: a submitted slot holds no input")
    }
    slots[sequence % capacity] = .working
    pthread_mutex_unlock(mutex)
    let output = work(input)
    pthread_mutex_lock(mutex)
    slots[sequence % capacity] = .done(output)
    if sequence == taken { pthread_cond_signal(oldestDone) }
  }

  private func locked<Result>(_ body: () -> Result) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return body()
  }
}

/// What a new thread runs: a closure in a class, since a C thread entry point takes one
/// pointer and cannot capture a generic context.
private final class ThreadBody {
  let run: () -> Void
  init(_ run: @escaping () -> Void) { self.run = run }
}
