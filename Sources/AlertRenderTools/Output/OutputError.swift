#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Why output could not be written where it belongs.
package enum OutputError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A symbolic link stands where a directory of the output belongs; it is not followed.
  case link(path: String)
  /// Something other than a directory stands where one belongs.
  case notDirectory(path: String)
  /// A directory stands where a file belongs.
  case notFile(path: String)
  /// A name that is not one directory entry (empty, `.`, `..`, or holding `/`).
  case invalidName(path: String, name: String)
  /// A system call failed with `code`.
  case failed(path: String, action: String, code: Int32)

  /// The path concerned.
  package var path: String {
    switch self {
    case .link(let path), .notDirectory(let path), .notFile(let path),
      .invalidName(let path, _), .failed(let path, _, _):
      return path
    }
  }

  /// A full sentence.
  package var reason: String {
    switch self {
    case .link:
      return
        "This is a symbolic link, which alert-render does not follow inside an output "
        + "directory (it could point anywhere); remove it, or write to another directory."
    case .notDirectory:
      return "This is not a directory; expected a directory, made if it is missing."
    case .notFile:
      return "A directory is in the way of this file; remove it, or write to another directory."
    case .invalidName(_, let name):
      return "'\(cut: name)' cannot be a file name; expected a name without '/'."
    case .failed(_, let action, let code):
      return "\(action) (\(String(cString: strerror(code))))."
    }
  }

  package var description: String { "\(path): error: \(reason)" }
}
