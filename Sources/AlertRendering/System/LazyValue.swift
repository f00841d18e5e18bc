#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A value made on first use and then kept, safe to share between threads.
final class LazyValue<Value: Sendable>: @unchecked Sendable {
  // Unchecked because the compiler cannot see it: `mutex` guards every access to `made`.
  // A POSIX mutex rather than NSLock, which would link all of Foundation and ICU.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private var made: Value?
  private let make: @Sendable () -> Value

  /// Creates a value that `make` makes when it is first asked for.
  init(_ make: @escaping @Sendable () -> Value) {
    self.make = make
    pthread_mutex_init(mutex, nil)
  }

  /// Wraps a value already made.
  init(_ value: Value) {
    made = value
    make = { value }
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// The value, made by the first caller while any others wait.
  var value: Value {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    if let made { return made }
    let value = make()
    made = value
    return value
  }
}
