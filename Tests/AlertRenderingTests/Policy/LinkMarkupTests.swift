import Testing

@testable import AlertRendering

/// The link markup translators keep: `[text](link:id)`, what it yields and what is malformed.
@Suite struct LinkMarkupTests {
  @Test func aLinkKeepsItsTextAndNamesItsPolicyLink() {
    let text = "Report it at [IdentityTheft.gov](link:ftc-identity-theft) today."
    let result = LinkMarkup.parse(text)
    #expect(result.text == "Report it at IdentityTheft.gov today.")
    #expect(
      result.links == [
        LinkMarkup.Link(id: "ftc-identity-theft", textRange: 13..<30, markupRange: 13..<57)
      ])
    #expect(result.problems.isEmpty)
    #expect(result.markupRanges == [13..<14, 31..<57])
  }

  @Test func severalLinksAndRangesInUTF16() {
    let result = LinkMarkup.parse("😀 [a](link:x) y [bc](link:y-2)")
    #expect(result.text == "😀 a y bc")
    #expect(result.links.map(\.id) == ["x", "y-2"])
    #expect(result.links.map(\.textRange) == [3..<4, 7..<9])
  }

  @Test func bracketsWithoutALinkAreText() {
    for text in ["[sic] as written", "a [b] c (d)", "no links at all", "(link:x)", "[a] (link:x)"] {
      let result = LinkMarkup.parse(text)
      #expect(result.text == text)
      #expect(result.links.isEmpty && result.problems.isEmpty, "\(text)")
    }
  }

  @Test(arguments: [
    ("[](link:x)", LinkMarkup.Problem.Kind.emptyText, "link:x"),
    ("[a]b](link:x)", .bracketInText, "link:x"),
    ("[%@](link:x)", .placeholderInText, "link:x"),
    ("[at %1$@ now](link:x)", .placeholderInText, "link:x"),
    ("[IRS](https://www.irs.gov/ippin)", .destinationNotLink, "https://www.irs.gov/ippin"),
    ("[IRS](link:IRS)", .destinationNotLink, "link:IRS"),
    ("[IRS](link:)", .destinationNotLink, "link:"),
    ("IRS](link:irs)", .noOpeningBracket, "link:irs"),
    ("[a [b](link:x)](link:y)", .noOpeningBracket, "link:y"),
  ])
  func malformedMarkupIsAProblemAndStaysInTheText(
    text: String, kind: LinkMarkup.Problem.Kind, destination: String
  ) {
    let result = LinkMarkup.parse(text)
    #expect(result.problems.map(\.kind) == [kind], "\(result)")
    #expect(result.problems.first?.destination == destination)
    #expect(
      result.problems.first?.message.hasSuffix("[IdentityTheft.gov](link:ftc-identity-theft).")
        == true)
  }

  @Test func anUnclosedDestinationIsAProblem() {
    let result = LinkMarkup.parse("[IRS](link:irs and more")
    #expect(result.problems.map(\.kind) == [.unclosedDestination])
    #expect(result.problems.first?.range == 0..<23)
    #expect(result.text == "[IRS](link:irs and more")
  }

  @Test func aLinkAfterAProblemStillCounts() {
    let result = LinkMarkup.parse("[](link:a) then [b](link:b)")
    #expect(result.problems.map(\.kind) == [.emptyText])
    #expect(result.links.map(\.id) == ["b"])
    #expect(result.text == "[](link:a) then b")
  }

  @Test func theMessageQuotesTheDestinationAsWritten() {
    let problem = LinkMarkup.parse("[IRS](https://www.irs.gov/ippin)").problems.first
    #expect(
      problem?.message
        == "A link leads to 'https://www.irs.gov/ippin'; expected 'link:' and the id of a link of "
        + "the content policy, such as [IdentityTheft.gov](link:ftc-identity-theft).")
  }
}
