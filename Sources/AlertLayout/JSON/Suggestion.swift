/// Finds the valid name closest to a misspelt one, for "Did you mean …?" hints.
package enum Suggestion {
  /// The longest word and candidate compared, in UTF-8 bytes: nobody misspells a name that
  /// long, and the distance costs the product of the two lengths (a 1 MB key against a
  /// catalog's keys took minutes).
  static let maxLength = 256

  /// The closest candidate within a small edit distance, compared case-insensitively, character
  /// by character; the first of those closest wins.
  package static func closest(to word: String, among candidates: [String]) -> String? {
    guard word.utf8.count <= maxLength else { return nil }
    // Names are nearly always ASCII, whose bytes are its characters: compared as bytes, a
    // match type against the registry's took a tenth of what characters cost.
    var scratch: [UInt8] = []
    let asciiTarget = lowercasedASCII(word, into: &scratch) ? scratch : nil
    var characterTarget = asciiTarget == nil ? Array(word.lowercased()) : nil
    let targetCount = asciiTarget?.count ?? characterTarget?.count ?? 0
    // Allow roughly one typo per four characters, and at least two.
    let budget = max(2, targetCount / 4)
    var best: (name: String, distance: Int)?
    var rows = Rows()
    // Made when a first candidate is near enough in length to be compared.
    var masks: PatternMasks?
    for candidate in candidates
    where candidate.utf8.count <= maxLength && !candidate.isExactly(word) {
      // Only a candidate closer than the best so far can win.
      let limit = min(budget, (best?.distance ?? .max) - 1)
      let distance: Int
      if let asciiTarget, lowercasedASCII(candidate, into: &scratch) {
        // The distance is at least the difference in length.
        guard abs(scratch.count - asciiTarget.count) <= limit else { continue }
        if asciiTarget.count <= PatternMasks.maxCount {
          if masks == nil { masks = PatternMasks(asciiTarget) }
          distance = masks?.distance(to: scratch) ?? .max
        } else {
          distance = editDistance(asciiTarget, scratch, limit: limit, rows: &rows)
        }
      } else {
        let target = characterTarget ?? Array(word.lowercased())
        characterTarget = target
        let name = Array(candidate.lowercased())
        guard abs(name.count - target.count) <= limit else { continue }
        distance = editDistance(target, name, limit: limit, rows: &rows)
      }
      if distance <= limit { best = (candidate, distance) }
    }
    return best?.name
  }

  /// " Did you mean 'x'?" when a close candidate exists, else an empty string.
  package static func didYouMean(_ word: String, among candidates: [String]) -> String {
    closest(to: word, among: candidates).map { " Did you mean '\(cut: $0)'?" } ?? ""
  }

  /// Puts the bytes of `text` lowercased into `bytes` when each of them is one character:
  /// ASCII without a carriage return (which with a line feed after it makes one character).
  /// Returns whether it is so.
  static func lowercasedASCII(_ text: String, into bytes: inout [UInt8]) -> Bool {
    bytes.removeAll(keepingCapacity: true)
    bytes.append(contentsOf: text.utf8)
    return bytes.withUnsafeMutableBufferPointer { bytes in
      for index in bytes.indices {
        let byte = bytes[index]
        guard byte < 0x80, byte != UInt8(ascii: "\r") else { return false }
        if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) { bytes[index] = byte | 0x20 }
      }
      return true
    }
  }

  /// An ASCII word of up to 64 bytes as bit masks, one per byte value, of the positions that
  /// byte holds in it, for the Levenshtein distance by Myers' bit-vector algorithm (in
  /// Hyyrö's form for whole strings): one step per byte of the other word, each step a
  /// column of the table, where the table costs a step per cell.
  struct PatternMasks {
    static let maxCount = 64
    /// The mask of each ASCII byte value.
    private var masks = [UInt64](repeating: 0, count: 128)
    private let count: Int

    /// The masks of `pattern`: ASCII, at most `maxCount` bytes.
    init(_ pattern: [UInt8]) {
      precondition(pattern.count <= Self.maxCount, "Suggestion: a pattern of over 64 bytes")
      count = pattern.count
      for (index, byte) in pattern.enumerated() { masks[Int(byte & 0x7F)] |= 1 << UInt64(index) }
    }

    /// The Levenshtein distance from the pattern to `text`, ASCII.
    func distance(to text: [UInt8]) -> Int {
      guard count > 0 else { return text.count }
      let last: UInt64 = 1 << UInt64(count - 1)
      // Vertical deltas of the current column, +1 and -1: the first column is 0, 1, 2, …
      var plus = UInt64.max
      var minus: UInt64 = 0
      var score = count
      masks.withUnsafeBufferPointer { masks in
        for byte in text {
          let equal = masks[Int(byte & 0x7F)]
          let verticalCarry = equal | minus
          let horizontalCarry = (((equal & plus) &+ plus) ^ plus) | equal
          var horizontalPlus = minus | ~(horizontalCarry | plus)
          var horizontalMinus = plus & horizontalCarry
          if horizontalPlus & last != 0 {
            score += 1
          } else if horizontalMinus & last != 0 {
            score -= 1
          }
          // The top row is 0, 1, 2, …: a +1 comes in at the top of every column.
          horizontalPlus = horizontalPlus << 1 | 1
          horizontalMinus <<= 1
          plus = horizontalMinus | ~(verticalCarry | horizontalPlus)
          minus = horizontalPlus & verticalCarry
        }
      }
      return score
    }
  }

  /// The two rows of the distance table, kept from one candidate to the next.
  struct Rows {
    var storage: [Int] = []
  }

  /// The Levenshtein distance between `lhs` and `rhs` when it is at most `limit`, else some
  /// number above `limit`: the table stops at the first row whose every entry exceeds it, since
  /// no later row can hold less.
  static func editDistance<Element: Equatable>(
    _ lhs: [Element], _ rhs: [Element], limit: Int, rows: inout Rows
  ) -> Int {
    if lhs.isEmpty { return rhs.count }
    if rhs.isEmpty { return lhs.count }
    let width = rhs.count + 1
    if rows.storage.count < 2 * width { rows.storage = Array(repeating: 0, count: 2 * width) }
    return lhs.withUnsafeBufferPointer { lhs in
      rhs.withUnsafeBufferPointer { rhs in
        rows.storage.withUnsafeMutableBufferPointer { storage in
          // Both rows lie in `storage`, which holds at least two of them.
          var previous = UnsafeMutableBufferPointer(rebasing: storage[0..<width])
          var current = UnsafeMutableBufferPointer(rebasing: storage[width..<(2 * width)])
          for j in 0..<width { previous[j] = j }
          for (i, left) in lhs.enumerated() {
            current[0] = i + 1
            var smallest = i + 1
            for (j, right) in rhs.enumerated() {
              let substitution = previous[j] + (left == right ? 0 : 1)
              let value = min(substitution, previous[j + 1] + 1, current[j] + 1)
              current[j + 1] = value
              smallest = min(smallest, value)
            }
            if smallest > limit { return limit + 1 }
            swap(&previous, &current)
          }
          return previous[rhs.count]
        }
      }
    }
  }
}
