import Testing

@testable import AlertRendering

/// How messages quote what they were given: cut to 80 characters and escaped for the
/// terminal, however long or strange the value.
@Suite struct StringEscapingTests {
  @Test func aValueIsCutAfterEightyCharacters() {
    let eighty = String(repeating: "a", count: 80)
    #expect(eighty.cutForMessage() == eighty)
    #expect((eighty + "b").cutForMessage() == String(repeating: "a", count: 79) + "…")
    #expect("".cutForMessage() == "")
    let flags = String(repeating: "🇪🇸", count: 100)
    #expect(flags.cutForMessage() == String(repeating: "🇪🇸", count: 79) + "…")
  }

  @Test func aCutValueIsEscapedForTheTerminal() {
    #expect("a\u{1B}]0;x\u{07}".cutForMessage() == "a\\u001B]0;x\\u0007")
    let long = String(repeating: "\u{202E}", count: 1_000)
    #expect(long.cutForMessage() == String(repeating: "\\u202E", count: 79) + "…")
  }

  @Test func aOneMegabyteValueOrOneHugeClusterIsCutToo() {
    let megabyte = String(repeating: "k", count: 1 << 20)
    #expect(megabyte.cutForMessage() == String(repeating: "k", count: 79) + "…")
    // One character of 100,001 scalars: counted among the first 1,280 scalars only.
    let cluster = "e" + String(repeating: "\u{301}", count: 100_000)
    let cut = cluster.cutForMessage()
    #expect(cut.hasSuffix("…"))
    #expect(cut.unicodeScalars.count <= 1_281)
  }

  @Test func aPathIsWholeUpToTheLongestASystemOpens() {
    let path = "/" + String(repeating: "p", count: 4_095)
    #expect(path.cutAsPath == path)
    #expect((path + "q").cutAsPath == String(path.dropLast()) + "…")
  }

  @Test func aJSONPathKeepsItsShapeWithEachKeyCut() {
    let key = String(repeating: "k", count: 1 << 20)
    #expect(
      JSONPath.cutForMessage("strings.\(key).localizations.en-US")
        == "strings.\(String(repeating: "k", count: 79))….localizations.en-US")
    #expect(JSONPath.cutForMessage("variants[1].when") == "variants[1].when")
  }

  @Test func aSuggestionIsNotLookedForAmongHugeWords() {
    let huge = String(repeating: "k", count: 1 << 20)
    let names = (0..<500).map { "match.ID\($0).title" }
    #expect(Suggestion.closest(to: huge, among: names) == nil)
    #expect(Suggestion.closest(to: "locle", among: [huge, "locale"]) == "locale")
    #expect(
      Suggestion.didYouMean("match.ID7.titel", among: names) == " Did you mean 'match.ID7.title'?")
  }
}
