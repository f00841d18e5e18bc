import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// The fast path for translations as Xcode writes them (`xcodeString()`): the same reading as
/// the general code, or none.
extension CatalogReaderTests {
  /// A catalog as Xcode writes it, whose translations mostly take `xcodeString()`'s fast path
  /// (a translated unit, plural variants); the others (another state, a comment) take the
  /// general code.
  static let xcodeSample = #"""
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
  static let xcodeInserts: [[UInt8]] = [
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
    let base = Array(Self.xcodeSample.utf8)
    #expect(check(base))
    let edits = RandomEdits(of: base, inserting: Self.xcodeInserts, seed: 21, count: 4000)
    #expect(edits.count { check($0) } > 300)
    // Whitespace of any JSON kind between the tokens, none included.
    let compact = Self.xcodeSample.replacingOccurrences(of: "\n", with: "")
      .replacingOccurrences(of: "  ", with: "")
    #expect(check(Array(compact.utf8)))
    #expect(check(Array(Self.xcodeSample.replacingOccurrences(of: "\n", with: "\r\n\t").utf8)))

    let selection = CatalogSet.Selection(requests: [try #require(LocaleID("en-US"))])
    var read = 0
    for bytes in RandomEdits(of: base, inserting: Self.xcodeInserts, seed: 22, count: 4000)
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
}
