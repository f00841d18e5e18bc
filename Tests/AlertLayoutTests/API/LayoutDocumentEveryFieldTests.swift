import AlertRenderTestSupport
import AlertRendering
import Foundation
import Testing

@testable import AlertLayout

/// One document that fills every field `docs/layout.schema.json` defines, optional ones
/// included, built with the public initialisers only.
///
/// A field lives in the struct, its `Codable` conformance, `LayoutJSONWriter`, the schema and
/// the docs. Whichever of them a new field is missing from, one of these tests fails: the
/// schema walk when the struct or the writer lacks it, the round trip when the writer drops
/// it, the golden file (validated against the schema by `Tests/Schema/validate.py`) when the
/// output changes, and the docs check when docs/layout.md or docs/theme.md never names it.
@Suite struct LayoutDocumentEveryFieldTests {
  static let schemaFile = TestContent.root.appendingPathComponent("docs/layout.schema.json")

  /// Annotations of `field` that use every one of an annotation's fields: its language
  /// (English, in a Spanish document), its direction, a link, and, when given, the range of
  /// `argument` in its `text`, as `LayoutFixtureTests` checks it.
  static func notes(
    _ field: String, _ text: String? = nil, argument: String? = nil
  ) -> LayoutDocument.Annotations {
    var ranges: [LayoutDocument.ArgumentRange]?
    if let text, let argument, let range = text.range(of: argument) {
      let start = text.utf16.distance(from: text.startIndex, to: range.lowerBound)
      ranges = [LayoutDocument.ArgumentRange(start: start, length: argument.utf16.count)]
    }
    return [
      field: LayoutDocument.TextAnnotation(
        arguments: ranges, lang: "en-US", direction: .ltr,
        links: [
          LayoutDocument.LinkRange(
            start: 0, length: 5, url: "https://www.identitytheft.gov/",
            action: "link-ftc-identity-theft")
        ])
    ]
  }

  /// The document: every optional field set, every kind of block, every closed set's choices.
  static let document: LayoutDocument = {
    typealias Doc = LayoutDocument
    // Every annotated text holds an argument (a count where nothing else fits) so that every
    // kind of object shows both fields of an annotation.
    let icon = Doc.Icon(
      name: "email-alert", accessibilityLabel: "Email 1 of 2", decorative: false,
      annotations: notes("accessibilityLabel", "Email 1 of 2", argument: "1"))
    let detail = Doc.Detail(
      eventIndex: 0, matchType: "IDEMAILADDR", icon: icon, value: "a•••@example.com",
      origin: Doc.Origin(
        text: "From: Test Data", value: "Test Data",
        annotations: notes("text", "From: Test Data", argument: "Test Data")),
      date: Doc.DateLine(
        text: "Date of leak: 09-06-2016", display: "09-06-2016", spoken: "September 6, 2016",
        iso: "2016-09-06", source: "SourceDate",
        spokenText: "Date of leak: September 6, 2016",
        annotations: notes("text", "Date of leak: 09-06-2016", argument: "09-06-2016")),
      fields: [
        Doc.Field(
          key: "ssn", label: "SSN", value: "•••-••-6789", spokenValue: "ending in 6789",
          annotations: notes("spokenValue", "ending in 6789", argument: "6789"))
      ],
      spokenValue: "starting with a, ending in example.com",
      annotations: notes(
        "spokenValue", "starting with a, ending in example.com", argument: "example.com"))
    // A detail has a value (or fields), or else the line saying it is missing: not both.
    let missing = Doc.Detail(
      eventIndex: 1, icon: icon, valueMissingText: "No value was reported for 1 event.",
      annotations: notes(
        "valueMissingText", "No value was reported for 1 event.", argument: "1"))
    let buttons = ButtonStyle.allCases.map { style in
      Doc.Button(
        id: "button-\(style.rawValue)", title: "Remind me in 2 days", style: style,
        action: "action-show-dialog", accessibilityHint: "Opens a dialog.",
        annotations: notes("title", "Remind me in 2 days", argument: "2"))
    }
    var actions: [String: Doc.Action] = [:]
    for kind in ActionKind.allCases {
      actions["action-\(kind.rawValue)"] = Doc.Action(
        kind: kind, dialog: kind == .showDialog ? "resolve" : nil,
        analytics: Doc.Analytics(event: "alert_\(kind.rawValue)", alertId: "4930982:105"))
    }
    actions["action-call-helpline"]?.url = "tel:+12025550199"
    actions["action-call-helpline"]?.display = "+1 202-555-0199"
    actions["action-call-helpline"]?.analytics.target = "helpline"
    actions["action-schedule-reminder"]?.delay = "P1D"
    actions["action-schedule-reminder"]?.localTime = "09:00"
    actions["action-resolve-alert"]?.operation = "alerts.resolve"
    actions["action-open-url"]?.url = "https://www.identitytheft.gov/"
    actions["action-open-url"]?.analytics.target = "ftc-identity-theft"
    actions["link-ftc-identity-theft"] = actions["action-open-url"]
    return LayoutDocument(
      alert: Doc.AlertInfo(id: "4930982:105", type: "CyberAgent", typeCode: 1),
      locale: "es-419", requestedLocale: "es_MX.UTF-8", direction: .rtl,
      theme: .standard(.dark), layout: .standard,
      navigation: Doc.Navigation(
        title: "2 Email Addresses Leaked",
        annotations: notes("title", "2 Email Addresses Leaked", argument: "2")),
      body: [
        .banner(
          Doc.Banner(
            icon: icon, title: "Identity Risk", subtitle: "Your email was found in 2 leaks",
            annotations: notes("subtitle", "Your email was found in 2 leaks", argument: "2"),
            fallback: .section(
              Doc.Section(
                id: "risks", heading: Doc.Heading(text: "At risk", level: 2), items: [],
                fallback: .separator)))),
        .details(Doc.DetailList(items: [detail, missing], fallback: .separator)),
        .separator,
        .section(
          Doc.Section(
            id: "steps",
            heading: Doc.Heading(
              text: "Next 3 Steps", level: 2,
              annotations: notes("text", "Next 3 Steps", argument: "3")),
            items: [
              Doc.Item(
                text: "Change your password within 24 hours.", icon: icon,
                annotations: notes("text", "Change your password within 24 hours.", argument: "24"))
            ],
            button: buttons[0], fallback: .separator)),
      ],
      footer: Doc.Footer(buttons: buttons),
      dialogs: [
        "resolve": Doc.Dialog(
          title: "Resolve alert?", message: "This removes 1 alert.",
          buttons: DialogRole.allCases.map {
            Doc.DialogButton(
              title: "\($0.rawValue) 1", role: $0, action: "action-dismiss",
              annotations: notes("title", "\($0.rawValue) 1", argument: "1"))
          }, annotations: notes("message", "This removes 1 alert.", argument: "1"))
      ],
      actions: actions,
      analytics: Doc.Analytics(event: "alert_viewed", alertId: "4930982:105", target: "helpline"),
      diagnostics: [
        Diagnostic(code: "locale-fallback", message: "Used es-419.", path: "events[0].data")
      ])
  }()

