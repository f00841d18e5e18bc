#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads whole files for the cache, where a file that cannot be read is a miss, not an error.
enum FileBytes {
  /// All bytes of the file at `path` (at most 64 MiB), or nil when it cannot be read.
  static func contents(of path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_size < 64 << 20 else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
    var count = 0
    while count < bytes.count {
      let result = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
      }
      if result < 0, errno == EINTR { continue }
      guard result > 0 else { return nil }
      count += result
    }
    return bytes
  }
}
