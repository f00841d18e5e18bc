/// A JSON document that could not be parsed, with the line and column where parsing stopped.
public struct JSONSyntaxError: Error, Report, Equatable {
  /// Why parsing stopped.
  public enum Reason: Sendable, Equatable {
    /// The input holds no value at all.
    case emptyDocument
    /// The input ended while `expected` was still owed.
    case unexpectedEnd(String)
    /// A character that cannot stand here.
    case unexpectedCharacter(found: String, expected: String)
    /// Something follows the document's single top-level value.
    case trailingContent
    /// An object names the same key twice, which would make its meaning ambiguous.
    case duplicateKey(String)
    /// A raw control character inside a string; JSON requires it to be escaped.
    case controlCharacterInString
    /// A backslash escape JSON does not define.
    case invalidEscape(found: String)
    /// A `\u` escape that is not four hex digits or pairs surrogates wrongly.
    case invalidUnicodeEscape
    /// A number that does not follow JSON's grammar.
    case invalidNumber
    /// Arrays and objects nest deeper than the limit.
    case tooDeep(limit: Int)
    /// A string longer than the limit.
    case stringTooLong(limit: Int)
  }

  /// Why parsing stopped.
  public var reason: Reason
  /// The 1-based line where parsing stopped.
  public var line: Int
  /// The 1-based column (in characters) where parsing stopped.
  public var column: Int
  /// The byte offset where parsing stopped.
  public var offset: Int

  /// An error for `reason` at `line` and `column`, `offset` bytes into the input.
  package init(reason: Reason, line: Int, column: Int, offset: Int) {
    self.reason = reason
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// The line and column where parsing stopped; the caller knows the file.
  public var location: ReportLocation { ReportLocation(line: line, column: column) }

  /// Always `.error`: nothing of the input was read.
  public var severity: Severity { .error }

  /// A sentence describing the problem, without the position: the same as `message`.
  public var description: String { message }

  /// A sentence describing the problem, without the position.
  public var message: String {
    switch reason {
    case .emptyDocument: return "The input is empty; expected a JSON value."
    case .unexpectedEnd(let expected): return "The input ended early; expected \(expected)."
    case .unexpectedCharacter(let found, let expected):
      return "Found \(found) where \(expected) was expected."
    case .trailingContent:
      return "Found more content after the JSON value; expected the end of input."
    case .duplicateKey(let key):
      return "The key '\(cut: key)' appears twice in the same object."
    case .controlCharacterInString:
      return "A string holds an unescaped control character; expected it escaped (e.g. \\n)."
    case .invalidEscape(let found):
      return
        "Found the escape \\\(found.dropFirst().prefix(1)); expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX."
    case .invalidUnicodeEscape:
      return "A \\u escape is not four hex digits forming a valid Unicode scalar."
    case .invalidNumber: return "A number is malformed; expected digits like 42, -1.5 or 1e3."
    case .tooDeep(let limit):
      return "Arrays and objects nest deeper than the limit of \(limit) levels."
    case .stringTooLong(let limit):
      return "A string is longer than the limit of \(limit) bytes."
    }
  }

  /// The byte where parsing stopped, for a message: punctuation is quoted, but letters and
  /// digits are only named, since they may be part of a leaked value the message would
  /// otherwise repeat (a card number missing its quotes, say); nil is the end of the input.
  package static func found(_ byte: UInt8?) -> String {
    guard let byte else { return "the end of the input" }
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return "a digit"
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
      return "a letter"
    case 0..<0x20, 0x7F: return "a control character"
    case 0x80...: return "a non-ASCII character"
    default: return "'\(Character(Unicode.Scalar(byte)))'"
    }
  }
}
