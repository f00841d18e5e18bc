extension String {
  /// Whether this string sorts before `other` by UTF-8 bytes, the order a document's keys are
  /// written in, comparing contiguous storage directly where the strings have it (native
  /// strings always do).
  func precedesInUTF8(_ other: String) -> Bool {
    let fast = utf8.withContiguousStorageIfAvailable { lhs in
      other.utf8.withContiguousStorageIfAvailable { rhs in lhs.lexicographicallyPrecedes(rhs) }
    }
    return (fast ?? nil) ?? utf8.lexicographicallyPrecedes(other.utf8)
  }
}
