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
  private func checkSelected(
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

  /// A catalog as Xcode writes it, whose translations mostly take `xcodeString()`'s fast path
  /// (a translated unit, plural variants); the others (another state, a comment) take the
  /// general code.
  private let xcodeSample = #"""
    {
      "sourceLanguage" : "en-US",
      "strings" : {
        "a.plain" : {
          "comment" : "A plain text.",
          "extractionState" : "manual",
          "localizations" : {
            "en-GB" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Leaked %@ at %2$@ ✓"
              }
            },
            "en-US" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Leaked %@ at %2$@"
              }
            },
            "es-419" : {
              "stringUnit" : {
                "state" : "needs_review",
                "value" : "Filtrado ñ"
              }
            }
          }
        },
        "b.plural" : {
          "localizations" : {
            "en-GB" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : ""
              },
              "comment" : "x"
            },
            "en-US" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld item"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld items"
                    }
                  }
                }
              }
            },
            "es-419" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "%lld elementos"
              }
            }
          }
        },
        "c.count" : {
          "localizations" : {
            "en-GB" : {
              "variations" : {
                "plural" : {
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld leaks"
                    }
                  }
                }
              }
            },
            "en-US" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "100%% done"
              }
            },
            "es-419" : {
              "variations" : {
                "plural" : {
                  "many" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld de filtraciones"
                    }
                  },
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "Una filtración"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld filtraciones"
                    }
                  }
                }
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """#

  /// The inserts random edits of `xcodeSample` make: the fast path's tokens and what breaks
  /// them.
  private let xcodeInserts: [[UInt8]] = [
    Array("{".utf8), Array("}".utf8), Array("\"".utf8), Array(",".utf8), Array(":".utf8),
    Array("\\".utf8), Array("%".utf8), Array(" ".utf8), Array("\n".utf8), Array("\t".utf8),
    Array("é".utf8), [0xFF], [0x01], Array(#""state" : "new","#.utf8),
    Array(#""value" : "v","#.utf8), Array(#""stringUnit" : {},"#.utf8),
    Array(#""comment" : "c","#.utf8), Array(#""en-US" : {},"#.utf8), Array(#""one" : {},"#.utf8),
    Array(#""other" : { "stringUnit" : { "value" : "%d" } },"#.utf8),
    Array(#""plural" : {},"#.utf8), Array(#""variations" : {},"#.utf8),
  ]

  /// Xcode's shape read by the fast path equals the general path's reading, whole and after
  /// random edits around and inside its tokens; with a selection, skipped translations are
  /// still checked as JSON and the selected ones read as the general path reads them.
  @Test func readsXcodeUnitsAsTheGeneralPathDoes() throws {
    let base = Array(xcodeSample.utf8)
    #expect(check(base))
    let edits = RandomEdits(of: base, inserting: xcodeInserts, seed: 21, count: 4000)
    #expect(edits.count { check($0) } > 300)
    // Whitespace of any JSON kind between the tokens, none included.
    let compact = xcodeSample.replacingOccurrences(of: "\n", with: "")
      .replacingOccurrences(of: "  ", with: "")
    #expect(check(Array(compact.utf8)))
    #expect(check(Array(xcodeSample.replacingOccurrences(of: "\n", with: "\r\n\t").utf8)))

    let selection = CatalogSet.Selection(requests: [try #require(LocaleID("en-US"))])
    var read = 0
    for bytes in RandomEdits(of: base, inserting: xcodeInserts, seed: 22, count: 4000)
    where checkSelected(bytes, selection) {
      read += 1
    }
    #expect(read > 300)
  }

  /// Xcode's shapes of a translation take the fast path, which reads them as the general code
  /// does and ends where it ends; a shape it does not know leaves the reader where it was.
  @Test func xcodeShapesTakeTheFastPath() {
    let unit = [
      "{", #"  "stringUnit" : {"#, #"    "state" : "translated","#,
      #"    "value" : "Leaked %@ at %2$@ ✓""#, "  }", "}",
    ]
    let plural = [
      "{", #"  "variations" : {"#, #"    "plural" : {"#, #"      "one" : {"#,
      #"        "stringUnit" : {"#, #"          "state" : "translated","#,
      #"          "value" : "%lld leak""#, "        }", "      },", #"      "other" : {"#,
      #"        "stringUnit" : {"#, #"          "state" : "translated","#,
      #"          "value" : "%lld leaks""#, "        }", "      }", "    }", "  }", "}",
    ]
    for lines in [unit, plural] {
      // Indented as in a catalog, where the translation starts after its locale key.
      let bytes = Array(lines.joined(separator: "\n        ").utf8)
      bytes.withUnsafeBufferPointer { buffer in
        var fast = CatalogReader(bytes: buffer, selection: nil)
        var general = CatalogReader(bytes: buffer, selection: nil)
        let string = fast.xcodeString()
        #expect(string != nil && string == (try? general.catalogString()))
        #expect(fast.index == buffer.count && general.index == buffer.count)
        var skipping = CatalogReader(bytes: buffer, selection: nil)
        #expect(skipping.skipXcodeString() && skipping.index == buffer.count)
        var skippingValue = CatalogReader(bytes: buffer, selection: nil)
        #expect((try? skippingValue.skipValue(depth: 4)) != nil)
        #expect(skippingValue.index == buffer.count)
      }
      // Indented by four spaces a level, which Xcode does not write.
      let other = Array(
        lines.map { $0.replacingOccurrences(of: "  ", with: "    ") }.joined(separator: "\n")
          .utf8)
      other.withUnsafeBufferPointer { buffer in
        var reader = CatalogReader(bytes: buffer, selection: nil)
        #expect(reader.xcodeString() == nil && !reader.skipXcodeString() && reader.index == 0)
      }
    }
  }

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

  /// `catalog` as a selection of `locales` reads it: only their translations, and without
  /// comments, which are for translators (checked, but not kept).
  private func only(_ locales: [String], of catalog: StringCatalog) -> [CatalogEntry] {
    catalog.entries.map { entry in
      var entry = entry
      entry.localizations = entry.localizations.filter { locales.contains($0.key) }
      entry.comment = nil
      return entry
    }
  }

  /// `catalog` as `selection` reads it, when the general path has read it whole.
  private func only(_ selection: CatalogSet.Selection, of catalog: StringCatalog)
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
