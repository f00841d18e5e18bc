import Foundation
import Testing

@testable import AlertRendering

/// Limits on depth and string length, and sizes that must take linear time.
extension JSONParserTests {
  @Test func nestsExactlyToTheDepthLimit() throws {
    let limits = JSONLimits(maxDepth: 3, maxStringBytes: 100)
    #expect(syntaxError(Array("[[[1]]]".utf8), limits: limits) == nil)
    #expect(
      syntaxError(Array(#"[{"a": [[1]]}]"#.utf8), limits: limits)?.reason == .tooDeep(limit: 3))
  }

  @Test func stopsAHundredThousandDeepArrayAtTheLimit() {
    let error = syntaxError(Array(repeating: UInt8(ascii: "["), count: 100_000))
    #expect(error?.reason == .tooDeep(limit: 64))
    #expect(error?.offset == 64)
  }

  @Test func stopsAHundredThousandDeepObjectAtTheLimit() {
    let bytes = Array(String(repeating: #"{"a":"#, count: 100_000).utf8)
    #expect(syntaxError(bytes)?.reason == .tooDeep(limit: 64))
  }

  @Test func keepsStringsExactlyAtTheLengthLimit() throws {
    let limits = JSONLimits(maxDepth: 64, maxStringBytes: 4)
    #expect(try JSONParser.parse(Array(#""abcd""#.utf8), limits: limits) == .string("abcd"))
    #expect(
      syntaxError(Array(#""abcde""#.utf8), limits: limits)?.reason == .stringTooLong(limit: 4))
    // Escapes count by the bytes they decode to, not the bytes they are written with.
    #expect(
      try JSONParser.parse(Array(#""\u00e9\u00e9""#.utf8), limits: limits) == .string("éé"))
    #expect(
      syntaxError(Array(#""ab\u00e9\n""#.utf8), limits: limits)?.reason
        == .stringTooLong(limit: 4))
  }

  /// Every way a string can end around the length limit, with the column the error names.
  @Test(
    arguments: [
      (#""abcd""#, nil, 0),
      (#""abcde""#, .stringTooLong(limit: 4), 1),
      (#""abcdef"#, .stringTooLong(limit: 4), 1),
      (#""abcd\n""#, .stringTooLong(limit: 4), 1),
      (#""abcde"#, .unexpectedEnd("a closing '\"'"), 7),
      (#""abcd"#, .unexpectedEnd("a closing '\"'"), 6),
      (#""abcd\"#, .unexpectedEnd("an escape sequence"), 7),
      ("\"abcd\n\"", .controlCharacterInString, 6),
      ("\"abc\n\"", .controlCharacterInString, 5),
      (#""abc\n""#, nil, 0),
    ] as [(String, JSONSyntaxError.Reason?, Int)])
  func endsStringsAroundTheLengthLimit(
    _ input: String, _ reason: JSONSyntaxError.Reason?, _ column: Int
  ) {
    let error = syntaxError(Array(input.utf8), limits: JSONLimits(maxStringBytes: 4))
    #expect(error?.reason == reason)
    #expect((error?.column ?? 0) == column)
  }

  @Test func rejectsAFiftyMegabyteString() {
    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 50 << 20)
    bytes[0] = UInt8(ascii: "\"")
    bytes[bytes.count - 1] = UInt8(ascii: "\"")
    #expect(syntaxError(bytes)?.reason == .stringTooLong(limit: 16_384))
  }

  @Test func rejectsAFiftyMegabyteEscapedString() {
    let bytes = Array(("\"" + String(repeating: #"\n"#, count: 25 << 20) + "\"").utf8)
    #expect(syntaxError(bytes)?.reason == .stringTooLong(limit: 16_384))
  }

  @Test func findsADuplicateKeyAmongManyWithoutSlowingDown() {
    // A linear search per key made this quadratic: 200,000 keys took minutes.
    var text = "{"
    for index in 0..<200_000 { text += "\"k\(index)\":0," }
    text += "\"k199999\":1}"
    let error = syntaxError(text)
    #expect(error?.reason == .duplicateKey("k199999"))
  }

  @Test func parsesAQuarterMillionElementsInLinearTime() throws {
    // Copying an open array or object per element made this quadratic: minutes, not a second.
    let count = 250_000
    let text = "[" + Array(repeating: #"{"a":[1,2]}"#, count: count).joined(separator: ",") + "]"
    guard case .array(let items) = try JSONParser.parse(Array(text.utf8)) else {
      Issue.record("expected an array")
      return
    }
    #expect(items.count == count)
    #expect(items.last?["a"] == .array([.number("1"), .number("2")]))
  }

  @Test func treatsKeysThatDifferOnlyInCaseAsDistinct() throws {
    let value = try JSONParser.parse(Array(#"{"id": 1, "ID": 2, "Id": 3}"#.utf8))
    #expect(value["ID"] == .number("2"))
  }

  @Test func findsDuplicateKeysInNestedObjectsOnly() throws {
    #expect(syntaxError(#"{"a": {"a": {"a": 1}}, "b": [{"a": 1}, {"a": 2}]}"#) == nil)
    #expect(syntaxError(#"[{"a": 1, "b": {"c": 1, "c": 2}}]"#)?.reason == .duplicateKey("c"))
  }
}
