import AlertRendering

/// Lint's checks of format data in the catalogs: date patterns, list patterns, digit grouping.
///
/// The formatters read these strings without complaint (an unknown pattern letter is printed
/// as text, a bad number is read as 1, a broken list pattern becomes "a, b"), so lint is where
/// a translator learns about them.
struct FormatChecks {
  let catalogs: CatalogSet
  /// The catalog keys holding date patterns: the rules' own, and any `format.date.` key.
  let datePatternKeys: Set<String>

  func findings() -> [LintFinding] {
    var findings: [LintFinding] = []
    let listKeys: Set<String> = [
      LocaleFormats.Key.two, LocaleFormats.Key.twoBeforeI, LocaleFormats.Key.start,
      LocaleFormats.Key.middle, LocaleFormats.Key.end, LocaleFormats.Key.endBeforeI,
    ]
    for (key, (entry, file)) in catalogs.entries.sorted(by: { $0.key < $1.key }) {
      let isDatePattern = datePatternKeys.contains(key) || key.hasPrefix("format.date.")
      guard isDatePattern || listKeys.contains(key) || key.hasPrefix("format.number.") else {
        continue
      }
      for (locale, string) in entry.localizations.sorted(by: { $0.key < $1.key }) {
        let checkID =
          isDatePattern
          ? "format-date-pattern" : listKeys.contains(key) ? "format-list-pattern" : "format-number"
        func add(_ message: String) {
          findings.append(
            LintFinding(
              file: file, severity: .error, key: key, locale: locale, message: message,
              checkID: checkID))
        }
        if isDatePattern {
          for (_, unit) in string.units { checkDatePattern(unit.value, add: add) }
        } else if listKeys.contains(key) {
          checkListPattern(string, add: add)
        } else if key == LocaleFormats.Key.minimumGroupingDigits {
          checkMinimumGroupingDigits(string, add: add)
        } else if key == LocaleFormats.Key.groupSeparator, string.plainText == nil {
          add(
            "The group separator must be plain text, without placeholders or plural forms; "
              + "numbers are not grouped.")
        }
      }
    }
    return findings
  }

  private func checkDatePattern(_ pattern: String, add: (String) -> Void) {
    let problems = DatePattern.problems(in: pattern)
    for letter in problems.unsupportedLetters {
      add(
        "The date pattern '\(cut: pattern)' uses '\(letter)', which the formatter does not support "
          + "and would print as it is; it supports y (year), M (month), d (day) and text in "
          + "quotes, as in 'de'.")
    }
    if problems.hasUnclosedQuote {
      add(
        "The date pattern '\(cut: pattern)' opens a quote it never closes, so everything after it "
          + "is printed as text; write '' for an apostrophe.")
    }
  }

  /// A list pattern must be one text with `%1$@` before `%2$@`, each once, as LocaleFormats
  /// reads it; anything else falls back to CLDR's root pattern.
  private func checkListPattern(_ string: CatalogString, add: (String) -> Void) {
    guard case .single(let unit) = string.variants else {
      add("The list pattern varies by plural; it must be one text, such as \"%1$@ and %2$@\".")
      return
    }
    let arguments = unit.template.segments.compactMap { segment -> Int? in
      if case .argument(let index, _) = segment { return index }
      return nil
    }
    guard arguments != [0, 1] else { return }
    add(
      "The list pattern \"\(cut: unit.value)\" must hold %1$@ and then %2$@, once each, as in "
        + "\"%1$@ and %2$@\"; lists are joined as \"a, b\" instead.")
  }

  private func checkMinimumGroupingDigits(_ string: CatalogString, add: (String) -> Void) {
    let text = string.plainText
    let number = text.flatMap { Int($0) }
    if let number, (1...9).contains(number) { return }
    // What LocaleFormats makes of it.
    let read = number.map { max(1, min($0, 9)) } ?? 1
    let found = text.map { "'\(cut: $0)'" } ?? "a text with placeholders or plural forms"
    add(
      "The minimum grouping digits must be a whole number from 1 to 9, such as 1 (1,000 is "
        + "grouped) or 2 (1000 is not); \(found) is read as \(read).")
  }
}
