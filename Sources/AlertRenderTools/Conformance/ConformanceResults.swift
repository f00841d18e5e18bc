/// What a client reports it drew and announced for each fixture of the conformance kit: the
/// RESULTS JSON that `alert-render conformance check` compares with the kit's expectations
/// (docs/conformance.md, docs/conformance-results.schema.json).
///
/// The Swift reference client (`ConformanceReporter`) builds one; any other client writes the
/// same JSON from the docs.
package struct ConformanceResults: Codable, Sendable, Equatable {
  /// The kit version the client ran (`major.minor`).
  package var kit: String
  package var client: Client
  /// Per fixture file name, what the client did with it.
  package var fixtures: [String: Fixture]

  /// The client that reported.
  package struct Client: Codable, Sendable, Equatable {
    package var name: String
    package var version: String
  }

  /// One fixture as the client drew it, or its refusal.
  package struct Fixture: Codable, Sendable, Equatable {
    /// `draw` or `refuse`.
    package var outcome: String
    package var direction: String?
    /// The body's block types as drawn, in order.
    package var blocks: [String]?
    /// How many details items are drawn.
    package var details: Int?
    /// The events reported when the screen is presented.
    package var view: [Event]?
    /// What a screen reader meets on the screen, in order.
    package var readingOrder: [Element]?
    /// What a screen reader meets in each dialog a tap can open.
    package var dialogs: [String: [Element]]?
    /// Every tap on the screen, then in each dialog reached.
    package var taps: [Tap]?
  }

  /// One accessibility element.
  package struct Element: Codable, Sendable, Equatable {
    /// What is spoken as the element's name.
    package var label: String
    /// Sorted: `heading`, `button`, `link`, `image`; none for plain text.
    package var traits: [String]
    package var level: Int?
    /// The `lang` of the label, where the document gives one.
    package var language: String?
    /// A field's value, spoken after its label.
    package var value: String?
    package var valueLanguage: String?
    package var hint: String?
    /// For a screen button, its id.
    package var button: String?
  }

  /// An analytics event as reported: the name and every other member as a parameter.
  package struct Event: Codable, Sendable, Equatable {
    package var event: String
    package var parameters: [String: String]
  }

  /// A tap and what followed it.
  package struct Tap: Codable, Sendable, Equatable {
    /// `screen`, or the id of the dialog showing.
    package var from: String
    /// A screen button's id, a dialog button's index, or `escape` (Esc, back, the scrim).
    package var button: Control
    /// How a screen button is drawn, or a dialog button placed.
    package var style: String?
    package var role: String?
    /// The events the tap reported, in order.
    package var reports: [Event]
    /// What shows after: `screen`, a dialog's id, or `closed` (the alert screen closed).
    package var then: String
    /// What the client does, if anything: the action kind run and its data.
    package var runs: Run?
  }

  /// Which control was tapped.
  package enum Control: Codable, Sendable, Equatable {
    case id(String)
    case index(Int)

    package init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let index = try? container.decode(Int.self) {
        self = .index(index)
      } else {
        self = .id(try container.decode(String.self))
      }
    }

    package func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .id(let id): try container.encode(id)
      case .index(let index): try container.encode(index)
      }
    }
  }

  /// An action as run: its kind (after the fallbacks) and the data it carried.
  package struct Run: Codable, Sendable, Equatable {
    package var kind: String
    package var dialog: String?
    package var url: String?
    package var display: String?
    package var delay: String?
    package var localTime: String?
    package var operation: String?
  }
}
