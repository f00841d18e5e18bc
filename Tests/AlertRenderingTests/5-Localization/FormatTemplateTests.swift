import AlertRenderTestSupport
import Testing

@testable import AlertRendering

@Suite struct FormatTemplateTests {
  typealias Segment = FormatTemplate.Segment
  typealias Kind = FormatTemplate.Kind

  /// The template parser written again on Unicode scalars, without the byte-level one's
  /// shortcuts: the reference it must match, segment for segment (reasons aside).
  private enum Reference {
    static func segments(_ text: String, argumentIndex: Int? = nil) -> [Segment] {
      let scalars = Array(text.unicodeScalars)
      var segments: [Segment] = []
      var literal = ""
      var next = 0
      var i = 0
      func flush() {
        if !literal.isEmpty { segments.append(.literal(literal)) }
        literal = ""
      }
      func digits(from start: Int) -> Int {
        var end = start
        while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
        return end
      }
      while i < scalars.count {
        guard scalars[i] == "%" else {
          literal.unicodeScalars.append(scalars[i])
          i += 1
          continue
        }
        let start = i
        i += 1
        func unsupported(_ index: Int?, _ kind: Kind?) {
          flush()
          let written = String(String.UnicodeScalarView(scalars[start..<i]))
          segments.append(
            .unsupported(.init(specifier: written, index: index, kind: kind, reason: "")))
        }
        if i == scalars.count {
          unsupported(nil, nil)
          continue
        }
        if scalars[i] == "%" {
          literal.append("%")
          i += 1
          continue
        }
        if String(String.UnicodeScalarView(scalars[i..<min(i + 3, scalars.count)])) == "arg" {
          i += 3
          if let argumentIndex {
            flush()
            segments.append(.argument(index: argumentIndex, kind: .integer))
          } else {
            unsupported(nil, nil)
          }
          continue
        }
        var position: Int?
        var badPosition = false
        let end = digits(from: i)
        if end > i, end < scalars.count, scalars[end] == "$" {
          let number = Int(String(String.UnicodeScalarView(scalars[i..<end]))) ?? 1000
          if (1...99).contains(number) { position = number - 1 } else { badPosition = true }
          i = end + 1
        }
        if i + 1 < scalars.count, scalars[i] == "#", scalars[i + 1] == "@" {
          let nameStart = i + 2
          guard let close = scalars[nameStart...].firstIndex(of: "@") else {
            i = scalars.count
            unsupported(nil, nil)
            continue
          }
          i = close + 1
          if close == nameStart || badPosition {
            unsupported(nil, nil)
            continue
          }
          flush()
          next = (position ?? next) + 1
          segments.append(
            .substitution(String(String.UnicodeScalarView(scalars[nameStart..<close]))))
          continue
        }
        var formatted = false
        var stars = 0
        while i < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[i]) {
          formatted = true
          i += 1
        }
        for precision in [false, true] {
          if precision {
            guard i < scalars.count, scalars[i] == "." else { break }
            formatted = true
            i += 1
          }
          if i < scalars.count, scalars[i] == "*" {
            formatted = true
            i += 1
            let end = digits(from: i)
            if end > i, end < scalars.count, scalars[end] == "$" { i = end + 1 } else { stars += 1 }
          }
          let end = digits(from: i)
          formatted = formatted || end > i
          i = end
        }
        var length = ""
        while i < scalars.count, "hlqLztj".unicodeScalars.contains(scalars[i]) {
          length.unicodeScalars.append(scalars[i])
          i += 1
        }
        guard i < scalars.count else {
          unsupported(nil, nil)
          continue
        }
        let conversion = scalars[i]
        i += 1
        let kind: Kind
        var renders = false
        switch conversion {
        case "@":
          kind = .object
          renders = length.isEmpty
        case "d", "D", "i", "u", "U":
          kind = .integer
          renders = ["", "h", "hh", "l", "ll", "q", "z", "t", "j"].contains(length)
        case "x", "X", "o", "O": kind = .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": kind = .double
        case "c", "C": kind = .character
        case "s", "S": kind = .cString
        case "p": kind = .pointer
        default:
          unsupported(nil, nil)
          continue
        }
        next += stars
        var index: Int?
        if !badPosition {
          index = position ?? next
          next = (index ?? 0) + 1
        }
        if renders, !formatted, let index {
          flush()
          segments.append(.argument(index: index, kind: kind))
        } else {
          unsupported(index, kind)
        }
      }
      flush()
      return segments
    }
  }

  /// `segments` with every reason left out, for comparing with the reference.
  private func withoutReasons(_ segments: [Segment]) -> [Segment] {
    segments.map { segment in
      guard case .unsupported(var unsupported) = segment else { return segment }
      unsupported.reason = ""
      return .unsupported(unsupported)
    }
  }

  @Test func matchesTheScalarParserOnRandomTexts() {
    let pieces = [
      "%", "%", "%", "@", "#", "$", "l", "h", "q", "L", "z", "j", "d", "i", "u", "D", "x", "o",
      "f", ".", "*", "-", " ", "'", "s", "c", "p", "a", "r", "g", "arg", "0", "1", "2", "9", "n",
      "é", "😀", "%#@", "%1$", "%lld", "%@", "%.2f", "%2$#@", "@",
    ]
    var generator = SplitMix64(seed: 7)
    for _ in 0..<40_000 {
      var text = ""
      for _ in 0..<Int.random(in: 0...8, using: &generator) {
        text += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
      }
      let argumentIndex: Int? = Bool.random(using: &generator) ? 3 : nil
      let actual = FormatTemplate(text, argumentIndex: argumentIndex).segments
      #expect(
        withoutReasons(actual) == Reference.segments(text, argumentIndex: argumentIndex),
        "\(text)")
    }
  }

  /// The one segment `text` holds after a literal "x" (so that a literal never merges).
  private func only(_ text: String, argumentIndex: Int? = nil) -> Segment? {
    let segments = FormatTemplate("x" + text, argumentIndex: argumentIndex).segments
    return segments.count == 2 ? segments[1] : nil
  }

  /// Every specifier of Apple's table (String Format Specifiers) and its lengths: rendering
  /// fills `%@` and the decimal whole numbers, written plain; each other one is read whole,
  /// with the kind of value it takes and the argument it uses, and not filled.
  @Test func readsEverySpecifierOfApplesTable() {
    for specifier in [
      "%d", "%D", "%i", "%u", "%U", "%hi", "%hu", "%hhd", "%qi", "%qu", "%ld", "%lu", "%lld",
      "%llu", "%zd", "%td", "%jd", "%1$d", "%2$lld",
    ] {
      #expect(
        only(specifier) == .argument(index: specifier.contains("2$") ? 1 : 0, kind: .integer),
        "\(specifier)")
    }
    #expect(only("%@") == .argument(index: 0, kind: .object))
    #expect(only("%1$@") == .argument(index: 0, kind: .object))
    let unsupported: [(String, Kind)] = [
      ("%x", .integer), ("%X", .integer), ("%o", .integer), ("%O", .integer), ("%qx", .integer),
      ("%f", .double), ("%F", .double), ("%e", .double), ("%E", .double), ("%g", .double),
      ("%G", .double), ("%a", .double), ("%A", .double), ("%lf", .double), ("%Lf", .double),
      ("%.2f", .double), ("%1$.1f", .double), ("%c", .character), ("%C", .character),
      ("%s", .cString), ("%S", .cString), ("%p", .pointer), ("%5d", .integer),
      ("%05lld", .integer), ("%-10@", .object), ("%+d", .integer), ("% d", .integer),
      ("%'d", .integer), ("%#x", .integer), ("%Ld", .integer), ("%lhd", .integer),
      ("%l@", .object),
    ]
    for (specifier, kind) in unsupported {
      guard case .unsupported(let found)? = only(specifier) else {
        Issue.record("\(specifier) is filled")
        continue
      }
      #expect(found.specifier == specifier)
      #expect(found.kind == kind, "\(specifier)")
      #expect(found.index == 0, "\(specifier)")
      #expect(!found.reason.isEmpty)
    }
    #expect(FormatTemplate("100%%").segments == [.literal("100%")])
  }

  /// Text no formatter reads as a specifier is one unsupported segment, which takes no
  /// argument: a lone `%`, a `%` before a letter that is no conversion, an unclosed `%#@`.
  @Test func readsTextThatIsNoSpecifier() {
    let cases: [(String, String, String)] = [
      ("50%", "%", "a lone '%' ends the text; a percent sign is written '%%'"),
      ("50%!", "%!", "not a format specifier; a percent sign is written '%%'"),
      ("%é", "%é", "not a format specifier; a percent sign is written '%%'"),
      ("%1$", "%1$", "a specifier is cut off; a percent sign is written '%%'"),
      ("%#@open", "%#@open", "'%#@' is not closed by '@'"),
      ("%#@@", "%#@@", "'%#@@' names no substitution"),
      ("%arg", "%arg", "'%arg' stands for a substitution's argument, outside one"),
      ("%0$@", "%0$@", "positions start at %1$"),
      ("%100$@", "%100$@", "a position above %99$"),
    ]
    for (text, specifier, reason) in cases {
      let unsupported = FormatTemplate(text).unsupported
      #expect(unsupported?.specifier == specifier, "\(text)")
      #expect(unsupported?.reason == reason, "\(text)")
    }
    #expect(FormatTemplate("%0$@").unsupported?.kind == .object)
    #expect(FormatTemplate("50% off").unsupported?.reason.hasSuffix("written '%%'") == true)
    #expect(FormatTemplate("%z").malformed?.specifier == "%z")
    #expect(FormatTemplate("%s").malformed == nil)
  }

  /// Apple's formatter numbers an unnumbered specifier after the previous one, a
  /// substitution included (CoreFoundation gives `%#@name@` an argument like `%@`): in
  /// `%#@files@ in %@`, `%@` is argument 2.
  @Test func aSubstitutionTakesAnArgumentPosition() {
    #expect(
      FormatTemplate("%#@files@ in %@").segments == [
        .substitution("files"), .literal(" in "), .argument(index: 1, kind: .object),
      ])
    #expect(
      FormatTemplate("%@ has %#@files@ in %@").segments == [
        .argument(index: 0, kind: .object), .literal(" has "), .substitution("files"),
        .literal(" in "), .argument(index: 2, kind: .object),
      ])
    // A numbered substitution, as stringsdict files write them, and what follows it.
    #expect(
      FormatTemplate("%2$#@files@ %@").segments == [
        .substitution("files"), .literal(" "), .argument(index: 2, kind: .object),
      ])
    // Specifiers rendering does not fill take their arguments too, a `*` width its own.
    #expect(FormatTemplate("%.2f %@").placeholders.map(\.index) == [0, 1])
    #expect(FormatTemplate("%*d %@").placeholders.map(\.index) == [1, 2])
    #expect(FormatTemplate("%*2$d %@").placeholders.map(\.index) == [0, 1])
    // Text that is no specifier takes none.
    #expect(FormatTemplate("50%! %@").placeholders.map(\.index) == [0])
  }

  @Test func rendersOnlyWhatItFills() {
    #expect(FormatTemplate("%1$@ and %2$lld%%").isRenderable)
    #expect(FormatTemplate("%#@n@ %arg", argumentIndex: 0).isRenderable)
    for text in ["%s", "%.2f", "50% off", "%", "%x", "a %c b"] {
      #expect(!FormatTemplate(text).isRenderable, "\(text)")
    }
  }
}
