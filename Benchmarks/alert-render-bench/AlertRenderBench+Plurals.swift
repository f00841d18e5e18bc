import AlertRendering
import Foundation

extension AlertRenderBench {
  /// Locales whose rules range from none (ja) to the longest CLDR has (ar, cy, ru).
  static let pluralLocales = ["en-US", "es-419", "pt-PT", "fr", "ru", "ar", "he", "cs", "cy", "ja"]

  /// Times choosing a plural category as the renderer does for each plural text: the locale's
  /// rules looked up, then evaluated for the count. Prints nanoseconds per choice.
  static func printPluralChoice(count: Int) {
    let locales = pluralLocales.compactMap(LocaleID.init)
    // First use parses each rule set; the renderer pays that once per process.
    for locale in locales { _ = PluralRules(locale: locale).category(of: 1) }
    let choices = max(count, 10_000) * 10
    var sink = 0
    let nanoseconds = Stopwatch.measure {
      for index in 0..<choices {
        let locale = locales[index % locales.count]
        let category = PluralRules(locale: locale).category(of: index % 1_001)
        sink &+= category.hashValue
      }
    }
    let perChoice = Double(nanoseconds) / Double(choices)
    print(
      "plural choice   \(String(format: "%.0f", perChoice)) ns per plural text "
        + "(CLDR rules looked up by locale and evaluated; \(locales.count) locales, "
        + "counts 0…1000)")
    keep(sink)
  }

  /// Keeps the optimizer from dropping the work whose result it receives.
  @inline(never)
  private static func keep(_ value: Int) {
    if value == Int.min { print("") }
  }
}
