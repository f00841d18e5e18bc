import AlertRendering

extension ResourceLinter {
  /// The findings about each catalog's texts one by one, in the file they are in: what the
  /// content policy does not allow, and the policy's own notes. Nothing when the rules, and so
  /// the policy, could not be read.
  static func textFindings(
    rules: RuleSet?, catalogs: [StringCatalog], bytes: [String: [UInt8]]
  ) -> [LintFinding] {
    guard let rules else { return [] }
    let policy = PolicyChecks(policy: rules.policy)
    var findings = policy.notes()
    for catalog in catalogs {
      findings += PendingFinding.located(policy.findings(in: catalog), bytes: bytes[catalog.file])
    }
    return findings
  }
}
