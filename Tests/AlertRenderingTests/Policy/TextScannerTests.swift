import Testing

@testable import AlertRendering

/// What the scanner finds in a text, and what it must not: each case lists the items as
/// `kind:written→normalized`.
@Suite struct TextScannerTests {
  /// The items of `text` as `kind:written→normalized`.
  static func found(_ text: String) -> [String] {
    TextScanner.scan(text).map { "\($0.kind.rawValue):\($0.written)→\($0.normalized)" }
  }

  @Test func urlsOfEverySchemeEndAtWhiteSpaceWithoutTrailingPunctuation() {
    #expect(
      Self.found("Report it at https://www.IdentityTheft.gov/Assistant.") == [
        "url:https://www.IdentityTheft.gov/Assistant→https://www.IdentityTheft.gov/Assistant"
      ])
    #expect(
      Self.found("(see http://evil.example.com/a?b=c#d), then ftp://x.example.org.") == [
        "url:http://evil.example.com/a?b=c#d→http://evil.example.com/a?b=c#d",
        "url:ftp://x.example.org→ftp://x.example.org",
      ])
    #expect(Self.found("«https://a.gov/x_(y)»") == ["url:https://a.gov/x_(y)→https://a.gov/x_(y)"])
    #expect(
      Self.found("Open alert-app://settings/notifications now") == [
        "url:alert-app://settings/notifications→alert-app://settings/notifications"
      ])
    #expect(
      Self.found("Click javascript:alert(1) or data:text/html,x or vbscript:x") == [
        "url:javascript:alert(1)→javascript:alert(1)",
        "url:data:text/html,x→data:text/html,x",
        "url:vbscript:x→vbscript:x",
      ])
  }

  @Test func schemeOnlyFormsNeedSomethingAfterTheColon() {
    #expect(Self.found("Your data: email, phone and file: all of it.") == [])
    #expect(Self.found("Notes: see below.") == [])
  }

  @Test func mailtoAndTelReadAsAnEmailAddressAndAPhone() {
    #expect(
      Self.found("Write to mailto:Help@Example.COM?subject=x or call tel:+1-202-555-0199.") == [
        "email:mailto:Help@Example.COM?subject=x→help@example.com",
        "phone:tel:+1-202-555-0199→+12025550199",
      ])
    #expect(Self.found("tel:abc") == ["url:tel:abc→tel:abc"])
  }

  @Test func hostsWithoutASchemeEndAtTheirLastTopLevelDomainWithAPath() {
    #expect(
      Self.found("Visit IdentityTheft.gov, DoNotCall.gov and IRS.gov/IPPIN.") == [
        "host:IdentityTheft.gov→identitytheft.gov",
        "host:DoNotCall.gov→donotcall.gov",
        "host:IRS.gov/IPPIN→irs.gov/IPPIN",
      ])
    #expect(Self.found("go to www.example.") == ["host:www.example→www.example"])
    #expect(
      Self.found("go to www.example.internal today") == [
        "host:www.example.internal→www.example.internal"
      ])
    #expect(Self.found("…evil.com") == ["host:evil.com→evil.com"])
    #expect(
      Self.found("sub.domain.example.co.uk!") == [
        "host:sub.domain.example.co.uk→sub.domain.example.co.uk"
      ])
  }

  /// An ideographic full stop ending a Japanese sentence is no dot of the host after it.
  @Test func aSentenceEndingInAnotherScriptIsNoLabelOfTheHostAfterIt() {
    #expect(
      Self.found("信用報告書を確認してください。AnnualCreditReport.com で入手できます。") == [
        "host:AnnualCreditReport.com→annualcreditreport.com"
      ])
  }

  @Test func abbreviationsNumbersAndFileLikeWordsAreNotHosts() {
    for text in [
      "U.S.", "e.g. this", "i.e. that", "EE. UU.", "EE.UU.", "1.2", "version 2.0.1", "a.m.",
      "z.B. das", "c.-à-d. ceci", "Ph.D.", "3.14159", "the .gov domain", "end.Then",
      "Fig.1", "report.pdf",
    ] {
      #expect(Self.found(text) == [], "\(text)")
    }
  }

  @Test func aHandleAfterAnAtSignIsNoHost() {
    #expect(Self.found("follow @irs.gov on social media") == [])
  }

  @Test func internationalizedHostsAndScriptsWrittenWithoutSpaces() {
    #expect(Self.found("Посетите пример.рф сегодня") == ["host:пример.рф→пример.рф"])
    #expect(Self.found("请访问IdentityTheft.gov。") == ["host:IdentityTheft.gov→identitytheft.gov"])
    #expect(
      Self.found("詳しくはhttps://www.irs.gov/ippinをご覧ください") == [
        "url:https://www.irs.gov/ippin→https://www.irs.gov/ippin"
      ])
    // A Cyrillic "а" inside a Latin name stays one host, for the policy to refuse.
    #expect(Self.found("Log in at pаypal.com") == ["host:pаypal.com→pаypal.com"])
  }

  @Test func fullwidthFormsAndIdeographicStopsReadAsASCII() {
    let items = TextScanner.scan("访问ｉｒｓ．ｇｏｖ或ｅｖｉｌ。ｃｏｍ")
    #expect(items.map(\.normalized) == ["irs.gov", "evil.com"])
    #expect(items.map(\.written) == ["ｉｒｓ．ｇｏｖ", "ｅｖｉｌ。ｃｏｍ"])
    #expect(items.map(\.range) == [2..<9, 10..<18])
    #expect(Self.found("ｈｔｔｐｓ：／／ｅｖｉｌ．ｃｏｍ") == ["url:ｈｔｔｐｓ：／／ｅｖｉｌ．ｃｏｍ→https://evil.com"])
  }

  @Test func emailAddresses() {
    #expect(
      Self.found("Write to Fraud.Help+1@Example.com.") == [
        "email:Fraud.Help+1@Example.com→fraud.help+1@example.com"
      ])
    #expect(Self.found("user@localhost and a@b") == [])
    #expect(Self.found("ｈｅｌｐ＠ｅｘａｍｐｌｅ．ｃｏｍ") == ["email:ｈｅｌｐ＠ｅｘａｍｐｌｅ．ｃｏｍ→help@example.com"])
  }

  @Test func placeholdersAreNeverPartOfAMatch() {
    #expect(Self.found("%@ leaked %lld times at %1$@.") == [])
    #expect(Self.found("Email %@.com or %#@count@.gov") == [])
    #expect(Self.found("Call %lld5550199 or %1$@2025550199") == ["phone:2025550199→2025550199"])
    #expect(Self.found("100% of accounts at example.com") == ["host:example.com→example.com"])
  }

  @Test func linkDestinationsAreNotScannedTheirTextIs() {
    #expect(
      Self.found("Report it at [IdentityTheft.gov](link:ftc-identity-theft).") == [
        "host:IdentityTheft.gov→identitytheft.gov"
      ])
    #expect(Self.found("Report it [here](link:ftc-identity-theft).") == [])
    #expect(
      Self.found("Report it [here](https://evil.example.com).") == [
        "url:https://evil.example.com→https://evil.example.com"
      ])
  }

  @Test func rangesAreUTF16OffsetsOfTheOriginal() {
    let text = "😀 IRS.gov"
    let item = TextScanner.scan(text).first
    #expect(item?.range == 3..<10)
    #expect(item?.written == "IRS.gov")
  }

  @Test func mostTextsAreNotReadFurther() {
    #expect(!TextScanner.mayHoldItems("Change your password now"))
    #expect(!TextScanner.mayHoldItems("Tu número de 1 paso"))
    #expect(TextScanner.mayHoldItems("Visit IRS.gov"))
    #expect(TextScanner.mayHoldItems("Call ٢٠٢"))
    #expect(TextScanner.mayHoldItems("ｉｒｓ．ｇｏｖ"))
  }

  /// The ASCII answers `mayHoldAddress` takes without Unicode's property tables are the tables'
  /// own, for every ASCII scalar; beyond ASCII the tables answer.
  @Test func asciiClassesAreUnicodesProperties() {
    for value in UInt8(0)...UInt8(0x7F) {
      let scalar = Unicode.Scalar(value)
      let alphabetic = scalar.properties.isAlphabetic
      #expect(TextScanner.isLetter(scalar) == alphabetic, "\(value)")
      #expect(
        TextScanner.isWord(scalar) == (alphabetic || scalar.properties.numericType != nil),
        "\(value)")
      #expect(
        TextScanner.isDecimalDigit(scalar) == (scalar.properties.numericType == .decimal),
        "\(value)")
    }
    #expect(TextScanner.isDecimalDigit("٣") && TextScanner.isWord("é") && !TextScanner.isWord("、"))
  }
}
