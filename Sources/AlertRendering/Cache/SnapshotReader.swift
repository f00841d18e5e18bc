/// Reads values back in the order `SnapshotWriter` wrote them, checking every bound.
///
/// A snapshot is a cache, so damage is not an error to report but a reason to compile the
/// content again: every read throws `SnapshotReader.Damaged` rather than trapping.
struct SnapshotReader {
  /// The snapshot ends early or holds a value that cannot be.
  struct Damaged: Error {}

  private let bytes: [UInt8]
  private var index: Int
  private let end: Int

  /// Reads `bytes` within `range` (all of them by default).
  init(_ bytes: [UInt8], in range: Range<Int>? = nil) {
    self.bytes = bytes
    let range = (range ?? bytes.indices).clamped(to: bytes.indices)
    index = range.lowerBound
    end = range.upperBound
  }

  /// Whether every byte has been read.
  var isAtEnd: Bool { index == end }

  /// Skips a section written by `SnapshotWriter.writeSection(_:)` and returns where it lies,
  /// for a reader made later to read it.
  mutating func section() throws(Damaged) -> Range<Int> {
    let count = try count()
    defer { index += count }
    return index..<index + count
  }

  /// Reads an integer.
  mutating func int() throws(Damaged) -> Int {
    var value: UInt = 0
    var shift: UInt = 0
    while true {
      guard index < end, shift < 64 else { throw Damaged() }
      let byte = bytes[index]
      index += 1
      value |= UInt(byte & 0x7F) << shift
      if byte < 0x80 { break }
      shift += 7
    }
    return Int(bitPattern: value >> 1) ^ -Int(bitPattern: value & 1)
  }

  /// Reads a count of bytes or elements still to come, each taking at least one byte.
  mutating func count() throws(Damaged) -> Int {
    try int(in: 0...(end - index))
  }

  /// Reads an integer that must lie in `range`.
  mutating func int(in range: ClosedRange<Int>) throws(Damaged) -> Int {
    let value = try int()
    guard range.contains(value) else { throw Damaged() }
    return value
  }

  /// Reads a position in a collection of `count` elements.
  mutating func index(below count: Int) throws(Damaged) -> Int {
    guard count > 0 else { throw Damaged() }
    return try int(in: 0...count - 1)
  }

  /// Reads a flag.
  mutating func bool() throws(Damaged) -> Bool {
    guard index < end, bytes[index] <= 1 else { throw Damaged() }
    defer { index += 1 }
    return bytes[index] == 1
  }

  /// Reads a string. (Its bytes are not validated: the snapshot's checksum already vouches for
  /// them, and decoding would repair rather than trap on any that slipped through.)
  mutating func string() throws(Damaged) -> String {
    let count = try count()
    defer { index += count }
    return bytes.withUnsafeBufferPointer { buffer in
      String(decoding: UnsafeBufferPointer(rebasing: buffer[index..<index + count]), as: UTF8.self)
    }
  }

  /// Reads raw bytes written with their count.
  mutating func rawBytes() throws(Damaged) -> [UInt8] {
    let count = try count()
    defer { index += count }
    return Array(bytes[index..<index + count])
  }

  /// Reads an optional string.
  mutating func optionalString() throws(Damaged) -> String? {
    try bool() ? try string() : nil
  }

  /// Reads a count and that many elements, each read by `element`.
  mutating func array<Element>(
    _ element: (inout SnapshotReader) throws(Damaged) -> Element
  ) throws(Damaged) -> [Element] {
    // Every element takes at least one byte, which bounds a damaged count.
    let count = try count()
    var result: [Element] = []
    // A damaged count could ask for far more than the snapshot can hold; grow as read instead.
    result.reserveCapacity(min(count, 1024))
    for _ in 0..<count { result.append(try element(&self)) }
    return result
  }
}
