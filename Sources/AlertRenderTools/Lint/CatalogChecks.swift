import AlertRendering

/// Checks on the catalogs alone: placeholders, plural categories, review state, untranslated text.
struct CatalogChecks {
  let catalogs: CatalogSet

  func findings() -> [LintFinding] {
    var findings: [LintFinding] = []
    let source = catalogs.sourceLanguage
    for (key, (entry, file)) in catalogs.entries.sorted(by: { $0.key < $1.key }) {
      // The set's source text, else that of the catalog that defined the key.
      let sourceText = catalogs.sourceText(of: key, entry)
      let sourceLocale = sourceText?.locale ?? source
      if entry.extractionState == "stale" {
        findings.append(
          LintFinding(
            file: file, severity: .warning, key: key,
            message: "Xcode marks this key stale: its code no longer uses it; delete it or use it.",
            checkID: "catalog-stale")
        )
      }
      for (id, string) in entry.localizations.sorted(by: { $0.key < $1.key }) {
        guard let locale = LocaleID(id) else { continue }
        func add(_ severity: Severity, _ checkID: String, _ message: String) {
          findings.append(
            LintFinding(
              file: file, severity: severity, key: key, locale: id, message: message,
              checkID: checkID))
        }
        for unit in string.units where unit.unit.state != "translated" {
          add(
            .warning, "translation-state",
            "The state is '\(cut: unit.unit.state)'; expected 'translated' before shipping.")
        }
        PluralChecks(locale: locale, spelled: id, sourceLocale: sourceLocale).check(
          string, source: sourceText?.string, add: add)
        checkSubstitutions(string, add: add)
        guard let sourceString = sourceText?.string, locale != sourceLocale else { continue }
        if let mismatch = Self.placeholderMismatch(string, source: sourceString) {
          add(.error, "placeholder-mismatch", mismatch)
        }
        if entry.shouldTranslate, locale.language != sourceLocale.language,
          Self.sameText(string, sourceString)
        {
          add(
            .warning, "translation-identical",
            "Identical to the \(sourceLocale) text; translate it or mark the key "
              + "shouldTranslate: false.")
        }
      }
    }
    return findings
  }

  private func checkSubstitutions(
    _ string: CatalogString, add: (Severity, String, String) -> Void
  ) {
    let used = Set(string.units.flatMap { $0.unit.template.substitutionNames })
    for name in used.sorted() where string.substitutions[name] == nil {
      add(
        .error, "substitution-undefined",
        "The text uses %#@\(cut: name)@ but defines no substitution '\(cut: name)'.")
    }
  }

  /// A sentence describing how `string`'s arguments differ from the source's, or nil.
  ///
  /// Every form is compared with the source's `other` (or its single text), substitutions
  /// expanded (`FormArguments`): a count written `%#@name@` with a substitution is the same
  /// argument as a `%lld` in plural variations. A plural form may leave the count out:
  /// `PluralChecks` decides whether its language allows that there. A specifier rendering
  /// does not fill counts as the argument it takes (`%s` differs from `%@`); one whose
  /// argument is unknown (`%100$@`) leaves nothing to compare.
  static func placeholderMismatch(_ string: CatalogString, source: CatalogString) -> String? {
    guard let reference = PluralChecks.otherUnit(source),
      !string.hasArgumentOfUnknownNumber, !source.hasArgumentOfUnknownNumber
    else { return nil }
    let expected = FormArguments(reference, of: source)
    let counts = expected.counts
    for (category, unit) in string.units {
      let actual = FormArguments(unit, of: string)
      if actual.set == expected.set { continue }
      if category != nil, actual.omittedCounts(of: expected, counts: counts) != nil { continue }
      let variant = category.map { " (\($0.rawValue))" } ?? ""
      return
        "The placeholders\(variant) are \(actual.description); the source has "
        + "\(expected.description)."
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
