import Foundation
import Testing

@testable import AlertLayout

/// `LayoutDocument.written(for:)`: one test per rule of docs/layout.md "Versions".
@Suite struct LayoutDocumentWrittenTests {
  typealias Doc = LayoutDocument

  private static let analytics = Doc.Analytics(event: "e", alertId: "1:1", target: "helpline")

  /// A small document: a footer with a call and an open-url button, a section whose item
  /// carries a link and an argument after it, and a dialog with an open-url button.
  static func document() -> Doc {
    let item = Doc.Item(
      text: "See the FTC site for 5 steps.",
      annotations: [
        "text": Doc.TextAnnotation(
          arguments: [Doc.ArgumentRange(start: 21, length: 1)], lang: "en-US", direction: .ltr,
          links: [
            Doc.LinkRange(
              start: 8, length: 8, url: "https://www.identitytheft.gov/", action: "link-ftc")
          ])
      ])
    let section = Doc.Section(
      id: "steps", heading: Doc.Heading(text: "Steps", level: 2), items: [item],
      button: Doc.Button(id: "site", title: "Open site", style: .link, action: "open-site"),
      fallback: .separator)
    return Doc(
      alert: Doc.AlertInfo(id: "1:1", type: "CyberAgent", typeCode: 1), locale: "en-US",
      requestedLocale: "en-US", navigation: Doc.Navigation(title: "Title"),
      body: [.section(section)],
      footer: Doc.Footer(buttons: [
        Doc.Button(id: "call", title: "Call", style: .primary, action: "call-helpline"),
        Doc.Button(id: "web", title: "Web", style: .secondary, action: "open-site"),
      ]),
      dialogs: [
        "more": Doc.Dialog(
          title: "More", message: "Go on?",
          buttons: [
            Doc.DialogButton(title: "Site", role: .default, action: "open-site"),
            Doc.DialogButton(title: "Close", role: .cancel, action: "dismiss"),
          ])
      ],
      actions: [
        "call-helpline": Doc.Action(
          kind: .callHelpline, url: "tel:+12025550199", display: "(202) 555-0199",
          analytics: analytics),
        "remind": Doc.Action(
          kind: .scheduleReminder, delay: "P1D", localTime: "09:00", analytics: analytics),
        "resolve": Doc.Action(
          kind: .resolveAlert, operation: "alerts.resolve", analytics: analytics),
        "open-site": Doc.Action(kind: .openURL, url: "https://example.com", analytics: analytics),
        "link-ftc": Doc.Action(
          kind: .openURL, url: "https://www.identitytheft.gov/", analytics: analytics),
        "dismiss": Doc.Action(kind: .dismiss, analytics: analytics),
      ],
      analytics: analytics)
  }

