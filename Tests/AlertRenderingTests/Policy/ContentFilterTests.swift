import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// Rendering never shows a text with an address the content policy does not allow: the key
/// falls back along its chain to a text that passes, with a `content-not-allowed` diagnostic.
@Suite struct ContentFilterTests {
  static let hostile = TestContent.root.appendingPathComponent(
    "Tests/Fixtures/Localizations-hostile")

  private static func render(
    _ example: String, locale: String, localizations: [URL]
  ) throws -> LayoutDocument {
    let renderer = try AlertRenderer(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [TestContent.localizationsDirectory] + localizations)
    return try renderer.render(json: TestContent.example(example), locale: locale)
  }

  @Test func aRefusedTranslationFallsBackToTheSourceWithADiagnostic() throws {
    let document = try Self.render(
      "ssn-alert.json", locale: "es-419", localizations: [Self.hostile])
    let json = String(decoding: try document.jsonData(), as: UTF8.self)
    // Once, in the diagnostic: never in the body.
    #expect(json.components(separatedBy: "evil.example.com").count == 2)
    #expect(json.contains("If you spot fraud, report it at IdentityTheft.gov"))
    let refused = document.diagnostics.filter { $0.code == "content-not-allowed" }
    #expect(
      refused.map(\.message).contains {
        $0.hasPrefix("The es-419 text of 'step.reportIdentityTheft' (")
          && $0.hasSuffix(
            "Hostile.xcstrings) shows http://evil.example.com, which the content policy does not "
              + "allow for es-419; the en-US text was used.")
      })
    #expect(
      !document.diagnostics.contains {
        $0.code == "string-fallback" && $0.message.contains("reportIdentityTheft")
      })
  }

  @Test func aRefusedSourceShowsItsKey() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("filter-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let catalog = """
      {"sourceLanguage": "en-US", "version": "1.0", "strings": {"step.reportIdentityTheft": {
        "localizations": {"en-US": {"stringUnit": {"state": "translated",
          "value": "Call +1 900 555 0123 now."}}}}}}
      """
    try Data(catalog.utf8).write(to: directory.appendingPathComponent("Drop.xcstrings"))
    let document = try Self.render("ssn-alert.json", locale: "en-US", localizations: [directory])
    let json = String(decoding: try document.jsonData(), as: UTF8.self)
    #expect(json.components(separatedBy: "900 555").count == 2)
    #expect(json.contains("step.reportIdentityTheft"))
    #expect(
      document.diagnostics.contains {
        $0.code == "content-not-allowed"
          && $0.message.hasSuffix("no other text was, so its key was shown.")
      })
  }

  @Test func shippedContentRendersWithoutRefusals() throws {
    for locale in TestContent.locales {
      let document = try Self.render("ssn-alert.json", locale: locale, localizations: [])
      #expect(!document.diagnostics.contains { $0.code == "content-not-allowed" })
    }
  }

  @Test func thePreFilterPassesEveryAddressTheScannerFinds() {
    for text in [
      "see IRS.gov/IPPIN", "x@y.com", "call 2025550199", "tel:+1", "https://a.b", "www.x.org",
      "＋１ ２０２ ５５５ ０１９９", "IdentityTheft。gov",
    ] {
      #expect(TextScanner.mayHoldAddress(text), "\(text)")
    }
    for text in ["Need help?", "From: %@", "Date of leak: %@.", "Step 1. Do it."] {
      #expect(!TextScanner.mayHoldAddress(text), "\(text)")
    }
  }
}
