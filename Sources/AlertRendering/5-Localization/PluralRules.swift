/// CLDR's cardinal plural rules for one locale, for choosing a catalog's plural variant.
///
/// Foundation on Linux has no plural API, so the rules of every CLDR language are data here:
/// CLDR's own text in `PluralRules+Generated.swift`, written by `Scripts/generate-plural-rules`,
/// parsed once per rule set on first use and evaluated for whole-number counts.
package struct PluralRules: Sendable {
  /// Each category's condition except `other`'s, in CLDR's order: the first that holds wins.
  let conditions: [(category: PluralCategory, condition: PluralCondition)]
  /// What whole numbers each category takes, worked out when lint first asks.
  private let wholeNumbers: LazyValue<[PluralCategory: WholeNumbers]>

  /// The rules CLDR gives `locale`: its region's own when CLDR has them (pt-PT, and pt-AO
  /// through CLDR's parent locales), else its language's, else CLDR's root rules, in which
  /// every number is `other`.
  package init(locale: LocaleID) {
    self = Self.parsed[Self.ruleSetIndex(for: locale)].value
  }

  /// Rules from CLDR's condition texts; a text that does not parse is left out (a test parses
  /// every generated rule set).
  init(cldr rules: [(PluralCategory, String)]) {
    let conditions = rules.compactMap { category, text in
      PluralCondition(text).map { (category: category, condition: $0) }
    }
    self.conditions = conditions
    wholeNumbers = LazyValue { Self.wholeNumbers(conditions) }
  }

  /// The category of `count` (its absolute value, as CLDR prescribes for negative numbers).
  package func category(of count: Int) -> PluralCategory {
    category(ofWholeNumber: UInt64(count.magnitude))
  }

  func category(ofWholeNumber number: UInt64) -> PluralCategory {
    for (category, condition) in conditions where condition.holds(forWholeNumber: number) {
      return category
    }
    return .other
  }

  /// The categories CLDR defines for the locale, in CLDR's order, `other` last.
  package var categories: [PluralCategory] { conditions.map(\.category) + [.other] }

  /// The categories some whole number falls in; the others serve only decimals (Russian
  /// `other`, Lithuanian `many`), which counts never are.
  package var wholeNumberCategories: [PluralCategory] {
    categories.filter { !(wholeNumbers.value[$0]?.examples.isEmpty ?? true) }
  }

  /// The whole numbers `category` takes: a few of them, smallest first, and whether more follow.
  package func wholeNumbers(in category: PluralCategory) -> WholeNumbers {
    wholeNumbers.value[category] ?? WholeNumbers(examples: [], hasMore: false)
  }

  /// Some of the whole numbers a category takes, as lint names them.
  package struct WholeNumbers: Sendable, Equatable {
    /// Up to three of them, smallest first where the search found them in order.
    package var examples: [UInt64]
    /// Whether the category takes more numbers than `examples` lists.
    var hasMore: Bool

    /// The category stands for exactly one number (en `one` is 1, he `two` is 2), so its text
    /// may leave the count out.
    package var isSingleNumber: Bool { examples.count == 1 && !hasMore }

    /// "1", "0 and 1", "1, 21, 31 and more".
    package var description: String {
      let numbers = examples.map(String.init)
      if hasMore { return numbers.joined(separator: ", ") + " and more" }
      guard let last = numbers.last, numbers.count > 1 else { return numbers.joined() }
      return numbers.dropLast().joined(separator: ", ") + " and " + last
    }
  }

  /// Works out which whole numbers each category takes by evaluating the rules.
  ///
  /// Whole numbers reach the conditions only through `n` and `i`: compared with ranges up to
  /// some bound B, or taken modulo some m. Above B, a category's answer therefore repeats with
  /// period P, the least common multiple of the moduli, so the numbers 0…B+P decide whether a
  /// category takes none, a few, or infinitely many. A category depends only on its own
  /// condition and the earlier ones, so each gets its own B and P (Spanish `one` needs 0…2,
  /// `many` a million).
  private static func wholeNumbers(
    _ conditions: [(category: PluralCategory, condition: PluralCondition)]
  ) -> [PluralCategory: WholeNumbers] {
    let rules = PluralRules(conditions: conditions)
    var result: [PluralCategory: WholeNumbers] = [:]
    var bound: UInt64 = 0
    var period: UInt64 = 1
    for category in conditions.map(\.category) + [.other] {
      if let condition = conditions.first(where: { $0.category == category })?.condition {
        for relation in condition.alternatives.joined() where relation.readsNumber {
          if let modulus = relation.modulus {
            period = leastCommonMultiple(period, modulus)
          } else {
            bound = max(bound, relation.ranges.map(\.upperBound).max() ?? 0)
          }
        }
      }
      var examples: [UInt64] = []
      // Ascending first, as far as is cheap, so that lint names the smallest numbers; a fourth
      // number found means "and more" already.
      let ascendingEnd = max(bound, 10_000)
      var number: UInt64 = 0
      while number <= ascendingEnd, examples.count <= 3 {
        if rules.category(ofWholeNumber: number) == category { examples.append(number) }
        number += 1
      }
      var hasMore = examples.count > 3 || examples.contains { $0 > bound }
      if !hasMore, ascendingEnd < bound + period {
        // The rest of one period above B, from a multiple of P where `% P = 0` rules hit.
        let start = (bound / period + 1) * period
        for offset in 0..<period where rules.category(ofWholeNumber: start + offset) == category {
          let first = start + offset
          examples += [first, first + period, first + 2 * period].prefix(3 - min(3, examples.count))
          hasMore = true
          break
        }
      }
      if examples.count > 3 {
        examples.removeLast(examples.count - 3)
        hasMore = true
      }
      result[category] = WholeNumbers(examples: examples, hasMore: hasMore)
    }
    return result
  }

  private init(conditions: [(category: PluralCategory, condition: PluralCondition)]) {
    self.conditions = conditions
    wholeNumbers = LazyValue([:])
  }

  private static func leastCommonMultiple(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var (x, y) = (a, b)
    while y != 0 { (x, y) = (y, x % y) }
    return a / x * b
  }

  /// Every generated rule set, each parsed when a locale first needs it.
  private static let parsed: [LazyValue<PluralRules>] = cldrRuleSets.map { rules in
    LazyValue { PluralRules(cldr: rules) }
  }

  /// The index in `cldrRuleSets` for `locale`.
  static func ruleSetIndex(for locale: LocaleID) -> Int {
    if let region = locale.region, let index = ruleSetIndex(id: locale.language + "-" + region) {
      return index
    }
    return ruleSetIndex(id: locale.language) ?? ruleSetIndex(id: "und") ?? 0
  }

  private static func ruleSetIndex(id: String) -> Int? {
    let locales = cldrLocales
    var low = 0
    var high = locales.count
    while low < high {
      let middle = (low + high) / 2
      if locales[middle].id < id {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < locales.count && locales[low].id == id ? locales[low].ruleSet : nil
  }
}
