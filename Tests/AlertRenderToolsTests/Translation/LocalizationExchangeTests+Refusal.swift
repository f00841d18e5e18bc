import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// Units an import cannot take: they refuse the whole import, or, when it is told to skip
/// them, are left out with a warning. The refusal failed before the change (the rest was
/// written, exit 0).
extension LocalizationExchangeTests {
  @Test func refusesAnImportWithUnitsItCannotImportNamingEachOne() throws {
    func edit(_ text: String) -> String {
      fillTargets(
        text.replacingOccurrences(of: "id=\"stale\"", with: "id=\"stael\"")
          .replacingOccurrences(of: "id=\"untranslated\"", with: "id=\"untranslated|==|bogus.x\""),
        [
          "stael": "Vieux", "untranslated|==|bogus.x": "X", "plain": "Bad %q placeholder",
          "count|==|plural.one": "%lld événement",
        ])
    }
    #expect {
      try importEdited(edit)
    } throws: { error in
      guard let error = error as? LocalizationExchangeError,
        case .refused(let failures, let directory, let updates, _) = error
      else { return false }
      let lines = error.description.split(separator: "\n")
      return failures.count == 3 && updates == 1
        && failures.allSatisfy {
          $0.severity == .error && $0.location.file?.hasSuffix("fr.xliff") == true
        }
        && lines.count == 4 && lines[3].hasPrefix("\(directory): error: Nothing was written")
        && lines[0].contains(":26:7: error: The translation of 'plain' has a malformed placeholder")
        && lines[1].contains("'stael'") && lines[1].contains("Did you mean 'stale'?")
        && lines[2].contains("'untranslated|==|bogus.x' is not one Xcode writes")
    }
  }

  @Test func skipsUnitsItCannotImportWhenToldAndLeavesTheCatalogUntouched() throws {
    let (summary, _, directory) = try importEdited(skippingInvalid: true) { text in
      fillTargets(
        text.replacingOccurrences(of: "id=\"stale\"", with: "id=\"stael\"")
          .replacingOccurrences(of: "id=\"untranslated\"", with: "id=\"untranslated|==|bogus.x\""),
        ["stael": "Vieux", "untranslated|==|bogus.x": "X", "plain": "Bad %q placeholder"])
    }
    #expect(summary.leftOut == 3)
    let messages = summary.findings.map(\.message)
    #expect(messages.count == 3)
    #expect(messages.contains { $0.contains("'stael'") && $0.contains("Did you mean 'stale'?") })
    #expect(messages.contains { $0.contains("not one Xcode writes") })
    #expect(messages.contains { $0.contains("malformed placeholder") })
    #expect(
      summary.findings.allSatisfy {
        $0.location.line != nil && $0.location.file?.hasSuffix("fr.xliff") == true
      })
    #expect(summary.written.isEmpty)
    #expect(try contents(directory, "App.xcstrings") == Self.catalog)
  }

  @Test func unwrapsInlineMarkupAndSkipsOnlyUnitsWithPlaceholderElements() throws {
    func edit(_ text: String) -> String {
      fillTargets(
        text,
        [
          "plain": #"<g id="1">Ligne</g> <mrk mtype="x-test">un</mrk>"#,
          "stale": #"Vieux <x id="1"/>"#,
        ])
    }
    // A target hidden behind <x/> carries a translation: it refuses the import by default.
    #expect {
      try importEdited(edit)
    } throws: { error in
      ImportFixture.refusal(error)?.first?.contains("The unit 'stale' is not imported: <x/>")
        == true
    }
    let (summary, catalog, directory) = try importEdited(skippingInvalid: true, edit)
    #expect(summary.updated == 1)
    #expect(summary.findings.count == 1)
    #expect(summary.findings.first?.message.contains("<x/>") == true)
    #expect(
      catalog.value(at: ["strings", "plain", "localizations", "fr", "stringUnit", "value"])
        == .string("Ligne un"))
    #expect(
      catalog.value(at: ["strings", "stale", "localizations", "fr", "stringUnit", "value"])
        == .string("Vieux"))
    // The catalog was replaced through a temporary file that did not stay behind.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["App.xcstrings"])
  }
}
