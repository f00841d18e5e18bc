import AlertRendering

/// How much of what the rules show one language translates: "fr: 12 of 176 texts (7 %); the
/// rest falls back to en-US".
///
/// Texts are the distinct keys the rules use; a key marked `shouldTranslate: false`, and a
/// format key CLDR serves the language, count as translated.
package struct LanguageCoverage: Sendable, Equatable, Encodable {
  /// The language, as the catalogs' canonical tag.
  package var locale: String
  /// The texts it has.
  package var translated: Int
  /// The texts the rules use.
  package var total: Int
  /// Whether it must be complete (a missing text is an error).
  package var required: Bool
  /// The catalog languages that serve what it lacks, nearest first.
  package var fallsBackTo: [String]

  private enum CodingKeys: String, CodingKey {
    case locale, translated, total, required, fallsBackTo
  }

  /// The percentage, rounded, but never 0 or 100 unless exactly so.
  package var percent: Int {
    guard total > 0, translated > 0 else { return 0 }
    if translated == total { return 100 }
    return min(99, max(1, Int((Double(translated) * 100 / Double(total)).rounded())))
  }

  /// `fr: 12 of 176 texts (7 %); the rest falls back to en-US`.
  package var line: String {
    let head = "\(locale): \(translated) of \(total) texts (\(percent) %)"
    guard translated < total, !fallsBackTo.isEmpty else { return head }
    return head + "; the rest falls back to " + fallsBackTo.joined(separator: ", ")
  }

  /// The coverage of every language of `catalogs`, source first.
  static func all(
    catalogs: CatalogSet, missing: [LocaleID: Int], total: Int, required: Set<LocaleID>
  ) -> [LanguageCoverage] {
    catalogs.locales.map { locale in
      LanguageCoverage(
        locale: locale.description, translated: total - (missing[locale] ?? 0), total: total,
        required: required.contains(locale),
        fallsBackTo: fallbacks(of: locale, in: catalogs))
    }
  }

  /// The catalog languages along `locale`'s chain after it, then the source language.
  static func fallbacks(of locale: LocaleID, in catalogs: CatalogSet) -> [String] {
    guard locale != catalogs.sourceLanguage else { return [] }
    var chain = locale.fallbackChain.dropFirst().filter { catalogs.locales.contains($0) }
    if !chain.contains(catalogs.sourceLanguage) { chain.append(catalogs.sourceLanguage) }
    return chain.map(\.description)
  }
}

/// Everything lint found, and each language's coverage.
package struct LintReport: Sendable {
  /// Errors first, then by file, line and column.
  package var findings: [LintFinding]
  /// Every catalog language, source first.
  package var coverage: [LanguageCoverage]
}

extension ResourceLinter {
  /// The languages required complete: the shipped catalogs' (those of the first localization
  /// directory), the policy's `requiredLocales` and `named` (`--required-locale`); and a
  /// `locale-required-unknown` error for each of the last two that no catalog holds.
  static func requiredLanguages(
    shipped: [StringCatalog], policy: ContentPolicy, named: [String], catalogs: CatalogSet
  ) -> (locales: Set<LocaleID>, findings: [LintFinding]) {
    var locales = Set<LocaleID>()
    for catalog in shipped {
      if let source = LocaleID(catalog.sourceLanguage) { locales.insert(source) }
      for entry in catalog.entries {
        for id in entry.localizations.keys {
          if let locale = LocaleID(id) { locales.insert(locale) }
        }
      }
    }
    var findings: [LintFinding] = []
    let asked =
      policy.requiredLocales.map { ($0, "the content policy's requiredLocales") }
      + named.map { ($0, "--required-locale") }
    for (tag, source) in asked {
      guard let locale = LocaleID(tag) else {
        findings.append(
          LintFinding(
            file: "(localizations)", severity: .error,
            message: "\(source) names '\(cut: tag)', which is no language tag; expected one such "
              + "as fr or es-419.", checkID: "locale-required-unknown"))
        continue
      }
      locales.insert(locale)
      guard !catalogs.locales.contains(locale) else { continue }
      findings.append(
        LintFinding(
          file: "(localizations)", severity: .error,
          message: "\(source) requires \(locale) complete, but no catalog holds it.",
          checkID: "locale-required-unknown"))
    }
    return (locales, findings)
  }
}
