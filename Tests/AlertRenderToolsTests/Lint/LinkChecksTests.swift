import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// Lint's link checks, on drop-in catalogs written for each case, and on the shipped content,
/// which must pass them.
@Suite struct LinkChecksTests {
  static let linkIDs: Set = [
    "link-malformed", "link-unknown", "link-mismatch", "link-text-mismatch", "link-slot",
  ]

  /// The link findings of a drop-in catalog holding `texts` (key → locale → text).
  static func lint(_ texts: [String: [String: String]]) throws -> [LintFinding] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("links-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let strings = texts.mapValues { locales in
      [
        "localizations": locales.mapValues {
          ["stringUnit": ["state": "translated", "value": $0]]
        }
      ]
    }
    let catalog: [String: Any] = ["sourceLanguage": "en-US", "version": "1.0", "strings": strings]
    try JSONSerialization.data(withJSONObject: catalog, options: [.sortedKeys])
      .write(to: directory.appendingPathComponent("Links.xcstrings"))
    return PolicyChecksTests.lint([directory]).filter {
      $0.file.hasSuffix("Links.xcstrings") && linkIDs.contains($0.checkID)
    }
  }

  @Test func aURLDestinationIsMalformedAndTheListedLinkSuggested() throws {
    let findings = try Self.lint([
      "step.irsIdentityPin": [
        "es-419": "Obtenga su PIN en [IRS.gov/IPPIN](https://www.irs.gov/ippin)."
      ],
      "step.reportIdentityTheft": [
        "es-419": "Infórmelo en [RobodeIdentidad.gov](ftc-identity-theft)."
      ],
      "step.reviewCreditReports": [
        "es-419": "Revise [AnnualCreditReport.com](link:annual-credit-report."
      ],
    ])
    #expect(findings.allSatisfy { $0.checkID == "link-malformed" && $0.severity == .error })
    let byKey = Dictionary(findings.map { ($0.key ?? "", $0) }, uniquingKeysWith: { a, _ in a })
    #expect(
      byKey["step.irsIdentityPin"]?.message.hasSuffix("Did you mean (link:irs-ip-pin)?") == true)
    #expect(byKey["step.irsIdentityPin"]?.span == 18..<60)
    #expect(
      byKey["step.reportIdentityTheft"]?.message.hasSuffix(
        "Did you mean (link:ftc-identity-theft)?")
        == true)
    #expect(byKey["step.reviewCreditReports"]?.message.contains("has no closing ')'") == true)
    #expect(findings.count == 3)
  }

  @Test func anIDThePolicyLacksIsUnknownWithADidYouMean() throws {
    let findings = try Self.lint([
      "step.irsIdentityPin": ["en-US": "Get a PIN at [IRS.gov/IPPIN](link:irs-ippin)."]
    ])
    #expect(findings.map(\.checkID) == ["link-unknown"])
    #expect(
      findings.first?.message
        == "The link 'IRS.gov/IPPIN' leads to 'link:irs-ippin', which the content policy's links "
        + "do not have; expected one of 'annual-credit-report', 'ftc-do-not-call', "
        + "'ftc-identity-theft', 'irs-ip-pin'. Did you mean 'irs-ip-pin'?")
  }

  /// IdentityTheft.gov linking to the Spanish site in es-419 says one host and opens another.
  @Test func aHostAsLinkTextMustBeTheHostTheLinkOpensInThatLanguage() throws {
    let findings = try Self.lint([
      "step.reportIdentityTheft": [
        "en-US": "Report it at [IdentityTheft.gov](link:ftc-identity-theft).",
        "es-419": "Infórmelo en [IdentityTheft.gov](link:ftc-identity-theft).",
        "en-GB": "Report it at [the FTC's site](link:ftc-identity-theft).",
      ],
      "step.irsIdentityPin": ["en-US": "Get a PIN at [AnnualCreditReport.com](link:irs-ip-pin)."],
    ])
    #expect(
      findings.map { "\($0.key ?? "") \($0.locale ?? "") \($0.checkID)" }.sorted() == [
        "step.irsIdentityPin en-US link-text-mismatch",
        "step.reportIdentityTheft es-419 link-text-mismatch",
      ])
    let spanish = findings.first { $0.locale == "es-419" }
    #expect(
      spanish?.message
        == "The link 'IdentityTheft.gov' shows the host identitytheft.gov, but "
        + "'link:ftc-identity-theft' opens https://www.robodeidentidad.gov/ for es-419; a link's "
        + "text names no address, or the one it opens.")
  }

  @Test func aTranslationKeepsTheSourcesLinksInAnyOrder() throws {
    let source =
      "See [IRS.gov/IPPIN](link:irs-ip-pin) and [IdentityTheft.gov](link:ftc-identity-theft)."
    let findings = try Self.lint([
      "step.irsIdentityPin": [
        "en-US": source,
        "en-GB":
          "See [IdentityTheft.gov](link:ftc-identity-theft) and [IRS.gov/IPPIN](link:irs-ip-pin).",
        "es-419": "Vea IRS.gov/IPPIN y [RobodeIdentidad.gov](link:ftc-identity-theft).",
      ]
    ])
    #expect(findings.map { "\($0.locale ?? "") \($0.checkID)" } == ["es-419 link-mismatch"])
    #expect(
      findings.first?.message
        == "The text links 'ftc-identity-theft'; the source links 'ftc-identity-theft', "
        + "'irs-ip-pin'. A translation keeps each of the source's links, [its words](link:id) "
        + "with the same id, in any order.")
  }

  @Test func aLinkOutsideAnItemIsAnError() throws {
    let findings = try Self.lint([
      "cyberagent.header.title": [
        "en-US": "Your data is on [IdentityTheft.gov](link:ftc-identity-theft)"
      ]
    ])
    #expect(findings.map(\.checkID) == ["link-slot"])
    #expect(
      findings.first?.message
        == "The text has a link, but 'cyberagent.header.title' is shown in the navigation-title, "
        + "push-title slots, where links are not drawn (only items are: risks, steps and help "
        + "texts); write it without link markup.")
  }

  @Test func shippedContentHasNoLinkFindings() {
    let found = PolicyChecksTests.lint([]).filter { Self.linkIDs.contains($0.checkID) }
    #expect(found.map(\.description) == [])
  }
}
