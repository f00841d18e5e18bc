/// Accumulates the page; a type of its own so every write is visibly raw, already-escaped HTML.
struct HTMLWriter {
  /// The page written and not yet handed to `sink`.
  private(set) var output = ""
  /// Where the page goes once it fills a block, if anywhere; without it `output` keeps it all.
  private var sink: ((String) -> Void)?

  init(sink: ((String) -> Void)? = nil) {
    self.sink = sink
  }

  mutating func raw(_ html: String) {
    output += html
    if sink != nil, output.utf8.count >= TextCanvas.blockSize { flush() }
  }

  /// Hands what is left of the page to the sink.
  mutating func flush() {
    guard let sink, !output.isEmpty else { return }
    sink(output)
    output = ""
  }
}
