import AlertLayout
import Foundation
import Testing

/// `LayoutDocument.Annotations` behaves as the dictionary it replaced, and keeps its names in
/// the order a document is written in.
@Suite struct AnnotationsTests {
  private let lang = LayoutDocument.TextAnnotation(lang: "en-US")
  private let ranges = LayoutDocument.TextAnnotation(arguments: [.init(start: 0, length: 2)])

  /// Setting, replacing and removing by name, whatever the order names come in; the names
  /// stay in UTF-8 byte order (uppercase before lowercase, `é` after `z`), each once.
  @Test func namesAreSetReplacedAndRemovedAndKeptInUTF8Order() {
    var annotations = LayoutDocument.Annotations()
    for name in ["title", "é", "Text", "subtitle", "a", "zz"] { annotations[name] = lang }
    annotations["title"] = ranges
    #expect(annotations.keys == ["Text", "a", "subtitle", "title", "zz", "é"])
    #expect(annotations["title"] == ranges)
    #expect(annotations.count == 6)
    annotations["a"] = nil
    annotations["missing"] = nil
    #expect(annotations.keys == ["Text", "subtitle", "title", "zz", "é"])
    #expect(annotations["a"] == nil)
    #expect(annotations.map(\.key) == annotations.keys)
    #expect(annotations.values.count == 5)
  }

  /// Against a dictionary on random operations: the same annotation for every name
  /// (canonically equivalent names are one name, as for `String` keys), the same count, and
  /// equal as a dictionary's contents are, whatever the order of setting.
  @Test func behavesAsADictionaryOnRandomOperations() {
    let names = ["text", "title", "value", "e\u{301}", "\u{E9}", "A", "spokenValue", ""]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<300 {
      var annotations = LayoutDocument.Annotations()
      var reordered = LayoutDocument.Annotations()
      var dictionary: [String: LayoutDocument.TextAnnotation] = [:]
      for _ in 0..<12 {
        let name = names.randomElement(using: &generator)!
        let value = [lang, ranges, nil].randomElement(using: &generator)!
        annotations[name] = value
        dictionary[name] = value
      }
      for (name, value) in dictionary.shuffled() { reordered[name] = value }
      #expect(annotations.count == dictionary.count)
      for name in names { #expect(annotations[name] == dictionary[name], "\(Array(name.utf8))") }
      #expect(annotations == reordered)
      #expect(
        annotations.keys
          == annotations.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    }
  }

  /// A literal, and a name given twice in it keeps the last annotation.
  @Test func aLiteralKeepsTheLastAnnotationOfANameGivenTwice() {
    let annotations: LayoutDocument.Annotations = ["text": lang, "a": ranges, "text": ranges]
    #expect(annotations.keys == ["a", "text"])
    #expect(annotations["text"] == ranges)
    #expect(annotations != ["a": ranges])
  }

  /// Codable as a JSON object keyed by the names, as a dictionary was.
  @Test func encodesAndDecodesAsAJSONObject() throws {
    let annotations: LayoutDocument.Annotations = ["title": lang, "subtitle": ranges]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = try encoder.encode(annotations)
    let dictionary: [String: LayoutDocument.TextAnnotation] = ["title": lang, "subtitle": ranges]
    #expect(json == (try encoder.encode(dictionary)))
    let decoded = try JSONDecoder().decode(LayoutDocument.Annotations.self, from: json)
    #expect(decoded == annotations)
    #expect(decoded.keys == ["subtitle", "title"])
  }

  /// An encoder's or decoder's key strategy leaves the names alone, as it leaves a
  /// dictionary's keys: they name text fields, not coding keys.
  @Test func keyStrategiesLeaveTheNamesAlone() throws {
    let annotations: LayoutDocument.Annotations = ["accessibilityHint": lang, "b_c": ranges]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    encoder.keyEncodingStrategy = .convertToSnakeCase
    let json = try encoder.encode(annotations)
    let text = String(decoding: json, as: UTF8.self)
    #expect(text.contains("\"accessibilityHint\""), "\(text)")
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    #expect(try decoder.decode(LayoutDocument.Annotations.self, from: json) == annotations)
  }
}
