#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads whole files for the cache, where a file that cannot be read is a miss, not an error.
enum FileBytes {
  /// All bytes of the regular file at `path` (at most 64 MiB), and when it was last written,
  /// if this user owns it; nil when it cannot be read, is a link, a device or a pipe (which
  /// could block), or is someone else's.
  static func contents(ofOwnFile path: String) -> (bytes: [UInt8], modified: FileStatus.Time)? {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      status.st_uid == geteuid(), status.st_size < 64 << 20
    else { return nil }
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
    return failed ? nil : (bytes, FileStatus(status).modified)
  }

  /// The size and checksum of the file at `path`, read into `buffer` (grown as needed and
  /// reused from file to file), or nil when the file cannot be read.
  ///
  /// Fingerprinting reads a couple of dozen files on every run: one reused buffer and four
  /// system calls a file cost less than a fresh array each. Files are read, not mapped: a file
  /// truncated while mapped would crash the process when touched.
  static func checksum(ofFile path: String, buffer: inout [UInt8]) -> (
    count: Int, checksum: UInt64
  )? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_size < 64 << 20 else { return nil }
    // The size fstat gave is what the fingerprint covers: a file still being written is
    // fingerprinted as far as it went, and a later run sees the rest.
    let size = Int(status.st_size)
    // Read in pieces through one small buffer: its few pages are touched once for every file,
    // where a buffer the size of the largest catalog would take a page fault per 4 KiB.
    let piece = 1 << 15
    if buffer.count < piece {
      // Left uninitialised, since zeroing would touch its pages once more before reading
      // does; only the bytes a read fills are ever looked at.
      buffer = [UInt8](unsafeUninitializedCapacity: piece) { _, count in count = piece }
    }
    var running = Checksum.Running()
    var count = 0
    return buffer.withUnsafeMutableBytes { bytes -> (count: Int, checksum: UInt64)? in
      guard let base = bytes.baseAddress else { return nil }
      var carried = 0  // bytes of an unfinished word kept at the buffer's start
      while count < size {
        let result = read(descriptor, base + carried, min(piece - carried, size - count))
        if result < 0, errno == EINTR { continue }
        guard result > 0 else { return nil }
        count += result
        let filled = UnsafeRawBufferPointer(start: base, count: carried + result)
        let used = running.addWords(filled)
        carried = filled.count - used
        if carried > 0 { base.copyMemory(from: base + used, byteCount: carried) }
      }
      return (count, running.finish(tail: UnsafeRawBufferPointer(start: base, count: carried)))
    }
  }
}
