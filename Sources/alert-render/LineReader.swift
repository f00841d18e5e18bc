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

/// Reads lines from a file descriptor in large blocks, holding at most one line in memory.
///
/// A line longer than `maxLineBytes` is skipped to its end and reported by length only, so a
/// 50 MB line costs no more memory than a short one.
struct LineReader {
  enum Line {
    /// A whole line, without its `\n` (or `\r\n`).
    case text([UInt8])
    /// A line over the limit, skipped; `bytes` is its length.
    case tooLong(bytes: Int)
  }

  private let descriptor: Int32
  private let maxLineBytes: Int
  private var block = [UInt8](repeating: 0, count: 1 << 20)
  private var blockStart = 0
  private var blockEnd = 0
  private var pending: [UInt8] = []
  private var skippedBytes: Int?
  private var atEnd = false

  init(descriptor: Int32, maxLineBytes: Int) {
    self.descriptor = descriptor
    self.maxLineBytes = maxLineBytes
  }

  /// The next line, or nil at the end of input.
  mutating func next() throws(CLIError) -> Line? {
    while true {
      if blockStart == blockEnd {
        if atEnd { return finishLastLine() }
        try fill()
        continue
      }
      let newline = block.withUnsafeBufferPointer { buffer -> Int? in
        guard let base = buffer.baseAddress else { return nil }
        let start = base + blockStart
        guard let found = memchr(start, 0x0A, blockEnd - blockStart) else { return nil }
        return blockStart + (UnsafeRawPointer(found) - UnsafeRawPointer(start))
      }
      let end = newline ?? blockEnd
      append(block[blockStart..<end])
      blockStart = newline.map { $0 + 1 } ?? blockEnd
      if newline != nil { return takeLine() }
    }
  }

  private mutating func append(_ bytes: ArraySlice<UInt8>) {
    if let skipped = skippedBytes {
      skippedBytes = skipped + bytes.count
    } else if pending.count + bytes.count > maxLineBytes {
      skippedBytes = pending.count + bytes.count
      pending = []
    } else {
      pending.append(contentsOf: bytes)
    }
  }

  private mutating func takeLine() -> Line {
    defer {
      pending.removeAll(keepingCapacity: pending.capacity <= 1 << 16)
      skippedBytes = nil
    }
    if let skipped = skippedBytes { return .tooLong(bytes: skipped) }
    if pending.last == 0x0D { pending.removeLast() }
    return .text(pending)
  }

  private mutating func finishLastLine() -> Line? {
    guard skippedBytes != nil || !pending.isEmpty else { return nil }
    return takeLine()
  }

  private mutating func fill() throws(CLIError) {
    let count = block.withUnsafeMutableBytes { buffer in
      buffer.baseAddress.map { read(descriptor, $0, buffer.count) } ?? 0
    }
    if count < 0 {
      if errno == EINTR { return }
      throw CLIError(
        source: "alert-render",
        reason: "Reading the input failed: \(String(cString: strerror(errno))).",
        code: .noInput)
    }
    blockStart = 0
    blockEnd = count
    atEnd = count == 0
  }
}
