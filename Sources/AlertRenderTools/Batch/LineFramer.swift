#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Frames NDJSON: one alert per line, ended by `\n` or `\r\n`; lines holding only spaces and
/// tabs are skipped but counted.
///
/// A line longer than the limit is skipped to its end and reported by length only, so a 50 MB
/// line costs no more memory than a short one.
package struct LineFramer: BatchFramer {
  private let maxLineBytes: Int
  private var pending: [UInt8] = []
  /// The length so far of a line over the limit, whose bytes are not kept.
  private var skippedBytes: Int?
  /// Lines ended so far, blank ones included.
  private var lines = 0
  private var index = 0
  /// Where the current line starts, and how many bytes came before the current block.
  private var lineOffset = 0
  private var consumed = 0

  package init(maxLineBytes: Int) {
    self.maxLineBytes = maxLineBytes
  }

  package mutating func next(in block: UnsafeRawBufferPointer, from start: inout Int)
    -> BatchElement?
  {
    guard let base = block.baseAddress else { return nil }
    while start < block.count {
      let newline = memchr(base + start, 0x0A, block.count - start).map {
        UnsafeRawPointer($0) - base
      }
      let end = newline ?? block.count
      append(UnsafeRawBufferPointer(rebasing: block[start..<end]))
      consumed += (newline.map { $0 + 1 } ?? end) - start
      start = newline.map { $0 + 1 } ?? end
      if newline != nil, let element = takeLine() { return element }
    }
    return nil
  }

  package mutating func finish() -> BatchElement? {
    guard skippedBytes != nil || !pending.isEmpty else { return nil }
    return takeLine()
  }

  private mutating func append(_ bytes: UnsafeRawBufferPointer) {
    if let skipped = skippedBytes {
      skippedBytes = skipped + bytes.count
    } else if pending.count + bytes.count > maxLineBytes {
      skippedBytes = pending.count + bytes.count
      pending = []
    } else {
      pending.append(contentsOf: bytes)
    }
  }

  /// The line just ended, or nil when it is blank.
  private mutating func takeLine() -> BatchElement? {
    lines += 1
    let start = lineOffset
    lineOffset = consumed
    defer {
      pending.removeAll(keepingCapacity: pending.capacity <= 1 << 16)
      skippedBytes = nil
    }
    let content: BatchElement.Content
    if let skipped = skippedBytes {
      content = .tooLarge(bytes: skipped)
    } else {
      if pending.last == 0x0D { pending.removeLast() }
      if pending.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return nil }
      content = .alert(pending)
    }
    index += 1
    return BatchElement(content, index: index - 1, line: lines, column: 1, offset: start)
  }
}
