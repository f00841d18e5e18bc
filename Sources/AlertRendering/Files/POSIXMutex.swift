#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A POSIX mutex owned by the value that holds it, for the few classes shared between threads.
///
/// Not `NSLock`, which would link all of Foundation and ICU, nor the standard library's
/// `Mutex`, which Apple's systems offer only from iOS 18 and macOS 15 on. Non-copyable, so
/// that it is destroyed exactly once, with its owner; the mutex itself lives in memory of its
/// own because a pthread mutex must not move once initialized.
struct POSIXMutex: ~Copyable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  init() {
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` while holding the mutex.
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
