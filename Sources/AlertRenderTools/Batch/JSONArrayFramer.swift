import AlertLayout

/// Frames a top-level JSON array: each element on its own, so that every alert is limited,
/// parsed and rendered alone, and memory stays flat in the array's size.
///
/// The framer tracks strings, escapes and nesting depth, nothing more: what is inside an
/// element is left to the alert parser, which reports it against that element alone. Only
/// what lies between elements must be well-formed (`[`, commas, `]`); where it is not,
/// framing stops with a `.broken` element naming the position.
package struct JSONArrayFramer: BatchFramer {
  private enum State {
    /// Before the opening bracket.
    case start
    /// After `[`: an alert or `]`.
    case firstElement
    /// After a comma: an alert.
    case element
    /// Inside an element.
    case inElement
    /// After an element: `,` or `]`.
    case afterElement
    /// After the closing bracket: only whitespace may follow.
    case afterArray
    /// After a broken element or the end of input: nothing more is framed.
    case stopped
  }

  private let maxElementBytes: Int
  private var state = State.start
  /// The position of the next byte in the whole input.
  private var offset = 0
  private var line = 1
  private var column = 1
  private var index = 0
  private var byteOrderMarkBytes = 0

  // The element being framed.
  private var isScalar = false
  private var depth = 0
  private var inString = false
  private var escaped = false
  private var bytes: [UInt8] = []
  private var length = 0
  private var elementStart = (line: 1, column: 1, offset: 0)

  package init(maxElementBytes: Int) {
    self.maxElementBytes = maxElementBytes
  }

  package mutating func next(in block: UnsafeRawBufferPointer, from start: inout Int)
    -> BatchElement?
  {
    while start < block.count {
      if state == .stopped {
        start = block.count
        return nil
      }
      if state == .inElement {
        if let element = scanElement(block, from: &start) { return element }
        continue
      }
      let byte = block[start]
      if let element = step(byte) { return element }
      if state == .inElement { continue }  // the element's first byte is its own
      advance(over: byte)
      start += 1
    }
    return nil
  }

  package mutating func finish() -> BatchElement? {
    let expected: String
    switch state {
    case .afterArray, .stopped: return nil
    case .start:
      return hasPartialByteOrderMark ? strayByteOrderMark() : broken(.emptyDocument)
    case .firstElement: expected = "an alert or ']'"
    case .element: expected = "an alert"
    case .afterElement: expected = "',' or ']'"
    case .inElement where !isScalar && length <= maxElementBytes:
      // The alert parser names what the cut-off alert still owes, or an earlier problem.
      state = .stopped
      return takeElement()
    case .inElement:
      expected =
        isScalar
        ? "',' or ']'"
        : "the end of the alert that starts at line \(elementStart.line), column \(elementStart.column)"
    }
    state = .stopped
    return broken(.unexpectedEnd(expected))
  }

  /// Handles one byte outside an element; returns an element when framing breaks here.
  private mutating func step(_ byte: UInt8) -> BatchElement? {
    if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { return nil }
    switch state {
    case .start:
      // A byte order mark may open the input; it is not a character of the first line.
      if offset == byteOrderMarkBytes, offset < 3, byte == [0xEF, 0xBB, 0xBF][offset] {
        byteOrderMarkBytes += 1
        if offset == 0 { column -= 1 }  // advancing over its lead byte adds one back
        return nil
      }
      if hasPartialByteOrderMark { return strayByteOrderMark() }
      if byte == UInt8(ascii: "[") {
        state = .firstElement
        return nil
      }
      return broken(
        .unexpectedCharacter(
          found: JSONSyntaxError.found(byte), expected: "'[' opening an array of alerts"))
    case .firstElement, .element:
      if byte == UInt8(ascii: "]"), state == .firstElement {
        state = .afterArray
        return nil
      }
      if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
        || byte == UInt8(ascii: ":")
      {
        return broken(
          .unexpectedCharacter(found: JSONSyntaxError.found(byte), expected: "an alert"))
      }
      beginElement(byte)
      return nil
    case .afterElement:
      if byte == UInt8(ascii: ",") {
        state = .element
      } else if byte == UInt8(ascii: "]") {
        state = .afterArray
      } else {
        return broken(
          .unexpectedCharacter(found: JSONSyntaxError.found(byte), expected: "',' or ']'"))
      }
      return nil
    case .afterArray:
      return broken(.trailingContent)
    case .inElement, .stopped:
      return nil
    }
  }

  private var hasPartialByteOrderMark: Bool {
    byteOrderMarkBytes == 1 || byteOrderMarkBytes == 2
  }

  /// The break for part of a byte order mark, a stray byte where the input starts.
  private mutating func strayByteOrderMark() -> BatchElement {
    (offset, column) = (0, 1)
    return broken(
      .unexpectedCharacter(
        found: JSONSyntaxError.found(0xEF), expected: "'[' opening an array of alerts"))
  }

  private mutating func beginElement(_ first: UInt8) {
    state = .inElement
    isScalar =
      first != UInt8(ascii: "{") && first != UInt8(ascii: "[") && first != UInt8(ascii: "\"")
    depth = 0
    inString = false
    escaped = false
    length = 0
    elementStart = (line, column, offset)
  }

  /// Scans element bytes from `start`; returns the element once it ends in this block.
  private mutating func scanElement(_ block: UnsafeRawBufferPointer, from start: inout Int)
    -> BatchElement?
  {
    let segmentStart = start
    var ended = false
    var position = start
    while position < block.count {
      let byte = block[position]
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          ended = depth == 0
        }
      } else if isScalar {
        switch byte {
        case 0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"),
          UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "\""), UInt8(ascii: ":"):
          // The element ends before this byte, which belongs to what follows it.
          keep(UnsafeRawBufferPointer(rebasing: block[segmentStart..<position]))
          start = position
          return takeElement()
        default: break
        }
      } else {
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth -= 1
          ended = depth == 0
        default: break
        }
      }
      advance(over: byte)
      position += 1
      if ended { break }
    }
    keep(UnsafeRawBufferPointer(rebasing: block[segmentStart..<position]))
    start = position
    return ended ? takeElement() : nil
  }

  /// Adds bytes to the element while it is within the limit; past it, only counts them.
  private mutating func keep(_ segment: UnsafeRawBufferPointer) {
    length += segment.count
    if length > maxElementBytes {
      if !bytes.isEmpty { bytes = [] }
    } else {
      bytes.append(contentsOf: segment)
    }
  }

  private mutating func takeElement() -> BatchElement {
    if state == .inElement { state = .afterElement }
    let content: BatchElement.Content =
      length > maxElementBytes ? .tooLarge(bytes: length) : .alert(bytes)
    bytes = []
    index += 1
    return BatchElement(
      content, index: index - 1, line: elementStart.line, column: elementStart.column,
      offset: elementStart.offset)
  }

  private mutating func broken(_ reason: JSONSyntaxError.Reason) -> BatchElement {
    state = .stopped
    let error = JSONSyntaxError(reason: reason, line: line, column: column, offset: offset)
    return BatchElement(.broken(error), index: index, line: line, column: column, offset: offset)
  }

  private mutating func advance(over byte: UInt8) {
    offset += 1
    if byte == 0x0A {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }
}
