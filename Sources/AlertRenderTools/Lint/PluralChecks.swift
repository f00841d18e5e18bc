import AlertRendering

/// Lint's checks of a translation's plural forms against CLDR's rules for its locale.
///
/// A form may leave the count out only when it stands for exactly one number in that language
/// (en `one` is 1, he `two` is 2; fr `one` is 0 and 1, ru `one` is 1, 21, 31 …), which is
/// worked out by evaluating the rules, never listed by hand.
struct PluralChecks {
  /// The translation's locale, as the catalog spells it.
  let locale: String
  let rules: PluralRules
  /// The catalogs' source language, which every translation's placeholders are compared with.
  let sourceLocale: LocaleID

  init(locale: LocaleID, spelled: String, sourceLocale: LocaleID) {
    self.locale = spelled
    rules = PluralRules(locale: locale)
    self.sourceLocale = sourceLocale
  }

  /// Every finding about `string`'s plural forms; `source` is the source language's text of
  /// the same key (the string itself when it is the source).
  func check(
    _ string: CatalogString, source: CatalogString?,
    add: (Severity, String, String) -> Void
  ) {
    if case .plural(let units) = string.variants {
      checkCategories(units, subject: "The plural", add: add)
      if let source, let reference = Self.otherUnit(source) {
        let expected = FormArguments(reference, of: source)
        checkCounts(
          units.mapValues { FormArguments($0, of: string) }, reference: expected,
          counts: expected.counts, subject: "", add: add)
      }
    }
    for (name, substitution) in string.substitutions.sorted(by: { $0.key < $1.key }) {
      checkCategories(substitution.variants, subject: "The substitution '\(cut: name)'", add: add)
      // The source's substitution of the same name, else of the same argument.
      let counterpart =
        source?.substitutions[name]
        ?? source?.substitutions.values.first { $0.argumentIndex == substitution.argumentIndex }
      if let reference = counterpart?.variants[.other] {
        checkCounts(
          substitution.variants.mapValues(FormArguments.init(plain:)),
          reference: FormArguments(plain: reference), counts: [substitution.argumentIndex],
          subject: " of the substitution '\(cut: name)'", add: add)
      }
    }
    guard let source else { return }
    switch (source.variesByPlural, string.variesByPlural) {
    case (true, false) where rules.wholeNumberCategories.count > 1:
      add(
        .warning, "plural-not-varied",
        "The \(sourceLocale) text varies by plural but this one does not, so every count reads "
          + "the same; \(locale) uses \(Self.list(rules.wholeNumberCategories)).")
    case (false, true):
      add(
        .note, "plural-extra",
        "This text varies by plural but the \(sourceLocale) text does not; the form is chosen by "
          + "the count the rule passes, or as for 0 when it passes none.")
    default:
      break
    }
  }

  /// Missing `other` (an error), missing categories whole numbers reach, unused categories.
  private func checkCategories(
    _ units: [PluralCategory: CatalogUnit], subject: String,
    add: (Severity, String, String) -> Void
  ) {
    if units[.other] == nil {
      add(
        .error, "plural-other-missing",
        "\(subject) has no 'other' form; every language needs one, for the numbers no other "
          + "form takes.")
    }
    for category in rules.wholeNumberCategories where category != .other && units[category] == nil {
      add(
        .warning, "plural-category-missing",
        "\(subject) lacks the '\(category.rawValue)' form, which \(locale) uses for "
          + "\(rules.wholeNumbers(in: category).description); 'other' is shown instead.")
    }
    let defined = rules.categories
    for category in PluralCategory.allCases where units[category] != nil {
      guard !defined.contains(category) else { continue }
      add(
        .warning, "plural-category-unused",
        "\(subject) has a '\(category.rawValue)' form, which \(locale) never uses (its "
          + "categories are \(Self.list(defined))); it is never shown.")
    }
  }

  /// Each form against the source's `other`: leaving the count out is fine only in a form
  /// for exactly one number. Other differences are errors `CatalogChecks` reports.
  private func checkCounts(
    _ forms: [PluralCategory: FormArguments], reference: FormArguments, counts: Set<Int>,
    subject: String, add: (Severity, String, String) -> Void
  ) {
    for category in PluralCategory.allCases {
      guard let form = forms[category],
        let omitted = form.omittedCounts(of: reference, counts: counts), !omitted.isEmpty
      else { continue }
      let numbers = rules.wholeNumbers(in: category)
      guard !numbers.isSingleNumber, !numbers.examples.isEmpty else { continue }
      let names = omitted.map { "%\($0 + 1)$lld" }.joined(separator: ", ")
      add(
        .warning, "plural-count-omitted",
        "The '\(category.rawValue)' form\(subject) leaves out the count \(names), but \(locale) "
          + "uses '\(category.rawValue)' for \(numbers.description); only a form for exactly one "
          + "number may leave it out.")
    }
  }

  /// The text every form is compared with: the source's `other`, or its single text.
  static func otherUnit(_ string: CatalogString) -> CatalogUnit? {
    switch string.variants {
    case .single(let unit): return unit
    case .plural(let units): return units[.other]
    }
  }

  /// "one, few, many and other".
  private static func list(_ categories: [PluralCategory]) -> String {
    let names = categories.map(\.rawValue)
    guard let last = names.last, names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }
}
