import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// The shipped policy allows every text the shipped catalogs and the language fixtures hold,
/// in every form (plural, device, substitution), and what they show is what it lists.
extension ContentPolicyTests {
  /// Every text of the catalogs in `directory`: file, key, locale, source language, text.
  static func texts(in directory: URL) throws -> [(
    file: String, key: String, locale: String, source: String, text: String
  )] {
    var errors: [ResourceError] = []
    let catalogs = CatalogSet.loadCatalogs(from: [directory], errors: &errors)
    #expect(errors.isEmpty, "\(errors)")
    var texts: [(file: String, key: String, locale: String, source: String, text: String)] = []
    for catalog in catalogs {
      for entry in catalog.entries {
        for (locale, string) in entry.localizations {
          var units: [CatalogUnit] = []
          func add(_ variants: CatalogString.Variants) {
            switch variants {
            case .single(let unit): units.append(unit)
            case .plural(let forms): units += PluralCategory.allCases.compactMap { forms[$0] }
            }
          }
          add(string.variants)
          string.deviceVariants.values.forEach(add)
          for substitution in string.substitutions.values {
            units += PluralCategory.allCases.compactMap { substitution.variants[$0] }
          }
          texts += units.map {
            (catalog.file, entry.key, locale, catalog.sourceLanguage, $0.value)
          }
        }
      }
    }
    return texts
  }

  /// The items of `texts` the shipped policy refuses, as `file key [locale]: reason`, and the
  /// ids of those it allows.
  static func check(_ directory: URL) throws -> (
    refused: [String], allowed: Set<String>, texts: Int
  ) {
    let texts = try texts(in: directory)
    var refused: [String] = []
    var allowed: Set<String> = []
    for text in texts {
      let chain = LocaleChain(
        text: try #require(LocaleID(text.locale)), source: try #require(LocaleID(text.source)))
      for finding in shipped.check(text: text.text, chain: chain) {
        switch finding.verdict {
        case .allowed(let id): allowed.insert(id)
        case .notAllowed(_, let reason):
          refused.append("\(text.file) \(text.key) [\(text.locale)]: \(reason)")
        }
      }
    }
    return (refused, allowed, texts.count)
  }

  @Test func theShippedPolicyAllowsEveryShippedText() throws {
    let (refused, allowed, count) = try Self.check(TestContent.localizationsDirectory)
    #expect(count > 500)
    #expect(refused.isEmpty, "\(refused)")
    // Every web address the texts show is one the policy lists, and the policy lists nothing
    // the texts do not use but the helpline, which the screen's call button is for.
    #expect(
      allowed == ["ftc-identity-theft", "ftc-do-not-call", "irs-ip-pin", "annual-credit-report"])
  }

  @Test(arguments: [
    "Tests/Fixtures/Localizations-sentences", "Tests/Fixtures/Localizations-he",
    "Examples/ThirdPartyPlugin/Localizations", "Tests/Fixtures/Localizations-formats",
    "Tests/Fixtures/Localizations-xcode15",
    "Tests/Fixtures/Localizations-xcode16", "Tests/Fixtures/Localizations-xcode26",
  ])
  func theShippedPolicyAllowsEveryFixtureText(fixture: String) throws {
    let directory = TestContent.root.appendingPathComponent(fixture)
    let (refused, _, count) = try Self.check(directory)
    #expect(count > 0)
    #expect(refused.isEmpty, "\(refused)")
  }

  @Test func aHostileTranslationIsRefusedWhereTheShippedOneIsNot() throws {
    let chain = Self.chain("es-419")
    let shippedText =
      "Si detecta un fraude, infórmelo en RobodeIdentidad.gov para obtener un plan de "
      + "recuperación paso a paso."
    #expect(Self.shipped.check(text: shippedText, chain: chain).allSatisfy { $0.verdict.isAllowed })
    let hostile =
      "Si detecta un fraude, infórmelo en http://evil.example.com o llame al 1-900-555-0123."
    #expect(
      Self.shipped.check(text: hostile, chain: chain).map(\.verdict) == [
        .notAllowed(
          checkID: "url-not-allowed",
          reason: "The text shows http://evil.example.com, which the content policy does not "
            + "allow for es-419."),
        .notAllowed(
          checkID: "phone-not-allowed",
          reason: "The text shows 1-900-555-0123, a phone number the content policy does not "
            + "allow for es-419."),
      ])
  }
}
