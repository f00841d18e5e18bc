import AlertRenderTestSupport
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

@Suite struct JSONArrayFramerTests {
  private func frame(_ text: String, limit: Int = 1 << 20, blockSize: Int = 1 << 16)
    -> [BatchElement]
  {
    var framer = JSONArrayFramer(maxElementBytes: limit)
    return framer.elements(of: Array(text.utf8), blockSize: blockSize)
  }

  private func alerts(_ elements: [BatchElement]) -> [String] {
    elements.compactMap {
      if case .alert(let bytes) = $0.content { String(decoding: bytes, as: UTF8.self) } else { nil }
    }
  }

  private func syntaxError(_ element: BatchElement?) -> JSONSyntaxError? {
    if case .broken(let error)? = element?.content { error } else { nil }
  }

  @Test func framesEachElementWithItsPosition() {
    let elements = frame(
      "\u{FEFF} [ {\"id\": \"a\"},\n  {\"id\": \"é\"} ,\n\"x\", 12.5e3 , true,null]\n")
    #expect(
      alerts(elements) == [#"{"id": "a"}"#, #"{"id": "é"}"#, #""x""#, "12.5e3", "true", "null"])
    #expect(elements.map(\.index) == Array(0..<6))
    #expect(elements.map(\.line) == [1, 2, 3, 3, 3, 3])
    // The byte order mark is no column, as the parser counts it.
    #expect(elements.map(\.column) == [4, 3, 1, 6, 15, 20])
    #expect(elements[1].offset == 21)
  }

  @Test func bracketsCommasAndQuotesInsideStringsDoNotEndAnElement() {
    let elements = frame(#"[{"a": "]}, [{\"\\"}, "\\", ["\"]", {}], "x\\\"y"]"#)
    #expect(
      alerts(elements) == [#"{"a": "]}, [{\"\\"}"#, #""\\""#, #"["\"]", {}]"#, #""x\\\"y""#])
  }

  @Test func framingDoesNotDependOnWhereBlocksEnd() {
    let inputs = [
      "[{\"a\": [1, {\"b\": \"}\\\"]\"}]}, \"é🙂\", -1.5e-3,\n\t{\"c\": null}]",
      "[{}, {} {}]", "[1, 2", "[\"unterminated", " [ ] x", "[{\"a\": 1}, ,]",
      "\u{FEFF}[{\"id\": \"\u{202E}\"}]",
    ]
    for input in inputs {
      let whole = frame(input)
      for size in 1...9 {
        #expect(frame(input, blockSize: size) == whole, "\(input) in blocks of \(size)")
      }
    }
  }

  @Test func anElementOverTheLimitIsSkippedAndTheNextOneStillFramed() {
    let big = "{\"id\": \"" + String(repeating: "x", count: 5_000_000) + "\"}"
    let elements = frame("[\(big), {\"id\": \"small\"}]", limit: 1_000, blockSize: 1 << 16)
    #expect(elements.count == 2)
    #expect(elements[0].content == .tooLarge(bytes: big.utf8.count))
    #expect(alerts(elements) == [#"{"id": "small"}"#])
    #expect(elements[1].index == 1)
    // Exactly at the limit is within it.
    #expect(alerts(frame("[12345]", limit: 5)) == ["12345"])
    #expect(frame("[123456]", limit: 5).first?.content == .tooLarge(bytes: 6))
  }

  @Test func deepNestingIsCountedNotStacked() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let elements = frame("[\(deep), 1]")
    #expect(elements.count == 2)
    #expect(alerts(elements).last == "1")
  }

  @Test func brokenArraysStopWithThePosition() throws {
    var elements = frame("[{\"a\": 1}\n  {\"b\": 2}]")
    #expect(alerts(elements) == [#"{"a": 1}"#])
    var error = try #require(syntaxError(elements.last))
    #expect(error.description == "Found '{' where ',' or ']' was expected.")
    #expect((error.line, error.column, error.offset) == (2, 3, 12))
    #expect(elements.last?.index == 1)

    error = try #require(syntaxError(frame("[1,,2]").last))
    #expect(error.description == "Found ',' where an alert was expected.")
    #expect(error.column == 4)
    error = try #require(syntaxError(frame("[1, 2,]").last))
    #expect(error.description == "Found ']' where an alert was expected.")
    error = try #require(syntaxError(frame("{\"id\": 1}").last))
    #expect(error.description == "Found '{' where '[' opening an array of alerts was expected.")
    error = try #require(syntaxError(frame("[1] [2]").last))
    #expect(error.reason == .trailingContent)
    #expect(error.column == 5)
    error = try #require(syntaxError(frame("  ").last))
    #expect(error.reason == .emptyDocument)
    error = try #require(syntaxError(frame("[1, 2").last))
    #expect(error.reason == .unexpectedEnd("',' or ']'"))
    // An alert cut off by the end is the parser's to explain; over the limit, it is named.
    elements = frame("[1,\n {\"id\": \"a\",\n \"type\": 1")
    #expect(alerts(elements) == ["1", "{\"id\": \"a\",\n \"type\": 1"])
    #expect(elements.last?.line == 2)
    #expect(elements.last?.column == 2)
    elements = frame("[1,\n {\"id\": \"a\",\n \"type\": 1", limit: 5)
    error = try #require(syntaxError(elements.last))
    #expect(
      error.description
        == "The input ended early; expected the end of the alert that starts at line 2, column 2.")
    #expect((error.line, error.column) == (3, 11))
    // Part of a byte order mark is a stray byte, at the start.
    for input: [UInt8] in [[0xEF, 0xBB, 0x5B, 0x5D], [0xEF], [0x20, 0xEF, 0xBB, 0xBF, 0x5B]] {
      var framer = JSONArrayFramer(maxElementBytes: 100)
      error = try #require(syntaxError(framer.elements(of: input).last))
      #expect(error.description.hasPrefix("Found a non-ASCII character where '['"))
      #expect(error.offset == (input[0] == 0x20 ? 1 : 0))
    }
    // Nothing is framed after the break, whatever follows.
    #expect(frame("[1 2, 3, 4]").count == 2)
  }

  @Test func errorsInsideAnElementAreMovedToTheirPlaceInTheInput() throws {
    let input = "[\n  {\"id\": \"a\"},\n  {\"id\": \"b\",\n   \"id\": 1}]"
    let element = try #require(frame(input).dropFirst().first)
    guard case .alert(let bytes) = element.content else {
      Issue.record("expected an alert")
      return
    }
    var local: AlertDataError?
    do { _ = try Alert(json: bytes) } catch { local = error }
    guard case .malformedJSON(let syntax)? = local.map(element.locating) else {
      Issue.record("expected a syntax error, got \(String(describing: local))")
      return
    }
    #expect((syntax.line, syntax.column) == (4, 4))
    #expect(Array(input.utf8)[syntax.offset] == UInt8(ascii: "\""))
    let firstLine = BatchElement(.alert([]), index: 0, line: 3, column: 5, offset: 40)
    let moved = firstLine.locating(
      .malformedJSON(JSONSyntaxError(reason: .invalidNumber, line: 1, column: 2, offset: 1)))
    #expect(
      moved
        == .malformedJSON(JSONSyntaxError(reason: .invalidNumber, line: 3, column: 6, offset: 41)))
    #expect(firstLine.locating(.invalidUTF8(offset: 3)) == .invalidUTF8(offset: 43))
  }
}
