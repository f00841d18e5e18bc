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
  func syntaxError(
    _ bytes: [UInt8], limits: JSONLimits = JSONLimits()
  ) -> JSONSyntaxError? {
    do {
      _ = try JSONParser.parse(bytes, limits: limits)
      return nil
    } catch {
      return error
    }
  }

  func syntaxError(_ text: String) -> JSONSyntaxError? {
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

}
