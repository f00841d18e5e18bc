/// Checks on the catalogs alone: placeholders, plural categories, review state, untranslated text.
struct CatalogChecks {
  let catalogs: CatalogSet

  func findings() -> [LintFinding] {
    var findings: [LintFinding] = []
    let source = catalogs.sourceLanguage
    for (key, (entry, file)) in catalogs.entries.sorted(by: { $0.key < $1.key }) {
      let sourceString = entry.localizations.first { LocaleID($0.key) == source }?.value
      if entry.extractionState == "stale" {
        findings.append(
          LintFinding(
            file: file, severity: .warning, key: key,
            message: "Xcode marks this key stale: its code no longer uses it; delete it or use it.")
        )
      }
      for (id, string) in entry.localizations.sorted(by: { $0.key < $1.key }) {
        guard let locale = LocaleID(id) else { continue }
        func add(_ severity: LintFinding.Severity, _ message: String) {
          findings.append(
            LintFinding(file: file, severity: severity, key: key, locale: id, message: message))
        }
        for unit in string.units where unit.unit.state != "translated" {
          add(.warning, "The state is '\(unit.unit.state)'; expected 'translated' before shipping.")
        }
        PluralChecks(locale: locale, spelled: id, sourceLocale: source).check(
          string, source: sourceString, add: add)
        checkSubstitutions(string, add: add)
        guard let sourceString, locale != source else { continue }
        if let mismatch = Self.placeholderMismatch(string, source: sourceString) {
          add(.error, mismatch)
        }
        if entry.shouldTranslate, locale.language != source.language,
          Self.sameText(string, sourceString)
        {
          add(
            .warning,
            "Identical to the \(source) text; translate it or mark the key shouldTranslate: false.")
        }
      }
    }
    return findings
  }

  private func checkSubstitutions(
    _ string: CatalogString, add: (LintFinding.Severity, String) -> Void
  ) {
    let used = Set(string.units.flatMap { $0.unit.template.substitutionNames })
    for name in used.sorted() where string.substitutions[name] == nil {
      add(.error, "The text uses %#@\(name)@ but defines no substitution '\(name)'.")
    }
  }

  /// A sentence describing how `string`'s placeholders differ from the source's, or nil.
  ///
  /// Every form is compared with the source's `other` (or its single text). A plural form may
  /// leave the count out: `PluralChecks` decides whether its language allows that there.
  static func placeholderMismatch(_ string: CatalogString, source: CatalogString) -> String? {
    func signature(_ unit: CatalogUnit) -> String {
      let parts = unit.template.placeholders.map { "%\($0.index + 1)$\($0.kind.rawValue)" }
      return parts.isEmpty ? "none" : parts.joined(separator: " ")
    }
    guard let reference = PluralChecks.otherUnit(source) else { return nil }
    let counts = PluralChecks.counts(of: reference)
    for (category, unit) in string.units {
      let expected = signature(reference)
      let actual = signature(unit)
      if expected == actual { continue }
      if category != nil,
        PluralChecks.omittedCounts(unit, reference: reference, counts: counts) != nil
      {
        continue
      }
      let variant = category.map { " (\($0.rawValue))" } ?? ""
      return "The placeholders\(variant) are \(actual); the source has \(expected)."
    }
    let names = Set(string.units.flatMap { $0.unit.template.substitutionNames })
    let sourceNames = Set(source.units.flatMap { $0.unit.template.substitutionNames })
    if names != sourceNames {
      return "The substitutions are \(names.sorted()); the source has \(sourceNames.sorted())."
    }
    return nil
  }

  private static func sameText(_ lhs: CatalogString, _ rhs: CatalogString) -> Bool {
    // Substitutions' forms count too: "%#@leaks@" alone is no text.
    func values(_ string: CatalogString) -> [String] {
      string.units.map(\.unit.value)
        + string.substitutions.sorted { $0.key < $1.key }.flatMap { _, substitution in
          PluralCategory.allCases.compactMap { substitution.variants[$0]?.value }
        }
    }
    let left = values(lhs)
    let right = values(rhs)
    return left == right && left.contains { $0.contains { $0.isLetter } }
  }
}
