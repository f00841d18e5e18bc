import AlertRendering
import Foundation

/// The alert as a plain `Codable` mirror: what `JSONDecoder` decodes in the floor and the peer.
struct MirrorAlert: Decodable {
  /// One event of the mirror; the benchmark's event data holds strings only.
  struct Event: Decodable {
    /// The event's own date, if any.
    var date: String?
    /// The event's data fields.
    var data: [String: String]
  }

  /// The alert's id.
  var id: String
  /// The alert type's code.
  var type: Int
  /// The events, in order.
  var events: [Event]
}

/// The usual way to build this service with Foundation: `JSONDecoder` in, the same plugins,
/// localization and layout in the middle, `JSONEncoder` out, with both coders reused.
struct CodablePeer {
  /// The engine's plugins, catalogs and layout, shared with the engine path.
  let renderer: AlertRenderer
  /// One decoder for every alert, as a tuned pipeline keeps it.
  private let decoder = JSONDecoder()
  /// One encoder for every document.
  private let encoder: JSONEncoder

  /// Creates the pipeline around `renderer`.
  init(renderer: AlertRenderer) {
    self.renderer = renderer
    encoder = JSONEncoder()
    // The options `jsonData` promises, so that both paths write the very same bytes.
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  }

  /// Decodes the alert only: the floor every pipeline pays.
  func decode(_ json: Data) throws -> MirrorAlert {
    try decoder.decode(MirrorAlert.self, from: json)
  }

  /// Decodes, renders and encodes one alert.
  func render(_ json: Data, locale: String) throws -> Data {
    let mirror = try decode(json)
    guard let type = AlertType(rawValue: mirror.type) else { throw PeerError.unknownType }
    let events = mirror.events.map { event in
      AlertEvent(
        date: event.date.flatMap { LeakDate(parsing: $0) },
        data: event.data.sorted { $0.key < $1.key }.map {
          JSONMember(key: $0.key, value: .string($0.value))
        })
    }
    let document = try renderer.render(
      Alert(id: mirror.id, type: type, events: events), locale: locale)
    return try encoder.encode(document)
  }

  /// An alert the mirror cannot turn into a model alert.
  enum PeerError: Error, CustomStringConvertible {
    /// The alert's `type` is no alert type the engine knows.
    case unknownType

    /// The message to print.
    var description: String { "The alert's type is not a known alert type." }
  }
}
