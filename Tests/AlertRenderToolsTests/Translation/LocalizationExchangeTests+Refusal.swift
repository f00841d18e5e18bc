import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// What an import refuses. Units it cannot take refuse the whole import, or, when it is told
/// to skip them, are left out with a warning (the refusal failed before the change: the rest
/// was written, exit 0). Malformed XLIFF and text XML cannot carry are refused with the file,
/// line and column.
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

  @Test func refusesMalformedXLIFFWithFileLineAndColumn() throws {
    let catalogs = try TestContent.directory(["App.xcstrings": Self.catalog])
    let cases: [(String, String)] = [
      ("<xliff version=\"1.2\">\n  <file original=\"a\">\n</xliff>", "expected </file>"),
      ("<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\"/>", "XLIFF 2"),
      (
        "<xliff><file original=\"a\" source-language=\"en-US\" target-language=\"fr\"><body>"
          + "\n<trans-unit id=\"plain\"><target>x</target></trans-unit></body></file></xliff>",
        "has no <source>"
      ),
      (
        "<xliff><file original=\"a\" source-language=\"de\" target-language=\"fr\"></file></xliff>",
        "not the catalogs' source language"
      ),
      (
        "<xliff><file original=\"a\" source-language=\"en-US\"></file></xliff>",
        "no target-language"
      ),
    ]
    for (text, expected) in cases {
      let input = try TestContent.directory(["bad.xliff": text])
      let path = input.appendingPathComponent("bad.xliff").path
      #expect {
        try LocalizationExchange.importTranslations(from: [path], into: catalogs)
      } throws: { error in
        let error = error as? LocalizationExchangeError
        return error?.reason.contains(expected) == true
          && error?.source.hasPrefix(path + ":") == true
      }
    }
    #expect(try contents(catalogs, "App.xcstrings") == Self.catalog)
  }

  @Test func refusesTextXMLCannotCarry() throws {
    let catalogs = try TestContent.directory([
      "App.xcstrings":
        #"{"sourceLanguage":"en-US","strings":{"bell":{"localizations":{"en-US":{"stringUnit":{"state":"translated","value":"Ding\u0007"}}}}},"version":"1.0"}"#
    ])
    let french = try #require(LocaleID("fr"))
    #expect {
      try LocalizationExchange.export(
        language: french, from: [catalogs], to: catalogs, tool: Self.tool)
    } throws: { error in
      (error as? LocalizationExchangeError)?.reason.contains("U+0007") == true
    }
  }
}
