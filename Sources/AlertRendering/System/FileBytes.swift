#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads and writes whole files and streams with plain system calls, retrying interrupted
/// ones: the content loader, the cache and the command line share these loops.
package enum FileBytes {
  /// How reading to the end went.
  package enum Outcome {
    /// Every byte up to the end.
    case complete([UInt8])
    /// More than the limit: reading stopped there.
    case tooLong
    /// A read failed with this `errno`.
    case failed(Int32)
  }

  /// Every byte `descriptor` gives until its end, at most `limit`; `sizeHint` (a file's size,
  /// or 0 for a stream) sizes the buffer so that a file is usually read in one call.
  package static func readToEnd(_ descriptor: Int32, sizeHint: Int, limit: Int) -> Outcome {
    // One byte more than the hint, so that the read that finds the end needs no new room; a
    // huge hint is not trusted with memory up front, the buffer grows as bytes arrive.
    var bytes = [UInt8](repeating: 0, count: min(max(sizeHint, 0), limit, 64 << 20) + 1)
    var count = 0
    while true {
      if count == bytes.count {
        guard count <= limit else { return .tooLong }
        bytes += repeatElement(0, count: max(count, 1 << 16))
      }
      let result = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
      }
      if result < 0, errno == EINTR { continue }
      guard result >= 0 else { return .failed(errno) }
      if result == 0 { break }
      count += result
    }
    guard count <= limit else { return .tooLong }
    bytes.removeSubrange(count...)
    return .complete(bytes)
  }

  /// A write that failed, and how far it got.
  package struct WriteFailure {
    /// The `errno` of the failed write: `EPIPE` when the reader has gone away, `ENOSPC` for a
    /// full disk, `EBADF` for a closed descriptor.
    package var code: Int32
    /// How many bytes were written before it failed.
    package var written: Int
  }

  /// Writes all of `bytes` to `descriptor`, retrying interrupted writes; nil when every byte
  /// was written.
  package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32)
    -> WriteFailure?
  {
    guard var address = bytes.baseAddress else { return nil }
    var remaining = bytes.count
    while remaining > 0 {
      let written = write(descriptor, address, remaining)
      if written < 0, errno == EINTR { continue }
      // A write of nothing would retry forever; no descriptor does that, but say so if one did.
      guard written > 0 else {
        return WriteFailure(code: written < 0 ? errno : EIO, written: bytes.count - remaining)
      }
      address += written
      remaining -= written
    }
    return nil
  }

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
    guard
      case .complete(let bytes) = readToEnd(
        descriptor, sizeHint: Int(status.st_size), limit: 64 << 20)
    else { return nil }
    return (bytes, FileStatus(status).modified)
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
