/// Randomly edited copies of a file's bytes, for tests holding a fast reader to the general
/// one: each copy has one or two edits, a byte removed, one of `inserts` inserted, or a run
/// of up to 40 bytes repeated. Seeded, so every run tests the same copies.
package struct RandomEdits: Sequence, IteratorProtocol {
  private let base: [UInt8]
  private let inserts: [[UInt8]]
  private var generator: SplitMix64
  private var remaining: Int

  /// `count` edited copies of `base`.
  package init(of base: [UInt8], inserting inserts: [[UInt8]], seed: UInt64, count: Int) {
    self.base = base
    self.inserts = inserts
    generator = SplitMix64(seed: seed)
    remaining = count
  }

  package mutating func next() -> [UInt8]? {
    guard remaining > 0 else { return nil }
    remaining -= 1
    var bytes = base
    for _ in 0..<Int.random(in: 1...2, using: &generator) {
      let position = Int.random(in: 0..<bytes.count, using: &generator)
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: bytes.remove(at: position)
      case 1:
        bytes.insert(
          contentsOf: inserts[Int.random(in: 0..<inserts.count, using: &generator)], at: position)
      default:
        let end = Swift.min(bytes.count, position + Int.random(in: 1...40, using: &generator))
        bytes.insert(contentsOf: bytes[position..<end], at: end)
      }
    }
    return bytes
  }
}
