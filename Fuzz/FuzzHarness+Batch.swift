/// The batch framers under the fuzz target: framing checked against the parser and a split.
extension FuzzHarness {
  /// Frames `bytes` as `batch` says and checks the framing: it must not depend on where
  /// blocks end, must name each element's true position, and must agree with the parser
  /// (array) or a plain split (NDJSON); the first element is rendered as a single alert is,
  /// and the errors of the first sixteen must lie inside them.
  static func runBatch(_ bytes: [UInt8], batch: FuzzBatch, options: FuzzOptions) {
    func frame(blockSize: Int) -> [BatchElement] {
      if batch.isArray {
        var framer = JSONArrayFramer(maxElementBytes: batch.maxElementBytes)
        return framer.elements(of: bytes, blockSize: blockSize)
      }
      var framer = LineFramer(maxLineBytes: batch.maxElementBytes)
      return framer.elements(of: bytes, blockSize: blockSize)
    }
    let elements = frame(blockSize: bytes.count)
    require(frame(blockSize: batch.blockSize) == elements, "framing depends on block boundaries")
    require(elements.map(\.index) == Array(elements.indices), "elements are misnumbered")
    let offsets = elements.map(\.offset)
    require(offsets == offsets.sorted(), "elements are out of order")
    require(offsets.allSatisfy { $0 <= bytes.count }, "an element starts past the end")
    let places = linesAndColumns(of: offsets, in: bytes)
    var previousEnd = 0
    for (position, element) in elements.enumerated() {
      require(element.offset >= previousEnd, "element \(position) overlaps the one before")
      let (line, column) = places[position]
      require(
        (element.line, element.column) == (line, column),
        "element \(position) is placed at \(element.line):\(element.column), not \(line):\(column)")
      switch element.content {
      case .alert(let alert):
        require(alert.count <= batch.maxElementBytes, "element \(position) is over the limit")
        require(
          bytes[element.offset...].starts(with: alert), "element \(position) is not its input")
        previousEnd = element.offset + alert.count
      case .tooLarge(let count):
        require(count > batch.maxElementBytes, "element \(position) is within the limit")
        previousEnd = element.offset + count
      case .broken(let error):
        require(position == elements.count - 1, "an element follows a break")
        require(batch.isArray, "NDJSON framing broke")
        require(error.offset == element.offset, "the break is misplaced")
        require(error.description.hasSuffix("."), "unclear framing error: \(error)")
      }
    }
    if batch.isArray {
      checkArrayAgainstParser(bytes, elements: elements)
    } else {
      checkLinesAgainstSplit(bytes, elements: elements, limit: batch.maxElementBytes)
    }
    // Rendering is what single inputs fuzz; here only the first element is rendered, so that
    // batches stay cheap enough to explore framing.
    if case .alert(let alert)? = elements.first?.content {
      alert.withUnsafeBufferPointer { run(json: $0, options: options) }
    }
    for element in elements.prefix(16) {
      guard case .alert(let alert) = element.content else { continue }
      do {
        _ = try Alert(json: alert)
      } catch {
        if case .malformedJSON(let syntax) = element.locating(error) {
          require(
            syntax.offset >= element.offset && syntax.offset <= element.offset + alert.count
              && syntax.line >= element.line, "an element's error is placed outside it")
        }
      }
    }
  }

  /// The 1-based line and column (in characters, a leading byte order mark not counted) of
  /// each of `offsets` (ascending), counted the slow way, in one pass.
  static func linesAndColumns(of offsets: [Int], in bytes: [UInt8]) -> [(Int, Int)] {
    var line = 1
    var column = 1
    var position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var result: [(Int, Int)] = []
    for offset in offsets {
      // An offset inside the byte order mark counts it, as the parser does before it.
      if offset < position {
        position = 0
        (line, column) = (1, 1)
      }
      while position < offset {
        if bytes[position] == 0x0A {
          line += 1
          column = 1
        } else if bytes[position] & 0xC0 != 0x80 {
          column += 1
        }
        position += 1
      }
      result.append((line, column))
    }
    return result
  }

  /// A well-formed array has exactly the elements the parser finds, each parsing alone to the
  /// same value.
  static func checkArrayAgainstParser(_ bytes: [UInt8], elements: [BatchElement]) {
    let limits = JSONLimits(maxDepth: 100_000, maxStringBytes: 1 << 30)
    guard case .array(let values)? = try? JSONParser.parse(bytes, limits: limits) else { return }
    require(
      elements.count == values.count, "\(elements.count) elements, the parser saw \(values.count)")
    for (element, value) in zip(elements, values) {
      switch element.content {
      case .alert(let alert):
        require(
          (try? JSONParser.parse(alert, limits: limits)) == value,
          "element \(element.index) parses to another value")
      case .tooLarge:
        break
      case .broken:
        fail("a well-formed array broke at element \(element.index)")
      }
    }
  }

  /// NDJSON framing is a split at line feeds, without `\r` endings and blank lines.
  static func checkLinesAgainstSplit(_ bytes: [UInt8], elements: [BatchElement], limit: Int) {
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    if lines.last?.isEmpty == true { lines.removeLast() }
    let expected: [BatchElement.Content] = lines.compactMap { line in
      guard line.count <= limit else { return .tooLarge(bytes: line.count) }
      let text = line.last == 0x0D ? Array(line.dropLast()) : line
      if text.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return nil }
      return .alert(text)
    }
    require(elements.map(\.content) == expected, "NDJSON framing differs from a split")
  }
}
