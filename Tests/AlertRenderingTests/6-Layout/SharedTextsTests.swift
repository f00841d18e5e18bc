import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// Texts the documents of a locale share are kept by exact key and counts: a text merely
/// equivalent to another, or with another count, is resolved on its own.
@Suite struct SharedTextsTests {
  /// "café" composed and decomposed: canonically equivalent, different code points.
  static let composed = "caf\u{E9}"
  static let decomposed = "cafe\u{301}"

  @Test func keysAreEqualOnlyWhenTheirTextsAreTheSameCodePoints() {
    func key(_ text: LocalizedText, linksDrawn: Bool = false) -> SharedTexts.Key {
      SharedTexts.Key(text: text, linksDrawn: linksDrawn)
    }
    #expect(Self.composed == Self.decomposed)
    #expect(key(LocalizedText(Self.composed)) != key(LocalizedText(Self.decomposed)))
    #expect(
      key(LocalizedText("field." + Self.composed, fallback: Self.composed))
        != key(LocalizedText("field." + Self.composed, fallback: Self.decomposed)))
    #expect(key(LocalizedText("title", [.count(1)])) == key(LocalizedText("title", [.count(1)])))
    #expect(key(LocalizedText("title", [.count(1)])) != key(LocalizedText("title", [.count(2)])))
    #expect(
      key(LocalizedText("title", [.list([LocalizedText("a"), LocalizedText(Self.composed)])]))
        != key(
          LocalizedText("title", [.list([LocalizedText("a"), LocalizedText(Self.decomposed)])])))
    #expect(key(LocalizedText("step")) != key(LocalizedText("step"), linksDrawn: true))
  }

  @Test func onlyCatalogWordsAndCountsAreShared() throws {
    let date = try #require(LeakDate(year: 2016, month: 9, day: 6))
    #expect(LocalizedText("title", [.count(3), .list([LocalizedText("kind")])]).isShared)
    #expect(!LocalizedText("origin", [.verbatim("example.com")]).isShared)
    #expect(!LocalizedText("date", [.date(date)]).isShared)
    #expect(!LocalizedText("outer", [.text(LocalizedText("inner", [.verbatim("x")]))]).isShared)
  }

  @Test func aFieldEquivalentToAnEarlierOneIsLabelledWithItsOwnName() throws {
    func alert(_ field: String) throws -> Data {
      let object: [String: Any] = [
        "id": "shared-texts", "type": 2,
        "events": [["date": "2017-03-02", "data": [field: "value"]]],
      ]
      return try JSONSerialization.data(withJSONObject: object)
    }
    let renderer = try AlertRenderer(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [TestContent.localizationsDirectory])
    for (first, second) in [
      (Self.composed, Self.decomposed), (Self.decomposed, Self.composed),
    ] {
      // The first document keeps its label's text; the second must not take it.
      for field in [first, second, first] {
        let document = try renderer.render(json: try alert(field), locale: "en-US")
        let labels = document.body.compactMap { block -> [String]? in
          guard case .details(let details) = block else { return nil }
          return details.items.flatMap { $0.fields ?? [] }.map(\.label)
        }.joined()
        #expect(labels.map { Array($0.utf8) } == [Array(field.utf8)], "\(field.unicodeScalars)")
      }
    }
  }
}
