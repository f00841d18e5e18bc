import AlertRenderTestSupport
import Testing

@testable import AlertRendering

/// The policy's verdicts on what texts show: which variant applies in which language, and
/// which web addresses, emails and phone numbers it allows.
@Suite struct ContentPolicyTests {
  /// The policy `json` gives, read as the built-in policy file.
  static func policy(_ json: String) throws -> ContentPolicy {
    let value = try JSONParser.parse(Array(json.utf8))
    return try ContentPolicy().merged(
      with: ContentPolicy(value, file: "Rules/policy.json"), isDropIn: false)
  }

  /// The shipped policy.
  static let shipped: ContentPolicy = TestContent.renderer.rules.policy

  /// The chain of a text in `locale`, whose source language is en-US.
  static func chain(_ locale: String) -> LocaleChain {
    LocaleChain(text: LocaleID(locale) ?? .pseudo, source: LocaleID(language: "en", region: "US"))
  }

  /// The verdicts on `text` in `locale`, as `written: id` or `written: check-id`.
  static func verdicts(_ text: String, _ locale: String, policy: ContentPolicy = shipped)
    -> [String]
  {
    policy.check(text: text, chain: chain(locale)).map { finding in
      switch finding.verdict {
      case .allowed(let id): return "\(finding.item.written): \(id)"
      case .notAllowed(let check, _): return "\(finding.item.written): \(check)"
      }
    }
  }

  @Test func eachLanguageGetsTheVariantOfTheFirstTagOfItsChain() throws {
    let entry = try #require(Self.shipped.links["ftc-identity-theft"])
    for (locale, url, step) in [
      ("en-US", "https://www.identitytheft.gov/", PolicyStep.locale("en")),
      ("en-GB", "https://www.identitytheft.gov/", .locale("en")),
      ("es-419", "https://www.robodeidentidad.gov/", .locale("es")),
      ("es-MX", "https://www.robodeidentidad.gov/", .locale("es")),
      ("fr", "https://www.identitytheft.gov/", .source("en")),
    ] {
      let chosen = try #require(entry.variant(for: Self.chain(locale)))
      #expect(chosen.variant.value.url == url, "\(locale)")
      #expect(chosen.step == step, "\(locale)")
    }
    let helpline = try #require(Self.shipped.phones["helpline"])
    #expect(helpline.variant(for: Self.chain("en-GB"))?.variant.value.e164 == "+448081570199")
    #expect(helpline.variant(for: Self.chain("en-AU"))?.step == .default)
    #expect(helpline.variant(for: Self.chain("es-419"))?.variant.value.e164 == "+12025550199")
  }

  @Test func aRequestGetsItsOwnRegionsNumberBeforeTheServedLanguages() throws {
    let gb = LocaleID(language: "en", region: "GB")
    let us = LocaleID(language: "en", region: "US")
    let chain = LocaleChain(requested: gb, served: us, source: us)
    #expect(chain.tags == ["en-GB", "en-001", "en", "en-US"])
    #expect(Self.shipped.phone("helpline", for: chain)?.value.display == "+44 808 157 0199")
    #expect(Self.shipped.phone("nope", for: chain) == nil)
    #expect(Self.shipped.phones["helpline"]?.variants.first?.value.telURI == "tel:+12025550199")
  }

