/// Values by string key, found by the key's exact UTF-8 bytes: what `[String: Value]` with
/// `subscript(exactly:)` answers, at a fraction of the cost.
///
/// A document looks up about a hundred catalog keys, most of them 30 to 40 bytes long; a
/// `Dictionary` hashes each with SipHash and compares by canonical equivalence before the
/// exact comparison. Here a key is hashed eight bytes at a
/// time and compared byte for byte, in a table made once per locale.
struct ExactKeyTable<Value: Sendable>: Sendable {
  /// Each slot's key hash; 0 marks an empty slot (no hash is 0).
  private var hashes: [UInt64]
  private var keys: [String]
  private var values: [Value?]
  private let mask: Int

  /// The entries of `dictionary`.
  init(_ dictionary: [String: Value]) {
    var capacity = 8
    while capacity < dictionary.count * 2 { capacity *= 2 }
    hashes = Array(repeating: 0, count: capacity)
    keys = Array(repeating: "", count: capacity)
    values = Array(repeating: nil, count: capacity)
    mask = capacity - 1
    for (key, value) in dictionary {
      let hash = Self.hash(key)
      var slot = Int(truncatingIfNeeded: hash) & mask
      while hashes[slot] != 0 { slot = (slot + 1) & mask }
      hashes[slot] = hash
      keys[slot] = key
      values[slot] = value
    }
  }

  /// The value stored under exactly `key`, code point for code point.
  subscript(key: String) -> Value? {
    let hash = Self.hash(key)
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let stored = hashes[slot]
      if stored == 0 { return nil }
      if stored == hash, keys[slot].isExactly(key) { return values[slot] }
      slot = (slot + 1) & mask
    }
  }

  /// A 64-bit hash of `key`'s UTF-8 bytes, never 0.
  static func hash(_ key: String) -> UInt64 {
    if let hash = key.utf8.withContiguousStorageIfAvailable({ hash(UnsafeRawBufferPointer($0)) }) {
      return hash
    }
    var key = key
    return key.withUTF8 { hash(UnsafeRawBufferPointer($0)) }
  }

  private static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    var hash = UInt64(truncatingIfNeeded: bytes.count) &* multiplier
    var offset = 0
    while offset + 8 <= bytes.count {
      hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
      hash ^= hash >> 29
      offset += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while offset < bytes.count {
      tail |= UInt64(bytes[offset]) << shift
      shift += 8
      offset += 1
    }
    hash = (hash ^ tail) &* multiplier
    // The finalizer of MurmurHash3, so that every bit of the input reaches the low bits that
    // pick the slot.
    hash ^= hash >> 33
    hash &*= 0xFF51_AFD7_ED55_8CCD
    hash ^= hash >> 33
    hash &*= 0xC4CE_B9FE_1A85_EC53
    hash ^= hash >> 33
    return hash == 0 ? 1 : hash
  }
}
