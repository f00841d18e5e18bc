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

/// Opens the input named on the command line, or standard input for `-` or none.
enum InputReader {
  static let standardInputName = "<stdin>"

  /// The name messages use for the input: its path, or `<stdin>`.
  static func sourceName(_ path: String?) -> String {
    guard let path, path != "-" else { return standardInputName }
    return path
  }

  /// A descriptor to read the input from: standard input for nil or `-`, else the file.
  static func openDescriptor(_ path: String?) throws(CLIError) -> Int32 {
    guard let path, path != "-" else {
      if isatty(STDIN_FILENO) == 1 {
        throw .usage("No input file was given and standard input is a terminal.")
      }
      return STDIN_FILENO
    }
    var status = stat()
    guard stat(path, &status) == 0 else {
      throw CLIError(
        source: path, reason: "No such file; expected an alert JSON file.", code: .noInput)
    }
    guard status.st_mode & S_IFMT != S_IFDIR else {
      throw CLIError(
        source: path, reason: "This is a directory; expected an alert JSON file.", code: .noInput)
    }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw CLIError(
        source: path, reason: "The file could not be read (check its permissions).", code: .noInput)
    }
    return descriptor
  }

  /// The display name of the source and all of its bytes.
  static func contents(of path: String?) throws(CLIError) -> (source: String, bytes: Data) {
    let descriptor = try openDescriptor(path)
    defer { if descriptor != STDIN_FILENO { close(descriptor) } }
    var bytes: [UInt8] = []
    var block = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else {
        throw CLIError(
          source: sourceName(path),
          reason: "Reading the input failed: \(String(cString: strerror(errno))).", code: .noInput)
      }
      if count == 0 { break }
      bytes += block[..<count]
    }
    return (sourceName(path), Data(bytes))
  }
}
