import Foundation

/// The libFuzzer entry point: decode, render and encode one input, checking invariants.
///
/// Compiled into the `AlertRendering` module itself by `Scripts/fuzz` (not by SwiftPM), so it
/// sees internal API such as `JSONParser`. The first input byte picks the locale; the rest is
/// the alert JSON, so seeds are examples with one selector byte in front.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let input = UnsafeBufferPointer(start: data, count: size)
  let locale = FuzzHarness.locale(for: input[0])
  FuzzHarness.run(json: UnsafeBufferPointer(rebasing: input[1...]), locale: locale)
  return 0
}

/// The renderer and the checks the fuzz target applies to every input.
enum FuzzHarness {
  /// The shipped rules and catalogs, loaded once: loading per input would drown the signal.
  static let renderer: AlertRenderer = {
    let root =
      ProcessInfo.processInfo.environment["ALERT_RENDER_ROOT"].map { URL(fileURLWithPath: $0) }
      ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    do {
      return try AlertRenderer(
        rulesDirectories: [root.appendingPathComponent("Rules")],
        localizationDirectories: [root.appendingPathComponent("Localizations")])
    } catch {
      fatalError("The shipped content does not load from \(root.path): \(error)")
    }
  }()

  /// Supported locales, a CLDR fallback, the pseudo-locale, then hostile requests.
  static let locales: [String] = [
    "en-US", "en-GB", "es-419", "es-MX", "fr", "en-XA", "es_MX.UTF-8@euro", "ar-EG",
    "", "x", "zz-ZZ-ZZ", "en--US", "\u{0}\u{FFFF}", "../../etc/passwd", "<script>",
    String(repeating: "é", count: 300),
  ]

  /// The locale that `selector` picks.
  static func locale(for selector: UInt8) -> String {
    locales[Int(selector) % locales.count]
  }

  /// Renders `json` in `locale` and pushes the document through every encoder.
  static func run(json: UnsafeBufferPointer<UInt8>, locale: String) {
    let document: LayoutDocument
    do {
      document = try renderer.render(json: json, locale: locale)
    } catch {
      // A rejected input must still explain itself in a sentence.
      let message = error.description
      precondition(!message.isEmpty && message.hasSuffix("."), "unclear error: \(message)")
      if let path = error.path { precondition(!path.isEmpty, "empty path in \(message)") }
      return
    }
    check(document, json: json)
    encode(document)
  }

  /// Invariants every rendered document keeps, whatever the input.
  static func check(_ document: LayoutDocument, json: UnsafeBufferPointer<UInt8>) {
    guard let alert = try? Alert(json: json) else {
      preconditionFailure("rendered an alert that does not decode")
    }
    let items = document.body.compactMap { block -> [LayoutDocument.Detail]? in
      if case .details(let details) = block { return details.items }
      return nil
    }
    precondition(items.count == 1, "expected one details block, found \(items.count)")
    precondition(
      items[0].map(\.eventIndex) == Array(alert.events.indices), "an event was dropped or reordered")
    precondition(document.alert.id == alert.id, "the alert id changed")
  }

  /// Every encoder, each checked to produce output our own strict parser reads back.
  static func encode(_ document: LayoutDocument) {
    for pretty in [true, false] {
      let data: Data
      do {
        data = try document.jsonData(pretty: pretty)
      } catch {
        preconditionFailure("the JSON encoder failed: \(error)")
      }
      let limits = JSONParser.Limits(maxDepth: 64, maxStringBytes: 1 << 30)
      guard (try? JSONParser.parse(data, limits: limits)) != nil else {
        preconditionFailure("the JSON encoder wrote JSON the parser rejects")
      }
      guard let decoded = try? JSONDecoder().decode(LayoutDocument.self, from: data),
        decoded == document
      else {
        preconditionFailure("the JSON does not decode back to the same document")
      }
    }
  }
}
