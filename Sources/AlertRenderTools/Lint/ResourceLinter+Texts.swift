import AlertRendering

extension ResourceLinter {
  /// The findings about each catalog's texts one by one, in the file they are in: what the
  /// content policy does not allow, link markup, and the policy's own notes. Nothing when the rules, and so
  /// the policy, could not be read.
  static func textFindings(
    rules: RuleSet?, catalogs: [StringCatalog], catalogSet: CatalogSet?,
    bytes: [String: [UInt8]]
  ) -> [LintFinding] {
    guard let rules else { return [] }
    let policy = PolicyChecks(policy: rules.policy)
    let links = LinkChecks(rules: rules)
    let translations = catalogSet.map { TranslationChecks(catalogs: $0, rules: rules) }
    var findings = policy.notes()
    for catalog in catalogs {
      let pending =
        policy.findings(in: catalog) + links.findings(in: catalog)
        + (translations?.findings(in: catalog) ?? [])
      findings += PendingFinding.located(pending, bytes: bytes[catalog.file])
    }
    return findings
  }
}
