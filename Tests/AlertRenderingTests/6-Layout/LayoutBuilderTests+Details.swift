import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// The date and origin lines of details fill texts compiled once per locale and device
/// (`Localizer.CompiledText`): a detail filled so must be the detail resolved in full.
extension LayoutBuilderTests {
  /// Events whose lines stress filling: origins with accents, a character beyond the BMP
  /// (two UTF-16 units), right-to-left text, quotes and backslashes; dates readable,
  /// unreadable, null, absent and in each data field; every value field of a few match
  /// types and an unknown match type.
  static let detailEvents = [
    #"{"date": "2016-09-06", "data": {"match": "IDEMAILADDR", "email": "a@b.c", "#
      + #""site": "exämple.com 😀 \"q\" \\ שלום"}}"#,
    #"{"date": "not a date", "data": {"match": "IDSSN", "ssn": "123-45-6789", "#
      + #""Source": "Ünïcödé Dump"}}"#,
    #"{"date": null, "data": {"match": "IDCCN", "ccn": "4111111111111111", "#
      + #""SourceDate": "2016-09-06T11:02:33+02:00"}}"#,
    #"{"data": {"match": "IDBANK", "bankAccount": "12345678", "#
      + #""CreationDate": "0000-00-00 00:00:00", "site": ""}}"#,
    #"{"date": "2016-09-06 00:00:00", "data": {"match": "IDPHONE", "phone": "2025550199", "#
      + #""Source": "\u0041\u00e9\ud83d\ude00"}}"#,
    #"{"date": "2016-02-30", "data": {"match": "IDUNKNOWN", "value": "x", "site": "s"}}"#,
  ]

  @Test(arguments: ["en-US", "en-GB", "es-419", "he"])
  func compiledDetailLinesAreTheLinesResolvedInFull(locale: String) throws {
    for count in 1...Self.detailEvents.count {
      let events = Self.detailEvents.prefix(count).joined(separator: ", ")
      let json = Data(#"{"id": "lines:\#(count)", "type": 1, "events": [\#(events)]}"#.utf8)
      for device in [DeviceClass.other, .applewatch] {
        // Twice: the first document compiles the lines, the second takes them.
        for _ in 0..<2 {
          let shared = try Self.renderer.render(json: json, locale: locale, device: device)
          let own = try unshared(json, locale: locale, device: device)
          #expect(shared == own, "\(count) events in \(locale) on \(device)")
          #expect(
            try shared.jsonData(pretty: false) == (try own.jsonData(pretty: false)),
            "\(count) events in \(locale) on \(device)")
        }
      }
    }
  }

