import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// Lint names every text holding a specifier rendering does not fill, where it is: file, line
/// and column, key, locale and specifier; a warning for a key the rules use, else a note.
@Suite struct SpecifierChecksTests {
  /// Lints the shipped content plus `catalog`; the findings about it but "No rule uses".
  private func lint(_ catalog: String) throws -> [String] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("specifiers-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(catalog.utf8).write(to: directory.appendingPathComponent("Drop.xcstrings"))
    return ResourceLinter.lint(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [TestContent.localizationsDirectory, directory]
    )
    .filter { $0.file.contains("Drop.xcstrings") && !$0.message.contains("No rule uses") }
    // The translation checks have their suite ("%arg 100% sure" shows a number).
    .filter { !TranslationChecksTests.translationIDs.contains($0.checkID) }
    .map { $0.messageLine.replacingOccurrences(of: directory.path + "/", with: "") }
  }

  private let end =
    "which rendering does not fill; the text is never shown, and a request it would serve gets "
    + "the next text of its locale chain."

  @Test func namesEachTextWithItsPositionKeyLocaleAndSpecifiers() throws {
    let catalog = #"""
      {
        "sourceLanguage" : "en",
        "strings" : {
          "app.size" : {
            "localizations" : {
              "en" : {
                "stringUnit" : { "state" : "translated", "value" : "%.2f MB and %c" }
              },
              "es-419" : {
                "variations" : {
                  "device" : {
                    "mac" : { "stringUnit" : { "state" : "translated", "value" : "%x" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%.2f MB y %c" } }
                  }
                }
              }
            }
          },
          "detail.origin" : {
            "localizations" : {
              "es-419" : {
                "stringUnit" : { "state" : "translated", "value" : "Origen: %s" }
              }
            }
          },
          "socialmedia.title" : {
            "localizations" : {
              "en-GB" : {
                "stringUnit" : { "state" : "translated", "value" : "%#@n@" },
                "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "lld",
                  "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "one" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg 100% sure" } }
                  } } } }
              }
            }
          }
        },
        "version" : "1.1"
      }
      """#
    let findings = try lint(catalog)
    #expect(
      findings == [
        "Drop.xcstrings:22:62: warning: detail.origin [es-419]: The text has '%s' (a C string, "
          + "which alert-render never passes: text goes in '%@'), " + end,
        "Drop.xcstrings:33:78: warning: socialmedia.title [en-GB]: The 'other' form of the "
          + "substitution 'n' has '% s' (a C string, which alert-render never passes: text goes "
          + "in '%@'; a percent sign is written '%%'), " + end,
        // By line as a number: 7 before 12.
        "Drop.xcstrings:7:62: note: app.size [en]: The text has '%.2f' (a floating-point "
          + "number, which alert-render never passes) and '%c' (a single character, which "
          + "alert-render never passes), " + end,
        "Drop.xcstrings:12:76: note: app.size [es-419]: The 'mac' variation has '%x' (a whole "
          + "number in hexadecimal or octal, which alert-render does not write), " + end,
        "Drop.xcstrings:13:78: note: app.size [es-419]: The text has '%.2f' (a floating-point "
          + "number, which alert-render never passes) and '%c' (a single character, which "
          + "alert-render never passes), " + end,
      ])
  }
}
