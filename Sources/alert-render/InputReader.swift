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
    var status = stat()
    let size = fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
    switch FileBytes.readToEnd(descriptor, sizeHint: size, limit: Int.max - 1) {
    case .complete(let bytes): return (sourceName(path), Data(bytes))
    case .failed(let code):
      throw CLIError(
        source: sourceName(path),
        reason: "Reading the input failed: \(String(cString: strerror(code))).", code: .noInput)
    case .tooLong:
      throw CLIError(
        source: sourceName(path), reason: "Reading the input failed: it does not fit in memory.",
        code: .noInput)
    }
  }
}
