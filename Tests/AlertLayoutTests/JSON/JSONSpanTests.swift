import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout

/// `JSONParser.validate` accepts and refuses exactly what `parse` does, and a `JSONSpan` reads
/// back every value `parse` builds, without a tree.
@Suite struct JSONSpanTests {
  /// The value `span` reads, as a tree, to compare with what `parse` builds.
  static func tree(_ span: JSONSpan) -> JSONValue {
    switch span.kind {
    case .null: .null
    case .bool: .bool(span.bool ?? false)
    case .number: .number(span.number ?? "")
    case .string: .string(span.string ?? "")
    case .array: .array(span.elements.map(tree))
    case .object: .object(span.members.map { JSONMember(key: $0.key, value: tree($0.value)) })
    }
  }

  /// What `validate` says of `bytes`, then what a span reads; `parse` must agree on both.
  static func expectAgreement(_ bytes: [UInt8], limits: JSONLimits = JSONLimits()) {
    let parsed = Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes, limits: limits)
    }
    bytes.withUnsafeBufferPointer { buffer in
      do throws(JSONSyntaxError) {
        try JSONParser.validate(buffer, limits: limits)
        let span = JSONSpan.document(in: buffer)
        #expect(try parsed.get() == tree(span), "\(String(decoding: bytes, as: UTF8.self))")
        #expect(span.end <= buffer.count)
        let elements = span.elements
        #expect(elements.count == Array(elements).count)
        #expect(span.members.count == Array(span.members).count)
      } catch {
        #expect(throws: error) { try parsed.get() }
      }
    }
  }

  @Test func readsEveryKindOfValueAsTheParserDoes() {
    let inputs = [
      #"{"a": [1, -2.5e+3, 0, true, false, null], "b": {"c": "d\"e\\f\/g\u00e9\ud83d\ude00"}}"#,
      "\u{FEFF} \n\t[ ] ", "{}", #"""#, "0", "-0.0E-0", " true ", #"{"":{"":[[[]]]}}"#,
      #"[{"k\u0041y":1,"kAy":2}]"#, #"["\n"]"#, #"{"a":1,"a":2}"#, "[1,]", #"{"a" 1}"#,
      "[\"\u{1}\"]", "01", "[1 2]", "nul", "", "  ", "{\"a\":[1,{\"b\":[true]}],\"c\":\"x\"}x",
    ]
    for input in inputs {
      Self.expectAgreement(Array(input.utf8))
    }
    Self.expectAgreement(Array("[\"abcdef\"]".utf8), limits: .init(maxDepth: 64, maxStringBytes: 5))
    Self.expectAgreement(Array("[[[1]]]".utf8), limits: .init(maxDepth: 2, maxStringBytes: 5))
  }

  /// Random edits of real documents: whatever `parse` makes of them, `validate` and a span
  /// make the same.
  @Test func agreesWithTheParserOnThousandsOfEdits() throws {
    let document = try Data(
      contentsOf: TestContent.root.appendingPathComponent(
        "Tests/Conformance/every-optional-field.json"))
    let pieces: [[UInt8]] = [
      [], Array("\"".utf8), Array("\\".utf8), Array("\\u12".utf8), Array("{".utf8),
      Array("}".utf8), Array("[".utf8), Array("]".utf8), Array(",".utf8), Array(":".utf8),
      Array("1e5".utf8), Array(" ".utf8), Array("\"a\":".utf8), Array("é".utf8), [0x0A],
    ]
    var generator = SplitMix64(seed: 0x5EA7)
    var accepted = 0
    for _ in 0..<1_500 {
      var bytes = Array(document)
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let start = Int.random(in: 0..<bytes.count, using: &generator)
        let end = min(bytes.count, start + Int.random(in: 0...3, using: &generator))
        bytes.replaceSubrange(
          start..<end, with: pieces[Int.random(in: 0..<pieces.count, using: &generator)])
      }
      if (try? JSONParser.parse(bytes)) != nil { accepted += 1 }
      Self.expectAgreement(bytes)
    }
    // Both kinds were tried.
    #expect(accepted > 50 && accepted < 1_450, "\(accepted)")
  }

  @Test func findsValuesByPathAsTheParserLocatesThem() {
    let text = "{\n  \"a\": {\"b\": [1, {\"c\": true}]},\n  \"d\": []\n}"
    let bytes = Array(text.utf8)
    bytes.withUnsafeBufferPointer { buffer in
      let root = JSONSpan.document(in: buffer)
      for path in ["a", "a.b", "a.b[0]", "a.b[1]", "a.b[1].c", "d"] {
        let offset = root.offset(of: path)
        let position = offset.map { JSONParser.positions(of: [$0], in: buffer)[0] }
        let expected = JSONParser.location(of: path, in: bytes)
        #expect(position?.line == expected?.line && position?.column == expected?.column, "\(path)")
      }
      for path in ["d[0]", "x", "a.b[-1]", "a.b[2]", "a.x", "a[0]"] {
        #expect(root.offset(of: path) == nil, "\(path)")
      }
      #expect(root.offset(of: "") == root.offset)
    }
  }

  /// Validation keeps no values: a document of a million small objects, or an object of a
  /// hundred thousand keys, is checked, duplicates found, without a tree.
  @Test func validatesLargeDocumentsAndFindsDuplicatesAmongManyKeys() {
    let keys = (0..<100_000).map { "\"k\($0)\":0" }
    let object = Array(("{" + keys.joined(separator: ",") + "}").utf8)
    object.withUnsafeBufferPointer { buffer in
      #expect(throws: Never.self) { try JSONParser.validate(buffer, limits: .init()) }
      #expect(JSONSpan.document(in: buffer).members.count == 100_000)
    }
    let duplicate = Array(("{" + keys.joined(separator: ",") + ",\"k5\":1}").utf8)
    duplicate.withUnsafeBufferPointer { buffer in
      let error = #expect(throws: JSONSyntaxError.self) {
        try JSONParser.validate(buffer, limits: .init())
      }
      #expect(error?.description == "The key 'k5' appears twice in the same object.")
    }
    let array = Array(
      ("[" + Array(repeating: "{\"a\":[1]}", count: 1_000_000).joined(separator: ",") + "]").utf8)
    array.withUnsafeBufferPointer { buffer in
      #expect(throws: Never.self) { try JSONParser.validate(buffer, limits: .init()) }
      #expect(JSONSpan.document(in: buffer).elements.count == 1_000_000)
    }
  }
}
