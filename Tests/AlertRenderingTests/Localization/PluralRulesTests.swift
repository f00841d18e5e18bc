import Testing

@testable import AlertRendering

@Suite struct PluralRulesTests {
  @Test(arguments: [
    (0, PluralCategory.other), (1, .one), (2, .other), (1_000_000, .many), (1_000_001, .other),
    (1_500_000, .other), (2_000_000, .many), (1000, .other),
  ])
  func spanishMatchesICU(count: Int, expected: PluralCategory) {
    #expect(PluralRules.category(of: count, language: "es") == expected)
  }

  @Test(arguments: [(0, PluralCategory.other), (1, .one), (2, .other), (1_000_000, .other)])
  func englishMatchesICU(count: Int, expected: PluralCategory) {
    #expect(PluralRules.category(of: count, language: "en") == expected)
  }

  @Test func otherLanguagesFollowCLDR() {
    #expect(PluralRules.category(of: 0, language: "fr") == .one)
    #expect(PluralRules.category(of: 22, language: "ru") == .few)
    #expect(PluralRules.category(of: 11, language: "ru") == .many)
    #expect(PluralRules.category(of: 12, language: "pl") == .many)
    #expect(PluralRules.category(of: 5, language: "ja") == .other)
  }

  @Test func requiredCategories() {
    #expect(PluralRules.requiredCategories(language: "en") == [.one, .other])
    #expect(PluralRules.requiredCategories(language: "es") == [.one, .other])
    #expect(PluralRules.optionalCategories(language: "es") == [.many])
  }
}
