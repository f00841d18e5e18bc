import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

@Suite struct PluralRulesTests {
  private func rules(_ locale: String) throws -> PluralRules {
    PluralRules(locale: try #require(LocaleID(locale)))
  }

  /// A fixture's lines without comments, split into words at spaces.
  private func fixtureLines(_ name: String) throws -> [[Substring]] {
    let text = String(decoding: try TestContent.fixture(name), as: UTF8.self)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
      $0.split(separator: " ", maxSplits: 2)
    }
  }

  /// CLDR's sample syntax: "0, 2~16, 100, …" (numbers in compact notation, "1c6", left out:
  /// counts are never written that way).
  private func numbers(_ samples: Substring) -> [Int] {
    samples.split(separator: ", ").flatMap { item -> [Int] in
      let parts = item.split(separator: "~")
      let bounds = parts.compactMap { Int($0) }
      guard bounds.count == parts.count, let low = bounds.first, let high = bounds.last else {
        return []
      }
      return Array(low...high)
    }
  }

  /// The independent check: Babel's own evaluator of CLDR's rules, for every language it
  /// knows, at 0…1000, large and negative numbers (Scripts/generate-plural-fixture; CI checks
  /// the fixture is what Babel gives).
  @Test func everyLanguageMatchesBabel() throws {
    let lines = try fixtureLines("babel-plural-categories.txt")
    let letters: [Character: PluralCategory] = [
      "z": .zero, "o": .one, "t": .two, "f": .few, "m": .many, ".": .other,
    ]
    var version = ""
    var counts: [Int] = []
    var sequences: [Substring: [PluralCategory]] = [:]
    var locales: [(String, Substring)] = []
    for words in lines {
      switch words[0] {
      case "cldr": version = String(words[1])
      case "numbers": counts = numbers(words[1...].joined(separator: " ")[...])
      case "sequence": sequences[words[1]] = words[2].compactMap { letters[$0] }
      default: locales.append((String(words[0]), words[1]))
      }
    }
    #expect(version == PluralRules.cldrVersion)
    #expect(counts.count == 1001 + 33 + 9)
    #expect(locales.count > 300)
    for (locale, sequenceName) in locales {
      let expected = try #require(sequences[sequenceName])
      try #require(expected.count == counts.count, "\(locale)")
      let rules = try rules(locale)
      let wrong = zip(counts, expected).filter { rules.category(of: $0) != $1 }
      #expect(
        wrong.isEmpty,
        "\(locale): \(wrong.prefix(5).map { "\($0) is \($1), not \(rules.category(of: $0))" })")
    }
  }

  /// CLDR's own `@integer` samples of every category of every CLDR locale, including those
  /// Babel lacks (ars, guw, sh, tl …).
  @Test func everyCLDRSampleIsInItsCategory() throws {
    var version = ""
    var checked: Set<String> = []
    for words in try fixtureLines("cldr-plural-samples.txt") {
      if words[0] == "cldr" {
        version = String(words[1])
        continue
      }
      let locale = String(words[0])
      let category = try #require(PluralCategory(rawValue: String(words[1])))
      let rules = try rules(locale)
      for number in numbers(words[2]) {
        #expect(rules.category(of: number) == category, "\(locale) \(number)")
      }
      checked.insert(locale)
    }
    #expect(version == PluralRules.cldrVersion)
    // Every locale of plurals.json; the table adds those that inherit rules (pt-AO, ht).
    let table = Set(PluralRules.cldrLocales.map(\.id))
    #expect(checked.isSubset(of: table))
    #expect(checked.count == 219)
  }

  @Test func everyGeneratedConditionParses() {
    for rules in PluralRules.cldrRuleSets {
      #expect(PluralRules(cldr: rules).conditions.count == rules.count, "\(rules)")
    }
    #expect(PluralRules.cldrLocales.map(\.id) == PluralRules.cldrLocales.map(\.id).sorted())
  }

  @Test func theCasesTheIssueNamed() throws {
    #expect(try rules("he").category(of: 2) == .two)
    #expect(try rules("pt-PT").category(of: 0) == .other)
    #expect(try rules("pt_PT").category(of: 1) == .one)
    #expect(try rules("pt-AO").category(of: 0) == .other)
    #expect(try rules("pt-BR").category(of: 0) == .one)
    // Haitian Creole has no rules of its own; CLDR's parent chain ht → fr-HT → fr gives French.
    #expect(try rules("ht").category(of: 0) == .one)
    #expect(try rules("cs").category(of: 3) == .few)
    #expect(try rules("cy").category(of: 6) == .many)
    #expect(try rules("ga").category(of: 7) == .many)
    #expect(try rules("fil").category(of: 4) == .other)
    #expect(try rules("hi").category(of: 0) == .one)
    #expect(try rules("es-419").category(of: 1_000_000) == .many)
    #expect(try rules("ru").category(of: 21) == .one)
    #expect(try rules("ru").category(of: -22) == .few)
    #expect(try rules("sr-Latn-RS").category(of: 22) == .few)
    #expect(try rules("en").category(of: Int.min) == .other)
    // A language CLDR has no rules for gets CLDR's root rules: everything is `other`.
    #expect(try rules("xx").category(of: 1) == .other)
    #expect(try rules("ja").categories == [.other])
  }

  @Test func wholeNumbersAreWorkedOutFromTheRules() throws {
    func numbers(_ locale: String, _ category: PluralCategory) throws -> String {
      try rules(locale).wholeNumbers(in: category).description
    }
    #expect(try numbers("en", .one) == "1")
    #expect(try rules("en").wholeNumbers(in: .one).isSingleNumber)
    #expect(try rules("he").wholeNumbers(in: .two).isSingleNumber)
    #expect(try numbers("fr", .one) == "0 and 1")
    #expect(try numbers("ru", .one) == "1, 21, 31 and more")
    #expect(try numbers("ru", .many) == "0, 5, 6 and more")
    #expect(try numbers("es", .many) == "1000000, 2000000, 3000000 and more")
    #expect(try numbers("ar", .zero) == "0")
    #expect(try numbers("ga", .few) == "3, 4, 5 and more")
    #expect(try numbers("cy", .many) == "6")
    #expect(try rules("ru").wholeNumberCategories == [.one, .few, .many])
    #expect(try rules("lt").wholeNumberCategories == [.one, .few, .other])
    #expect(try rules("ar").wholeNumberCategories == [.zero, .one, .two, .few, .many, .other])
  }

  /// What the evaluation says stands for one number agrees with Babel's answers in every
  /// language: a category Babel gives two numbers never counts as a single number.
  @Test func singleNumberCategoriesAgreeWithBabel() throws {
    let lines = try fixtureLines("babel-plural-categories.txt")
    let numbersLine = try #require(lines.first { $0[0] == "numbers" })
    let counts = numbers(numbersLine[1...].joined(separator: " ")[...])
    var sequences: [Substring: Substring] = [:]
    for words in lines where words[0] == "sequence" { sequences[words[1]] = words[2] }
    let letters: [Character: PluralCategory] = [
      "z": .zero, "o": .one, "t": .two, "f": .few, "m": .many, ".": .other,
    ]
    for words in lines where !["cldr", "numbers", "sequence"].contains(words[0]) {
      let sequence = try #require(sequences[words[1]])
      let rules = try rules(String(words[0]))
      var seen: [PluralCategory: Set<UInt64>] = [:]
      for (count, letter) in zip(counts, sequence) {
        seen[letters[letter] ?? .other, default: []].insert(UInt64(count.magnitude))
      }
      for category in PluralCategory.allCases {
        let numbers = rules.wholeNumbers(in: category)
        let babel = seen[category] ?? []
        if numbers.isSingleNumber {
          #expect(babel == Set(numbers.examples), "\(words[0]) \(category)")
        } else if !babel.isEmpty {
          #expect(babel.count > 1 || numbers.hasMore, "\(words[0]) \(category)")
        }
        #expect(babel.isEmpty != rules.wholeNumberCategories.contains(category))
      }
    }
  }

  /// The renderer chooses forms by the rules of the text's own locale, region included.
  @Test func theLocalizerUsesTheTextsLocale() throws {
    let json = try JSONParser.parse(
      Array(
        #"""
        {"sourceLanguage": "en-US", "version": "1.0", "strings": {"n": {"localizations": {
          "en-US": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "one"}},
            "other": {"stringUnit": {"state": "translated", "value": "other"}}}}},
          "pt-PT": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "um"}},
            "many": {"stringUnit": {"state": "translated", "value": "muitos"}},
            "other": {"stringUnit": {"state": "translated", "value": "outros"}}}}},
          "pt": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "um"}},
            "other": {"stringUnit": {"state": "translated", "value": "outros"}}}}},
          "he": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "אחד"}},
            "two": {"stringUnit": {"state": "translated", "value": "שניים"}},
            "other": {"stringUnit": {"state": "translated", "value": "הרבה"}}}}}}}}}
        """#.utf8))
    let catalogs = try CatalogSet(catalogs: [StringCatalog(json, file: "Plural.xcstrings")])
    func text(_ locale: String, _ count: Int) throws -> String {
      let table = catalogs.table(for: try #require(LocaleID(locale)))
      var localizer = Localizer(
        table: table, formats: LocaleFormats(table: table), datePatternKey: "none",
        monthNamePrefix: "none")
      return localizer.string(LocalizedText("n", [.count(count)]))
    }
    #expect(try text("pt-PT", 0) == "outros")
    #expect(try text("pt-BR", 0) == "um")
    #expect(try text("pt-PT", 2_000_000) == "muitos")
    #expect(try text("pt", 2_000_000) == "outros", "a missing 'many' falls back to 'other'")
    #expect(try text("he", 2) == "שניים")
    #expect(try text("he", 1) == "אחד")
    #expect(try text("he", 3) == "הרבה")
  }

  /// Without `other` (a lint error) the renderer still picks the same form every run.
  @Test func aPluralWithoutOtherFallsBackToItsFirstFormInCLDROrder() throws {
    let json = try JSONParser.parse(
      Array(
        #"""
        {"sourceLanguage": "ru", "version": "1.0", "strings": {"n": {"localizations": {
          "ru": {"variations": {"plural": {
            "few": {"stringUnit": {"state": "translated", "value": "few"}},
            "one": {"stringUnit": {"state": "translated", "value": "one"}},
            "two": {"stringUnit": {"state": "translated", "value": "two"}}}}}}}}}
        """#.utf8))
    let catalogs = try CatalogSet(catalogs: [StringCatalog(json, file: "Plural.xcstrings")])
    let table = catalogs.table(for: try #require(LocaleID("ru")))
    var localizer = Localizer(
      table: table, formats: LocaleFormats(table: table), datePatternKey: "none",
      monthNamePrefix: "none")
    #expect(localizer.string(LocalizedText("n", [.count(5)])) == "one")
    #expect(localizer.string(LocalizedText("n", [.count(3)])) == "few")
  }

  /// End to end, as a translator would try it: a Hebrew drop-in's dual form titles two leaks
  /// (before, Hebrew took English rules and showed `other`).
  @Test func aHebrewDropInRendersItsDualForm() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("hebrew-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(
      #"""
      {"sourceLanguage": "en-US", "version": "1.0", "strings": {"match.IDEMAILADDR.title": {
        "localizations": {"he": {"variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "כתובת דוא״ל דלפה"}},
          "two": {"stringUnit": {"state": "translated", "value": "שתי כתובות דוא״ל דלפו"}},
          "other": {"stringUnit": {"state": "translated", "value": "%lld כתובות דוא״ל דלפו"}}}}}}}}}
      """#.utf8
    ).write(to: directory.appendingPathComponent("Hebrew.xcstrings"))
    let renderer = try AlertRenderer(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [TestContent.localizationsDirectory, directory])
    func title(events: Int) throws -> String {
      let alert = TestContent.alertJSON(
        events: Array(
          repeating: ["match": "IDEMAILADDR", "email": "a@example.com", "Source": "S"],
          count: events))
      return try renderer.render(json: alert, locale: "he-IL").navigation.title
    }
    #expect(try title(events: 1) == "כתובת דוא״ל דלפה")
    #expect(try title(events: 2) == "שתי כתובות דוא״ל דלפו")
    #expect(try title(events: 3) == "3 כתובות דוא״ל דלפו")
  }
}
