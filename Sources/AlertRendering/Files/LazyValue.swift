/// A value made on first use and then kept, safe to share between threads.
final class LazyValue<Value: Sendable>: @unchecked Sendable {
  // Unchecked because the compiler cannot see it: `mutex` guards every access to `made`.
  private let mutex = POSIXMutex()
  private var made: Value?
  private let make: @Sendable () -> Value

  /// Creates a value that `make` makes when it is first asked for.
  init(_ make: @escaping @Sendable () -> Value) {
    self.make = make
  }

  /// Wraps a value already made.
  init(_ value: Value) {
    made = value
    make = { value }
  }

  /// The value, made by the first caller while any others wait.
  var value: Value {
    mutex.withLock {
      if let made { return made }
      let value = make()
      made = value
      return value
    }
  }
}
