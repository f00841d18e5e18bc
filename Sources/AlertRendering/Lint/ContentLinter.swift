#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Checks rule files and String Catalogs before they ship.
///
/// Loading stops at the first broken file; lint keeps going and reports every problem it can
/// find, so a content designer fixes them all in one pass.
public enum ContentLinter {
  /// Every finding for the given content directories, errors first, then by file.
  public static func lint(rulesDirectories: [URL], localizationDirectories: [URL]) -> [LintFinding]
  {
    var errors: [ContentError] = []
    let rules = RuleSet.load(from: rulesDirectories, errors: &errors)
    let catalogs = CatalogSet.loadCatalogs(from: localizationDirectories, errors: &errors)
    var findings = errors.map {
      LintFinding(file: $0.positionedFile, severity: .error, message: $0.reason)
    }
    var catalogSet: CatalogSet?
    do {
      catalogSet = try CatalogSet(catalogs: catalogs)
    } catch {
      findings.append(
        LintFinding(file: error.positionedFile, severity: .error, message: error.reason))
    }
    if let catalogSet {
      findings += CatalogChecks(catalogs: catalogSet).findings()
      findings += catalogSet.overrides.map {
        LintFinding(file: "(localizations)", severity: .note, message: $0.message)
      }
      if let rules {
        findings += usageFindings(rules: rules, catalogs: catalogSet)
      }
    }
    if let rules {
      findings += rules.overrides.map {
        LintFinding(file: "(rules)", severity: .note, message: $0.message)
      }
    }
    return findings.sorted { ($0.severity, $0.file) < ($1.severity, $1.file) }
  }

  /// Keys rules use but catalogs lack (errors), and keys no rule uses (warnings).
  static func usageFindings(rules: RuleSet, catalogs: CatalogSet) -> [LintFinding] {
    var findings: [LintFinding] = []
    // The list and number formats are read from the catalogs by fixed keys, as rules are.
    let uses =
      rules.catalogKeyUses + LocaleFormats.catalogKeys.map { ($0, "(list and number formats)") }
    let locales = catalogs.locales
    var reported: Set<String> = []
    for (key, file) in uses where reported.insert(key).inserted {
      guard let (entry, catalogFile) = catalogs.entries[exactly: key] else {
        findings.append(
          LintFinding(
            file: file, severity: .error, key: key,
            message: "Used by this rule but defined in no catalog."
              + Suggestion.didYouMean(key, among: Array(catalogs.entries.keys))))
        continue
      }
      let present = Set(entry.localizations.keys.compactMap { LocaleID($0) })
      for locale in locales where !present.contains(locale) {
        findings.append(
          LintFinding(
            file: catalogFile, severity: .error, key: key, locale: locale.description,
            message: "Missing; \(file) uses this key, so every locale needs it."))
      }
    }
    let used = Set(uses.map(\.key))
    for (key, (_, file)) in catalogs.entries.sorted(by: { $0.key < $1.key })
    where !used.contains(key) && !rules.catalogKeyPrefixes.contains(where: key.hasPrefix) {
      findings.append(
        LintFinding(
          file: file, severity: .warning, key: key, message: "No rule uses this key."))
    }
    return findings
  }
}