  @Test func noVariantAppliesWhenNoneIsForTheChainOrTheSource() throws {
    let policy = try Self.policy(#"{"names": {"x": [{"text": "Seguro", "locales": ["es"]}]}}"#)
    #expect(policy.names["x"]?.variant(for: Self.chain("fr")) == nil)
  }

  @Test func aPhoneMatchesHoweverItIsWritten() {
    for text in [
      "+1 202-555-0199", "(202) 555-0199", "202.555.0199", "1 202 555 0199", "+1 202 555 0199",
      "١-٢٠٢-٥٥٥-٠١٩٩", "＋１２０２５５５０１９９", "011 1 202 555 0199", "001 202 555 0199",
      "tel:+12025550199",
    ] {
      #expect(Self.verdicts("Call \(text).", "en-US") == ["\(text): helpline"], "\(text)")
    }
    for text in ["0808 157 0199", "+44 808 157 0199", "+44 (0)808 157 0199", "0044 808 157 0199"] {
      #expect(Self.verdicts("Ring \(text).", "en-GB") == ["\(text): helpline"], "\(text)")
    }
    // The UK number is for en-GB only; another number is no one's.
    #expect(Self.verdicts("Ring 0808 157 0199.", "en-US") == ["0808 157 0199: phone-not-allowed"])
    #expect(Self.verdicts("Call 1-800-FLOWERS.", "en-US") == ["1-800-FLOWERS: phone-not-allowed"])
    #expect(
      Self.verdicts("Call +1 202 555 0198.", "en-US") == ["+1 202 555 0198: phone-not-allowed"])
  }

  @Test func trunkPrefixesComeFromTheCountrysNumbering() throws {
    let policy = try Self.policy(
      #"{"phones": {"ru": [{"number": "+7 495 123-45-67"}], "es": [{"number": "+34 912 345 678"}]}}"#
    )
    #expect(Self.verdicts("8 (495) 123-45-67", "ru", policy: policy) == ["8 (495) 123-45-67: ru"])
    #expect(Self.verdicts("(495) 123-45-67", "ru", policy: policy) == ["(495) 123-45-67: ru"])
    #expect(Self.verdicts("912 345 678", "es", policy: policy) == ["912 345 678: es"])
    // Spain has no trunk prefix: a leading 0 dials another number.
    #expect(
      Self.verdicts("0912 345 678", "es", policy: policy) == ["0912 345 678: phone-not-allowed"])
  }

  @Test func hostsMatchTheirBaseHostInAnyCaseWithAnyPath() {
    #expect(
      Self.verdicts("Visit IdentityTheft.gov or WWW.IDENTITYTHEFT.GOV/x", "en-US") == [
        "IdentityTheft.gov: ftc-identity-theft", "WWW.IDENTITYTHEFT.GOV/x: ftc-identity-theft",
      ])
    #expect(
      Self.verdicts("See https://www.irs.gov/ippin/faq and IRS.gov/IPPIN", "es-419") == [
        "https://www.irs.gov/ippin/faq: irs-ip-pin", "IRS.gov/IPPIN: irs-ip-pin",
      ])
    #expect(
      Self.verdicts("Visite RobodeIdentidad.gov", "es-419") == [
        "RobodeIdentidad.gov: ftc-identity-theft"
      ])
  }

  @Test func anotherLanguagesHostIsNotAllowedAndTheMessageSaysForWhichItIs() throws {
    let findings = Self.shipped.check(text: "Visite IdentityTheft.gov", chain: Self.chain("es-419"))
    #expect(
      findings.map(\.verdict) == [
        .notAllowed(
          checkID: "url-not-allowed",
          reason: "The text shows IdentityTheft.gov, which the content policy does not allow for "
            + "es-419. The content policy lists it as 'ftc-identity-theft' for en only.")
      ])
  }

  @Test func subdomainsOnlyWhereTheVariantAllowsThem() throws {
    #expect(Self.verdicts("Visit apply.irs.gov", "en-US") == ["apply.irs.gov: url-not-allowed"])
    let policy = try Self.policy(
      #"{"links": {"irs": [{"url": "https://www.irs.gov/", "subdomains": true}]}}"#)
    #expect(Self.verdicts("Visit apply.IRS.gov", "en", policy: policy) == ["apply.IRS.gov: irs"])
    #expect(
      Self.verdicts("Visit evilirs.gov", "en", policy: policy) == ["evilirs.gov: url-not-allowed"])
  }

  @Test func urlVerdicts() {
    for (text, verdict) in [
      ("https://www.donotcall.gov/", "ftc-do-not-call"),
      ("http://www.donotcall.gov/", "url-insecure"),
      ("http://evil.example.com", "url-not-allowed"),
      ("https://evil.example.com", "url-not-allowed"),
      ("https://www.irs.gov@evil.com/ippin", "url-deceptive"),
      ("https://www.irs.gov:8443/ippin", "url-deceptive"),
      ("https://192.168.0.1/ippin", "url-deceptive"),
      ("https://[::1]/ippin", "url-deceptive"),
      ("https://www.іrs.gov/ippin", "url-deceptive"),
      ("javascript:alert(1)", "url-scheme"),
      ("ftp://www.irs.gov/ippin", "url-scheme"),
      ("intent://scan#Intent;end", "url-scheme"),
      ("alert-app://settings", "url-not-allowed"),
      ("mailto:fraud@evil.example.com", "email-not-allowed"),
    ] {
      #expect(Self.verdicts("Go to \(text) now", "en-US") == ["\(text): \(verdict)"], "\(text)")
    }
  }

  @Test func aDeepLinkInTextOnlyExactlyAsListed() throws {
    let policy = try Self.policy(
      #"{"links": {"settings": [{"url": "alert-app://settings/notifications"}]}}"#)
    #expect(
      Self.verdicts("Open alert-app://settings/notifications", "en", policy: policy) == [
        "alert-app://settings/notifications: settings"
      ])
    #expect(
      Self.verdicts("Open alert-app://settings/Notifications", "en", policy: policy) == [
        "alert-app://settings/Notifications: url-not-allowed"
      ])
  }

  @Test func emailsCompareWithASCIILettersInAnyCase() throws {
    let policy = try Self.policy(
      #"{"emails": {"help": [{"address": "Help@Example.com", "locales": ["en"]}]}}"#)
    #expect(
      Self.verdicts("Write to HELP@example.COM.", "en-GB", policy: policy) == [
        "HELP@example.COM: help"
      ])
    #expect(
      Self.verdicts("Escriba a help@example.com.", "es", policy: policy) == [
        "help@example.com: help"
      ])
    #expect(
      Self.verdicts("Write to fraud@example.com.", "en", policy: policy) == [
        "fraud@example.com: email-not-allowed"
      ])
  }

  @Test func anEmptyPolicyChecksNothing() {
    #expect(ContentPolicy.empty.isEmpty)
    #expect(
      ContentPolicy.empty.check(text: "http://evil.example.com", chain: Self.chain("en")).isEmpty)
    #expect(!Self.shipped.isEmpty)
  }
}

