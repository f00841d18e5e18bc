import Testing

@testable import AlertRendering

@Suite struct FormatTemplateTests {
  /// The template parser as first written, on Unicode scalars: the reference the byte-level
  /// parser must match, segment for segment and message for message.
  private enum Reference {
    typealias Segment = FormatTemplate.Segment
    typealias Problem = FormatTemplate.Problem
    typealias Kind = FormatTemplate.Kind

    static func segments(_ text: String, argumentIndex: Int? = nil) throws(Problem) -> [Segment] {
      // Most catalog texts hold no placeholder: one literal, without copying scalar by scalar.
      guard text.utf8.contains(UInt8(ascii: "%")) else {
        return text.isEmpty ? [] : [.literal(text)]
      }
      var segments: [Segment] = []
      var literal = ""
      var nextIndex = 0
      let scalars = Array(text.unicodeScalars)
      var i = 0
      func flush() {
        if !literal.isEmpty { segments.append(.literal(literal)) }
        literal = ""
      }
      while i < scalars.count {
        let scalar = scalars[i]
        guard scalar == "%" else {
          literal.unicodeScalars.append(scalar)
          i += 1
          continue
        }
        i += 1
        guard i < scalars.count else { throw Problem(message: "a lone '%' ends the text") }
        if scalars[i] == "%" {
          literal.append("%")
          i += 1
          continue
        }
        if scalars[i] == "#", i + 1 < scalars.count, scalars[i + 1] == "@" {
          var j = i + 2
          var name = ""
          while j < scalars.count, scalars[j] != "@" {
            name.unicodeScalars.append(scalars[j])
            j += 1
          }
          guard j < scalars.count, !name.isEmpty else {
            throw Problem(message: "'%#@' is not closed by '@'")
          }
          flush()
          segments.append(.substitution(name))
          i = j + 1
          continue
        }
        if String(String.UnicodeScalarView(scalars[i..<min(i + 3, scalars.count)])) == "arg" {
          guard let argumentIndex else {
            throw Problem(message: "'%arg' appears outside a substitution")
          }
          flush()
          segments.append(.argument(index: argumentIndex, kind: .integer))
          i += 3
          continue
        }
        var position: Int?
        var j = i
        var digits = 0
        while j < scalars.count, ("0"..."9").contains(scalars[j]) {
          // Two digits are plenty for positions; more could only overflow.
          guard j - i < 2 else { throw Problem(message: "a position has more than two digits") }
          digits = digits * 10 + Int(scalars[j].value - 48)
          j += 1
        }
        if j > i, j < scalars.count, scalars[j] == "$" {
          guard digits >= 1 else { throw Problem(message: "positions start at %1$") }
          position = digits - 1
          i = j + 1
        }
        var length = ""
        while i < scalars.count, scalars[i] == "l" || scalars[i] == "h" || scalars[i] == "q" {
          length.unicodeScalars.append(scalars[i])
          i += 1
        }
        guard i < scalars.count else { throw Problem(message: "a specifier is cut off") }
        let kind: Kind
        switch scalars[i] {
        case "@": kind = .object
        case "d", "i", "u": kind = .integer
        default:
          throw Problem(message: "unsupported specifier '%\(length)\(scalars[i])'")
        }
        if kind == .object, !length.isEmpty {
          throw Problem(message: "'%\(length)@' mixes a length with '@'")
        }
        i += 1
        flush()
        let index = position ?? nextIndex
        nextIndex = index + 1
        segments.append(.argument(index: index, kind: kind))
      }
      flush()
      return segments
    }
  }

  @Test func matchesTheScalarParserOnRandomTexts() {
    let pieces = [
      "%", "%", "@", "#", "$", "l", "h", "q", "d", "i", "u", "a", "r", "g", "arg", "0", "1", "9",
      "x", " ", "é", "😀", "%#@", "%1$", "%lld", "%@",
    ]
    var generator = SplitMix64(seed: 7)
    for _ in 0..<20_000 {
      var text = ""
      for _ in 0..<Int.random(in: 0...8, using: &generator) {
        text += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
      }
      let argumentIndex: Int? = Bool.random(using: &generator) ? 3 : nil
      let expected: Result<[FormatTemplate.Segment], FormatTemplate.Problem>
      do throws(FormatTemplate.Problem) {
        expected = .success(try Reference.segments(text, argumentIndex: argumentIndex))
      } catch {
        expected = .failure(error)
      }
      let actual: Result<[FormatTemplate.Segment], FormatTemplate.Problem>
      do throws(FormatTemplate.Problem) {
        actual = .success(try FormatTemplate(text, argumentIndex: argumentIndex).segments)
      } catch {
        actual = .failure(error)
      }
      #expect(actual == expected, "\(text)")
    }
  }
}
