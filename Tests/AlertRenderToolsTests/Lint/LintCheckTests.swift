import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools

/// The registry of check ids: each is documented, unique, and every finding carries one of them.
@Suite struct LintCheckTests {
  @Test func everyCheckHasAnAnchorInDocsLintAndIsUnique() throws {
    let docs = try String(
      contentsOf: TestContent.root.appendingPathComponent("docs/lint.md"), encoding: .utf8)
    let ids = LintCheck.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    for id in ids {
      #expect(docs.contains("\n### `\(id)`\n"), "docs/lint.md has no section for \(id)")
    }
  }

  @Test func everyFindingCarriesARegisteredCheckID() throws {
    let known = Set(LintCheck.all.map(\.id))
    let fixtures = ["hostile", "sentences", "formats", "xcode15"].map {
      TestContent.root.appendingPathComponent("Tests/Fixtures/Localizations-\($0)")
    }
    let findings =
      PolicyChecksTests.lint(fixtures)
      + PolicyChecksTests.lint([], rules: [TestContent.localizationsDirectory])
    #expect(!findings.isEmpty)
    for finding in findings {
      #expect(known.contains(finding.checkID), "\(finding)")
    }
  }
}
