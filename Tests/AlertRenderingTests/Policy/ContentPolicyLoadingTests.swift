import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// Policy files with one mistake each, and drop-ins that add to the shipped policy: the
/// messages loading gives, naming the file, the JSON path, what was expected and what was found.
@Suite struct ContentPolicyLoadingTests {
  /// The errors (descriptions) and notes of loading the shipped rules and then each of
  /// `dropIns`, a drop-in directory's `policy.json` each; and the policy loaded.
  static func load(_ dropIns: String...) throws -> (messages: [String], policy: ContentPolicy?) {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("policy-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    var directories = [TestContent.rulesDirectory]
    for (index, text) in dropIns.enumerated() {
      let directory = scratch.appendingPathComponent("Drop\(index + 1)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: directory.appendingPathComponent("policy.json"))
      directories.append(directory)
    }
    var errors: [ResourceError] = []
    let rules = RuleSet.load(from: directories, errors: &errors)
    let messages = errors.map(\.description) + (rules?.policy.additions.map(\.message) ?? [])
    return (
      messages.map {
        $0.replacingOccurrences(of: scratch.path + "/", with: "")
          .replacingOccurrences(of: TestContent.root.path + "/", with: "")
      }, rules?.policy
    )
  }

  @Test func theShippedPolicyLoads() throws {
    let (messages, policy) = try Self.load()
    #expect(messages.isEmpty)
    let shipped = try #require(policy)
    #expect(shipped.files.map { $0.hasSuffix("Rules/policy.json") } == [true])
    #expect(
      Set(shipped.links.keys) == [
        "ftc-identity-theft", "ftc-do-not-call", "irs-ip-pin", "annual-credit-report",
      ])
    #expect(shipped.links["irs-ip-pin"]?.variants.first?.value.baseHost == "irs.gov")
    #expect(shipped.links["irs-ip-pin"]?.variants.first?.jsonPath == "links.irs-ip-pin[0]")
    #expect(shipped.phones["helpline"]?.variants.map(\.locales) == [nil, ["en-GB"]])
    #expect(
      shipped.lengthLimits[.bannerTitle] == LengthLimit(maxRatio: 3.5, allowance: 20, maxWidth: 64))
    #expect(shipped.lengthLimits.count == TextSlot.allCases.count - 1)
    #expect(shipped.emails.isEmpty && shipped.requiredLocales.isEmpty && shipped.additions.isEmpty)
  }

