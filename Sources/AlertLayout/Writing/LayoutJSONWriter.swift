/// Writes JSON straight into a byte buffer, formatted exactly as Foundation's `JSONEncoder`
/// formats it with `.sortedKeys` and `.withoutEscapingSlashes` (and `.prettyPrinted` when
/// `pretty`).
///
/// `JSONEncoder` boxes every value and sorts every object's keys at run time; this writes the
/// known fields in their sorted order into one buffer (the difference: docs/performance.md).
/// Callers write keys in UTF-8 order, which is the order
/// `.sortedKeys` produces on Linux; `LayoutJSONWriterTests` proves the bytes identical.
package struct LayoutJSONWriter {
  /// The JSON written so far.
  var buffer: ByteBuffer
  /// Whether to indent as `.prettyPrinted` does: two spaces per level, `" : "` after keys.
  let pretty: Bool
  /// How many objects and arrays are open.
  private(set) var depth = 0
  /// Whether the innermost open container has no member yet, so the next needs no comma.
  var isFirst = true
  /// Parts of documents written already, which a document sharing them takes as written.
  package var prewritten: PrewrittenParts?

  /// Creates a writer; `capacity` is reserved up front so a typical document never regrows.
  package init(pretty: Bool, capacity: Int = 8 << 10) {
    self.pretty = pretty
    buffer = ByteBuffer(capacity: capacity)
  }

  /// The JSON written so far.
  package var bytes: [UInt8] { buffer.array }

  /// How many bytes are written so far.
  package var count: Int { buffer.count }

  /// Calls `body` with the JSON written so far, without copying it.
  package func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows
    -> Result
  {
    try buffer.withUnsafeBytes(body)
  }

  /// Forgets the last `length` bytes written, keeping the memory.
  package mutating func removeLast(_ length: Int) {
    buffer.removeLast(length)
  }

  /// Empties the buffer, keeping its storage, so one writer serves a whole batch.
  package mutating func reset() {
    buffer.removeAll()
    depth = 0
    isFirst = true
  }

  // MARK: Containers

  /// Opens an object; its members follow as `key(_:)` and a value each.
  mutating func openObject() {
    buffer.append(UInt8(ascii: "{"))
    depth += 1
    isFirst = true
  }

  /// Closes the innermost object.
  @inline(__always)
  mutating func closeObject() {
    close(UInt8(ascii: "}"))
  }

  /// Opens an array; each element follows `element()`.
  mutating func openArray() {
    buffer.append(UInt8(ascii: "["))
    depth += 1
    isFirst = true
  }

  /// Closes the innermost array.
  @inline(__always)
  mutating func closeArray() {
    close(UInt8(ascii: "]"))
  }

  /// Starts the next array element.
  @inline(__always)
  mutating func element() {
    separate()
  }

  /// Starts the member `name`, a plain ASCII key that needs no escaping.
  ///
  /// Compact, the comma, the quoted name and the colon go in one run of bytes, the name's
  /// length known where the call is inlined.
  @inline(__always)
  mutating func key(_ name: StaticString) {
    // A one-character literal may be held as a scalar rather than bytes.
    guard !pretty, name.hasPointerRepresentation else {
      generalKey(name)
      return
    }
    let length = name.utf8CodeUnitCount
    let start = buffer.reserve(length + 4)
    var offset = 0
    if isFirst {
      isFirst = false
    } else {
      start.pointee = UInt8(ascii: ",")
      offset = 1
    }
    start[offset] = UInt8(ascii: "\"")
    UnsafeMutableRawPointer(start + offset + 1).copyMemory(
      from: name.utf8Start, byteCount: length)
    start[offset + length + 1] = UInt8(ascii: "\"")
    start[offset + length + 2] = UInt8(ascii: ":")
    buffer.advance(by: offset + length + 3)
  }

  @inline(never)
  private mutating func generalKey(_ name: StaticString) {
    separate()
    buffer.append(UInt8(ascii: "\""))
    buffer.append(name)
    buffer.append(UInt8(ascii: "\""))
    writeColon()
  }

  /// Starts the member named by run-time text, escaped like any string.
  mutating func key(named name: String) {
    separate()
    string(name)
    writeColon()
  }

  private mutating func writeColon() {
    if pretty {
      buffer.append(UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " "))
    } else {
      buffer.append(UInt8(ascii: ":"))
    }
  }

  /// Writes the comma before every member but the first and, when pretty, the line break and
  /// indentation.
  @inline(__always)
  mutating func separate() {
    if isFirst {
      isFirst = false
    } else {
      buffer.append(UInt8(ascii: ","))
    }
    if pretty { newline() }
  }

  /// Closes the innermost container; inlined, as a document closes hundreds, its pretty
  /// line breaks left to a call.
  @inline(__always)
  private mutating func close(_ bracket: UInt8) {
    depth -= 1
    if pretty { breakLineBeforeClosing() }
    buffer.append(bracket)
    isFirst = false
  }

  private mutating func breakLineBeforeClosing() {
    // JSONEncoder leaves an empty line inside an empty container: "[\n\n  ]".
    if isFirst { buffer.append(UInt8(ascii: "\n")) }
    newline()
  }

  @inline(never)
  private mutating func newline() {
    buffer.append(UInt8(ascii: "\n"))
    for _ in 0..<depth {
      buffer.append(UInt8(ascii: " "))
      buffer.append(UInt8(ascii: " "))
    }
  }
}
