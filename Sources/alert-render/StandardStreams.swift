import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Unbuffered writes to standard output and error that never raise SIGPIPE.
enum StandardStreams {
  static func write(_ text: String) { write(Data(text.utf8)) }

  static func write(_ data: Data) {
    data.withUnsafeBytes { _ = writeAll($0, to: STDOUT_FILENO) }
  }

  static func writeError(_ text: String) {
    Data(text.utf8).withUnsafeBytes { _ = writeAll($0, to: STDERR_FILENO) }
  }

  /// Writes all of `bytes` to `descriptor`; false when the reader has gone away.
  static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    FileBytes.writeAll(bytes, to: descriptor)
  }
}
