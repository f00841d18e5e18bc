import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// Each translation against its source: the hostile drop-in is flagged with the right check
/// ids, the shipped catalogs and every language fixture are not.
@Suite struct TranslationChecksTests {
  static let translationIDs: Set = [
    "number-mismatch", "url-mismatch", "email-mismatch", "phone-mismatch", "name-mismatch",
    "whitespace-double", "line-breaks", "punctuation-end", "markup-mismatch", "length-ratio",
    "length-max",
  ]

  @Test func theHostileDropInIsFlaggedWithTheRightCheckIDs() {
    let findings = PolicyChecksTests.lint([PolicyChecksTests.hostile])
      .filter { $0.file.hasSuffix("Hostile.xcstrings") && Self.translationIDs.contains($0.checkID) }
    #expect(
      findings.map { "\($0.key ?? "") \($0.checkID) \($0.severity)" }.sorted() == [
        "cyberagent.header.title length-max error",
        "dialog.resolve.title whitespace-double warning",
        "hostile.everyTwoWeeks number-mismatch error",
        "section.help.title punctuation-end warning",
        "ssntrace.subtitle length-ratio warning",
        "step.carrierLock punctuation-end warning",
        "step.changeSharedPasswords line-breaks warning",
        "step.changeStorePassword url-mismatch error",
        "step.checkDirectDebits markup-mismatch warning",
        "step.contactBank phone-mismatch error",
        "step.freezeCredit name-mismatch warning",
      ])
    let numbers = findings.first { $0.checkID == "number-mismatch" }
    #expect(numbers?.message == "The text shows the numbers 3; the source shows 2.")
    #expect(numbers?.line == 55)
    let double = findings.first { $0.checkID == "whitespace-double" }
    #expect(double?.span == 6..<8)
  }

  /// "cada 2 semanas" keeps the number; ١٤ is 14 and 1.000 is 1,000, in their scripts and
  /// separators.
  @Test func numbersAreComparedByValueInAnyScript() {
    let keys = PolicyChecksTests.lint([PolicyChecksTests.hostile])
      .filter { $0.checkID == "number-mismatch" }.compactMap(\.key)
    #expect(keys == ["hostile.everyTwoWeeks"])
  }

  @Test func shippedCatalogsAndLanguageFixturesHaveNoTranslationFindings() {
    let fixtures = ["sentences", "he", "formats", "xcode15", "xcode16", "xcode26"].map {
      TestContent.root.appendingPathComponent("Tests/Fixtures/Localizations-\($0)")
    }
    for extra in [[]] + fixtures.map({ [$0] }) {
      let found = PolicyChecksTests.lint(extra).filter { Self.translationIDs.contains($0.checkID) }
      #expect(found.map(\.description) == [], "\(extra)")
    }
  }

  @Test func endingsCompareByClass() {
    func ending(_ text: String, _ language: String = "en") -> TextFeatures.Ending {
      let unit = CatalogUnit(state: "translated", value: text, template: FormatTemplate(text))
      let catalogText = CatalogText(
        form: "The text", category: nil, substitution: nil, device: nil, unit: unit,
        substitutions: [:], paths: [])
      return TextFeatures(catalogText).ending(language: language)
    }
    #expect(ending("Need help?") == ending("هل تحتاج إلى مساعدة؟", "ar"))
    #expect(ending("お困りですか？", "ja") == .question)
    #expect(ending("¿Necesita ayuda?", "es") == .question)
    #expect(ending("Χρειάζεστε βοήθεια;", "el") == .question)
    #expect(ending("From: %@") == .colon)
    #expect(ending("Wait…") == .ellipsis)
    #expect(ending("Wait...") == .ellipsis)
    #expect(ending("«Done.»") == .period)
    #expect(ending("Done") == .none)
  }
}
