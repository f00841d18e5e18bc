/// Checks on the catalogs alone: placeholders, plural categories, review state, untranslated text.
struct CatalogChecks {
  let catalogs: CatalogSet

  func findings() -> [LintFinding] {
    var findings: [LintFinding] = []
    let source = catalogs.sourceLanguage
    for (key, (entry, file)) in catalogs.entries.sorted(by: { $0.key < $1.key }) {
      let sourceString = entry.localizations.first { LocaleID($0.key) == source }?.value
      for (id, string) in entry.localizations.sorted(by: { $0.key < $1.key }) {
        guard let locale = LocaleID(id) else { continue }
        func add(_ severity: LintFinding.Severity, _ message: String) {
          findings.append(
            LintFinding(file: file, severity: severity, key: key, locale: id, message: message))
        }
        for unit in string.units where unit.unit.state != "translated" {
          add(.warning, "The state is '\(unit.unit.state)'; expected 'translated' before shipping.")
        }
        checkPlurals(string, language: locale.language, add: add)
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

  private func checkPlurals(
    _ string: CatalogString, language: String, add: (LintFinding.Severity, String) -> Void
  ) {
    var pluralSets: [(String, [PluralCategory: CatalogUnit])] = []
    if case .plural(let units) = string.variants { pluralSets.append(("The plural", units)) }
    for (name, substitution) in string.substitutions.sorted(by: { $0.key < $1.key }) {
      pluralSets.append(("The substitution '\(name)'", substitution.variants))
    }
    for (subject, units) in pluralSets {
      let missing = PluralRules.requiredCategories(language: language).filter { units[$0] == nil }
      if !missing.isEmpty {
        add(
          .error,
          "\(subject) lacks the categories \(missing.map(\.rawValue).joined(separator: ", ")), "
            + "which '\(language)' requires.")
      }
      let optional = PluralRules.optionalCategories(language: language).filter { units[$0] == nil }
      if !optional.isEmpty {
        add(
          .warning,
          "\(subject) lacks \(optional.map(\.rawValue).joined(separator: ", ")); "
            + "'other' is used instead, as ICU does.")
      }
    }
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
  /// Compared per plural category where both have one, else against the source's `other`; a
  /// singular variant may drop the count ("Email Address Leaked" for one).
  static func placeholderMismatch(_ string: CatalogString, source: CatalogString) -> String? {
    func signature(_ unit: CatalogUnit) -> String {
      let parts = unit.template.placeholders.map { "%\($0.index + 1)$\($0.kind.rawValue)" }
      return parts.isEmpty ? "none" : parts.joined(separator: " ")
    }
    let sourceUnits = Dictionary(
      source.units.map { ($0.category ?? .other, $0.unit) }, uniquingKeysWith: { first, _ in first }
    )
    for (category, unit) in string.units {
      guard let reference = sourceUnits[category ?? .other] ?? sourceUnits[.other] else { continue }
      let expected = signature(reference)
      let actual = signature(unit)
      if expected == actual { continue }
      let expectedSet = Set(reference.template.placeholders.map { "\($0.index):\($0.kind)" })
      let actualSet = Set(unit.template.placeholders.map { "\($0.index):\($0.kind)" })
      if category == .one || category == .zero, actualSet.isSubset(of: expectedSet) { continue }
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
    let left = lhs.units.map(\.unit.value)
    let right = rhs.units.map(\.unit.value)
    return left == right && left.contains { $0.contains { $0.isLetter } }
  }
}