  @Test func noPolicyFileGivesTheEmptyPolicy() throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("policy-none-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: TestContent.rulesDirectory.appendingPathComponent("screen.json"),
      to: scratch.appendingPathComponent("screen.json"))
    var errors: [ResourceError] = []
    let rules = RuleSet.load(from: [scratch], errors: &errors)
    #expect(errors.isEmpty)
    #expect(rules?.policy == .empty)
  }

  @Test func aDropInAddsIdsAndLanguagesAndLintIsToldWhat() throws {
    let (messages, policy) = try Self.load(
      #"""
      {
        "links": { "ca-dmv": [{ "url": "https://www.dmv.ca.gov/" }],
                   "ftc-identity-theft": [{ "url": "https://www.identitytheft.gov/", "locales": ["en", "fr"] }] },
        "phones": { "helpline": [{ "number": "+1 613 555 0100", "locales": ["en-CA", "fr-CA"] },
                                 { "number": "+1 202 555 0199" }] },
        "lengths": { "banner-title": { "maxWidth": 40, "maxRatio": 4 } },
        "requiredLocales": ["fr_CA", "en-US"]
      }
      """#,
      #"{ "links": { "ca-dmv": [{ "url": "https://www.dmv.ca.gov/" }] } }"#)
    #expect(
      messages == [
        "Drop1/policy.json adds to the content policy: links 'ca-dmv', 'ftc-identity-theft' (fr); "
          + "phones 'helpline' (en-CA, fr-CA); lengths 'banner-title'; required languages fr-CA, "
          + "en-US.",
        "Drop2/policy.json adds nothing to the content policy: everything it lists is there "
          + "already.",
      ])
    let merged = try #require(policy)
    #expect(
      merged.links["ftc-identity-theft"]?.variants.map(\.locales) == [["en"], ["es"], ["fr"]])
    #expect(
      merged.lengthLimits[.bannerTitle] == LengthLimit(maxRatio: 3.5, allowance: 20, maxWidth: 40))
    #expect(merged.requiredLocales == ["fr-CA", "en-US"])
    #expect(merged.files.count == 3)
    let canada = LocaleChain(
      text: LocaleID(language: "fr", region: "CA"), source: LocaleID(language: "en", region: "US"))
    #expect(merged.phone("helpline", for: canada)?.value.e164 == "+16135550100")
    #expect(merged.phones["helpline"]?.variants.last?.file.hasSuffix("Drop1/policy.json") == true)
  }

  @Test func aDropInCannotReplaceAValueAndTheErrorNamesBothFiles() throws {
    let (messages, policy) = try Self.load(
      #"{ "phones": { "helpline": [{ "number": "+1 303 555 0100" }] } }"#,
      #"{ "links": { "irs-ip-pin": [{ "url": "https://www.irs.gov/ippin", "locales": ["es"] },"#
        + #" { "url": "https://evil.example.com/", "locales": ["en-GB"] }] } }"#)
    #expect(
      messages == [
        #"Drop1/policy.json:1:40: error: phones.helpline[0].number: expected "+1 202-555-0199", "#
          + "the value Rules/policy.json gives 'helpline' for the default: a drop-in adds to the "
          + "content policy and never replaces what it holds (add a new id, and point the "
          + #"drop-in's rules at it), found "+1 303 555 0100"."#,
        // A language the shipped entry has no variant of is an addition, even with another
        // address: a drop-in is trusted to add, and lint says what it added.
        "Drop2/policy.json adds to the content policy: links 'irs-ip-pin' (es, en-GB).",
      ])
    // The same number however written is no conflict; a new language is an addition.
    #expect(policy?.phones["helpline"]?.variants.count == 2)
    let (samePhone, _) = try Self.load(
      #"{ "phones": { "helpline": [{ "number": "+1 202 555 0199", "locales": ["en-GB", "en-IE"] }] } }"#
    )
    #expect(
      samePhone == [
        #"Drop1/policy.json:1:40: error: phones.helpline[0].number: expected "+44 808 157 0199", "#
          + "the value Rules/policy.json gives 'helpline' for en-GB: a drop-in adds to the "
          + "content policy and never replaces what it holds (add a new id, and point the "
          + #"drop-in's rules at it), found "+1 202 555 0199"."#
      ])
  }

  @Test(arguments: [
    (
      #"{ "link": {} }"#,
      "policy.json:1:11: error: link: unknown key 'link'; expected one of 'links', 'phones', "
        + "'emails', 'names', 'lengths', 'requiredLocales'. Did you mean 'links'?"
    ),
    (
      #"{ "links": { "IRS": [{ "url": "https://www.irs.gov/" }] } }"#,
      #"policy.json:1:21: error: links.IRS: expected a name of lowercase letters, digits and '-', found "IRS"."#
    ),
    (
      #"{ "links": { "irs": [] } }"#,
      #"policy.json:1:21: error: links.irs: expected a non-empty array of variants, such as [{ "url": … }], found an array."#
    ),
    (
      #"{ "links": { "irs": [{ "ulr": "https://www.irs.gov/" }] } }"#,
      "policy.json:1:31: error: links.irs[0].ulr: unknown key 'ulr'; expected one of 'url', "
        + "'locales', 'subdomains'. Did you mean 'url'?"
    ),
    (
      #"{ "links": { "irs": [{ "url": "http://www.irs.gov/" }] } }"#,
      #"policy.json:1:31: error: links.irs[0].url: expected an https:// address, such as "https://www.identitytheft.gov/" (content opens only secure pages), or an alert-app:// deep link, found "http://www.irs.gov/"."#
    ),
    (
      #"{ "links": { "irs": [{ "url": "https://www.irs.gov@evil.com/" }] } }"#,
      #"policy.json:1:31: error: links.irs[0].url: expected an address without user information before '@', found "https://www.irs.gov@evil.com/"."#
    ),
    (
      #"{ "links": { "irs": [{ "url": "https://www.irs.gov:8443/" }] } }"#,
      #"policy.json:1:31: error: links.irs[0].url: expected an address without a port, found "https://www.irs.gov:8443/"."#
    ),
    (
      #"{ "links": { "irs": [{ "url": "https://10.0.0.1/" }] } }"#,
      #"policy.json:1:31: error: links.irs[0].url: expected a host name, not an IP address, found "https://10.0.0.1/"."#
    ),
    (
      #"{ "links": { "irs": [{ "url": "https://www.irs.gove/" }] } }"#,
      #"policy.json:1:31: error: links.irs[0].url: expected a host ending in a top-level domain, such as "www.irs.gov", found "https://www.irs.gove/"."#
    ),
    (
      #"{ "links": { "irs": [{ "url": "https://www.іrs.gov/" }] } }"#,
      #"policy.json:1:31: error: links.irs[0].url: expected a host whose every label is written in one script, found "https://www.іrs.gov/"."#
    ),
    (
      #"{ "links": { "irs": [{ "url": "alert-app://Settings" }] } }"#,
      #"policy.json:1:31: error: links.irs[0].url: expected a deep link alert-app://<route>[?query], its route of a-z, 0-9, '-' and '/', such as "alert-app://settings/notifications", found "alert-app://Settings"."#
    ),
    (
      #"{ "phones": { "h": [{ "number": "202 555 0199" }] } }"#,
      #"policy.json:1:33: error: phones.h[0].number: expected a number in international format: '+', then 8 to 15 digits separated by single spaces or hyphens, such as "+1 202-555-0199", found "202 555 0199"."#
    ),
    (
      #"{ "phones": { "h": [{ "number": "+999 555 0199 12" }] } }"#,
      #"policy.json:1:33: error: phones.h[0].number: expected a number beginning with a country calling code ITU-T E.164 assigns, such as +1 or +44, found "+999 555 0199 12"."#
    ),
    (
      #"{ "emails": { "e": [{ "address": "help@localhost" }] } }"#,
      #"policy.json:1:34: error: emails.e[0].address: expected an email address such as "help@example.com", its host ending in a top-level domain, found "help@localhost"."#
    ),
    (
      #"{ "names": { "n": [{ "text": "IRS", "locales": ["english"] }] } }"#,
      #"policy.json:1:49: error: names.n[0].locales[0]: expected a BCP 47 language tag such as "en" or "es-419", found "english"."#
    ),
    (
      #"{ "names": { "n": [{ "text": "A", "locales": ["en"] }, { "text": "B", "locales": ["EN"] }] } }"#,
      #"policy.json:1:83: error: names.n[1].locales[0]: expected a tag no other variant of 'n' lists (names.n[0] lists it), found "EN"."#
    ),
    (
      #"{ "names": { "n": [{ "text": "A" }, { "text": "B" }] } }"#,
      "policy.json: error: names.n[1].locales: missing; expected the languages of this variant: "
        + "names.n[0] is the default of 'n' already, and an entry has one default at most."
    ),
    (
      #"{ "lengths": { "banner-titel": { "maxWidth": 10 } } }"#,
      "policy.json:1:32: error: lengths.banner-titel: unknown key 'banner-titel'; expected one of "
        + "'navigation-title', 'banner-title', 'banner-subtitle', 'section-heading', 'item', "
        + "'detail-line', 'icon-label', 'field-label', 'kind', 'spoken-value', 'button-title', "
        + "'button-hint', 'dialog-title', 'dialog-message', 'dialog-button', 'push-title', "
        + "'push-subtitle', 'push-body'. Did you mean 'banner-title'?"
    ),
    (
      #"{ "lengths": { "item": { "maxRatio": 0.5 } } }"#,
      "policy.json:1:38: error: lengths.item.maxRatio: expected a number from 1 to 100, found 0.5."
    ),
  ])
  func mistakesAreErrorsNamingFilePathAndWhatWasExpected(text: String, message: String) throws {
    let (messages, policy) = try Self.load(text)
    #expect(messages == ["Drop1/" + message])
    #expect(policy?.files.count == 1, "the broken file is left out")
  }
}
