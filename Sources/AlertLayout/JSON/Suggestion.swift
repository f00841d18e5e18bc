/// Finds the valid name closest to a misspelt one, for "Did you mean …?" hints.
package enum Suggestion {
  /// The longest word and candidate compared, in UTF-8 bytes: nobody misspells a name that
  /// long, and the distance costs the product of the two lengths (a 1 MB key against a
  /// catalog's keys took minutes).
  static let maxLength = 256

  /// The closest candidate within a small edit distance, compared case-insensitively.
  package static func closest(to word: String, among candidates: [String]) -> String? {
    guard word.utf8.count <= maxLength else { return nil }
    let target = Array(word.lowercased())
    // Allow roughly one typo per four characters, and at least two.
    let budget = max(2, target.count / 4)
    var best: (name: String, distance: Int)?
    for candidate in candidates
    where candidate.utf8.count <= maxLength && !candidate.isExactly(word) {
      let name = Array(candidate.lowercased())
      // The distance is at least the difference in length.
      guard abs(name.count - target.count) <= budget else { continue }
      let distance = editDistance(target, name)
      if distance <= budget, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// " Did you mean 'x'?" when a close candidate exists, else an empty string.
  package static func didYouMean(_ word: String, among candidates: [String]) -> String {
    closest(to: word, among: candidates).map { " Did you mean '\(cut: $0)'?" } ?? ""
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