  /// The document through `jsonData(pretty:)`, which is `LayoutJSONWriter`.
  static func writerJSON() throws -> Data { try document.jsonData(pretty: true) }

  @Test func matchesItsGoldenFile() throws {
    Snapshot.expect(
      String(decoding: try Self.writerJSON(), as: UTF8.self) + "\n", matches: "every-field.json")
  }

  @Test func writerAndCodableAgree() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    // Key order normalized: both parsed and written again with sorted keys.
    func normalized(_ data: Data) throws -> Data {
      try JSONSerialization.data(
        withJSONObject: try JSONSerialization.jsonObject(with: data), options: [.sortedKeys])
    }
    let fromEncoder = try normalized(try encoder.encode(Self.document))
    #expect(fromEncoder == (try normalized(try Self.writerJSON())))
    // What the writer wrote decodes to the document it was given: it dropped nothing.
    #expect(try JSONDecoder().decode(LayoutDocument.self, from: Self.writerJSON()) == Self.document)
  }

  @Test func fillsEveryPropertyOfTheSchema() throws {
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schemaFile)) as? [String: Any])
    let output = try JSONSerialization.jsonObject(with: try Self.writerJSON())
    var walk = SchemaCoverage(root: schema)
    walk.visit(schema, [output], at: "")
    #expect(walk.visited > 100, "the walk reached the schema's properties")
    #expect(walk.missing == [], "properties of the schema the document leaves out")
  }

  /// The enums and the schema list the same choices, in the same order.
  @Test func closedSetsMatchTheSchema() throws {
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schemaFile)) as? [String: Any])
    func choices(_ path: [String]) -> [String]? {
      var node: Any? = schema
      for key in path { node = (node as? [String: Any])?[key] }
      return (node as? [String: Any])?["enum"] as? [String]
    }
    #expect(
      choices(["$defs", "button", "properties", "style"]) == ButtonStyle.allCases.map(\.rawValue))
    #expect(
      choices(["$defs", "dialogButton", "properties", "role"])
        == DialogRole.allCases.map(\.rawValue))
    #expect(
      choices(["$defs", "action", "properties", "kind"]) == ActionKind.allCases.map(\.rawValue))
    #expect(
      choices(["properties", "direction"]) == LayoutDocument.Direction.allCases.map(\.rawValue))
    typealias Layout = LayoutDocument.Layout
    let layout = ["$defs", "layout", "properties"]
    #expect(choices(layout + ["scrollAxis"]) == Layout.ScrollAxis.allCases.map(\.rawValue))
    #expect(choices(layout + ["textWrap"]) == Layout.TextWrap.allCases.map(\.rawValue))
    #expect(
      choices(layout + ["footerButtonWidth"]) == Layout.FooterButtonWidth.allCases.map(\.rawValue))
    let region = layout + ["regions", "items", "properties"]
    #expect(choices(region + ["content"]) == LayoutDocument.Region.Part.allCases.map(\.rawValue))
    #expect(
      choices(region + ["behavior"]) == LayoutDocument.Region.Behavior.allCases.map(\.rawValue))
  }

  /// A value outside a closed set is refused when a document is read, naming the field.
  @Test func decodingRefusesAValueOutsideAClosedSet() throws {
    var object = try #require(
      try JSONSerialization.jsonObject(with: try Self.writerJSON()) as? [String: Any])
    var footer = try #require(object["footer"] as? [String: Any])
    var buttons = try #require(footer["buttons"] as? [[String: Any]])
    buttons[0]["style"] = "tertiary"
    footer["buttons"] = buttons
    object["footer"] = footer
    let data = try JSONSerialization.data(withJSONObject: object)
    #expect {
      try JSONDecoder().decode(LayoutDocument.self, from: data)
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.codingPath.map(\.stringValue).last == "style"
    }
  }

  /// A document built with the public initialisers alone, as a client builds one, draws.
  @Test func theReadmeExampleDraws() {
    let alert = LayoutDocument.AlertInfo(id: "4930982:105", type: "CyberAgent", typeCode: 1)
    let mine = LayoutDocument(
      alert: alert, locale: "en-US", requestedLocale: "en-US",
      navigation: .init(title: "Email Address Leaked"),
      body: [.section(.init(id: "help", heading: .init(text: "Need help?", level: 2), items: []))],
      footer: .init(buttons: [.init(id: "done", title: "Done", style: .primary, action: "dismiss")]
      ),
      actions: [
        "dismiss": .init(
          kind: .dismiss, analytics: .init(event: "alert_dismissed", alertId: alert.id))
      ],
      analytics: .init(event: "alert_viewed", alertId: alert.id))
    let page = LayoutHTMLEncoder().encode(mine)
    #expect(page.contains("Email Address Leaked"))
    #expect(page.contains("data-action=\"dismiss\""))
    #expect(mine.schemaVersion == LayoutDocument.currentSchemaVersion)
    #expect(mine.direction == .ltr && mine.theme == .light && mine.layout == .standard)
  }

  /// A field the schema describes but the prose never names is one a client developer
  /// reading docs/layout.md misses; the theme's fields are in docs/theme.md.
  @Test func docsNameEverySchemaProperty() throws {
    var schema = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schemaFile)) as? [String: Any])
    var definitions = try #require(schema["$defs"] as? [String: Any])
    var theme: [String: Any] = [:]
    for name in ["theme", "color", "font"] { theme[name] = definitions.removeValue(forKey: name) }
    schema["$defs"] = definitions
    #expect(theme.count == 3)
    for (node, file) in [(schema, "docs/layout.md"), (theme, "docs/theme.md")] {
      var names: Set<String> = []
      SchemaCoverage.collectPropertyNames(node, into: &names)
      let text = try String(
        contentsOf: TestContent.root.appendingPathComponent(file), encoding: .utf8)
      let words = Self.wordsInCode(text)
      #expect(names.count > 15 && !words.isEmpty)
      let unnamed = names.subtracting(words).sorted()
      #expect(unnamed == [], "schema properties \(file) never names in code")
    }
  }

  /// The words inside the code spans and code blocks of Markdown `text`.
  static func wordsInCode(_ text: String) -> Set<String> {
    var words: Set<String> = []
    for match in text.matches(of: #/```[\s\S]*?```|`[^`\n]+`/#) {
      for word in match.output.matches(of: #/[A-Za-z]+/#) { words.insert(String(word.output)) }
    }
    return words
  }

  @Test func theWalkFindsALeftOutField() throws {
    let schema: [String: Any] = [
      "type": "object",
      "properties": [
        "a": ["type": "string"],
        "list": ["type": "array", "items": ["$ref": "#/$defs/item"]],
        "blocks": [
          "type": "array",
          "items": [
            "oneOf": [
              ["properties": ["type": ["const": "x"], "b": ["type": "string"]]],
              ["properties": ["type": ["const": "y"]]],
            ]
          ],
        ],
      ],
      "$defs": ["item": ["type": "object", "properties": ["c": ["type": "string"]]]],
    ]
    let value: [String: Any] = ["list": [["d": 1]], "blocks": [["type": "x"]]]
    var walk = SchemaCoverage(root: schema)
    walk.visit(schema, [value], at: "")
    #expect(walk.missing == ["a", "blocks[](x).b", "blocks[](y)", "list[].c"])
  }
}
