#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension FileBytes {
  /// All bytes of the content file at `path` (relative to the working directory, or
  /// absolute), read again after loading: nil unless it is, at the last step, a regular file
  /// and not a link, of at most `limit` bytes. Opened without blocking, as loading opens it.
  static func regularFile(at path: String, limit: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      Int(status.st_size) <= limit,
      case .complete(let bytes) = readToEnd(
        descriptor, sizeHint: Int(status.st_size), limit: limit, isRegularFile: true)
    else { return nil }
    return bytes
  }
}
