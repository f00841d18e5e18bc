#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads and writes whole files and streams with plain system calls, retrying interrupted
/// ones: the content loader and the command line share these loops.
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
  ///
  /// `isRegularFile` says that `descriptor` is a regular file and `sizeHint` its size from
  /// `fstat`: once reads have given exactly that many bytes, one fewer than asked for, the
  /// file ends there as of that read (a regular file gives fewer bytes than asked only at its
  /// end, and one that grew since `fstat` would have given the extra byte), so the read that
  /// would return 0 is skipped: one system call fewer for every content file of every run.
  package static func readToEnd(
    _ descriptor: Int32, sizeHint: Int, limit: Int, isRegularFile: Bool = false
  ) -> Outcome {
    // One byte more than the hint, so that the read that finds the end needs no new room; a
    // huge hint is not trusted with memory up front, the buffer grows as bytes arrive.
    let capacity = min(max(sizeHint, 0), limit, 64 << 20) + 1
    // The first reads go straight into uninitialized room: zero-filling it first was a pass
    // over every byte of every content file a run reads.
    var failure: Int32?
    var reachedEnd = false
    var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      while initialized < buffer.count {
        let result = read(descriptor, base + initialized, buffer.count - initialized)
        if result < 0, errno == EINTR { continue }
        guard result >= 0 else {
          failure = errno
          return
        }
        if result == 0 {
          reachedEnd = true
          return
        }
        initialized += result
        if isRegularFile, sizeHint > 0, initialized == sizeHint {
          reachedEnd = true
          return
        }
      }
    }
    if let failure { return .failed(failure) }
    var count = bytes.count
    while !reachedEnd {
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
}
