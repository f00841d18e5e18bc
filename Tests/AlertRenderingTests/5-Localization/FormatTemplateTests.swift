import AlertRenderTestSupport
import Testing

@testable import AlertRendering

@Suite struct FormatTemplateTests {
  typealias Segment = FormatTemplate.Segment
  typealias Kind = FormatTemplate.Kind

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
