import AlertRenderTestSupport
import Testing

@testable import AlertLayout

/// "Did you mean …?" hints: the closest name by edit distance, whether the names are ASCII
/// (compared as bytes) or not (compared as characters), the same as characters always give.
@Suite struct SuggestionTests {
  @Test func aMisspeltMatchTypeFindsItsRule() {
    let known = ["IDBANK", "IDCCN", "IDEMAILADDR", "IDLOYALTY", "IDPASSPORT", "IDSSN"]
    #expect(Suggestion.closest(to: "IDEMAILADR", among: known) == "IDEMAILADDR")
    #expect(Suggestion.closest(to: "idssn", among: known) == "IDSSN")
    #expect(Suggestion.closest(to: "IDLOYALTYCARD", among: known) == nil)
    #expect(Suggestion.closest(to: "IDLOYALTYCRD", among: known + ["IDLOYALTYCARD"]) != nil)
    #expect(Suggestion.didYouMean("IDBANC", among: known) == " Did you mean 'IDBANK'?")
  }

  @Test func theFirstOfTheClosestWins() {
    #expect(Suggestion.closest(to: "abcd", among: ["abxd", "abcx", "abcd"]) == "abxd")
    #expect(Suggestion.closest(to: "abcd", among: ["axyd", "abxd"]) == "abxd")
    // The word itself is no suggestion; a name differing only in case is, at distance 0.
    #expect(Suggestion.closest(to: "Key", among: ["key", "kez"]) == "key")
  }

  @Test func charactersAreComparedNotBytes() {
    // "é" is two bytes but one character: one substitution away from "e".
    #expect(Suggestion.closest(to: "cafe", among: ["café"]) == "café")
    // A carriage return and a line feed are one character.
    #expect(Suggestion.closest(to: "ab\r\ncd", among: ["abxcd"]) == "abxcd")
    // As bytes, "axxb" would be as close as "azb", and first.
    #expect(Suggestion.closest(to: "a\r\nb", among: ["axxb", "azb"]) == "azb")
  }

  /// The bit-vector distance of ASCII words of up to 64 bytes is the table's, on words near
  /// each other and far apart, of every length up to the limit.
  @Test func theBitVectorDistanceIsTheTables() {
    var generator = SplitMix64(seed: 0xB17)
    func next(_ bound: Int) -> Int { Int(generator.next() % UInt64(max(bound, 1))) }
    let alphabet = Array("abcdexyz_-. 0123456789".utf8)
    func word(_ length: Int) -> [UInt8] { (0..<length).map { _ in alphabet[next(alphabet.count)] } }
    var rows = Suggestion.Rows()
    for round in 0..<5_000 {
      let pattern = word(round < 65 ? round : next(65))
      var text = next(3) == 0 ? word(next(80)) : pattern
      for _ in 0..<next(6) where !text.isEmpty {
        text[next(text.count)] = alphabet[next(alphabet.count)]
        if next(2) == 0 {
          text.remove(at: next(text.count))
        } else {
          text.append(alphabet[next(8)])
        }
      }
      let expected = Suggestion.editDistance(pattern, text, limit: .max - 1, rows: &rows)
      #expect(
        Suggestion.PatternMasks(pattern).distance(to: text) == expected,
        "\(String(decoding: pattern, as: UTF8.self)) to \(String(decoding: text, as: UTF8.self))")
    }
  }

  @Test func everyAnswerIsTheOneTheFullTableGives() {
    var generator = SplitMix64(seed: 0x5EED)
    func next(_ bound: Int) -> Int { Int(generator.next() % UInt64(max(bound, 1))) }
    let pieces = [
      "a", "b", "c", "x", "A", "Z", "D", "I", "1", ".", "_", "-", " ", "\r", "\n", "é", "e\u{301}",
      "ß", "K", "\u{212A}", "İ", "Σ", "ς", "🇪🇸", "😀",
    ]
    func word(_ length: Int) -> String {
      (0..<length).map { _ in pieces[next(pieces.count)] }.joined()
    }
    func mutated(_ word: String) -> String {
      var characters = Array(word)
      for _ in 0..<next(4) {
        let piece = Character(pieces[next(pieces.count)])
        switch next(3) {
        case 0: characters.insert(piece, at: next(characters.count + 1))
        case 1 where !characters.isEmpty: characters.remove(at: next(characters.count))
        default:
          if !characters.isEmpty { characters[next(characters.count)] = piece }
        }
      }
      return String(characters)
    }
    var found = 0
    for round in 0..<3_000 {
      // Mostly ASCII names, as in the product; a third of the rounds mix in anything.
      let asciiOnly = round % 3 != 0
      var names = (0..<(1 + next(12))).map { _ in word(next(14)) }
      if asciiOnly { names = names.map { String($0.unicodeScalars.filter(\.isASCII)) } }
      let target = next(4) == 0 ? word(next(10)) : mutated(names[0])
      let candidates = names.map { next(2) == 0 ? mutated($0) : $0 }
      let expected = Self.referenceClosest(to: target, among: candidates)
      #expect(
        Suggestion.closest(to: target, among: candidates) == expected,
        "\(target.debugDescription) among \(candidates.debugDescription)")
      if expected != nil { found += 1 }
    }
    // Most rounds have an answer, so that the comparison is not only of nils.
    #expect(found > 1_500)
  }

  /// The first algorithm: the full table over characters for every candidate.
  static func referenceClosest(to word: String, among candidates: [String]) -> String? {
    guard word.utf8.count <= Suggestion.maxLength else { return nil }
    let target = Array(word.lowercased())
    let budget = max(2, target.count / 4)
    var best: (name: String, distance: Int)?
    for candidate in candidates
    where candidate.utf8.count <= Suggestion.maxLength && !candidate.isExactly(word) {
      let name = Array(candidate.lowercased())
      guard abs(name.count - target.count) <= budget else { continue }
      let distance = referenceDistance(target, name)
      if distance <= budget, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  static func referenceDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
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
