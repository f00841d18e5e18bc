import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout
@testable import AlertRendering

/// The hand-written writer must produce exactly the bytes of the `Codable` conformance run
/// through `JSONEncoder`, so that the fast path and the library API never disagree.
@Suite struct LayoutJSONWriterTests {
  /// `document` through `JSONEncoder` with the options `jsonData(pretty:)` promises.
  private func encoderBytes(_ document: LayoutDocument, pretty: Bool) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      pretty
      ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
      : [.sortedKeys, .withoutEscapingSlashes]
    return Array(try encoder.encode(document))
  }

  private func writerBytes(_ document: LayoutDocument, pretty: Bool) throws -> [UInt8] {
    var writer = LayoutJSONWriter(pretty: pretty)
    try writer.write(document)
    return writer.bytes
  }

  /// Expects the writer to match `JSONEncoder` in both formats, showing the first difference.
  private func expectIdentical(
    _ document: LayoutDocument, _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for pretty in [false, true] {
      let expected = try encoderBytes(document, pretty: pretty)
      let actual = try writerBytes(document, pretty: pretty)
      guard actual != expected else { continue }
      let offset = zip(actual, expected).prefix { $0 == $1 }.count
      let context = { (bytes: [UInt8]) in
        String(decoding: bytes[max(0, offset - 40)..<min(bytes.count, offset + 40)], as: UTF8.self)
      }
      Issue.record(
        """
        \(label) (\(pretty ? "pretty" : "compact")) differs at byte \(offset):
        writer:      \(context(actual))
        JSONEncoder: \(context(expected))
        """, sourceLocation: sourceLocation)
    }
  }

  private static let examples: [String] = {
    let names = try? FileManager.default.contentsOfDirectory(
      atPath: TestContent.examplesDirectory.path)
    return (names ?? []).filter { $0.hasSuffix(".json") }.sorted()
  }()

  @Test func everyExampleFindsSomethingToCompare() {
    #expect(Self.examples.count >= 13, "Examples/ holds the 13 match types and more")
  }

  @Test(arguments: examples)
  func everyExampleInEveryLocaleAndTheme(example: String) throws {
    let bytes = try TestContent.example(example)
    // en-XA is pseudo-localized; fr-FR is unsupported and adds a diagnostic.
    for locale in TestContent.locales + ["en-XA", "fr-FR", "es_MX.UTF-8"] {
      for theme in [Theme.light, Theme.dark] {
        let document = try TestContent.renderer.render(json: bytes, locale: locale, theme: theme)
        try expectIdentical(document, "\(example) in \(locale), \(theme.name)")
      }
    }
  }

  @Test func everyGoldenDocument() throws {
    // Explanations (explain*.json) are goldens of their own form, not layout documents.
    let names = try FileManager.default.contentsOfDirectory(atPath: Snapshot.directory.path)
      .filter { $0.hasSuffix(".json") && !$0.hasPrefix("explain") }.sorted()
    #expect(!names.isEmpty)
    for name in names {
      let golden = try Data(contentsOf: Snapshot.directory.appendingPathComponent(name))
      let document = try JSONDecoder().decode(LayoutDocument.self, from: golden)
      try expectIdentical(document, name)
      // The golden files are pretty JSON and a final line break.
      #expect(try writerBytes(document, pretty: true) + [0x0A] == Array(golden), "\(name)")
    }
  }

  @Test(arguments: [
    "",
    "plain",
    "\"quoted\" and \\back\\slashed\\",
    "a/b//c </script>",
    "line\nbreak\r\ncarriage\ttab\u{08}backspace\u{0C}feed",
    "\u{00}\u{01}\u{07}\u{0B}\u{0E}\u{1B}\u{1F}\u{7F}",
    "emoji 🧑‍🧑‍🧒 👍🏽 🇲🇽",
    "RTL \u{200F}مرحبا بالعالم\u{200E} עברית",
    "separators \u{2028} \u{2029} \u{85} \u{FEFF}",
    "combining e\u{301} and NFC é, CJK 漢字, astral 𝄞",
  ])
  func hostileStrings(text: String) throws {
    var document = try TestContent.renderer.render(
      json: try TestContent.example("mixed-alert.json"), locale: "es-419")
    document.alert.id = text
    document.navigation.title = text
    document.requestedLocale = text
    document.diagnostics.append(Diagnostic(code: text, message: text, path: text))
    document.footer.buttons[0].title = text
    document.footer.buttons[0].accessibilityHint = text
    document.body.append(
      .details(
        .init(items: [
          .init(
            eventIndex: 0, matchType: text, icon: .init(name: text, decorative: true),
            value: text, valueMissingText: text, origin: .init(text: text, value: text),
            date: .init(text: text, display: text, spoken: text, iso: text, source: text),
            fields: [.init(key: text, label: text, value: text)])
        ])))
    document.body.append(
      .section(
        .init(
          id: text, heading: .init(text: text, level: -3),
          items: [
            .init(
              text: text, icon: .init(name: text, accessibilityLabel: text, decorative: false))
          ],
          button: nil)))
    // Hostile keys must also sort as JSONEncoder sorts them: by UTF-8 bytes.
    for (index, key) in [text, "Z" + text, "a" + text, "é" + text, "-" + text].enumerated() {
      document.dialogs[key] = .init(
        title: text, message: text, buttons: [.init(title: text, role: .destructive, action: text)])
      document.actions[key] = .init(
        kind: .showDialog, dialog: index.isMultiple(of: 2) ? text : nil,
        analytics: .init(event: text, alertId: text))
    }
    try expectIdentical(document, "hostile \(text.debugDescription)")
  }

  /// The writer scans eight bytes at a time; each byte that needs escaping (and its
  /// neighbours that do not) must be caught at every position of a word.
  @Test func everyEscapeAtEveryOffset() throws {
    var document = try TestContent.renderer.render(
      json: try TestContent.example("email-alert.json"), locale: "en-US")
    for byte: UInt8 in [0x00, 0x08, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7F] {
      for offset in 0..<19 {
        let text =
          String(repeating: "a", count: offset) + String(UnicodeScalar(byte))
          + String(repeating: "é", count: 9 - offset / 2)
        document.navigation.title = text
        try expectIdentical(document, "byte \(byte) at \(offset)")
      }
    }
  }

  /// Strings under 16 bytes are checked as two overlapping words (8–15 bytes), two
  /// overlapping half-words (4–7) or byte by byte (under 4): each escape at every position of
  /// every short length, among ASCII and two-byte neighbours, must come out as JSONEncoder's.
  @Test func everyEscapeInEveryShortString() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    func expectSame(_ text: String) throws {
      // JSONEncoder writes the string inside an array; its brackets are dropped.
      let expected = Array(try encoder.encode([text]).dropFirst().dropLast())
      #expect(Array(JSONText.quoted(text).utf8) == expected, "\(text.debugDescription)")
    }
    for filler in ["a", "é"] {
      for length in 0...20 {
        try expectSame(String(repeating: filler, count: length))
        for position in 0..<length {
          for byte: UInt8 in [0x00, 0x0A, 0x1F, 0x22, 0x5C] {
            try expectSame(
              String(repeating: filler, count: position) + String(UnicodeScalar(byte))
                + String(repeating: "b", count: length - position - 1))
          }
        }
      }
    }
  }

  /// One or two annotations are written in order without sorting, more sorted: names in
  /// either order of a dictionary's iteration come out as JSONEncoder sorts them.
  @Test func annotationsOfOneTwoAndMoreNames() throws {
    var document = try TestContent.renderer.render(
      json: try TestContent.example("email-alert.json"), locale: "en-US")
    let names = ["text", "value", "a", "b", "Z", "é", "", "a\"b", "display", "spoken", "zz"]
    for (index, name) in names.enumerated() {
      for count in 1...4 {
        var annotations = LayoutDocument.Annotations()
        for other in 0..<count {
          let key = other == 0 ? name : names[(index + other * 3) % names.count] + "\(other)"
          annotations[key] = .init(lang: "es-419")
        }
        document.navigation.annotations = annotations
        try expectIdentical(document, "\(count) annotations from \(name.debugDescription)")
      }
    }
  }

  @Test func emptyContainersAndAbsentOptionals() throws {
    var document = try TestContent.renderer.render(
      json: try TestContent.example("email-alert.json"), locale: "en-US")
    document.dialogs = [:]
    document.actions = [:]
    document.diagnostics = []
    document.footer.buttons = []
    document.layout.regions = []
    document.body = [.details(.init(items: [])), .separator]
    try expectIdentical(document, "empty containers")
  }

  @Test(arguments: [0.0, -0.0, 0.5, 19.25, 0.1, 1.0 / 3, 1e-7, 123_456.789, 2.5e15, 1e16, -1e21])
  func numbersAsJSONEncoderWritesThem(value: Double) throws {
    var writer = LayoutJSONWriter(pretty: false)
    try writer.number(value)
    #expect(writer.bytes == Array(try JSONEncoder().encode(value)), "\(value)")
    // In a document, as far as a theme's range of points allows.
    var document = try TestContent.renderer.render(
      json: try TestContent.example("email-alert.json"), locale: "en-GB", theme: .dark)
    let points = value.sign == .minus && value != 0 ? -value : value
    guard points <= 10_000 else { return }
    document.theme.fonts.title.size = points
    document.theme.metrics.margin = points / 3
    document.theme.fonts.text.weight = 100
    document.theme.colors.scrim = .init(red: 1, green: 0xAB, blue: 0xFF, alpha: 0)
    document.alert.typeCode = Int.min
    try expectIdentical(document, "number \(value)")
  }

  @Test func nonFiniteNumbersFailLikeJSONEncoder() throws {
    var document = try TestContent.renderer.render(
      json: try TestContent.example("email-alert.json"), locale: "en-US")
    document.theme.metrics.margin = .infinity
    #expect(throws: EncodingError.self) { try encoderBytes(document, pretty: false) }
    #expect(throws: EncodingError.self) { try writerBytes(document, pretty: false) }
    #expect(throws: EncodingError.self) { try document.jsonData(pretty: false) }
  }

  @Test func jsonDataIsTheWritersOutput() throws {
    let document = try TestContent.renderer.render(
      json: try TestContent.example("ssntrace-alert.json"), locale: "en-GB")
    for pretty in [false, true] {
      let data = try document.jsonData(pretty: pretty)
      #expect(Array(data) == (try encoderBytes(document, pretty: pretty)))
    }
  }

  @Test func aReusedWriterStartsAfresh() throws {
    let first = try TestContent.renderer.render(
      json: try TestContent.example("mixed-alert.json"), locale: "es-419")
    let second = try TestContent.renderer.render(
      json: try TestContent.example("email-alert.json"), locale: "en-US")
    var writer = LayoutJSONWriter(pretty: false)
    try writer.write(first)
    writer.reset()
    try writer.write(second)
    #expect(writer.bytes == (try encoderBytes(second, pretty: false)))
  }
}
