import Foundation

/// The libFuzzer entry point: one input to the target `ALERT_RENDER_FUZZ_TARGET` names.
///
/// Compiled by `Scripts/fuzz` (not by SwiftPM) into one module with the three library targets,
/// so it sees internal API such as `JSONParser`. One binary holds every target, so that one
/// build serves them all; `Scripts/fuzz` runs each with its own corpus:
///
/// - `alert` (the default): frame, decode, render and encode an alert. The first input byte
///   picks the options (locale, theme, text width and colour), the second how the rest is
///   read (one alert, a JSON array or NDJSON, and how the batch is cut into blocks); the rest
///   is the input, so seeds are examples with two selector bytes in front.
/// - `draw`: read a layout document and draw it with every encoder (`DrawFuzzHarness`).
/// - `xliff`: read an XLIFF file, write it and read it back (`XLIFFFuzzHarness`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let input = UnsafeBufferPointer(start: data, count: size)
  switch FuzzTarget.selected {
  case .alert: FuzzHarness.run(input)
  case .draw: DrawFuzzHarness.run(input)
  case .xliff: XLIFFFuzzHarness.run(input)
  }
  return 0
}

/// The targets one fuzz binary holds.
enum FuzzTarget: String, CaseIterable {
  case alert, draw, xliff

  /// The target `ALERT_RENDER_FUZZ_TARGET` names, `alert` when unset.
  static let selected: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["ALERT_RENDER_FUZZ_TARGET"] ?? "alert"
    guard let target = FuzzTarget(rawValue: name) else {
      FuzzHarness.fail(
        "unknown ALERT_RENDER_FUZZ_TARGET '\(name)'; expected one of "
          + allCases.map(\.rawValue).joined(separator: ", "))
    }
    return target
  }()
}

/// The renderer and the checks the fuzz target applies to every input.
enum FuzzHarness {
  /// The shipped rules with `Fuzz/Rules/` dropped in (conditions using every operator), and
  /// the shipped catalogs, loaded once: loading per input would drown the signal.
  static let renderer: AlertRenderer = {
    // Scripts/fuzz compiles a snapshot of the sources, so #filePath is no guide to the root.
    let root = URL(
      fileURLWithPath: ProcessInfo.processInfo.environment["ALERT_RENDER_ROOT"]
        ?? FileManager.default.currentDirectoryPath)
    do {
      return try AlertRenderer(
        rulesDirectories: [
          root.appendingPathComponent("Rules"), root.appendingPathComponent("Fuzz/Rules"),
        ],
        localizationDirectories: [root.appendingPathComponent("Localizations")])
    } catch {
      fatalError(
        "The shipped content does not load from \(root.path) (set ALERT_RENDER_ROOT): \(error)")
    }
  }()

  /// Supported locales, a CLDR fallback, the pseudo-locale, then hostile requests: sixteen,
  /// one per value of the selector's low four bits.
  static let locales: [String] = [
    "en-US", "en-GB", "es-419", "es-MX", "fr", "en-XA", "es_MX.UTF-8@euro", "ar-EG",
    "", "x", "zz-ZZ-ZZ", "en--US", "\u{0}\u{FFFF}", "../../etc/passwd", "<script>",
    String(repeating: "é", count: 300),
  ]

  /// The reference date of date conditions: fixed, so that a crash reproduces on any day.
  static let now = LeakDate(year: 2025, month: 11, day: 26)

  /// What the HTML page holds whatever the alert says; more would mean injected markup.
  static let htmlBaseline: [String: Int] = {
    let example =
      #"{"id": "a", "type": 1, "events": [{"data": {"match": "IDEMAILADDR", "email": "x"}}]}"#
    guard let document = try? renderer.render(json: Array(example.utf8), locale: "en-US") else {
      fatalError("The baseline alert does not render")
    }
    return markupCounts(LayoutHTMLEncoder().encode(document))
  }()

  /// How often each kind of active markup appears in `html`, ignoring case.
  static func markupCounts(_ html: String) -> [String: Int] {
    let lowered = html.lowercased()
    var counts: [String: Int] = [:]
    // Text such as "javascript:" is harmless here: no document text becomes a link or source.
    for tag in [
      "<script", "</script", "<iframe", "<object", "<embed", "<style", "<img", "<meta", "<link",
    ] {
      counts[tag] = lowered.components(separatedBy: tag).count - 1
    }
    return counts
  }

  /// One input of the `alert` target: two selector bytes, then an alert or a batch.
  static func run(_ input: UnsafeBufferPointer<UInt8>) {
    guard input.count > 1 else { return }
    let options = FuzzOptions(selector: input[0])
    let body = UnsafeBufferPointer(rebasing: input[2...])
    switch FuzzBatch(selector: input[1]) {
    case nil: run(json: body, options: options)
    case let batch?: runBatch(Array(body), batch: batch, options: options)
    }
  }

