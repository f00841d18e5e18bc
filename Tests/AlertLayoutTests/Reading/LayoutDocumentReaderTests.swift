import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout
@testable import AlertRendering

/// The layout document reader: what `alert-render` writes reads back as the same document;
/// newer minor versions are drawn with notes, newer major ones refused, and a broken document
/// is named by its JSON path.
@Suite struct LayoutDocumentReaderTests {
  private let reader = LayoutDocumentReader(file: "doc.json")

  /// The email example as written, parsed into a mutable tree for edits.
  private func emailDocument() throws -> (LayoutDocument, [String: Any]) {
    let document = try TestContent.renderer.render(
      json: try TestContent.example("email-alert.json"), locale: "en-US")
    let object = try JSONSerialization.jsonObject(with: try document.jsonData()) as? [String: Any]
    return (document, try #require(object))
  }

  private func bytes(_ object: [String: Any]) throws -> Data {
    try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
  }

  /// The error reading `object` throws.
  private func error(reading object: [String: Any]) throws -> LayoutDocumentError? {
    let data = try bytes(object)
    do {
      _ = try reader.read(data)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: TestContent.locales + ["en-XA", "ar-XB"])
  func everyExampleReadsBackAsTheSameDocument(locale: String) throws {
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: TestContent.examplesDirectory.path
    ).filter { $0.hasSuffix(".json") }.sorted()
    #expect(!examples.isEmpty)
    for example in examples {
      for theme in Theme.Appearance.allCases {
        let document = try TestContent.renderer.render(
          json: try TestContent.example(example), locale: locale, theme: .standard(theme))
        for pretty in [true, false] {
          let result = try reader.read(try document.jsonData(pretty: pretty))
          #expect(result.document == document, "\(example) \(locale) \(theme)")
          #expect(result.notes.isEmpty)
        }
      }
    }
  }

  @Test func aNewerMinorVersionSkipsUnknownKeysAndBlocksWithNotes() throws {
    var (document, object) = try emailDocument()
    object["schemaVersion"] = "1.4"
    object["haptics"] = "warning"
    var body = try #require(object["body"] as? [[String: Any]])
    body[0]["animation"] = "pulse"
    body.insert(["type": "carousel", "items": []], at: 1)
    object["body"] = body
    var footer = try #require(object["footer"] as? [String: Any])
    var buttons = try #require(footer["buttons"] as? [[String: Any]])
    buttons[0]["style"] = "glass"
    footer["buttons"] = buttons
    object["footer"] = footer
    let result = try reader.read(try bytes(object))
    #expect(
      result.notes.map(\.path) == [
        "body[0].animation", "body[1].type", "footer.buttons[0].style", "haptics",
      ])
    #expect(result.notes.allSatisfy { $0.location.line != nil && $0.location.column != nil })
    let skipped =
      "body[1].type: unknown block type \"carousel\" skipped (the document is 1.4; this "
      + "client knows 1.2)."
    #expect(result.notes[1].message == skipped)
    let location = result.notes[1].location
    #expect(
      result.notes[1].description
        == "doc.json:\(location.line!):\(location.column!): warning: \(skipped)")
    #expect(result.notes[2].message.contains("drawn as 'link'"))
    // Apart from what was skipped, it is the document that was written.
    document.schemaVersion = "1.4"
    document.footer.buttons[0].style = .link  // "glass", read as the clients draw it
    #expect(result.document == document)
    #expect(LayoutHTMLEncoder().encode(result.document).contains("class=\"button link\""))
  }

  @Test func aNewerMajorVersionIsRefusedNamingBothVersions() throws {
    let error = try #require(
      try self.error(reading: ["schemaVersion": "2.0", "screens": [] as [Any]]))
    #expect(
      error
        == .located(
          .newerMajorVersion(file: "doc.json", found: "2.0", supported: "1.2"), line: 1, column: 18
        ))
    #expect(error.description.hasPrefix("doc.json:1:18: error: schemaVersion: the document is"))
    #expect(
      error.description.contains("version 2.0, but this client draws 1.x documents (up to 1.2)"))
  }

  /// A note keeps the `Report` contract: its message starts with the JSON path, and its
  /// description is `file:line:column: warning: message`, as every other report's.
  @Test func aNoteIsAReportLikeTheOthers() throws {
    let file = TestContent.root.appendingPathComponent("Tests/Conformance/newer-minor.json")
    let result = try LayoutDocumentReader(file: file.path).read(try Data(contentsOf: file))
    #expect(result.notes.count == 9)
    for note in result.notes {
      #expect(note.message.hasPrefix(LayoutDocumentError.name(note.path) + ": "), "\(note.message)")
      #expect(note.location.file == file.path)
      let line = try #require(note.location.line)
      let column = try #require(note.location.column)
      #expect(note.description == "\(file.path):\(line):\(column): warning: \(note.message)")
    }
  }

  @Test func anOlderMinorVersionIsDrawn() throws {
    var (_, object) = try emailDocument()
    object["schemaVersion"] = "1.0"
    let result = try reader.read(try bytes(object))
    #expect(result.document.schemaVersion == "1.0")
    #expect(result.notes.isEmpty)
  }

  @Test func aKnownVersionWithAnUnknownKeyIsAnErrorWithASuggestion() throws {
    var (_, object) = try emailDocument()
    var navigation = try #require(object["navigation"] as? [String: Any])
    navigation["titel"] = "x"
    object["navigation"] = navigation
    let error = try #require(try self.error(reading: object))
    #expect(error.path == "navigation.titel")
    #expect(
      error.message
        == "navigation.titel: unknown key 'titel'; a 1.2 document has only 'title', "
        + "'annotations' here. Did you mean 'title'?")
  }

  @Test func aKnownVersionWithAnUnknownBlockTypeIsAnError() throws {
    var (_, object) = try emailDocument()
    var body = try #require(object["body"] as? [[String: Any]])
    body[2]["type"] = "separater"
    object["body"] = body
    let error = try #require(try self.error(reading: object))
    #expect(error.path == "body[2].type")
    #expect(error.message.contains("unknown value \"separater\""))
    #expect(error.message.hasSuffix("Did you mean 'separator'?"))
  }

  /// Each broken document is named by the JSON path of what is wrong and quotes the value.
  @Test(arguments: [
    ("navigation", "navigation: missing; expected the navigation bar."),
    ("theme.colors.danger=#12", "theme.colors.danger: expected a colour \"#RRGGBB\" or"),
    ("body[1].items[0].eventIndex=-1", "body[1].items[0].eventIndex: expected a whole number"),
    ("footer.buttons[1].style=huge", "footer.buttons[1].style: unknown value \"huge\""),
    ("schemaVersion=one", "schemaVersion: expected a version \"major.minor\""),
    ("schemaVersion=0.9", "schemaVersion: expected a 1.x version such as \"1.2\""),
    ("theme.fonts.text.size=-3", "theme.fonts.text.size: expected a number of points from 0 to"),
    ("dialogs.resolve.buttons[0].role=", "dialogs.resolve.buttons[0].role: unknown value \"\""),
    ("direction=sideways", "direction: unknown value \"sideways\"; a 1.2 document has only"),
  ])
  func aBrokenDocumentIsNamedByItsPath(edit: String, expected: String) throws {
    var (_, object) = try emailDocument()
    let parts = edit.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      .map(String.init)
    object = try Self.edit(object, path: parts[0], value: parts.count > 1 ? parts[1] : nil)
    let error = try #require(try self.error(reading: object))
    #expect(error.message.hasPrefix(expected), "\(error.message)")
    // A key missing at the top has no better place than the file.
    #expect((error.location.line != nil) == (parts[0].contains(".") || parts.count > 1))
  }

  @Test func anAlertIsNotALayoutDocument() throws {
    let alert = try TestContent.example("email-alert.json")
    do {
      _ = try reader.read(alert)
      Issue.record("an alert read as a document")
    } catch {
      #expect(error.path == "schemaVersion")
      #expect(error.message.contains("this looks like an alert: render it first"))
    }
  }

  @Test func malformedJSONAndInvalidUTF8AreErrors() throws {
    #expect(throws: LayoutDocumentError.self) { try reader.read(Array("{\"a\":".utf8)) }
    #expect(throws: LayoutDocumentError.invalidUTF8(file: "doc.json", offset: 2)) {
      try reader.read([0x7B, 0x22, 0xFF, 0x22])
    }
    #expect(throws: LayoutDocumentError.self) { try reader.read(Array("[1]".utf8)) }
  }

  /// `object` with the value at `path` (`a.b[2].c`) replaced by `value` (a number when it
  /// reads as one), or removed when nil.
  static func edit(_ object: [String: Any], path: String, value: String?) throws -> [String: Any] {
    var keys = path.split(separator: ".").map(String.init)
    let last = keys.removeLast()
    func apply(_ node: Any, _ rest: ArraySlice<String>) throws -> Any {
      guard let first = rest.first else {
        var dictionary = try #require(node as? [String: Any])
        dictionary[last] = value.map { Int($0).map { $0 as Any } ?? $0 }
        return dictionary
      }
      var dictionary = try #require(node as? [String: Any])
      if let bracket = first.firstIndex(of: "[") {
        let key = String(first[..<bracket])
        let index = try #require(Int(first[first.index(after: bracket)...].dropLast()))
        var array = try #require(dictionary[key] as? [Any])
        array[index] = try apply(array[index], rest.dropFirst())
        dictionary[key] = array
      } else {
        dictionary[first] = try apply(dictionary[first] as Any, rest.dropFirst())
      }
      return dictionary
    }
    return try #require(try apply(object, keys[...]) as? [String: Any])
  }
}
