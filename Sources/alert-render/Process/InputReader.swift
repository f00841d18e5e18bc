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

/// The input named on the command line, or standard input for `-` or none, read in bounded
/// pieces: nothing reads more than the limits allow, whatever the input holds.
struct InputReader {
  static let standardInputName = "<stdin>"

  /// The name messages use for the input: its path, or `<stdin>`.
  let name: String
  let descriptor: Int32
  /// The size of a regular file; nil for a stream, whose size is unknown.
  let fileSize: Int?

  /// Opens the input: standard input for nil or `-`, else the file; `expected` says what
  /// the file should be, for messages.
  init(path: String?, expected: String = "an alert JSON file") throws(CLIError) {
    guard let path, path != "-" else {
      if isatty(STDIN_FILENO) == 1 {
        throw .usage("No input file was given and standard input is a terminal.")
      }
      name = Self.standardInputName
      descriptor = STDIN_FILENO
      fileSize = Self.regularFileSize(STDIN_FILENO)
      return
    }
    name = path
    // Opened first and checked with `fstat`: a `stat` of the path before opening it walked
    // the path once more in every run. When opening fails, `stat` tells which message applies.
    descriptor = open(path, O_RDONLY | O_CLOEXEC)
    var status = stat()
    guard descriptor >= 0 else {
      guard stat(path, &status) == 0 else { throw Self.noSuchFile(path, expected: expected) }
      guard status.st_mode & S_IFMT != S_IFDIR else {
        throw Self.isDirectory(path, expected: expected)
      }
      throw CLIError(
        source: path, reason: "The file could not be read (check its permissions).", code: .noInput)
    }
    guard fstat(descriptor, &status) == 0 else {
      close(descriptor)
      throw Self.noSuchFile(path, expected: expected)
    }
    guard status.st_mode & S_IFMT != S_IFDIR else {
      close(descriptor)
      throw Self.isDirectory(path, expected: expected)
    }
    fileSize = status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : nil
  }

  private static func noSuchFile(_ path: String, expected: String) -> CLIError {
    CLIError(source: path, reason: "No such file; expected \(expected).", code: .noInput)
  }

  private static func isDirectory(_ path: String, expected: String) -> CLIError {
    CLIError(source: path, reason: "This is a directory; expected \(expected).", code: .noInput)
  }

  func closeDescriptor() {
    if descriptor != STDIN_FILENO { close(descriptor) }
  }

  /// Reads what is available into `buffer`, from its start, retrying interrupted reads; 0
  /// at the end.
  func readBlock(into buffer: inout [UInt8]) throws(CLIError) -> Int {
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count >= 0 { return count }
      if errno != EINTR { throw readFailed(errno) }
    }
  }

  /// Whether a read would return at once: input is waiting, or the input has ended.
  var hasInputWaiting: Bool {
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&request, 1, 0) == 1
  }

  /// The input's first bytes, read up to its first one that is neither whitespace nor part
  /// of a byte order mark (or its end, or more than `limit` bytes): enough to tell an array
  /// from a single alert.
  func readHead(limit: Int) throws(CLIError) -> [UInt8] {
    var head: [UInt8] = []
    // A file is read whole when small; a stream in 64 KiB blocks. A block larger than the
    // file would be zeroed, and its pages faulted in, for nothing.
    var block = [UInt8](repeating: 0, count: min((fileSize ?? 1 << 16) + 1, 1 << 16))
    while head.count <= limit {
      let count = try readBlock(into: &block)
      head += block[..<count]
      if count == 0 || Self.firstSignificantByte(head) != nil { break }
    }
    return head
  }

  /// The first byte of `bytes` that is neither JSON whitespace nor a byte order mark.
  static func firstSignificantByte(_ bytes: [UInt8]) -> UInt8? {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let body = bytes.starts(with: bom) ? bytes[3...] : bytes[...]
    return body.first { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }
  }

  /// A single alert: `head` and the rest of the input, reading no further than one byte past
  /// `limit`, so that an endless stream (`/dev/zero`) fails as soon as it is too large.
  func readAlert(after head: [UInt8], limit: Int) throws(CLIError) -> [UInt8] {
    if let fileSize, fileSize > limit {
      throw tooLarge(
        AlertDataError.inputTooLarge(bytes: fileSize, limit: limit).commandLineDescription)
    }
    guard head.count <= limit else { throw streamTooLarge(limit: limit) }
    // A regular file under 64 KiB that gave its whole size to `readHead`, whose block had a
    // byte more, ended there when read (a regular file gives fewer bytes than asked only at
    // its end; see `FileBytes.readToEnd`): no read is needed to find its end.
    if let fileSize, fileSize > 0, fileSize < 1 << 16, head.count == fileSize { return head }
    let rest = FileBytes.readToEnd(
      descriptor, sizeHint: max((fileSize ?? 0) - head.count, 0), limit: limit - head.count)
    switch rest {
    case .complete(let bytes): return head + bytes
    case .failed(let code): throw readFailed(code)
    case .tooLong: throw streamTooLarge(limit: limit)
    }
  }

  private func streamTooLarge(limit: Int) -> CLIError {
    tooLarge(
      "The alert is over the limit of \(limit) bytes (--max-alert-bytes); reading stopped there.")
  }

  private func tooLarge(_ reason: String) -> CLIError {
    CLIError(source: name, reason: reason, code: .dataError)
  }

  func readFailed(_ code: Int32) -> CLIError {
    CLIError(
      source: name, reason: "Reading the input failed: \(String(cString: strerror(code))).",
      code: .noInput)
  }

  private static func regularFileSize(_ descriptor: Int32) -> Int? {
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    return Int(status.st_size)
  }
}
