import Foundation
import Testing

@testable import AlertRendering

/// The direct catalog reader must return exactly what the general path (JSON tree, then
/// `StringCatalog.init(_:file:)`) returns, or nothing at all: never a catalog the general path
/// would reject or read differently.
@Suite struct CatalogReaderTests {
  /// What the general path makes of `bytes`, or nil when it rejects them.
  private func general(_ bytes: [UInt8]) -> StringCatalog? {
    guard Alert.firstInvalidUTF8Offset(bytes) == nil,
      let json = try? JSONParser.parse(bytes, limits: .init(maxDepth: 64, maxStringBytes: 1 << 20))
    else { return nil }
    return try? StringCatalog(json, file: "Test.xcstrings")
  }

  /// Checks the promise for `bytes`; true when the direct reader read them.
  @discardableResult
  private func check(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard let direct = CatalogReader.read(bytes, file: "Test.xcstrings") else { return false }
    let expected = general(bytes)
    #expect(
      direct == expected, "\(String(decoding: bytes, as: UTF8.self))",
      sourceLocation: sourceLocation)
    return true
  }

  /// A small catalog using every part of the format the reader handles.
  private let sample = #"""
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
      sample.replacingOccurrences(of: "%2$@", with: "%2$d%"),  // a broken specifier
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
  }

  /// Random edits of the sample (bytes removed, inserted, duplicated): whatever the direct
  /// reader accepts, the general path accepts and reads the same.
  @Test func randomEditsNeverMakeTheReadersDisagree() {
    var generator = SplitMix64(seed: 11)
    let base = Array(sample.utf8)
    let inserts: [[UInt8]] = [
      Array("{".utf8), Array("}".utf8), Array("[".utf8), Array("]".utf8), Array("\"".utf8),
      Array(",".utf8), Array(":".utf8), Array("\\".utf8), Array("%".utf8), Array("0".utf8),
      Array("-".utf8), Array(" ".utf8), Array("é".utf8), [0xFF], [0x01], Array("null".utf8),
      Array(#""comment" : "c","#.utf8), Array(#""state" : "new","#.utf8),
    ]
    var read = 0
    for _ in 0..<3000 {
      var bytes = base
      for _ in 0..<Int.random(in: 1...2, using: &generator) {
        let position = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes.remove(at: position)
        case 1:
          bytes.insert(
            contentsOf: inserts[Int.random(in: 0..<inserts.count, using: &generator)], at: position)
        default:
          let end = min(bytes.count, position + Int.random(in: 1...40, using: &generator))
          bytes.insert(contentsOf: bytes[position..<end], at: end)
        }
      }
      if check(bytes) { read += 1 }
    }
    // Whitespace and harmless edits are read directly, so the comparison above is exercised.
    #expect(read > 100)
  }
}
