import AlertLayout
import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Checks rule files and String Catalogs before they ship.
///
/// Loading stops at the first broken file; lint keeps going and reports every problem it can
/// find, so a content designer fixes them all in one pass.
package enum ResourceLinter {
  /// Every finding for the given rules and localization directories, errors first, then by file.
  package static func lint(rulesDirectories: [URL], localizationDirectories: [URL]) -> [LintFinding]
  {
    report(rulesDirectories: rulesDirectories, localizationDirectories: localizationDirectories)
      .findings
  }

  /// Every finding, errors first, then by file, line and column, and each language's coverage.
  ///
  /// A language is required complete when the first localization directory (the shipped
  /// catalogs) holds it, when the content policy's `requiredLocales` names it, or when
  /// `requiredLocales` does: a text missing in it is an error, in any other a warning.
  package static func report(
    rulesDirectories: [URL], localizationDirectories: [URL], requiredLocales: [String] = []
  ) -> LintReport {
    var errors: [ResourceError] = []
    let rules = RuleSet.load(from: rulesDirectories, errors: &errors)
    let specifiers = SpecifierChecks(isUsed: usedKeys(rules))
    var specifierFindings: [LintFinding] = []
    let (catalogs, shipped, bytes) = loadCatalogs(localizationDirectories, errors: &errors) {
      specifierFindings += specifiers.findings(in: $0, bytes: $1)
    }
    var findings =
      errors.map(LintFinding.init(loading:)) + specifierFindings
    var catalogSet: CatalogSet?
    var coverage: [LanguageCoverage] = []
    do {
      catalogSet = try CatalogSet(catalogs: catalogs)
    } catch {
      findings.append(LintFinding(loading: error))
    }
    if let catalogSet {
      findings += CatalogChecks(catalogs: catalogSet).findings()
      let datePatternKeys = rules.map { [$0.screen.datePattern, $0.screen.spokenDatePattern] }
      findings += FormatChecks(catalogs: catalogSet, datePatternKeys: Set(datePatternKeys ?? []))
        .findings()
      findings += TextChecks(catalogs: catalogSet).findings()
      findings += CopiedFormatChecks(
        catalogs: catalogSet, datePatternKey: rules?.screen.datePattern,
        spokenDatePatternKey: rules?.screen.spokenDatePattern,
        monthNamePrefix: rules?.screen.monthNames
      ).findings()
      for catalog in catalogSet.catalogs {
        findings += catalog.unknownKeys.map {
          LintFinding(
            file: catalog.file, severity: .note,
            message: "\(JSONPath.cutForMessage($0.path)): The key '\(cut: $0.key)' is not one this "
              + "version knows; it is ignored.", checkID: "catalog-unknown-field", jsonPath: $0.path
          )
        }
      }
      findings += catalogSet.overrides.map {
        LintFinding(
          file: "(localizations)", severity: .note, message: $0.message, checkID: $0.code)
      }
      if let rules {
        let required = requiredLanguages(
          shipped: shipped, policy: rules.policy, named: requiredLocales, catalogs: catalogSet)
        let usage = usageFindings(rules: rules, catalogs: catalogSet, required: required.locales)
        findings += usage.findings + required.findings
        coverage = LanguageCoverage.all(
          catalogs: catalogSet, missing: usage.missing, total: usage.total,
          required: required.locales)
        findings += argumentFindings(rules: rules, catalogs: catalogSet)
        findings += PushChecks(rules: rules, catalogs: catalogSet).findings()
      }
    }
    findings += textFindings(
      rules: rules, catalogs: catalogs, catalogSet: catalogSet, bytes: bytes)
    findings += pendingImportFindings(localizationDirectories: localizationDirectories)
    if let rules {
      findings += IconChecks.findings(rules)
      findings += ConditionChecks.findings(rules)
      findings += rules.overrides.map {
        LintFinding(file: "(rules)", severity: .note, message: $0.message, checkID: $0.code)
      }
    }
    let unread =
      RuleSet.unreadFiles(in: rulesDirectories)
      + CatalogSet.unreadFiles(in: localizationDirectories)
    findings += unread.map {
      LintFinding(
        file: $0.file, severity: $0.looksMeant ? .warning : .note, message: $0.reason,
        checkID: "file-unread")
    }
    // Findings of one place keep the order the checks made them in.
    let sorted = findings.sorted {
      ($0.severity, $0.file, $0.line ?? 0, $0.column ?? 0)
        < ($1.severity, $1.file, $1.line ?? 0, $1.column ?? 0)
    }
    return LintReport(findings: sorted, coverage: coverage)
  }

  /// Every catalog of `directories`, those of the first (the shipped ones), and each file's
  /// bytes by name; `located` is handed each catalog with its bytes.
  private static func loadCatalogs(
    _ directories: [URL], errors: inout [ResourceError],
    located: @escaping (StringCatalog, [UInt8]) -> Void
  ) -> (all: [StringCatalog], shipped: [StringCatalog], bytes: [String: [UInt8]]) {
    var bytes: [String: [UInt8]] = [:]
    var catalogs: [StringCatalog] = []
    var shipped: [StringCatalog] = []
    for directory in directories {
      catalogs += CatalogSet.loadCatalogs(from: [directory], errors: &errors) {
        located($0, $1)
        bytes[$0.file] = $1
      }
      if directory == directories.first { shipped = catalogs }
    }
    return (catalogs, shipped, bytes)
  }

  /// Whether the rules use a key: one they name, a list or number format, or one with a
  /// prefix they use (month names); every key when the rules could not be read.
  static func usedKeys(_ rules: RuleSet?) -> (String) -> Bool {
    guard let rules else { return { _ in true } }
    let used = Set(rules.catalogKeyUses.map(\.key) + LocaleFormats.catalogKeys)
    let prefixes = rules.catalogKeyPrefixes
    return { key in used.contains(key) || prefixes.contains(where: key.hasPrefix) }
  }

  /// Keys rules use but catalogs lack (errors in `required` languages, else warnings), keys no
  /// rule uses (warnings), and how many of the keys used each language lacks.
  static func usageFindings(rules: RuleSet, catalogs: CatalogSet, required: Set<LocaleID>) -> (
    findings: [LintFinding], missing: [LocaleID: Int], total: Int
  ) {
    var missing: [LocaleID: Int] = [:]
    var findings: [LintFinding] = []
    // The list and number formats are read from the catalogs by fixed keys, as rules are.
    let uses: [(key: String, file: String)] =
      rules.catalogKeyUses.map { ($0.key, $0.file) }
      + LocaleFormats.catalogKeys.map { ($0, "(list and number formats)") }
    let locales = catalogs.locales
    // CLDR's data serves the format keys of every locale whose language it knows, so a
    // translator need not write them; a language CLDR lacks still needs them.
    let screen = rules.screen
    let formatKeys = Set(
      [screen.datePattern, screen.spokenDatePattern] + LocaleFormats.catalogKeys
        + (1...12).map { screen.monthNames + String($0) })
    var servedByCLDR: [LocaleID: Bool] = [:]
    for locale in locales { servedByCLDR[locale] = CLDRFormats(locale: locale) != nil }
    var reported: Set<String> = []
    for (key, file) in uses where reported.insert(key).inserted {
      guard let (entry, catalogFile) = catalogs.entries[exactly: key] else {
        findings.append(
          LintFinding(
            file: file, severity: .error, key: key,
            message: "Used by this rule but defined in no catalog."
              + Suggestion.didYouMean(key, among: Array(catalogs.entries.keys)),
            checkID: "key-undefined"))
        for locale in locales { missing[locale, default: 0] += 1 }
        continue
      }
      // The source text serves every locale of a key marked shouldTranslate: false.
      guard entry.shouldTranslate else { continue }
      let present = Set(entry.localizations.keys.compactMap { LocaleID($0) })
      for locale in locales where !present.contains(locale) {
        if formatKeys.contains(key), servedByCLDR[locale] == true { continue }
        missing[locale, default: 0] += 1
        let isRequired = required.contains(locale)
        findings.append(
          LintFinding(
            file: catalogFile, severity: isRequired ? .error : .warning, key: key,
            locale: locale.description,
            message: isRequired
              ? "Missing; \(file) uses this key, so every locale needs it."
              : "Missing; \(file) uses this key, so \(locale) falls back to "
                + "\(LanguageCoverage.fallbacks(of: locale, in: catalogs).joined(separator: ", ")).",
            checkID: "translation-missing"))
      }
    }
    let used = Set(uses.map(\.key))
    for (key, (_, file)) in catalogs.entries.sorted(by: { $0.key < $1.key })
    where !used.contains(key) && !rules.catalogKeyPrefixes.contains(where: key.hasPrefix) {
      findings.append(
        LintFinding(
          file: file, severity: .warning, key: key, message: "No rule uses this key.",
          checkID: "key-unused"))
    }
    return (findings, missing, reported.count)
  }

  /// Placeholders a rule gives no argument for (errors: rendering leaves them empty) and
  /// arguments no text of a string uses (warnings: that data is never shown), per key and
  /// locale, as many arguments as the rules give each key.
  static func argumentFindings(rules: RuleSet, catalogs: CatalogSet) -> [LintFinding] {
    var findings: [LintFinding] = []
    var checked: Set<String> = []
    for use in rules.catalogKeyUses.sorted(by: { ($0.key, $0.file) < ($1.key, $1.file) })
    where checked.insert("\(use.arguments) \(use.key)").inserted {
      guard let (entry, catalogFile) = catalogs.entries[exactly: use.key] else { continue }
      let given =
        "\(use.file) gives it \(use.arguments == 0 ? "none" : "only \(use.arguments)")"
      // A text rendering cannot fill is never rendered (`SpecifierChecks` names it).
      for (locale, string) in entry.localizations.sorted(by: { $0.key < $1.key })
      where string.isRenderable {
        func add(_ severity: Severity, _ message: String) {
          findings.append(
            LintFinding(
              file: catalogFile, severity: severity, key: use.key, locale: locale,
              message: message, checkID: severity == .error ? "argument-missing" : "argument-unused"
            ))
        }
        var used = Set<Int>()
        var units = string.units.map { (variant: $0.category.map { " (\($0.rawValue))" }, $0.unit) }
        for (name, substitution) in string.substitutions.sorted(by: { $0.key < $1.key }) {
          if substitution.argumentIndex < use.arguments {
            used.insert(substitution.argumentIndex)
          } else {
            add(
              .error,
              "The substitution '\(cut: name)' counts argument %\(substitution.argumentIndex + 1)$, but "
                + "\(given); it always shows its 'other' form.")
          }
          units += PluralCategory.allCases.compactMap { category in
            substitution.variants[category].map { (" ('\(cut: name)' \(category.rawValue))", $0) }
          }
        }
        for (variant, unit) in units {
          for placeholder in unit.template.placeholders {
            guard placeholder.index >= use.arguments else {
              used.insert(placeholder.index)
              continue
            }
            add(
              .error,
              "The placeholder %\(placeholder.index + 1)$\(placeholder.kind.rawValue)\(variant ?? "") "
                + "has no argument: \(given); rendering leaves it empty.")
          }
        }
        let unused = (0..<use.arguments).filter { !used.contains($0) }
        if !unused.isEmpty {
          add(
            .warning,
            "The text never uses argument " + unused.map { "%\($0 + 1)$" }.joined(separator: ", ")
              + " (of \(use.arguments) that \(use.file) gives it); that data is not shown.")
        }
      }
    }
    return findings
  }
}
