import AlertRenderTestSupport
import Testing

@testable import AlertLayout
@testable import AlertRendering

/// A document that parses with ASCII strings skips the UTF-8 check: every other input must
/// get what checking first gave, the offset of its first bad byte before any syntax error.
extension AlertInputLimitsTests {
  /// What `Alert.parse` gave when it checked the UTF-8 of every document before parsing it.
  private func checkingFirst(_ bytes: [UInt8]) -> Result<JSONValue, AlertDataError> {
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      return .failure(.invalidUTF8(offset: offset))
    }
    do {
      return .success(try JSONParser.parse(bytes, limits: JSONLimits(maxDepth: 32)))
    } catch {
      return .failure(.malformedJSON(error))
    }
  }

  @Test func parsingBeforeCheckingUTF8GivesWhatCheckingFirstGave() {
    let alert = Array(
      #"{"id": "utf8:1", "type": 1, "events": [{"date": "2016-09-12", "data": {"match": "IDEMAILADDR", "email": "a@example.com"}}]}"#
        .utf8)
    let pieces: [[UInt8]] = [
      [0xFF], [0x80], [0xC3], Array("é".utf8), Array("😀".utf8), [0xED, 0xA0, 0x80],
      [0xEF, 0xBB, 0xBF], [UInt8(ascii: "\"")], [UInt8(ascii: "}")], [UInt8(ascii: "\\")],
      Array(#"\u00e9"#.utf8), [0x0A], [UInt8(ascii: "x")],
    ]
    var generator = SplitMix64(seed: 0xA5C1)
    for round in 0..<5_000 {
      var bytes = alert
      for _ in 0...(round % 3) {
        let piece = pieces[Int(generator.next() % UInt64(pieces.count))]
        let position = Int(generator.next() % UInt64(bytes.count + 1))
        bytes.insert(contentsOf: piece, at: position)
      }
      if round % 7 == 0 { bytes = [0xEF, 0xBB, 0xBF] + bytes }
      let parsed: Result<JSONValue, AlertDataError>
      do {
        parsed = .success(try Alert.parse(bytes, limits: AlertLimits(maxDepth: 32)))
      } catch {
        parsed = .failure(error)
      }
      #expect(parsed == checkingFirst(bytes), "\(bytes)")
    }
  }

  @Test func theParserTellsWhetherItsStringsAreASCII() throws {
    for (text, isASCII) in [
      (#"{"a": "b", "c": [1, true, null]}"#, true), (#"{"é": 1}"#, false),
      (#"["a", "b\u00e9"]"#, true), (#"["a", "bé"]"#, false),
      (#"["\n", "b\"é"]"#, false), (#"["0123456789abcdefé"]"#, false),
      (#"["0123456789abcdef\u00e9"]"#, true),
    ] {
      var stringsAreASCII = false
      _ = try JSONParser.parse(
        Array(text.utf8), limits: JSONLimits(), stringsAreASCII: &stringsAreASCII)
      #expect(stringsAreASCII == isASCII, "\(text)")
    }
  }
}
