import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// The direct match rule reader must return exactly what the general path (JSON tree, then
/// `MatchRule.init(_:file:alertType:)`) returns, or nothing at all: never a rule the general
/// path would reject or read differently.
@Suite struct MatchRuleReaderTests {
  /// What the general path makes of `bytes`, or nil when it rejects them.
  private func general(_ bytes: [UInt8]) -> MatchRule? {
    guard UTF8Validation.firstInvalidOffset(in: bytes) == nil,
      let json = try? JSONParser.parse(bytes, limits: .init(maxDepth: 64, maxStringBytes: 1 << 20))
    else { return nil }
    return try? MatchRule(json, file: "IDTEST.json", alertType: .cyberAgent)
  }

  /// Checks the promise for `bytes`; true when the direct reader read them.
  @discardableResult
  private func check(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard let direct = MatchRuleReader.read(bytes, file: "IDTEST.json", alertType: .cyberAgent)
    else { return false }
    #expect(
      direct == general(bytes), "\(String(decoding: bytes, as: UTF8.self))",
      sourceLocation: sourceLocation)
    return true
  }

  /// A rule using every part of the format the reader handles.
  private let sample = #"""
    {
      "$schema": "../schema/match.schema.json",
      "comment": { "why": ["any", 1, -2.5e3, true, null, {}] },
      "match": "IDTEST",
      "icon": { "name": "test-alert", "label": "match.IDTEST.icon", "comment": "c" },
      "valueFields": ["value", "número"],
      "masking": { "keepFirst": 2, "keepLast": 4, "template": "{first}•• {last}" },
      "kind": "match.IDTEST.kind",
      "title": "match.IDTEST.title",
      "subtitle": "match.IDTEST.subtitle",
      "risks": [{ "text": "risk.a" }, { "text": "risk.b", "icon": "b-step" }],
      "steps": []
    }
    """#

  @Test func readsTheShippedRulesAsTheGeneralPathDoes() throws {
    var read = 0
    for folder in ["CyberAgent", "SSNTrace", "SocialMedia"] {
      let directory = TestContent.rulesDirectory.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: directory.path)
      where name.hasSuffix(".json") && name != "alert.json" {
        let bytes = Array(try Data(contentsOf: directory.appendingPathComponent(name)))
        // The reader knows the format before push texts and conditions on event data; a rule
        // with them is read by the general path, which the render then uses.
        let text = String(decoding: bytes, as: UTF8.self)
        let newer = [
          "push", "dataFields", "anyEvent", "allEvents", "noEvent", "not", "allOf", "anyOf",
        ]
        if newer.contains(where: { text.contains("\"\($0)\"") }) {
          #expect(MatchRuleReader.read(bytes, file: name, alertType: .ssnTrace) == nil)
          continue
        }
        #expect(check(bytes), "\(name) was left to the general path")
        read += 1
      }
    }
    #expect(read >= 10)
  }

  @Test func readsEveryPartOfTheFormat() throws {
    #expect(check(Array(sample.utf8)))
    let rule = try #require(
      MatchRuleReader.read(Array(sample.utf8), file: "F", alertType: .ssnTrace))
    #expect(
      rule.masking
        == MaskingPolicy(keepFirst: 2, keepLast: 4, template: "{first}•• {last}", showsValue: false)
    )
    #expect(rule.risks.map(\.icon) == [nil, "b-step"])
    #expect(rule.alertType == .ssnTrace && rule.file == "F")
    for word in ["none", "full"] {
      let text = sample.replacingOccurrences(
        of: #"{ "keepFirst": 2, "keepLast": 4, "template": "{first}•• {last}" }"#,
        with: "\"\(word)\"")
      #expect(check(Array(text.utf8)))
    }
    // Without masking, valueFields, risks and steps: the defaults the general path gives.
    let minimal = #"""
      {"match": "*", "icon": {"name": "x"}, "kind": "k", "title": "t", "subtitle": "s"}
      """#
    #expect(check(Array(minimal.utf8)))
  }

  @Test func leavesWhatItDoesNotHandleToTheGeneralPath() {
    let cases = [
      "\u{FEFF}" + sample,  // byte order mark
      sample.replacingOccurrences(of: "risk.a", with: #"risk\".a"#),  // an escape
      sample.replacingOccurrences(of: #""steps""#, with: #""stepz""#),  // an unknown key
      sample.replacingOccurrences(of: #""kind""#, with: #""title""#),  // a duplicate key
      sample.replacingOccurrences(of: #""keepLast": 4"#, with: #""keepLast": 4.0"#),
      sample.replacingOccurrences(of: #""keepLast": 4"#, with: #""keepLast": 9"#),  // too many
      sample.replacingOccurrences(of: #""keepLast": 4"#, with: #""keepLast": -0"#),
      sample.replacingOccurrences(of: #""test-alert""#, with: #""Test-alert""#),  // not a name
      sample.replacingOccurrences(of: #""b-step""#, with: #""""#),  // empty
      sample.replacingOccurrences(
        of: #"{ "text": "risk.a" }"#, with: #"{ "text": "risk.a", "when": { "eventCount": 1 } }"#),
      sample.replacingOccurrences(of: #""masking": {"#, with: #""masking": "some", "x": {"#),
      sample.replacingOccurrences(of: #""match": "IDTEST","#, with: ""),  // required
      sample + " x",  // trailing content
    ]
    for text in cases {
      #expect(!check(Array(text.utf8)), "\(text)")
    }
    #expect(!check(Array(sample.utf8) + [0xFF]))
    var invalid = Array(sample.utf8)
    invalid[invalid.firstIndex(of: 0xC3)! + 1] = 0x41  // ú cut in half
    #expect(!check(invalid))
  }

  /// Random edits of the sample (bytes removed, inserted, duplicated): whatever the direct
  /// reader accepts, the general path accepts and reads the same.
  @Test func randomEditsNeverMakeTheReadersDisagree() {
    let base = Array(sample.utf8)
    let inserts: [[UInt8]] = [
      Array("{".utf8), Array("}".utf8), Array("[".utf8), Array("]".utf8), Array("\"".utf8),
      Array(",".utf8), Array(":".utf8), Array("\\".utf8), Array("0".utf8), Array("8".utf8),
      Array("-".utf8), Array(" ".utf8), Array("é".utf8), [0xFF], [0x01], Array("null".utf8),
      Array(#""comment": "c","#.utf8), Array(#""icon": "x","#.utf8),
    ]
    let edits = RandomEdits(of: base, inserting: inserts, seed: 21, count: 3000)
    let read = edits.count { check($0) }
    // Whitespace and harmless edits are read directly, so the comparison above is exercised.
    #expect(read > 100)
  }
}
