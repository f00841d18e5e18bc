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
    // Read straight into uninitialised storage: zeroing it first would touch every page twice.
    var failed = false
    let bytes = [UInt8](unsafeUninitializedCapacity: Int(status.st_size)) { buffer, count in
      while count < buffer.count {
        let result = read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
        if result < 0, errno == EINTR { continue }
        guard result > 0 else {
          failed = true
          return
        }
        count += result
      }
    }
    return failed ? nil : bytes
  }

  /// `body` applied to the bytes of the file at `path`, mapped rather than copied, or nil when
  /// the file cannot be read.
  ///
  /// Mapping lets the system fill many pages per fault straight from its file cache, where
  /// reading fills a fresh buffer a page at a time: for the few hundred kilobytes a run
  /// checks, the difference is most of the cost.
  static func withMapped<Result>(_ path: String, _ body: (UnsafeRawBufferPointer) -> Result)
    -> Result?
  {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_size < 64 << 20 else { return nil }
    let size = Int(status.st_size)
    guard size > 0 else { return body(UnsafeRawBufferPointer(start: nil, count: 0)) }
    guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0),
      address != MAP_FAILED
    else { return nil }
    defer { munmap(address, size) }
    return body(UnsafeRawBufferPointer(start: address, count: size))
  }
}
