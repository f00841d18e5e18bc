import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// Texts with any specifier, those rendering fills and those it does not, read the same by the
/// direct reader and the general path, and by the direct reader itself: none sends a catalog to
/// the general path, and none makes it fail.
extension CatalogReaderTests {
  /// Specifiers of Apple's table, Xcode's substitutions, and text that is no specifier.
  static let specifierTexts = [
    "Replace the query with %s", "%.2f GB free", "Rating: %f", "%lf", "%d files", "%i%%",
    "%u devices", "%ld days", "%lu hours", "Reference %x", "Initial: %c", "100%%", "%1$@ by %2$@",
    "%2$lld of %1$lld", "%#@files@ in %@", "%2$#@files@", "Save 50% now", "50%", "%", "%q ",
    "%#@open", "%#@@", "%arg", "%0$@", "%100$@", "%*d", "%-5@", "%p", "%S", "%C", "%hhd", "%Lf",
  ]

  /// A one-key catalog in Xcode's layout whose translations are `value` in a unit and in the
  /// forms of plural variations, both of the shapes the fast path reads.
  private func catalog(_ value: String) -> String {
    let escaped = value.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    return #"""
      {
        "sourceLanguage" : "en",
        "strings" : {
          "key" : {
            "localizations" : {
              "en" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "\#(escaped)"
                }
              },
              "es-419" : {
                "variations" : {
                  "plural" : {
                    "one" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "\#(escaped)"
                      }
                    },
                    "other" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "\#(escaped)"
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "version" : "1.1"
      }
      """#
  }

  @Test func readsEverySpecifierAsTheGeneralPathDoes() throws {
    for text in Self.specifierTexts {
      let bytes = Array(catalog(text).utf8)
      #expect(check(bytes), "\(text) was left to the general path")
      let read = try #require(CatalogReader.read(bytes, file: "Test.xcstrings"))
      let unit = read.entries.first?.localizations["en"]
      #expect(unit?.unsupportedSpecifier == FormatTemplate(text).unsupported?.specifier)
    }
  }

  /// Random edits of a catalog of such texts inserting specifier pieces: whatever the direct
  /// reader reads, the general path reads the same.
  @Test func randomSpecifierEditsNeverMakeTheReadersDisagree() {
    let base = Array(catalog("%1$@ shared %2$lld photos, %.2f GB, %s").utf8)
    let inserts = ["%", "%%", "$", "#@", "%#@x@", "*", ".", "l", "s", "f", "@", "1", "'", " "]
      .map { Array($0.utf8) }
    let read = RandomEdits(of: base, inserting: inserts, seed: 31, count: 3000).count { check($0) }
    #expect(read > 300)
  }

  /// The fixture modelled on real Xcode catalogs with such specifiers loads; the direct
  /// reader leaves its device variations to the general path, and reads the rest as it does.
  @Test func readsTheSpecifierFixtureAsTheGeneralPathDoes() throws {
    let url = TestContent.root.appendingPathComponent(
      "Tests/Fixtures/Localizations-formats/Localizable.xcstrings")
    let bytes = Array(try Data(contentsOf: url))
    #expect(general(bytes) != nil)
    check(bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    // The device-varied key, the last, taken out.
    let device = try #require(text.range(of: "," + "\n" + #"    "Tap %@ to continue" : {"#))
    let end = try #require(
      text.range(of: "\n  },\n  \"version\"", range: device.upperBound..<text.endIndex))
    #expect(check(Array((text[..<device.lowerBound] + text[end.lowerBound...]).utf8)))
  }
}
