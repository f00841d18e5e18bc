/// Keeps values until the process exits instead of freeing them as their scope ends.
///
/// A command that frees its loaded content just before `exit` only spends time: tearing down
/// every rule, catalog and compiled table costs more than rendering an alert, and the system
/// reclaims the memory at exit anyway.
enum ProcessLifetime {
  // Unsafe only in name: the command line touches it from its main thread alone.
  nonisolated(unsafe) private static var kept: [Any] = []

  /// Keeps `value` alive until the process exits.
  static func keep(_ value: Any) {
    kept.append(value)
  }
}
