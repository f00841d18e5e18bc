/// Cuts a stream of bytes into the alerts of a batch, block by block, holding at most one
/// alert (up to its size limit) however long the input is.
///
/// A reader passes each block it reads to `next(in:from:)` until it returns nil, then reads
/// the next block; at the end of input it calls `finish()`. Framing is the same whatever the
/// blocks' sizes, so a block boundary may fall anywhere, even inside a UTF-8 sequence.
package protocol BatchFramer {
  /// The next element that ends in `block`, starting at `start` and advancing it past the
  /// bytes used; nil once the block is used up without completing one.
  mutating func next(in block: UnsafeRawBufferPointer, from start: inout Int) -> BatchElement?

  /// The input has ended: the element it cut short, or an element saying what was still
  /// expected; nil when the input ended cleanly.
  mutating func finish() -> BatchElement?
}

extension BatchFramer {
  /// Every element of `bytes`, framed in blocks of `blockSize` bytes: for tests and the
  /// fuzz target, which check that framing does not depend on where blocks end.
  package mutating func elements(of bytes: [UInt8], blockSize: Int = 1 << 16) -> [BatchElement] {
    var elements: [BatchElement] = []
    bytes.withUnsafeBytes { all in
      var blockStart = 0
      while blockStart < all.count {
        let block = UnsafeRawBufferPointer(
          rebasing: all[blockStart..<min(all.count, blockStart + max(blockSize, 1))])
        var start = 0
        while let element = next(in: block, from: &start) { elements.append(element) }
        blockStart += block.count
      }
    }
    if let last = finish() { elements.append(last) }
    return elements
  }
}
