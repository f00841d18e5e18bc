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

  /// The table finds every text it kept, by key and counts, through its growth up to
  /// `capacity`, keeps the first text of a key kept twice, and nothing beyond `capacity`.
  @Test func everyKeptTextIsFoundUpToTheCapacity() {
    let texts = SharedTexts()
    func key(_ index: Int, linksDrawn: Bool = false) -> SharedTexts.Key {
      .init(
        text: LocalizedText("item.\(index % 700)", [.count(index / 700)]), linksDrawn: linksDrawn)
    }
    func text(_ index: Int) -> SharedTexts.Text {
      .init(text: "\(index)", annotation: nil, reports: [])
    }
    let total = SharedTexts.capacity + 500
    for index in 0..<total { texts.keep(text(index), for: key(index)) }
    texts.keep(text(-1), for: key(0))
    #expect(texts.count == SharedTexts.capacity)
    for index in 0..<total {
      let expected = index < SharedTexts.capacity ? "\(index)" : nil
      #expect(texts.kept(key(index).text, linksDrawn: false)?.text == expected, "\(index)")
    }
    #expect(texts.kept(key(1).text, linksDrawn: true) == nil)
    #expect(texts.kept(LocalizedText(Self.decomposed), linksDrawn: false) == nil)
  }

  @Test func onlyCatalogWordsAndCountsAreShared() throws {
    let date = try #require(LeakDate(year: 2016, month: 9, day: 6))
    #expect(LocalizedText("title", [.count(3), .list([LocalizedText("kind")])]).isShared)
    #expect(!LocalizedText("origin", [.verbatim("example.com")]).isShared)
    #expect(!LocalizedText("date", [.date(date)]).isShared)
    #expect(!LocalizedText("outer", [.text(LocalizedText("inner", [.verbatim("x")]))]).isShared)
    // A fallback is the alert's own words, such as a data field's name.
    #expect(!LocalizedText("field.name", fallback: "name").isShared)
    #expect(!LocalizedText("outer", [.list([LocalizedText("x", fallback: "x")])]).isShared)
  }

  /// An alert type plugin whose texts' keys are made from the alert's id: no catalog has them.
  struct MadeUpKeys: AlertTypePlugin {
    var alertType: AlertType { .socialMedia }
    func content(for alert: Alert, registry: PluginRegistry) throws -> AlertContent {
      AlertContent(
        title: LocalizedText("made-up." + alert.id),
        header: HeaderContent(
          icon: IconContent(name: "socialmedia-alert"),
          title: LocalizedText("made-up.header." + alert.id),
          subtitle: LocalizedText("made-up.subtitle." + alert.id)),
        details: [], risks: [ItemContent(text: LocalizedText("made-up.risk." + alert.id))],
        steps: [])
    }
  }

  @Test func nothingAnAlertBringsIsKept() throws {
    let renderer = try AlertRenderer(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [TestContent.localizationsDirectory],
      alertTypePlugins: [MadeUpKeys()])
    func render(_ id: String) throws -> [LayoutDocument] {
      try [2, 3].map { type in
        let object: [String: Any] = [
          "id": id, "type": type,
          "events": [["date": "2017-03-02", "data": ["secret-" + id: "value"]]],
        ]
        return try renderer.render(
          json: try JSONSerialization.data(withJSONObject: object), locale: "en-US")
      }
    }
    // The first document shares nothing; the next ones keep the catalog texts they share.
    _ = try render("first")
    _ = try render("second")
    let texts = try #require(
      renderer.negotiate("en-US").0.parts(screen: renderer.rules.screen).shared?.texts)
    let kept = texts.count
    #expect(kept > 0)
    for id in ["third", "fourth"] {
      let documents = try render(id)
      // Each document still says its own field name and made-up keys, and nothing of them
      // stays behind.
      #expect(try JSONSerialization.jsonObject(with: documents[0].jsonData()) is [String: Any])
      #expect(String(decoding: try documents[0].jsonData(), as: UTF8.self).contains("secret-" + id))
      #expect(documents[1].navigation.title == "made-up." + id)
      #expect(texts.count == kept, "\(id)")
    }
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
