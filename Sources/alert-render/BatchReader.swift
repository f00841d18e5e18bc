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

  /// A reader of `input` that frames `head` (bytes already read from it) first.
  init(input: InputReader, framer: Framer, head: [UInt8] = []) {
    self.input = input
    self.framer = framer
    block = [UInt8](repeating: 0, count: max(1 << 20, head.count))
    block.replaceSubrange(0..<head.count, with: head)
    blockEnd = head.count
  }

  /// True when the next alert needs input that has not arrived yet: a program driving this
  /// one as a co-process may be waiting for the answers so far before it writes more.
  ///
  /// Whitespace left after the last alert (a blank line, `\r\n`, indentation) makes no alert
  /// of its own, so a co-process that writes `{…}\n\n` is answered too.
  var isWaitingForInput: Bool {
    !atEnd && !stopped && onlyWhitespaceIsLeft && !input.hasInputWaiting
  }

  /// Whether the unread part of the block is empty or whitespace; looks no further than the
  /// first other byte, usually the next alert's first.
  private var onlyWhitespaceIsLeft: Bool {
    block[blockStart..<blockEnd].allSatisfy { byte in
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
  }

  /// The next element, or nil at the end of input.
  mutating func next() throws(CLIError) -> BatchElement? {
    while !stopped {
      if blockStart < blockEnd {
        let element = block.withUnsafeBytes { bytes in
          framer.next(in: UnsafeRawBufferPointer(rebasing: bytes[..<blockEnd]), from: &blockStart)
        }
        if let element {
          if case .broken = element.content { stopped = true }
          return element
        }
      } else if atEnd {
        stopped = true
        return framer.finish()
      } else {
        blockStart = 0
        blockEnd = try input.readBlock(into: &block)
        atEnd = blockEnd == 0
      }
    }
    return nil
  }
}
