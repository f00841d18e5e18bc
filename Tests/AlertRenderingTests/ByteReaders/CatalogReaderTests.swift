import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// The direct catalog reader must return exactly what the general path (JSON tree, then
/// `StringCatalog.init(_:file:)`) returns, or nothing at all: never a catalog the general path
/// would reject or read differently.
@Suite struct CatalogReaderTests {
  /// What the general path makes of `bytes`, or nil when it rejects them.
  func general(_ bytes: [UInt8]) -> StringCatalog? {
    guard UTF8Validation.firstInvalidOffset(in: bytes) == nil,
      let json = try? JSONParser.parse(bytes, limits: .init(maxDepth: 64, maxStringBytes: 1 << 20))
    else { return nil }
    return try? StringCatalog(json, file: "Test.xcstrings")
  }

  /// Checks the promise for `bytes`; true when the direct reader read them.
  @discardableResult
  func check(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard let direct = CatalogReader.read(bytes, file: "Test.xcstrings") else { return false }
    let expected = general(bytes)
    #expect(
      direct == expected, "\(String(decoding: bytes, as: UTF8.self))",
      sourceLocation: sourceLocation)
    return true
  }

  /// Checks the promise for `bytes` read for `selection`: skipped translations are checked as
  /// JSON only, as `skipValue` checks them, and the selected ones read as the general path
  /// reads them. True when the direct reader read them.
  func checkSelected(
    _ bytes: [UInt8], _ selection: CatalogSet.Selection,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    guard let direct = CatalogReader.read(bytes, file: "Test.xcstrings", selection: selection)
    else { return false }
    let isJSON =
      UTF8Validation.firstInvalidOffset(in: bytes) == nil
      && (try? JSONParser.parse(bytes, limits: .init(maxDepth: 64, maxStringBytes: 1 << 20)))
        != nil
    #expect(isJSON, "\(String(decoding: bytes, as: UTF8.self))", sourceLocation: sourceLocation)
    if let full = general(bytes) {
      #expect(direct.entries == only(selection, of: full), sourceLocation: sourceLocation)
    }
    return true
  }

  /// A small catalog using every part of the format the reader handles.
  let sample = #"""
    {
      "$schema" : "x",
      "sourceLanguage" : "en-US",
      "strings" : {
        "a.plain" : {
          "comment" : "A plain text.",
          "extractionState" : "manual",
          "localizations" : {
            "en-US" : { "stringUnit" : { "state" : "translated", "value" : "Leaked %@ at %2$@" } },
            "es_419" : { "stringUnit" : { "value" : "Filtrado ñ" }, "comment" : [1, -2.5e3, null] }
          },
          "shouldTranslate" : false
        },
        "b.plural" : {
          "localizations" : {
            "en-GB" : {
              "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "new", "value" : "%lld item" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
              } }
            },
            "en-US" : {
              "stringUnit" : { "state" : "translated", "value" : "Found %#@items@" },
              "substitutions" : { "items" : {
                "argNum" : 2, "formatSpecifier" : "lld",
                "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg item" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg items" } }
                } }
              } }
            }
          }
        },
        "c.empty" : { }
      },
      "version" : "1.0"
    }
    """#

  /// Keys in any order, sorted or in a few sorted runs as Xcode writes them: a key repeated
  /// anywhere is refused (left to the general path, which reports it), and any other order is
  /// read as the general path reads it.
  @Test func refusesRepeatedKeysInAnyOrder() {
    var generator = SplitMix64(seed: 23)
    let names = ["a", "b", "b.1", "b.10", "b.9", "c", "é", "e\u{301}", "z"]
    for _ in 0..<2000 {
      let keys = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
        names[Int.random(in: 0..<names.count, using: &generator)]
      }
      let members = keys.map { #""\#($0)" : { }"# }.joined(separator: ",\n    ")
      let text = "{\n  \"sourceLanguage\" : \"en-US\",\n  \"strings\" : {\n    \(members)\n  }\n}"
      let repeats = Set(keys.map { Array($0.utf8) }).count < keys.count
      #expect(check(Array(text.utf8)) == !repeats, "\(keys)")
    }
  }

  @Test func readsTheShippedCatalogsAsTheGeneralPathDoes() throws {
    let directory = TestContent.localizationsDirectory
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".xcstrings") }
    #expect(names.count >= 3)
    for name in names {
      let bytes = Array(try Data(contentsOf: directory.appendingPathComponent(name)))
      #expect(check(bytes), "\(name) was left to the general path")
    }
  }

  @Test func readsEveryPartOfTheFormat() {
    #expect(check(Array(sample.utf8)))
  }

  @Test func leavesWhatItDoesNotHandleToTheGeneralPath() {
    let cases = [
      "\u{FEFF}" + sample,  // byte order mark
      sample.replacingOccurrences(of: "Filtrado", with: #"Fil\"trado"#),  // an escape
      sample.replacingOccurrences(of: #""version""#, with: #""kind""#),  // an unknown key
      sample.replacingOccurrences(of: #""a.plain""#, with: #""b.plural""#),  // a duplicate key
      sample.replacingOccurrences(of: "\"argNum\" : 2", with: "\"argNum\" : 2.0"),
      sample.replacingOccurrences(of: "es_419", with: "spanish"),  // not a locale
      sample + " x",  // trailing content
    ]
    for text in cases {
      #expect(!check(Array(text.utf8)), "\(text)")
    }
    #expect(!check(Array(sample.utf8) + [0xFF]))
    var invalid = Array(sample.utf8)
    invalid[invalid.firstIndex(of: 0xC3)! + 1] = 0x41  // ñ cut in half
    #expect(!check(invalid))
    // A selection keeps no comment, yet checks it as the general path does.
    let selection = CatalogSet.Selection(requests: [LocaleID("en-US")!])
    let emptyComment = sample.replacingOccurrences(of: "A plain text.", with: "")
    #expect(CatalogReader.read(Array(emptyComment.utf8), file: "T", selection: selection) == nil)
    #expect(CatalogReader.read(Array(sample.utf8), file: "T", selection: selection) != nil)
  }

  /// Text is checked as UTF-8 as the general path checks it: random byte sequences around
  /// every boundary (overlong forms, surrogates, values past U+10FFFF, cut sequences).
  @Test func acceptsExactlyWellFormedUTF8() {
    let pieces: [UInt8] = [
      0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC,
      0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
    ]
    var generator = SplitMix64(seed: 13)
    let (head, tail) = (
      Array(
        #"{"sourceLanguage": "en-US", "strings": {"k": {"localizations": {"en-US": {"stringUnit": {"value": "x"#
          .utf8),
      Array(#"x"}}}}}}"#.utf8)
    )
    for _ in 0..<5000 {
      // Between runs of ASCII of any length, so that checks eight bytes at a time meet the
      // sequences at every offset.
      let pad = { (count: Int) in [UInt8](repeating: UInt8(ascii: "a"), count: count) }
      let text =
        pad(Int.random(in: 0...17, using: &generator))
        + (0..<Int.random(in: 1...5, using: &generator)).map { _ in
          pieces[Int.random(in: 0..<pieces.count, using: &generator)]
        } + pad(Int.random(in: 0...17, using: &generator))
      let isValid = String(validating: text, as: UTF8.self) != nil
      let direct = CatalogReader.read(head + text + tail, file: "Test.xcstrings")
      #expect((direct != nil) == isValid, "\(text.map { String($0, radix: 16) })")
    }
  }

  /// Random edits of the sample (bytes removed, inserted, duplicated): whatever the direct
  /// reader accepts, the general path accepts and reads the same.
  @Test func randomEditsNeverMakeTheReadersDisagree() {
    let base = Array(sample.utf8)
    let inserts: [[UInt8]] = [
      Array("{".utf8), Array("}".utf8), Array("[".utf8), Array("]".utf8), Array("\"".utf8),
      Array(",".utf8), Array(":".utf8), Array("\\".utf8), Array("%".utf8), Array("0".utf8),
      Array("-".utf8), Array(" ".utf8), Array("é".utf8), [0xFF], [0x01], Array("null".utf8),
      Array(#""comment" : "c","#.utf8), Array(#""state" : "new","#.utf8),
    ]
    let edits = RandomEdits(of: base, inserting: inserts, seed: 11, count: 3000)
    let read = edits.count { check($0) }
    // Whitespace and harmless edits are read directly, so the comparison above is exercised.
    #expect(read > 100)
  }
}
