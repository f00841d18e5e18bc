import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// An import takes a translation with a specifier rendering does not fill, as the loader
/// does (lint names it), and refuses one with text that is no specifier, a typo (or, told to
/// skip it, leaves it out).
extension LocalizationExchangeTests {
  @Test func importsASpecifierRenderingDoesNotFillButNotOneThatIsNone() throws {
    let (summary, catalog, _) = try importEdited { text in
      fillTargets(text, ["plain": "Remplacer par %s (%.1f %%)"])
    }
    #expect(summary.findings.isEmpty, "\(summary.findings)")
    #expect(
      catalog.value(at: ["strings", "plain", "localizations", "fr", "stringUnit", "value"])
        == .string("Remplacer par %s (%.1f %%)"))
    for typo in ["50%, pas plus", "Remplacer par %", "Sur %#@n"] {
      // The typo refuses the import; told to skip it, the import leaves it out.
      #expect("\(typo)") {
        try importEdited { text in fillTargets(text, ["plain": typo]) }
      } throws: { error in
        ImportFixture.refusal(error)?.first?.contains("malformed placeholder") == true
      }
      let (summary, _, _) = try importEdited(skippingInvalid: true) { text in
        fillTargets(text, ["plain": typo])
      }
      #expect(
        summary.findings.map(\.message).contains { $0.contains("malformed placeholder") },
        "\(typo)")
    }
  }
}
