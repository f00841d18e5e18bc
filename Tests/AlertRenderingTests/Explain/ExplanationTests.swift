import AlertLayout
import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

@Suite struct ExplanationTests {
  static let renderer = TestContent.renderer

  static func explain(_ example: String, _ locale: String, device: DeviceClass = .other) throws
    -> Explanation
  {
    let alert = try Alert(json: try TestContent.example(example))
    return try renderer.explain(alert, locale: locale, device: device)
  }

  static func entry(_ explanation: Explanation, _ path: String) throws -> Explanation.Entry {
    try #require(explanation.entries.first { $0.path == path }, "no entry \(path)")
  }

  /// The seed email alert in es-419: the title's rule file and line, its catalog key and
  /// variation, the locale step, and which date field won.
  @Test func theEmailAlertsTitleAndDateAreTracedToTheirFiles() throws {
    let explanation = try Self.explain("email-alert.json", "es-419")
    let title = try Self.entry(explanation, "navigation.title")
    #expect(title.text == "Dirección de correo electrónico filtrada")
    #expect(
      title.rule?.position
        == .init(
          file: "Rules/CyberAgent/alert.json", jsonPath: "variants[0].title", line: 12, column: 16))
    #expect(title.rule?.chosenBy == .init(jsonPath: "variants[0].when", held: true))
    #expect(title.match?.file == "Rules/CyberAgent/IDEMAILADDR.json")
    #expect(title.match?.line == 8)
    #expect(title.catalog?.key == "match.IDEMAILADDR.title")
    #expect(title.catalog?.position?.file == "Localizations/CyberAgent.xcstrings")
    #expect(
      title.catalog?.position?.jsonPath
        == "strings.match.IDEMAILADDR.title.localizations.es-419.variations.plural.one"
        + ".stringUnit.value")
    #expect(title.catalog?.plural == "one" && title.catalog?.count == 1)
    #expect(title.catalog?.served == "es-419" && title.catalog?.step == "exact")
    #expect(explanation.step == "exact" && explanation.chain == ["es-419", "es", "en-US"])
    let date = try Self.entry(explanation, "body[1].items[0].date.iso")
    #expect(date.data?.jsonPath == "events[0].data.CreationDate")
    #expect(
      date.data?.fields.map { "\($0.field) \($0.outcome)" } == [
        "SourceDate absent", "CreationDate used", "date not-reached",
      ])
    let value = try Self.entry(explanation, "body[1].items[0].value")
    #expect(value.masking?.policy == "\"none\"")
    #expect(value.masking?.position.line == 6)
  }

  @Test func goldenTextAndJSON() throws {
    let explanation = try Self.explain("email-alert.json", "es-419")
    Snapshot.expect(explanation.text(width: 80), matches: "explain.email-alert.es-419.txt")
    Snapshot.expect(explanation.json(), matches: "explain.email-alert.es-419.json")
  }

  /// Every text and value an explanation shows is the one the document carries at its path,
  /// and every text of the document is explained.
  @Test(arguments: ["en-US", "en-GB", "es-419", "es-MX", "fr", "en-XA"])
  func everyEntryIsWhatTheDocumentCarries(locale: String) throws {
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: TestContent.examplesDirectory.path
    ).filter { $0.hasSuffix(".json") }.sorted()
    for example in examples {
      let bytes = try TestContent.example(example)
      let document = try Self.renderer.render(json: bytes, locale: locale)
      let tree = try JSONParser.parse(try document.jsonData(pretty: false))
      let explanation = try Self.explain(example, locale)
      for entry in explanation.entries {
        let shown = Self.value(at: entry.path, in: tree)
        #expect(shown == .string(entry.text ?? entry.value ?? ""), "\(example) \(entry.path)")
      }
      let explained = Set(explanation.entries.map(\.path))
      let unexplained = Self.textPaths(in: tree).filter { !explained.contains($0) }
      #expect(unexplained.isEmpty, "\(example) [\(locale)]: not explained: \(unexplained)")
      #expect(explanation.diagnostics == document.diagnostics)
    }
  }

  @Test func aVariantAfterOneThatDidNotHoldNamesBoth() throws {
    let explanation = try Self.explain("mixed-alert.json", "en-US")
    let title = try Self.entry(explanation, "navigation.title")
    #expect(title.rule?.position.jsonPath == "variants[1].title")
    #expect(title.rule?.chosenBy == nil)
    #expect(title.rule?.skipped == [.init(jsonPath: "variants[0].when", held: false)])
    #expect(title.match == nil)
    #expect(title.arguments == ["count 3"])
  }

  @Test func aRegionalRequestNamesItsCLDRParent() throws {
    let explanation = try Self.explain("email-alert.json", "es-MX")
    #expect(explanation.servedLocale == "es-419" && explanation.step == "cldr-parent")
    #expect(explanation.chain == ["es-MX", "es-419", "es", "en-US"])
    let title = try Self.entry(explanation, "navigation.title")
    #expect(title.catalog?.step == "cldr-parent")
  }

  @Test func anUnreadableDateFieldIsNamedInvalidAndTheNextOneWins() throws {
    let bytes = TestContent.alertJSON(events: [
      [
        "SourceDate": "0000-00-00 00:00:00", "CreationDate": "2016-09-06 00:00:00",
        "email": "a@example.com", "match": "IDEMAILADDR",
      ]
    ])
    let explanation = try Self.renderer.explain(try Alert(json: bytes), locale: "en-US")
    let date = try Self.entry(explanation, "body[1].items[0].date.iso")
    #expect(
      date.data?.fields.map { "\($0.field) \($0.outcome)" } == [
        "SourceDate invalid (invalid-date)", "CreationDate used", "date not-reached",
      ])
  }

  @Test func aDeviceVariationIsNamed() throws {
    let explanation = try Self.explain("email-alert.json", "en-US", device: .iphone)
    let varied = explanation.entries.compactMap(\.catalog).filter { $0.device == "iphone" }
    for catalog in varied {
      #expect(catalog.position?.jsonPath.contains(".variations.device.iphone") == true)
    }
  }

  @Test func textLinesFitTheWidth() throws {
    for width in [40, 80, 120] {
      let text = try Self.explain("mixed-alert.json", "es-419").text(width: width)
      for line in text.split(separator: "\n") {
        #expect(line.count <= width, "\(line)")
      }
    }
  }

  /// The value at `path` (`body[1].items[0].value`) of `tree`.
  static func value(at path: String, in tree: JSONValue) -> JSONValue? {
    var current: JSONValue? = tree
    for part in path.split(separator: ".") {
      var name = Substring(part)
      var index: Int?
      if let open = name.firstIndex(of: "[") {
        index = Int(name[name.index(after: open)...].dropLast())
        name = name[..<open]
      }
      current = current?[String(name)]
      if let index {
        guard case .array(let elements) = current, elements.indices.contains(index) else {
          return nil
        }
        current = elements[index]
      }
    }
    return current
  }

  /// The paths of the document's texts: every string under a text member's name.
  static func textPaths(in tree: JSONValue, path: String = "") -> [String] {
    let names: Set<String> = [
      "title", "subtitle", "text", "message", "accessibilityLabel", "accessibilityHint",
      "label", "spokenText", "spokenValue", "valueMissingText",
    ]
    switch tree {
    case .object(let members):
      return members.flatMap { member -> [String] in
        let inner = path.isEmpty ? member.key : path + "." + member.key
        if case .string = member.value { return names.contains(member.key) ? [inner] : [] }
        let skipped =
          member.key == "annotations"
          || (path.isEmpty && ["theme", "diagnostics"].contains(member.key))
        return skipped ? [] : textPaths(in: member.value, path: inner)
      }
    case .array(let elements):
      return elements.enumerated().flatMap { textPaths(in: $1, path: path + "[\($0)]") }
    default:
      return []
    }
  }
}
