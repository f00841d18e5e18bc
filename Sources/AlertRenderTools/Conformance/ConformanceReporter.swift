import AlertLayout

/// The Swift reference client of the conformance kit: what a client built on `AlertLayout`
/// draws and announces for a document, by the rules of docs/layout.md, as
/// `ConformanceResults` (docs/conformance.md says how each part is derived).
package enum ConformanceReporter {
  /// The client's name in the results it writes.
  package static let clientName = "alert-render"

  /// What the client does with the fixture `bytes`: refuses it, or draws it.
  package static func fixture(_ bytes: [UInt8], file: String) -> ConformanceResults.Fixture {
    guard let reading = try? LayoutDocumentReader(file: file).read(bytes) else {
      return ConformanceResults.Fixture(outcome: "refuse")
    }
    return fixture(reading.document)
  }

  /// The results of drawing `document`.
  package static func fixture(_ document: LayoutDocument) -> ConformanceResults.Fixture {
    var screen = ScreenReading(document: document)
    screen.read()
    var taps = TapRecorder(document: document)
    taps.tap(screen.buttons)
    let blocks = document.body.map(\.typeName)
    return ConformanceResults.Fixture(
      outcome: "draw", direction: document.direction.rawValue, blocks: blocks,
      details: document.body.reduce(0) { count, block in
        guard case .details(let list) = block else { return count }
        return count + list.items.count
      },
      view: [event(document.analytics)], readingOrder: screen.elements,
      dialogs: Dictionary(
        uniqueKeysWithValues: taps.opened.compactMap { id in
          document.dialogs[id].map { (id, dialogElements($0)) }
        }),
      taps: taps.taps)
  }

  /// Whether the action `id` exists and, for a `show-dialog`, its dialog too (docs/layout.md,
  /// "Flows"): a screen button whose action does not resolve is not drawn, and a dialog
  /// button's only closes its dialog.
  static func resolves(_ id: String, in document: LayoutDocument) -> Bool {
    guard let action = document.actions[id] else { return false }
    guard action.kind == .showDialog else { return true }
    return action.dialog.map { document.dialogs[$0] != nil } ?? false
  }

  /// An analytics event as reported: its name and every other member as a parameter.
  static func event(_ analytics: LayoutDocument.Analytics) -> ConformanceResults.Event {
    var parameters = ["alertId": analytics.alertId]
    parameters["target"] = analytics.target
    return ConformanceResults.Event(event: analytics.event, parameters: parameters)
  }

  /// A dialog as a screen reader meets it: its title as a heading, its message, its buttons.
  static func dialogElements(_ dialog: LayoutDocument.Dialog) -> [ConformanceResults.Element] {
    let notes = dialog.annotations
    return [
      ConformanceResults.Element(
        label: dialog.title, traits: ["heading"], language: notes?["title"]?.lang),
      ConformanceResults.Element(
        label: dialog.message, traits: [], language: notes?["message"]?.lang),
    ]
      + dialog.buttons.map {
        ConformanceResults.Element(
          label: $0.title, traits: ["button"], language: $0.annotations?["title"]?.lang)
      }
  }
}

extension LayoutDocument.Block {
  /// The block's `type` in the document.
  var typeName: String {
    switch self {
    case .banner: "banner"
    case .details: "details"
    case .section: "section"
    case .separator: "separator"
    }
  }
}
