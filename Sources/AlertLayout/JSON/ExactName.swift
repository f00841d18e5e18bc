/// A name compared and hashed by its Unicode scalars, as RFC 8259 compares member names.
///
/// Swift's `String` compares by canonical equivalence: `"\u{212A}ey"` (KELVIN SIGN) equals
/// `"Key"`, and both hash alike. Names in alerts, rules and catalogs are identifiers, not
/// prose, so two names are the same only when their code points are.
package struct ExactName: Hashable, Sendable {
  @usableFromInline package let string: String

  @inlinable package init(_ string: String) {
    self.string = string
  }

  @inlinable package static func == (lhs: ExactName, rhs: ExactName) -> Bool {
    lhs.string.isExactly(rhs.string)
  }

  @inlinable package func hash(into hasher: inout Hasher) {
    var string = string
    string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}

extension String {
  /// Whether `self` and `other` hold the same code points (not merely equivalent ones).
  @inlinable @inline(__always)
  package func isExactly(_ other: String) -> Bool {
    // Names of different lengths, most of those compared, differ without a byte compared.
    guard utf8.count == other.utf8.count else { return false }
    let contiguous = utf8.withContiguousStorageIfAvailable { lhs in
      other.utf8.withContiguousStorageIfAvailable { rhs in Self.bytesEqual(lhs, rhs) }
    }
    if let equal = contiguous ?? nil { return equal }
    return utf8.elementsEqual(other.utf8)
  }

  /// Whether two buffers of the same length hold the same bytes, compared eight at a time:
  /// `elementsEqual` goes byte by byte through an iterator, several times slower, and names
  /// are compared on every lookup of the parser and the renderer.
  @inlinable package static func bytesEqual(
    _ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>
  )
    -> Bool
  {
    guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
    let count = lhs.count
    var offset = 0
    while offset + 8 <= count {
      let a = UnsafeRawPointer(left).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      let b = UnsafeRawPointer(right).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      if a != b { return false }
      offset += 8
    }
    while offset < count {
      if left[offset] != right[offset] { return false }
      offset += 1
    }
    return true
  }
}

extension Dictionary where Key == String {
  /// The value stored under exactly `key`, code point for code point: a plain subscript
  /// would also return the value of a canonically equivalent key.
  @inlinable @inline(__always)
  package subscript(exactly key: String) -> Value? {
    guard let index = index(forKey: key) else { return nil }
    let entry = self[index]
    return entry.key.isExactly(key) ? entry.value : nil
  }
}
