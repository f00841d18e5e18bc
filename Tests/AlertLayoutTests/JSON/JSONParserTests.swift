import Foundation
import Testing

@testable import AlertRendering

/// One input the parser must reject, with the exact message and position it must report.
struct SyntaxErrorCase: Sendable, CustomTestStringConvertible {
  var input: String
  var message: String
  var line: Int
  var column: Int

  /// The input as a literal, cut short: some inputs are tens of kilobytes.
  var testDescription: String { String(input.debugDescription.prefix(60)) }
}

@Suite struct JSONParserTests {
  /// The error parsing `bytes` throws, or nil when it parses.
  private func syntaxError(
    _ bytes: [UInt8], limits: JSONLimits = JSONLimits()
  ) -> JSONSyntaxError? {
    do {
      _ = try JSONParser.parse(bytes, limits: limits)
      return nil
    } catch {
      return error
    }
  }

  private func syntaxError(_ text: String) -> JSONSyntaxError? {
    syntaxError(Array(text.utf8))
  }

  // MARK: - Values

  @Test func parsesEveryKindOfValueKeepingMemberOrder() throws {
    let value = try JSONParser.parse(
      Array(
        #" {"z": [true, false, null], "a": -12.5e+3, "m": "x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"} "#
          .utf8))
    #expect(
      value
        == .object([
          JSONMember(key: "z", value: .array([.bool(true), .bool(false), .null])),
          JSONMember(key: "a", value: .number("-12.5e+3")),
          JSONMember(key: "m", value: .string("x\"\\/\u{8}\u{C}\n\r\té😀")),
        ]))
  }

  @Test func keepsNumbersAsWrittenSoLongIdentifiersLoseNoDigits() throws {
    let digits = "12345678901234567890123456789012345678901234567890"
    #expect(try JSONParser.parse(Array(digits.utf8)) == .number(digits))
  }

  @Test func acceptsAByteOrderMark() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"a": "é"}"#.utf8)
    #expect(try JSONParser.parse(bytes) == .object([JSONMember(key: "a", value: .string("é"))]))
  }

  @Test func countsColumnsAfterAByteOrderMarkFromTheFirstCharacter() {
    let error = syntaxError([0xEF, 0xBB, 0xBF] + Array("[1 2]".utf8))
    #expect(error?.line == 1)
    #expect(error?.column == 4)
  }

  @Test func keepsAnEscapedNulCharacter() throws {
    #expect(try JSONParser.parse(Array(#""a\u0000b""#.utf8)) == .string("a\u{0}b"))
  }

  // MARK: - Every syntax error, with its message and position

  static let syntaxErrors: [SyntaxErrorCase] = [
    .init(input: "", message: "The input is empty; expected a JSON value.", line: 1, column: 1),
    .init(
      input: " \n\t ", message: "The input is empty; expected a JSON value.", line: 2, column: 3),
    .init(input: "[1,", message: "The input ended early; expected a value.", line: 1, column: 4),
    .init(
      input: #"{"a":"#, message: "The input ended early; expected a value.", line: 1, column: 6),
    .init(
      input: #"{"id": "abc"#, message: "The input ended early; expected a closing '\"'.",
      line: 1, column: 12),
    .init(
      input: #"["a\"#, message: "The input ended early; expected an escape sequence.",
      line: 1, column: 5),
    .init(
      input: "{1: 2}", message: "Found a digit where a string key was expected.",
      line: 1, column: 2),
    .init(
      input: #"{"a" 1}"#, message: "Found a digit where ':' was expected.", line: 1, column: 6),
    .init(
      input: "[1 2]", message: "Found a digit where ',' or ']' was expected.", line: 1, column: 4),
    .init(
      input: "{\n  \"a\": 1\n  \"b\": 2\n}",
      message: "Found '\"' where ',' or '}' was expected.", line: 3, column: 3),
    .init(input: "[x]", message: "Found a letter where a value was expected.", line: 1, column: 2),
    .init(input: "tru", message: "Found a letter where a value was expected.", line: 1, column: 1),
    .init(
      input: "[1,]", message: "Found ']' where a value was expected.", line: 1, column: 4),
    .init(
      input: "{} []",
      message: "Found more content after the JSON value; expected the end of input.",
      line: 1, column: 4),
    .init(
      input: #"{"a": 1, "a": 2}"#, message: "The key 'a' appears twice in the same object.",
      line: 1, column: 10),
    .init(
      input: "[\"a\tb\"]",
      message: "A string holds an unescaped control character; expected it escaped (e.g. \\n).",
      line: 1, column: 4),
    .init(
      input: "\"a\\\nb\"",
      message: "A string holds an unescaped control character; expected it escaped (e.g. \\n).",
      line: 1, column: 4),
    .init(
      input: #""\x""#,
      message: #"Found the escape \x; expected one of \" \\ \/ \b \f \n \r \t \uXXXX."#,
      line: 1, column: 3),
    .init(
      input: #""\u12G4""#,
      message: "A \\u escape is not four hex digits forming a valid Unicode scalar.",
      line: 1, column: 6),
    .init(
      input: #""\u12""#,
      message: "A \\u escape is not four hex digits forming a valid Unicode scalar.",
      line: 1, column: 4),
    .init(
      input: #""\ud800""#,
      message: "A \\u escape is not four hex digits forming a valid Unicode scalar.",
      line: 1, column: 8),
    .init(
      input: #""\ud800\u0041""#,
      message: "A \\u escape is not four hex digits forming a valid Unicode scalar.",
      line: 1, column: 14),
    .init(
      input: #""\udc00""#,
      message: "A \\u escape is not four hex digits forming a valid Unicode scalar.",
      line: 1, column: 8),
    .init(
      input: "-", message: "A number is malformed; expected digits like 42, -1.5 or 1e3.",
      line: 1, column: 2),
    .init(
      input: "[1.]", message: "A number is malformed; expected digits like 42, -1.5 or 1e3.",
      line: 1, column: 4),
    .init(
      input: "1e+", message: "A number is malformed; expected digits like 42, -1.5 or 1e3.",
      line: 1, column: 4),
    .init(
      input: String(repeating: "9", count: 65),
      message: "A number is malformed; expected digits like 42, -1.5 or 1e3.",
      line: 1, column: 66),
    .init(
      input: "01", message: "Found more content after the JSON value; expected the end of input.",
      line: 1, column: 2),
    .init(
      input: String(repeating: "[", count: 65),
      message: "Arrays and objects nest deeper than the limit of 64 levels.", line: 1, column: 65),
    .init(
      input: "\"" + String(repeating: "é", count: 8_193) + "\"",
      message: "A string is longer than the limit of 16384 bytes.", line: 1, column: 1),
    .init(
      input: "[\n  \"" + String(repeating: "\\n", count: 16_385) + "\"]",
      message: "A string is longer than the limit of 16384 bytes.", line: 2, column: 3),
  ]

  @Test(arguments: syntaxErrors)
  func reportsTheReasonAndPosition(_ testCase: SyntaxErrorCase) {
    let error = syntaxError(testCase.input)
    #expect(error?.description == testCase.message)
    #expect(error?.line == testCase.line)
    #expect(error?.column == testCase.column)
  }

  @Test func countsColumnsInCharactersNotBytes() {
    let error = syntaxError(#"{"ключ": "значение" x}"#)
    #expect(error?.line == 1)
    #expect(error?.column == 21)
  }

  @Test func locatesEveryValueByItsPath() {
    let text = "{\n  \"a\": {\"b\": [1, {\"c\": true}]},\n  \"d\": []\n}"
    let expected: [(String, Int, Int)] = [
      ("a", 2, 8), ("a.b", 2, 14), ("a.b[0]", 2, 15), ("a.b[1]", 2, 18), ("a.b[1].c", 2, 24),
      ("d", 3, 8),
    ]
    for (path, line, column) in expected {
      let location = JSONParser.location(of: path, in: Array(text.utf8))
      #expect(location?.line == line, "\(path)")
      #expect(location?.column == column, "\(path)")
    }
    #expect(JSONParser.location(of: "d[0]", in: Array(text.utf8)) == nil)
    #expect(JSONParser.location(of: "x", in: Array(text.utf8)) == nil)
  }

  @Test func parsesDeepMixedNestingAndSiblingsAfterIt() throws {
    let depth = 60
    let open = String(repeating: #"{"k": ["#, count: depth / 2)
    let close = String(repeating: "]}", count: depth / 2)
    let value = try JSONParser.parse(Array(("[" + open + "1" + close + ", 2]").utf8))
    guard case .array(let items) = value else {
      Issue.record("expected an array")
      return
    }
    #expect(items.count == 2)
    #expect(items.last == .number("2"))
    var inner = items[0]
    for _ in 0..<depth / 2 {
      guard case .array(let elements) = inner["k"] ?? .null, let first = elements.first else {
        Issue.record("the nesting was cut short")
        return
      }
      inner = first
    }
    #expect(inner == .number("1"))
  }

  // MARK: - Limits

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
