import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// Lint refuses a locale's `format.*` value that is a copy of the source's where CLDR knows
/// better, as a vendor's copy-source-to-target gives.
@Suite struct CopiedFormatChecksTests {
  /// This check's findings in lint on the shipped content plus `catalog`, as printed, with
  /// the temporary directory's path cut.
  private func lint(_ catalog: String) throws -> [String] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("lint-format-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(catalog.utf8).write(to: directory.appendingPathComponent("Vendor.xcstrings"))
    return ResourceLinter.lint(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [TestContent.localizationsDirectory, directory]
    )
    .filter { $0.severity == .error && $0.message.contains(" value, copied: ") }
    .map { $0.messageLine.replacingOccurrences(of: directory.path + "/", with: "") }
  }

  private static func entry(_ key: String, _ values: [String: String]) -> String {
    let localizations = values.sorted { $0.key < $1.key }.map {
      "\n      \"\($0.key)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : "
        + "\"\($0.value)\" } }"
    }
    return
      "    \"\(key)\" : { \"localizations\" : {\(localizations.joined(separator: ","))\n    } }"
  }

  private static func catalog(_ entries: [String]) -> String {
    "{\n  \"sourceLanguage\" : \"en-US\",\n  \"strings\" : {\n"
      + entries.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}\n"
  }

  @Test func aFormatCopiedFromTheSourceIsAnErrorWithItsPosition() throws {
    let findings = try lint(
      Self.catalog([
        Self.entry("format.date.leak", ["fr": "MM-dd-yyyy"]),
        Self.entry("format.list.end", ["fr": "%1$@, and %2$@", "ja": "%1$@、%2$@"]),
        Self.entry("format.month.9", ["fr": "September"]),
        Self.entry("format.number.groupSeparator", ["fr": ","]),
      ]))
    #expect(
      Set(findings) == [
        "Vendor.xcstrings:5:67: error: format.date.leak [fr]: 'MM-dd-yyyy' is the en-US value, "
          + "copied: CLDR gives fr 'dd/MM/y'. Delete the fr value so that CLDR's applies, or "
          + "write fr's own.",
        "Vendor.xcstrings:8:67: error: format.list.end [fr]: '%1$@, and %2$@' is the en-US "
          + "value, copied: CLDR gives fr '%1$@ et %2$@'. Delete the fr value so that CLDR's "
          + "applies, or write fr's own.",
        "Vendor.xcstrings:12:67: error: format.month.9 [fr]: 'September' is the en-US value, "
          + "copied: CLDR gives fr 'septembre'. Delete the fr value so that CLDR's applies, or "
          + "write fr's own.",
        "Vendor.xcstrings:15:67: error: format.number.groupSeparator [fr]: ',' is the en-US "
          + "value, copied: CLDR gives fr '\u{202F}' (U+202F). Delete the fr value so that CLDR's "
          + "applies, or write fr's own.",
      ])
  }

  @Test func aValueCLDRGivesTooOrALanguageCLDRLacksIsFine() throws {
    let findings = try lint(
      Self.catalog([
        // The same as the source, and what CLDR gives French.
        Self.entry("format.list.middle", ["fr": "%1$@, %2$@"]),
        // Klingon: CLDR has no data, so the translator's copy is all there is.
        Self.entry("format.date.leak", ["tlh": "MM-dd-yyyy"]),
        // Not a format key: the copy is a warning of its own elsewhere, not this error.
        Self.entry("button.contactUs", ["fr": "Contact us now"]),
      ]))
    #expect(findings.isEmpty, "\(findings)")
  }
}
