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

/// Unbuffered writes to standard output and error that never raise SIGPIPE, and that report
/// every failure but a closed pipe.
enum StandardStreams {
  /// The name messages give standard output.
  static let outputName = "<stdout>"

  /// Fails when standard output is closed (`>&-`), and gives a closed standard input or error
  /// `/dev/null`, so that no file opened later takes their number and receives messages.
  static func checkDescriptors() throws(CLIError) {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      guard descriptor != STDOUT_FILENO else { throw outputFailed(EBADF) }
      _ = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
    }
  }

  /// Writes `text` to standard output; a reader that has gone away (`| head`) is not an
  /// error, any other failure is.
  static func write(_ text: String) throws(CLIError) {
    try write(Data(text.utf8))
  }

  static func write(_ data: Data) throws(CLIError) {
    let failure = data.withUnsafeBytes { FileBytes.writeAll($0, to: STDOUT_FILENO) }
    if let failure, failure.code != EPIPE { throw outputFailed(failure.code) }
  }

  /// Writes `text` to standard error; false when that failed for another reason than a
  /// reader that went away, so that the exit code can say the report was lost.
  static func writeError(_ text: String) -> Bool {
    let failure = Data(text.utf8).withUnsafeBytes { FileBytes.writeAll($0, to: STDERR_FILENO) }
    return failure.map { $0.code == EPIPE } ?? true
  }

  /// The error for a write to standard output that failed with `code`.
  static func outputFailed(_ code: Int32) -> CLIError {
    CLIError(
      source: outputName, reason: "Writing the output failed: \(String(cString: strerror(code))).",
      code: .ioError)
  }
}
