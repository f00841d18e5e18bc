import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// Link markup travels through XLIFF as protected inline codes, and comes back as the
/// source's code whatever a CAT tool did to it.
extension LocalizationExchangeTests {
  static let linkCatalog = """
    {
      "sourceLanguage" : "en-US",
      "strings" : {
        "step" : { "localizations" : { "en-US" : { "stringUnit" : { "state" : "translated",
          "value" : "Report <it> at [IdentityTheft.gov](link:ftc-identity-theft) or [IRS.gov/IPPIN](link:irs-ip-pin)." } } } }
      },
      "version" : "1.0"
    }
    """

  @Test func exportWritesEachLinkAsInlineCodes() throws {
    let text = try xliff("es-419", [TestContent.localizationsDirectory])
    #expect(
      text.contains(
        #"<source>If you spot fraud, report it at <bpt id="1" ctype="link">[</bpt>IdentityTheft.gov<ept id="1">](link:ftc-identity-theft)</ept> to get a step-by-step recovery plan.</source>"#
      ))
    #expect(
      text.contains(
        #"infórmelo en <bpt id="1" ctype="link">[</bpt>RobodeIdentidad.gov<ept id="1">](link:ftc-identity-theft)</ept> para"#
      ))
    let own = try xliff("fr", [try TestContent.directory(["App.xcstrings": Self.linkCatalog])])
    #expect(
      own.contains(
        #"<source>Report &lt;it&gt; at <bpt id="1" ctype="link">[</bpt>IdentityTheft.gov<ept id="1">](link:ftc-identity-theft)</ept> or <bpt id="2" ctype="link">[</bpt>IRS.gov/IPPIN<ept id="2">](link:irs-ip-pin)</ept>.</source>"#
      ))
  }

  /// What the target holds in place of the code, or whether it writes `<bpt>`, `<bx/>`,
  /// `<x/>` or `<g>`, the source's code is what is imported.
  @Test(arguments: [
    #"Signalez <it> sur <bpt id="1" ctype="link">X</bpt>IdentityTheft.gov<ept id="1">](link:evil)</ept> ou <bpt id="2" ctype="link">[</bpt>IRS.gov/IPPIN<ept id="2"/>."#,
    #"Signalez <it> sur <bx id="1"/>IdentityTheft.gov<ex id="1"/> ou <bx id="2"/>IRS.gov/IPPIN<ex id="2"/>."#,
    #"Signalez <it> sur <g id="1" ctype="link">IdentityTheft.gov</g> ou <g id="2" ctype="link">IRS.gov/IPPIN</g>."#,
    #"Signalez <it> sur <x id="1"/>IdentityTheft.gov<x id="1"/> ou <x id="2"/>IRS.gov/IPPIN<x id="2"/>."#,
  ])
  func importTakesTheSourcesCodeForEachID(target: String) throws {
    let catalogs = try TestContent.directory(["App.xcstrings": Self.linkCatalog])
    let text = fillTargets(
      try xliff("fr", [catalogs]),
      ["step": target.replacingOccurrences(of: "<it>", with: "&lt;it&gt;")])
    let input = try TestContent.directory(["fr.xliff": text])
    let summary = try LocalizationExchange.importTranslations(
      from: [input.appendingPathComponent("fr.xliff").path], into: catalogs)
    #expect(summary.updated == 1)
    #expect(summary.findings.isEmpty)
    let catalog = try JSONParser.parse(
      Array(try Data(contentsOf: catalogs.appendingPathComponent("App.xcstrings"))))
    #expect(
      catalog.value(at: ["strings", "step", "localizations", "fr", "stringUnit", "value"])
        == .string(
          "Signalez <it> sur [IdentityTheft.gov](link:ftc-identity-theft) ou "
            + "[IRS.gov/IPPIN](link:irs-ip-pin)."))
  }

  /// An id the source lacks is a finding; the unit is left out and, by default, the import
  /// refused as a whole.
  @Test func anIDTheSourceLacksLeavesTheUnitOut() throws {
    let catalogs = try TestContent.directory(["App.xcstrings": Self.linkCatalog])
    let text = fillTargets(
      try xliff("fr", [catalogs]),
      [
        "step":
          #"Signalez sur <bpt id="3" ctype="link">[</bpt>IdentityTheft.gov<ept id="3">)</ept>."#
      ])
    let input = try TestContent.directory(["fr.xliff": text])
    let path = input.appendingPathComponent("fr.xliff").path
    #expect {
      try LocalizationExchange.importTranslations(from: [path], into: catalogs)
    } throws: { error in
      ImportFixture.refusal(error)?.first?.contains(
        "The unit 'step' is not imported: <bpt id=\"3\"> at line ") == true
    }
    #expect(try contents(catalogs, "App.xcstrings") == Self.linkCatalog)
    let summary = try LocalizationExchange.importTranslations(
      from: [path], into: catalogs, skippingInvalid: true)
    #expect(summary.updated == 0)
    #expect(
      summary.findings.first?.message.hasSuffix(
        "stands for an inline code the source does not have; expected one of the ids 1, 2.")
        == true)
  }
}
