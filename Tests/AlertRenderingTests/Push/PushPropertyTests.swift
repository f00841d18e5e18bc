import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// Generated valid alerts (`AlertGenerator`), pushed in every locale: each push is made, fits,
/// shows no catalog key or placeholder, and shows none of the alert's values, not even those
/// the layout shows unmasked.
@Suite struct PushPropertyTests {
  static let locales = ["en-US", "en-GB", "es-419", "es-MX", "en-XA", "ar-XB"]
  static let catalogKeys = Set(TestContent.renderer.catalogs.entries.keys)

  @Test func generatedAlertsPushNoValueInEveryLocale() throws {
    var generator = AlertGenerator(renderer: TestContent.renderer)
    var random = SplitMix64(seed: 0x9054_5EED)
    var checked = 0
    for number in 0..<150 {
      let alert = generator.alert(number: number, using: &random)
      let values = alert.secrets + alert.events.compactMap(\.shownValue)
      for locale in Self.locales {
        let context = "alert \(alert.id), \(locale)"
        let push: PushNotification
        do {
          push = try TestContent.renderer.push(json: Array(alert.json.utf8), locale: locale)
        } catch {
          Issue.record("no push: \(error) \(context): \(alert.json)")
          continue
        }
        #expect(push.fits, "\(context)")
        #expect(!push.diagnostics.contains { $0.code == "missing-string" }, "\(context)")
        let texts = [push.title, push.subtitle ?? "", push.body]
        for text in texts {
          #expect(!Self.catalogKeys.contains(text), "catalog key \(text) \(context)")
          #expect(!text.contains("%"), "placeholder in \(text) \(context)")
        }
        // Values of five characters or more: shorter ones are letters a word may hold.
        // Diagnostics too: a note about the data would quote it.
        let written = (texts + push.diagnostics.map(\.message)).joined(separator: "\n")
        for value in values where value.count >= 5 && written.contains(value) {
          Issue.record("value \"\(value)\" in the push \(context): \(texts)")
        }
        checked += values.filter { $0.count >= 5 }.count
      }
    }
    #expect(checked > 2_000)
  }
}