  /// A line from another language carries it and reports the fallback, filled as resolved:
  /// a German drop-in translates the origin line and not the date line.
  @Test func compiledLinesFromAnotherLanguageAreTheLinesResolvedInFull() throws {
    let renderer = try Self.renderer(originLine: "Gefunden bei „%@“", in: "de")
    let events = Self.detailEvents.joined(separator: ", ")
    let json = Data(#"{"id": "lines:de", "type": 1, "events": [\#(events)]}"#.utf8)
    for _ in 0..<2 {
      let shared = try renderer.render(json: json, locale: "de", device: .other)
      let own = try unshared(json, locale: "de", device: .other, renderer: renderer)
      #expect(shared == own)
      #expect(try shared.jsonData(pretty: false) == (try own.jsonData(pretty: false)))
      #expect(shared.diagnostics.contains { $0.message.contains("'detail.date'") })
      let json = String(decoding: try shared.jsonData(pretty: false), as: UTF8.self)
      #expect(json.contains("Gefunden bei „"))
      #expect(json.contains(#""lang":"en-US""#))
    }
  }

  /// Link markup in a detail line (a `link-slot` mistake) is never compiled: the line is
  /// resolved in full, which takes the markup out and notes it, as in every other slot.
  @Test func aDetailLineWithLinkMarkupIsResolvedInFull() throws {
    let renderer = try Self.renderer(
      originLine: "Seen by [the FTC](link:ftc-identity-theft) at %@", in: "en-US")
    let events = Self.detailEvents.joined(separator: ", ")
    let json = Data(#"{"id": "lines:link", "type": 1, "events": [\#(events)]}"#.utf8)
    var localizer = renderer.negotiate("en-US").0.parts(screen: renderer.rules.screen).localizer
    #expect(localizer.compiled(renderer.screen.originLine, argumentCount: 1) == nil)
    for _ in 0..<2 {
      let shared = try renderer.render(json: json, locale: "en-US", device: .other)
      let own = try unshared(json, locale: "en-US", device: .other, renderer: renderer)
      #expect(shared == own)
      let text = String(decoding: try shared.jsonData(pretty: false), as: UTF8.self)
      #expect(text.contains("Seen by the FTC at "))
      #expect(!text.contains("](link:"))
    }
  }

  /// A line of one argument takes the argument's ranges made once for lengths below
  /// `sharedSpanLengths` and makes them beyond; a line showing its argument twice makes them
  /// always: each filled as the line resolved in full, at every length around the limit and
  /// with characters of two UTF-16 units.
  @Test(arguments: ["Found at %@", "%1$@ (found at %1$@)"])
  func compiledLineRangesAreTheRangesResolvedInFull(originLine: String) throws {
    let renderer = try Self.renderer(originLine: originLine, in: "en-US")
    var localizer = renderer.negotiate("en-US").0.parts(screen: renderer.rules.screen).localizer
    let key = renderer.screen.originLine
    let line = localizer.compiled(key, argumentCount: 1)
    let compiled = try #require(line)
    let limit = Localizer.CompiledText.sharedSpanLengths
    #expect(compiled.spansByLength.count == (originLine.contains("%1$@") ? 0 : limit))
    for length in 0...limit + 2 {
      for value in [String(repeating: "a", count: length), String(repeating: "😀", count: length)] {
        let filled = localizer.annotated(compiled, [value])
        let resolved = localizer.annotated(LocalizedText(key, [.verbatim(value)]))
        #expect(filled.text == resolved.text, "\(originLine) \(value)")
        #expect(filled.arguments == resolved.arguments, "\(originLine) \(value)")
        #expect(filled.lang == resolved.lang)
        // The annotations made once for the line alone are those its filling makes.
        let made = CompiledLine(compiled, field: "text").notesByLength
        if !made.isEmpty, let range = filled.arguments.first, range.length < made.count {
          var notes = LayoutDocument.Annotations()
          LayoutBuilder<NoProvenance>.note(resolved, "text", &notes)
          #expect(made[range.length] == notes, "\(originLine) \(value)")
        }
      }
    }
    #expect(CompiledLine(compiled, field: nil).notesByLength.isEmpty)
  }

  /// A renderer of the shipped content and a drop-in catalog giving `locale` the origin line
  /// `line`; the drop-in's directory is gone once the renderer is made, which reads it all.
  private static func renderer(originLine line: String, in locale: String) throws
    -> AlertRenderer
  {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("origin-line-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let catalog =
      #"{"sourceLanguage": "en-US", "version": "1.0", "strings": {"#
      + #""detail.origin": {"localizations": {"\#(locale)": {"stringUnit": "#
      + #"{"state": "translated", "value": "\#(line)"}}}}}}"#
    try Data(catalog.utf8).write(to: directory.appendingPathComponent("Drop-in.xcstrings"))
    return try AlertRenderer(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [TestContent.localizationsDirectory, directory])
  }

  /// The shipped date and origin lines compile in every shipped locale; a text that needs
  /// more than filling in does not.
  @Test func shippedLinesCompile() throws {
    let renderer = Self.renderer
    for locale in ["en-US", "en-GB", "es-419"] {
      let (setup, _) = renderer.negotiate(locale)
      let shared = try #require(setup.parts(screen: renderer.rules.screen).shared)
      #expect(shared.dateLine != nil, "\(locale)")
      #expect(shared.originLine != nil, "\(locale)")
      var localizer = setup.parts(screen: renderer.rules.screen).localizer
      // One argument fewer than the line fills: resolved in full, which reports it.
      #expect(localizer.compiled(renderer.screen.dateLine, argumentCount: 0) == nil)
      #expect(localizer.compiled("no such key", argumentCount: 1) == nil)
    }
  }
}
