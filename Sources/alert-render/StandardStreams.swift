import Foundation

/// Unbuffered writes to standard output and error that never raise SIGPIPE.
enum StandardStreams {
  static func write(_ text: String) { write(Data(text.utf8)) }

  static func write(_ data: Data) { write(data, to: STDOUT_FILENO) }

  static func writeError(_ text: String) { write(Data(text.utf8), to: STDERR_FILENO) }

  private static func write(_ data: Data, to descriptor: Int32) {
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written <= 0 {
          if written < 0, errno == EINTR { continue }
          return
        }
        offset += written
      }
    }
  }
}
