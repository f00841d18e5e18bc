import AlertRendering

/// Lint's content policy checks: every URL, host, email address and phone number in every
/// text of a catalog, source or translation, built-in or drop-in, that the policy does not allow
/// (`ContentPolicy.check(text:chain:)`), with the verdict's check id.
struct PolicyChecks {
  let policy: ContentPolicy

  /// The findings of `catalog`, each with the paths of its text.
  func findings(in catalog: StringCatalog) -> [PendingFinding] {
    guard !policy.isEmpty, let source = LocaleID(catalog.sourceLanguage) else { return [] }
    var findings: [PendingFinding] = []
    for entry in catalog.entries {
      for (id, string) in entry.localizations.sorted(by: { $0.key < $1.key }) {
        guard let locale = LocaleID(id) else { continue }
        let chain = LocaleChain(text: locale, source: source)
        for text in CatalogText.all(of: string, key: entry.key, locale: id) {
          for found in policy.check(text: text.value, chain: chain) {
            guard case .notAllowed(let checkID, let reason) = found.verdict else { continue }
            findings.append(
              PendingFinding(
                finding: LintFinding(
                  file: catalog.file, severity: .error, key: entry.key, locale: id,
                  message: text.about(reason), checkID: checkID, span: found.item.range),
                paths: text.paths))
          }
        }
      }
    }
    return findings
  }

  /// A `policy-added` note for each drop-in policy file, and a `policy-missing` warning when
  /// no rules directory has one.
  func notes() -> [LintFinding] {
    guard !policy.isEmpty else {
      return [
        LintFinding(
          file: "(rules)", severity: .warning,
          message: "No rules directory has a policy.json, so no text's web addresses, email "
            + "addresses and phone numbers are checked; see docs/policy.md.",
          checkID: "policy-missing")
      ]
    }
    return policy.additions.map { addition in
      let file = policy.files.first { addition.message.hasPrefix($0 + " ") } ?? "(rules)"
      return LintFinding(
        file: file, severity: .note, message: addition.message, checkID: addition.code)
    }
  }
}
