/// Appends values to a snapshot in a compact binary form that `SnapshotReader` reads back.
///
/// Integers are zigzag LEB128 varints, strings their UTF-8 length and bytes, arrays their count and
/// elements: the layout is private to one build of the library (a snapshot records which), so
/// it needs no field tags or versioning of its own.
struct SnapshotWriter {
  /// The bytes written so far.
  private(set) var bytes: [UInt8] = []

  /// Appends an integer, zigzag-encoded so that small negative ones stay short too.
  mutating func write(_ value: Int) {
    var rest = UInt(bitPattern: (value << 1) ^ (value >> (Int.bitWidth - 1)))
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  /// Appends a flag.
  mutating func write(_ value: Bool) {
    bytes.append(value ? 1 : 0)
  }

  /// Appends a string.
  mutating func write(_ value: String) {
    write(value.utf8.count)
    bytes.append(contentsOf: value.utf8)
  }

  /// Appends raw bytes with their count.
  mutating func write(bytes value: [UInt8]) {
    write(value.count)
    bytes.append(contentsOf: value)
  }

  /// Appends an optional string: a flag, then the string when there is one.
  mutating func write(_ value: String?) {
    write(value != nil)
    if let value { write(value) }
  }

  /// Appends what `write` writes as one section with its length, which a reader can skip
  /// and come back to.
  mutating func writeSection(_ write: (inout SnapshotWriter) -> Void) {
    var section = SnapshotWriter()
    write(&section)
    self.write(bytes: section.bytes)
  }

  /// Appends `values` with their count, each written by `element`.
  mutating func write<Element>(
    _ values: some Collection<Element>, _ element: (inout SnapshotWriter, Element) -> Void
  ) {
    write(values.count)
    for value in values { element(&self, value) }
  }
}
