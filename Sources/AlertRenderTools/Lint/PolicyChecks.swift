import AlertRendering

/// Lint's content policy checks: every URL, host, email address and phone number in every
/// text of a catalog, source or translation, built-in or drop-in, that the policy does not allow
/// (`ContentPolicy.check(text:chain:)`), with the verdict's check id.
struct PolicyChecks {
  let policy: ContentPolicy

  /// The findings of `catalog`, each with the paths of its text.
  func findings(in catalog: StringCatalog) -> [PendingFinding] {
    guard !policy.isEmpty else { return [] }
    return CatalogText.findings(in: catalog) { text, _, chain in
      policy.check(text: text.value, chain: chain).compactMap { found in
        guard case .notAllowed(let checkID, let reason) = found.verdict else { return nil }
        return (checkID, reason, found.item.range)
      }
    }
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
