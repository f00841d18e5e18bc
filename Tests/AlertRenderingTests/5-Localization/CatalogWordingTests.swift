import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// Wording decisions from review that a later edit must not undo.
@Suite struct CatalogWordingTests {
  /// Every text of `language` in the shipped catalogs, by key.
  private func texts(_ language: String) throws -> [(key: String, text: String)] {
    let catalogs = try LocalizationExchange.catalogs(in: [TestContent.localizationsDirectory])
    var result: [(key: String, text: String)] = []
    for catalog in catalogs {
      for member in catalog.strings {
        guard let localization = member.value["localizations"]?[language] else { continue }
        for slot in CatalogSlot.slots(of: localization) {
          if let text = localization.value(at: slot.path)?["value"]?.stringValue {
            result.append((member.key, text))
          }
        }
      }
    }
    return result
  }

  @Test func spanishUsesOneTermForEachConceptAndNoEnglishAcronym() throws {
    let spanish = try texts("es-419")
    #expect(spanish.count > 100)
    let avoided = [
      "SSN", "reportar", "report", "denunci", "agencia", "dependencia", "afiliado", "comprometid",
      "transferencias de número", "presentar impuestos", "abrir préstamos",
    ]
    for (key, text) in spanish where !key.hasPrefix("format.") {
      for word in avoided where text.lowercased().contains(word.lowercased()) {
        // A web address is a name, not a word of the sentence.
        if text.contains("AnnualCreditReport.com"), word == "report" { continue }
        Issue.record("es-419 '\(key)' says '\(word)': \(text)")
      }
    }
    let ibans = spanish.filter { $0.text.contains("IBAN") && !$0.key.hasSuffix(".icon") }
    #expect(!ibans.isEmpty)
    #expect(ibans.allSatisfy { $0.text.lowercased().contains("código iban") })
  }

  /// The list of leaked kinds follows a colon, so no word has to agree with it in any
  /// language (gender, number).
  @Test(arguments: ["en-US", "en-GB", "es-419"])
  func mixedSubtitlePutsTheListAfterAColon(language: String) throws {
    let text = try #require(try texts(language).first { $0.key == "cyberagent.subtitle.mixed" })
    #expect(text.text.hasSuffix(": %@"))
  }
}