  /// Renders `json` as `options` say and pushes the document through every encoder; reads
  /// it as a layout document too, which must fail with a message or give a drawable document.
  static func run(json: UnsafeBufferPointer<UInt8>, options: FuzzOptions) {
    compareReaders(json)
    do {
      let reading = try LayoutDocumentReader(file: "fuzz").read(json)
      encodeText(reading.document, options: options)
      encodeHTML(reading.document)
    } catch {
      require(!error.message.isEmpty, "a document error without a message")
    }
    let document: LayoutDocument
    do {
      document = try renderer.render(
        json: json, locale: options.locale, theme: options.theme, now: now)
    } catch {
      // A rejected input must still explain itself in a sentence.
      let message = error.description
      require(!message.isEmpty && message.hasSuffix("."), "unclear error: \(message)")
      if let path = error.path { require(!path.isEmpty, "empty path in \(message)") }
      return
    }
    check(document, json: json)
    encodeJSON(document)
    encodeText(document, options: options)
    encodeHTML(document)
  }

  /// The alert reader (`ByteReaders.alert`) reads what the general path reads, code point for
  /// code point (a debug description's UTF-8: `==` on strings holds for canonically equivalent
  /// ones), or leaves the alert to it: under the default limits and under tight ones.
  static func compareReaders(_ json: UnsafeBufferPointer<UInt8>) {
    let tight = AlertLimits(maxEvents: 2, maxStringBytes: 24, maxDepth: 4)
    for limits in [AlertLimits(), tight] {
      guard let fast = ByteReaders.alert(json, limits: limits) else { continue }
      guard let general = try? Alert(json: Alert.parse(json, limits: limits), limits: limits)
      else {
        fail("the alert reader read an alert the general path refuses")
      }
      require(
        Array(String(reflecting: fast).utf8) == Array(String(reflecting: general).utf8),
        "the alert reader and the general path read different alerts")
    }
  }

  /// Invariants every rendered document keeps, whatever the input.
  static func check(_ document: LayoutDocument, json: UnsafeBufferPointer<UInt8>) {
    guard let alert = try? Alert(json: json) else {
      fail("rendered an alert that does not decode")
    }
    let items = document.body.compactMap { block -> [LayoutDocument.Detail]? in
      if case .details(let details) = block { return details.items }
      return nil
    }
    require(items.count == 1, "expected one details block, found \(items.count)")
    require(
      items[0].map(\.eventIndex) == Array(alert.events.indices), "an event was dropped or reordered"
    )
    require(document.alert.id == alert.id, "the alert id changed")
  }

  /// The JSON encoder, pretty and compact, each checked to produce output that our own strict
  /// parser reads and that decodes back to the same document.
  static func encodeJSON(_ document: LayoutDocument) {
    for pretty in [true, false] {
      let data: Data
      do {
        data = try document.jsonData(pretty: pretty)
      } catch {
        fail("the JSON encoder failed: \(error)")
      }
      let limits = JSONLimits(maxDepth: 64, maxStringBytes: 1 << 30)
      guard (try? JSONParser.parse(data, limits: limits)) != nil else {
        fail("the JSON encoder wrote JSON the parser rejects")
      }
      guard let decoded = try? JSONDecoder().decode(LayoutDocument.self, from: data),
        decoded == document
      else {
        fail("the JSON does not decode back to the same document")
      }
      // The one note a document the writer wrote may get: a button or action naming an action
      // or dialog the document lacks, which the reader notes in every version.
      let danglingReference = ["names no action in 'actions'", "names no dialog in 'dialogs'"]
      guard let reading = try? LayoutDocumentReader(file: "fuzz").read(data),
        reading.document == document,
        reading.notes.allSatisfy({ note in
          danglingReference.contains { note.message.contains($0) }
        })
      else {
        fail("LayoutDocumentReader does not read the JSON back as the same document")
      }
    }
  }

  /// The terminal preview: no line wider than asked, and no control character from the data
  /// that could move the cursor or retitle the terminal.
  static func encodeText(_ document: LayoutDocument, options: FuzzOptions) {
    let encoder = LayoutTextEncoder(width: options.width, color: options.color)
    let text = encoder.encode(document)
    for scalar in text.unicodeScalars
    where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
      || scalar.properties.generalCategory == .format && scalar != "\u{200D}"
        && !(0xE0020...0xE007F).contains(scalar.value)
    {
      require(
        scalar == "\n" || (options.color && scalar == "\u{1B}"),
        "the text preview holds the control or format character U+"
          + String(scalar.value, radix: 16))
    }
    if !options.color {
      for line in text.split(separator: "\n") {
        require(
          TextCanvas.displayWidth(line) <= encoder.width,
          "a preview line is wider than \(encoder.width) columns")
      }
    }
  }

  /// The HTML page: no markup beyond what every page has, whatever the texts say.
  static func encodeHTML(_ document: LayoutDocument) {
    let counts = markupCounts(LayoutHTMLEncoder().encode(document))
    require(counts == htmlBaseline, "the page holds injected markup: \(counts)")
  }

  /// Stops the run when an invariant breaks; `fatalError`, unlike `precondition`, keeps its
  /// message in optimized builds, so the crash report says which invariant it was.
  static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fail(message()) }
  }

  /// Stops the run with `message`.
  static func fail(_ message: String) -> Never {
    fatalError("fuzz invariant: " + message)
  }
}
