extension XMLReader {
  // MARK: Position

  func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  @discardableResult
  mutating func skipWhitespace() -> Bool {
    let start = index
    while index < bytes.count, isWhitespace(bytes[index]) { advance(by: 1) }
    return index > start
  }

  func startsWith(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    let pointer = text.utf8Start
    for offset in 0..<count where bytes[index + offset] != pointer[offset] { return false }
    return true
  }

  /// The offset where `text` next starts, from the current index.
  func find(_ text: StaticString) -> Int? {
    let count = text.utf8CodeUnitCount
    let pointer = text.utf8Start
    var position = index
    while position + count <= bytes.count {
      if bytes[position] == pointer[0] {
        var matches = true
        for offset in 1..<count where bytes[position + offset] != pointer[offset] {
          matches = false
          break
        }
        if matches { return position }
      }
      position += 1
    }
    return nil
  }

  mutating func advance(by count: Int) {
    advance(to: index + count)
  }

  /// Moves to `target`, counting the lines passed for messages.
  mutating func advance(to target: Int) {
    while index < target {
      if bytes[index] == 0x0A {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
  }

  func describeCurrent(length: Int = 1) -> String {
    guard index < bytes.count else { return "the end of the document" }
    let text = String(decoding: bytes[index..<min(index + length, bytes.count)], as: UTF8.self)
    return "'\(cut: text)'"
  }

  /// The 1-based column of the current index, in characters as an editor counts them.
  ///
  /// Counted on from the column last asked for when that was on the same line, so that the
  /// columns of every element of a document written on one line cost one pass over it, not
  /// one pass over the line per element. Columns are asked for at a `<` (or where reading
  /// stops), where a character always ends.
  mutating func column() -> Int {
    let end = min(index, bytes.count)
    if columnMark.index < lineStart || columnMark.index > end { columnMark = (lineStart, 1) }
    columnMark.column += String(decoding: bytes[columnMark.index..<end], as: UTF8.self).count
    columnBytesCounted += end - columnMark.index
    columnMark.index = end
    return columnMark.column
  }

  mutating func error(_ reason: String) -> XMLSyntaxError {
    XMLSyntaxError(line: line, column: column(), reason: reason)
  }
}
