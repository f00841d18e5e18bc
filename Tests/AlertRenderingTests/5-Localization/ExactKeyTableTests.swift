import Testing

@testable import AlertRendering

@Suite struct ExactKeyTableTests {
  @Test func findsEveryKeyAndNothingElse() {
    // Keys of every length from 0 to 40 bytes (words and tails), small and heap strings,
    // and non-ASCII ones.
    var dictionary: [String: Int] = [:]
    for length in 0...40 {
      dictionary[String(repeating: "k", count: length)] = length
      dictionary["screen.key." + String(length)] = 100 + length
    }
    dictionary["müll"] = 200
    dictionary["\u{1F600} emoji"] = 201
    let table = ExactKeyTable(dictionary)
    for (key, value) in dictionary { #expect(table[key] == value, "\(key)") }
    #expect(table[String(repeating: "k", count: 41)] == nil)
    #expect(table["screen.key.41"] == nil)
    #expect(table["screen.key.4 "] == nil)
    #expect(table["mu\u{308}ll"] == nil)  // canonically equivalent, not the same code points
    #expect(ExactKeyTable([String: Int]())["anything"] == nil)
  }

  @Test func findsKeysTheWayTheDictionaryDoesExactly() {
    let dictionary = ["Key": 1, "caf\u{E9}": 2]
    let table = ExactKeyTable(dictionary)
    for probe in ["Key", "\u{212A}ey", "caf\u{E9}", "cafe\u{301}", "key", ""] {
      #expect(table[probe] == dictionary[exactly: probe], "\(probe)")
    }
  }
}
