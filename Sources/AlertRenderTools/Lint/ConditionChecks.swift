import AlertLayout
import AlertRendering

/// Lint's findings about the rules' conditions (`RuleSet.conditionFindings`), each placed at
/// the line and column of its JSON path.
enum ConditionChecks {
  /// The findings of `rules`, warnings all.
  static func findings(_ rules: RuleSet) -> [LintFinding] {
    var bytes: [String: [UInt8]] = [:]
    return rules.conditionFindings.map { finding in
      if bytes[finding.file] == nil {
        bytes[finding.file] =
          (try? FileBytes.contents(ofRegularFile: finding.file, limit: 64 << 20).get()) ?? []
      }
      let position = JSONParser.location(of: finding.jsonPath, in: bytes[finding.file] ?? [])
      return LintFinding(
        file: finding.file, line: position?.line, column: position?.column, severity: .warning,
        message: finding.message, checkID: finding.checkID, jsonPath: finding.jsonPath)
    }
  }
}