extension ContentPolicyTests {
  /// The names `text` shows in `locale`'s form, as `id@start`.
  static func names(_ text: String, _ locale: String) -> [String] {
    shipped.names(in: text, chain: chain(locale)).map { "\($0.id)@\($0.range.lowerBound)" }
  }

  @Test func namesAreFoundLongestFirstOnWordBoundariesInTheirLanguagesForm() {
    #expect(
      Self.names("Get an Identity Protection PIN from the IRS.", "en-US") == [
        "irs-ip-pin@7", "irs@40",
      ])
    #expect(Self.names("Identity Protection keeps watch.", "en-GB") == ["identity-protection@0"])
    #expect(Self.names("Solicite un IP PIN del IRS.", "es-419") == ["irs-ip-pin@12", "irs@23"])
    #expect(Self.names("Your Social Security number", "en-US") == ["social-security@5"])
    // The English form in a Spanish text is not the Spanish name; no form is expected of a
    // language the entry has no variant for.
    #expect(Self.names("Su número de Social Security", "es-419") == [])
    #expect(Self.names("Votre numéro Social Security", "fr") == [])
    #expect(Self.names("FIRST and IRSA and DMVs", "en-US") == [])
    #expect(Self.names("😀 DMV", "en-US") == ["dmv@3"])
  }
}