  private static func section(_ document: Doc) throws -> Doc.Section {
    guard case .section(let section) = try #require(document.body.first) else {
      throw CancellationError()
    }
    return section
  }

  @Test func theCurrentVersionIsTheDocumentItself() {
    #expect(Self.document().written(for: .current) == Self.document())
    #expect(Self.document().written(for: .v1_2) == Self.document())
  }

  @Test(arguments: [LayoutVersion.v1_0, .v1_1])
  func olderVersionsSayTheirVersion(version: LayoutVersion) {
    #expect(Self.document().written(for: version).schemaVersion == version.description)
  }

  @Test(arguments: [LayoutVersion.v1_0, .v1_1])
  func actionDataAndTargetsAreDropped(version: LayoutVersion) throws {
    let written = Self.document().written(for: version)
    #expect(written.analytics.target == nil)
    let call = try #require(written.actions["call-helpline"])
    #expect(
      call == Doc.Action(kind: .callHelpline, analytics: Doc.Analytics(event: "e", alertId: "1:1")))
    for action in written.actions.values {
      #expect(action.url == nil && action.display == nil && action.delay == nil)
      #expect(action.localTime == nil && action.operation == nil && action.analytics.target == nil)
    }
  }

  @Test func openURLButtonsAndLinkActionsAreLeftOutWithADiagnostic() throws {
    let written = Self.document().written(for: .v1_1)
    #expect(Set(written.actions.keys) == ["call-helpline", "remind", "resolve", "dismiss"])
    #expect(written.footer.buttons.map(\.id) == ["call"])
    #expect(try Self.section(written).button == nil)
    #expect(written.dialogs["more"]?.buttons.map(\.action) == ["dismiss"])
    let dropped = written.diagnostics.filter { $0.code == "version-dropped" }
    #expect(
      dropped.map(\.path) == ["body[0].button", "footer.buttons[1]", "dialogs.more.buttons[0]"])
    #expect(dropped[1].message.contains("\"open-site\"") && dropped[1].message.contains("1.1"))
  }

  @Test func aLinkIsWrittenIntoItsTextAndLaterRangesShift() throws {
    let item = try #require(try Self.section(Self.document().written(for: .v1_1)).items.first)
    #expect(item.text == "See the FTC site (identitytheft.gov) for 5 steps.")
    // lang stays (1.1); direction and links go; the argument "5" moves past the insertion.
    #expect(
      item.annotations?["text"]
        == Doc.TextAnnotation(arguments: [Doc.ArgumentRange(start: 41, length: 1)], lang: "en-US"))
    let start = item.text.utf16.index(item.text.utf16.startIndex, offsetBy: 41)
    #expect(item.text.utf16[start] == UInt16(UInt8(ascii: "5")))
  }

  @Test func aLinkWhoseTextIsItsDisplayGetsNothingAdded() {
    let links = [
      Doc.LinkRange(start: 4, length: 17, url: "https://www.IdentityTheft.gov/", action: "link-a")
    ]
    let written = LinkText.inline(
      links, in: "Use identitytheft.gov now", arguments: [Doc.ArgumentRange(start: 22, length: 3)])
    #expect(written.text == "Use identitytheft.gov now")
    #expect(written.arguments == [Doc.ArgumentRange(start: 22, length: 3)])
  }

  @Test(arguments: [
    ("https://www.example.com/", "example.com"), ("https://example.com/help/", "example.com/help"),
    ("https://wwwexample.com", "wwwexample.com"), ("http://example.com", "http://example.com"),
  ])
  func theDisplayOfAURL(url: String, display: String) {
    #expect(LinkText.display(of: url) == display)
  }

  @Test func twoLinksShiftTheSecondAndTheArgumentsAfterEach() {
    let links = [
      Doc.LinkRange(start: 0, length: 1, url: "https://a.org", action: "link-a"),
      Doc.LinkRange(start: 2, length: 1, url: "https://b.org/", action: "link-b"),
    ]
    let written = LinkText.inline(
      links, in: "A B c",
      arguments: [Doc.ArgumentRange(start: 0, length: 1), Doc.ArgumentRange(start: 4, length: 1)])
    #expect(written.text == "A (a.org) B (b.org) c")
    #expect(
      written.arguments == [
        Doc.ArgumentRange(start: 0, length: 1), Doc.ArgumentRange(start: 20, length: 1),
      ])
  }

  @Test func blockFallbacksGo() throws {
    #expect(try Self.section(Self.document().written(for: .v1_1)).fallback == nil)
  }

  @Test func version1_0DropsAnnotationsAndSpokenTextsButKeepsTheLinkText() throws {
    let every = LayoutDocumentEveryFieldTests.document.written(for: .v1_0)
    let json = String(decoding: try every.jsonData(pretty: true), as: UTF8.self)
    for key in [
      "annotations", "spokenText", "spokenValue", "\"fallback\" :", "target",
      "\"url\"", "\"display\" : \"(", "operation", "localTime", "delay", "link-",
    ] {
      #expect(!json.contains(key), "\(key) in a 1.0 document")
    }
    let written = Self.document().written(for: .v1_0)
    let item = try #require(try Self.section(written).items.first)
    #expect(item.text == "See the FTC site (identitytheft.gov) for 5 steps.")
    #expect(item.annotations == nil)
  }

  @Test func version1_1KeepsAnnotationsAndSpokenTexts() throws {
    let every = LayoutDocumentEveryFieldTests.document.written(for: .v1_1)
    let json = String(decoding: try every.jsonData(pretty: true), as: UTF8.self)
    #expect(json.contains("\"annotations\"") && json.contains("\"spokenValue\""))
    #expect(json.contains("\"spokenText\"") && !json.contains("\"links\""))
    #expect(every.navigation.annotations?["title"]?.lang == "en-US")
    #expect(every.navigation.annotations?["title"]?.direction == nil)
  }

  /// What a 1.0 reader reads back: the reader accepts the written document with no notes.
  @Test(arguments: [LayoutVersion.v1_0, .v1_1])
  func theReaderReadsAnOlderDocumentBack(version: LayoutVersion) throws {
    let written = LayoutDocumentEveryFieldTests.document.written(for: version)
    let result = try LayoutDocumentReader(file: "old.json").read(try written.jsonData())
    #expect(result.document == written)
    #expect(result.notes.isEmpty)
  }

  /// The theme metrics layout 1.2 added are neither written nor kept below 1.2: a 1.1 reader
  /// takes their standard values, and the frozen schemas allow only the six of 1.0.
  @Test(arguments: [LayoutVersion.v1_0, .v1_1])
  func newerMetricsAreNotWritten(version: LayoutVersion) throws {
    var document = LayoutDocumentEveryFieldTests.document
    document.theme.metrics.dialogWidth = 300
    let written = document.written(for: version)
    #expect(written.theme.metrics.dialogWidth == Theme.Metrics.standard.dialogWidth)
    let json = try JSONSerialization.jsonObject(with: written.jsonData()) as? [String: Any]
    let metrics = (json?["theme"] as? [String: Any])?["metrics"] as? [String: Any]
    #expect(
      metrics.map { Set($0.keys) }
        == [
          "buttonCornerRadius", "buttonHeight", "buttonShadowOffset", "margin", "narrowMargin",
          "separatorThickness",
        ])
    let current = try JSONSerialization.jsonObject(with: document.jsonData()) as? [String: Any]
    let all = (current?["theme"] as? [String: Any])?["metrics"] as? [String: Any]
    #expect(all?["dialogWidth"] as? Double == 300)
  }
}
