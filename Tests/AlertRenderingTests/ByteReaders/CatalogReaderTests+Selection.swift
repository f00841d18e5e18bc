import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// Reading for a selection of locales: only their translations are kept, the others are
/// checked as JSON and named.
extension CatalogReaderTests {
  /// `catalog` as a selection of `locales` reads it: only their translations, and without
  /// comments, which are for translators (checked, but not kept).
  func only(_ locales: [String], of catalog: StringCatalog) -> [CatalogEntry] {
    catalog.entries.map { entry in
      var entry = entry
      entry.localizations = entry.localizations.filter { locales.contains($0.key) }
      entry.comment = nil
      return entry
    }
  }

  /// `catalog` as `selection` reads it, when the general path has read it whole.
  func only(_ selection: CatalogSet.Selection, of catalog: StringCatalog)
    -> [CatalogEntry]
  {
    guard let source = LocaleID(catalog.sourceLanguage) else { return [] }
    let selected = Set(
      catalog.entries.flatMap(\.localizations.keys).filter { key in
        LocaleID(key).map { selection.includes($0, source: source) } ?? false
      })
    return only(Array(selected), of: catalog)
  }

  @Test func readsOnlyTheSelectedLocalesAndNamesTheOthers() throws {
    let selection = CatalogSet.Selection(requests: [try #require(LocaleID("es-MX"))])
    let bytes = Array(
      try Data(
        contentsOf: TestContent.localizationsDirectory.appendingPathComponent("Screen.xcstrings")))
    let direct = try #require(
      CatalogReader.read(bytes, file: "Test.xcstrings", selection: selection))
    let full = try #require(general(bytes))
    #expect(direct.entries == only(["en-US", "es-419"], of: full))
    #expect(direct.unreadLocales == ["en-GB"])
    // en-US needs the source alone: en-US is its own CLDR chain's end.
    let american = CatalogSet.Selection(requests: [try #require(LocaleID("en-US"))])
    let source = try #require(
      CatalogReader.read(bytes, file: "Test.xcstrings", selection: american))
    #expect(source.entries == only(["en-US"], of: full))
    #expect(source.unreadLocales == ["en-GB", "es-419"])
    // en-AU needs en-GB too, which serves it through their CLDR parent en-001.
    let australian = CatalogSet.Selection(requests: [try #require(LocaleID("en-AU"))])
    let british = try #require(
      CatalogReader.read(bytes, file: "Test.xcstrings", selection: australian))
    #expect(british.entries == only(["en-US", "en-GB"], of: full))
    #expect(british.unreadLocales == ["es-419"])
  }

  /// Skipped translations may nest arrays and objects at any depth; a key repeated in any of
  /// their objects is refused there, as the general parser refuses it, and only there.
  @Test func skipsNestedValuesAndRefusesRepeatedKeysAtAnyDepth() throws {
    let selection = CatalogSet.Selection(requests: [try #require(LocaleID("en-US"))])
    func catalog(_ skipped: String) -> [UInt8] {
      Array(sample.replacingOccurrences(of: "[1, -2.5e3, null]", with: skipped).utf8)
    }
    func read(_ skipped: String) -> StringCatalog? {
      CatalogReader.read(catalog(skipped), file: "Test.xcstrings", selection: selection)
    }
    let nested =
      #"{"a": [{"b": {}, "c": [[], [1, {"d": "e"}]]}, {"b": 2}], "f": {"g": {"h": true}}}"#
    let direct = try #require(read(nested))
    #expect(direct.entries == only(["en-US"], of: try #require(general(catalog(nested)))))
    for repeated in [
      #"{"a": 1, "a": 2}"#, #"[{"b": {"c": 1, "d": 2, "c": 3}}]"#,
      #"{"f": {"g": {"h": 1, "i": [], "h": 1}}}"#, #"{"a": {"b": 1}, "c": 2, "a": 3}"#,
    ] {
      #expect(read(repeated) == nil, "\(repeated)")
      #expect(general(catalog(repeated)) == nil)
    }
    // The same key in sibling or nested objects is no repeat.
    #expect(read(#"[{"a": 1}, {"a": 2}, {"b": {"a": 3}, "a": 4}]"#) != nil)
    #expect(read(#"{"a": {"a": {"a": []}}, "b": {"a": 1}}"#) != nil)
    // Nesting beyond what a catalog holds is left to the general path.
    #expect(read(String(repeating: "[", count: 70) + String(repeating: "]", count: 70)) == nil)
  }

  /// With a selection, skipped translations are still checked as JSON: edits that break the
  /// syntax anywhere are never accepted, and what is read equals the general path's reading.
  @Test func randomEditsOfSkippedTranslationsNeverPassBrokenJSON() throws {
    let selection = CatalogSet.Selection(requests: [try #require(LocaleID("en-US"))])
    var generator = SplitMix64(seed: 12)
    let base = Array(sample.utf8)
    let inserts: [[UInt8]] = [
      Array("{".utf8), Array("}".utf8), Array("\"".utf8), Array(",".utf8), Array(":".utf8),
      Array("\\".utf8), [0xFF], [0x01], Array("-".utf8), Array(#""state" : "new","#.utf8),
    ]
    var read = 0
    for _ in 0..<3000 {
      var bytes = base
      let position = Int.random(in: 0..<bytes.count, using: &generator)
      if Bool.random(using: &generator) {
        bytes.remove(at: position)
      } else {
        bytes.insert(
          contentsOf: inserts[Int.random(in: 0..<inserts.count, using: &generator)], at: position)
      }
      if checkSelected(bytes, selection) { read += 1 }
    }
    #expect(read > 100)
  }
}
