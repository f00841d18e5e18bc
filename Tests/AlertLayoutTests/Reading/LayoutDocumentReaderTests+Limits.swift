import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout

/// What bounds the reader's memory: notes kept, annotations only for the object's fields, and
/// the same reading from bytes as from a value made in memory.
extension LayoutDocumentReaderTests {
  /// Every-block's document as a mutable tree.
  static func everyBlock() throws -> [String: Any] {
    let data = try Data(
      contentsOf: TestContent.root.appendingPathComponent("Tests/Conformance/every-block.json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func aNewerMinorVersionKeepsTheFirstHundredNotesAndCountsTheRest() throws {
    var object = try Self.everyBlock()
    object["schemaVersion"] = "1.7"
    var body = try #require(object["body"] as? [[String: Any]])
    body += (0..<5_000).map { ["type": "confetti", "n": $0] }
    object["body"] = body
    for index in 0..<3_000 { object["x\(index)"] = index }
    let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted])
    let result = try LayoutDocumentReader(file: "doc.json").read(data)
    #expect(result.notes.count == 101)
    #expect(
      result.notes.last?.message
        == "(root): 7900 more notes were left out; a reader keeps the first 100.")
    #expect(result.notes.last?.description.hasPrefix("doc.json: warning: (root): 7900 ") == true)
    #expect(result.notes.last?.location.line == nil)
    // The first hundred in the file, in its order.
    let lines = result.notes.dropLast().compactMap(\.location.line)
    #expect(lines.count == 100 && lines == lines.sorted())
    #expect(result.document.body.count == 8)
    var few = LayoutDocumentReader(file: "doc.json")
    few.maxNotes = 2
    #expect(try few.read(data).notes.count == 3)
  }

  @Test func anAnnotationOfAFieldTheObjectDoesNotHaveIsAnUnknownKey() throws {
    var object = try Self.everyBlock()
    var navigation = try #require(object["navigation"] as? [String: Any])
    navigation["annotations"] = ["titel": ["lang": "en-US"]]
    object["navigation"] = navigation
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    do {
      _ = try LayoutDocumentReader(file: "doc.json").read(data)
      Issue.record("an annotation of 'titel' was read")
    } catch {
      #expect(error.path == "navigation.annotations.titel")
      #expect(
        error.message
          == "navigation.annotations.titel: unknown key 'titel'; a 1.1 document has only "
          + "'title' here. Did you mean 'title'?")
      #expect(error.location.line != nil)
    }
    // A newer minor version may annotate a field this client does not know: skipped.
    object["schemaVersion"] = "1.3"
    let newer = try LayoutDocumentReader(file: "doc.json").read(
      try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
    #expect(newer.notes.map(\.path) == ["navigation.annotations.titel"])
    #expect(newer.document.navigation.annotations == [:])
  }

  /// A value made in memory (`JSONValue`) reads as its bytes do, without positions.
  @Test func aValueReadsAsItsBytesDo() throws {
    for name in ["every-optional-field.json", "newer-minor.json", "version-1.0.json"] {
      let data = try Data(
        contentsOf: TestContent.root.appendingPathComponent("Tests/Conformance/\(name)"))
      let value = try JSONParser.parse(Array(data))
      let reader = LayoutDocumentReader(file: name)
      let fromBytes = try reader.read(data)
      let fromValue = try reader.read(value)
      #expect(fromValue.document == fromBytes.document)
      #expect(fromValue.notes.map(\.message) == fromBytes.notes.map(\.message))
      #expect(fromValue.notes.allSatisfy { $0.location.line == nil })
    }
    // A value no bytes could hold is refused, not read.
    let broken = JSONValue.object([JSONMember(key: "schemaVersion", value: .number("1.1\"]"))])
    #expect(throws: LayoutDocumentError.self) {
      try LayoutDocumentReader(file: "x").read(broken)
    }
  }
}
