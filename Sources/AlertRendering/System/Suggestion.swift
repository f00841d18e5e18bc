/// Finds the valid name closest to a misspelt one, for "Did you mean …?" hints.
package enum Suggestion {
  /// The closest candidate within a small edit distance, compared case-insensitively.
  package static func closest(to word: String, among candidates: [String]) -> String? {
    let target = Array(word.lowercased())
    // Allow roughly one typo per four characters, and at least two.
    let budget = max(2, target.count / 4)
    var best: (name: String, distance: Int)?
    for candidate in candidates where !candidate.isExactly(word) {
      let distance = editDistance(target, Array(candidate.lowercased()))
      if distance <= budget, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// " Did you mean 'x'?" when a close candidate exists, else an empty string.
  package static func didYouMean(_ word: String, among candidates: [String]) -> String {
    closest(to: word, among: candidates).map { " Did you mean '\($0)'?" } ?? ""
  }

  /// The Levenshtein distance between two strings of characters.
  static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
    if lhs.isEmpty { return rhs.count }
    if rhs.isEmpty { return lhs.count }
    var previous = Array(0...rhs.count)
    var current = [Int](repeating: 0, count: rhs.count + 1)
    for (i, left) in lhs.enumerated() {
      current[0] = i + 1
      for (j, right) in rhs.enumerated() {
        let substitution = previous[j] + (left == right ? 0 : 1)
        current[j + 1] = min(substitution, previous[j + 1] + 1, current[j] + 1)
      }
      swap(&previous, &current)
    }
    return previous[rhs.count]
  }
}
