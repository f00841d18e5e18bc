import AlertRenderTools
import AlertRendering

/// Reads a batch from the input in large blocks and cuts it into alerts with a framer
/// (lines or array elements), holding at most one alert in memory.
struct BatchReader<Framer: BatchFramer> {
  private let input: InputReader
  private var framer: Framer
  private var block: [UInt8]
  private var blockStart = 0
  private var blockEnd: Int
  private var atEnd = false
  /// Set once framing broke: the rest of the input is not read.
  private var stopped = false
  /// An element framed by `isWaitingForInput()`, not yet returned by `next()`.
  private var framed: BatchElement?

  /// A reader of `input` that frames `head` (bytes already read from it) first; the head's
  /// storage becomes the first block, so a large head is not copied.
  init(input: InputReader, framer: Framer, head: consuming [UInt8] = []) {
    self.input = input
    self.framer = framer
    blockEnd = head.count
    block = head
    if block.count < 1 << 20 {
      block.append(contentsOf: repeatElement(0, count: (1 << 20) - block.count))
    }
  }

  /// True when the next alert needs input that has not arrived yet: a program driving this
  /// one as a co-process may be waiting for the answers so far before it writes more.
  ///
  /// The rest of the block is framed first, and an alert that ends in it is kept for `next()`.
  /// What makes no alert of its own, such as a blank line, `\r\n` or an array's `,` after
  /// the last alert, then leaves the reader waiting, so a co-process that writes `{…}\n\n`
  /// or `{…},` is answered too.
  mutating func isWaitingForInput() -> Bool {
    guard !atEnd, !stopped, framed == nil else { return false }
    if blockStart < blockEnd {
      framed = frameBlock()
      if framed != nil { return false }
    }
    return !input.hasInputWaiting
  }

  /// The next element that ends in the unread part of the block, or nil once it is used up.
  private mutating func frameBlock() -> BatchElement? {
    block.withUnsafeBytes { bytes in
      framer.next(in: UnsafeRawBufferPointer(rebasing: bytes[..<blockEnd]), from: &blockStart)
    }
  }

  /// The next element, or nil at the end of input or once a signal stopped the batch
  /// (`StopSignals`): a stopped batch reads no more input.
  mutating func next() throws(CLIError) -> BatchElement? {
    if let element = framed {
      framed = nil
      if case .broken = element.content { stopped = true }
      return element
    }
    while !stopped {
      if blockStart < blockEnd {
        if let element = frameBlock() {
          if case .broken = element.content { stopped = true }
          if blockStart == blockEnd { releaseLargeHead() }
          return element
        }
      } else if atEnd {
        stopped = true
        return framer.finish()
      } else {
        guard StopSignals.waitForInput(on: input.descriptor) else { return nil }
        releaseLargeHead()
        blockStart = 0
        blockEnd = try input.readBlock(into: &block)
        atEnd = blockEnd == 0
      }
    }
    return nil
  }

  /// Once a head larger than a block is used up, reads on in a block of the usual size,
  /// giving the head's memory back before the element is drawn or rendered.
  private mutating func releaseLargeHead() {
    guard block.count > 1 << 20 else { return }
    block = [UInt8](repeating: 0, count: 1 << 20)
    blockStart = 0
    blockEnd = 0
  }
}
