import Foundation

@testable import AlertRendering

/// The repository's own rules, catalogs and examples, loaded once for all tests.
enum TestContent {
  /// The package root, found from this file's location.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let rulesDirectory = root.appendingPathComponent("Rules")
  static let localizationsDirectory = root.appendingPathComponent("Localizations")
  static let examplesDirectory = root.appendingPathComponent("Examples")
  static let fixturesDirectory = root.appendingPathComponent("Tests/AlertRenderingTests/Fixtures")

  /// A renderer of the shipped content; loading fails the test run loudly if content is broken.
  static let renderer: AlertRenderer = {
    do {
      return try AlertRenderer(
        rulesDirectories: [rulesDirectory], localizationDirectories: [localizationsDirectory])
    } catch {
      fatalError("The shipped content does not load: \(error)")
    }
  }()

  static let locales = ["en-US", "en-GB", "es-419"]

  /// The bytes of `Examples/<name>`.
  static func example(_ name: String) throws -> Data {
    try Data(contentsOf: examplesDirectory.appendingPathComponent(name))
  }

  /// The bytes of `Tests/AlertRenderingTests/Fixtures/<name>`.
  static func fixture(_ name: String) throws -> Data {
    try Data(contentsOf: fixturesDirectory.appendingPathComponent(name))
  }

  /// An alert of `type` with one event per data object, for compact tests.
  static func alertJSON(type: Int = 1, id: String = "test:1", events: [[String: String]]) -> Data {
    let eventsJSON = events.map { data in
      let fields = data.keys.sorted().map { key in
        "\"\(key)\": \"\(data[key] ?? "")\""
      }
      return "{\"date\": \"2016-09-12\", \"data\": {\(fields.joined(separator: ", "))}}"
    }
    return Data(
      "{\"id\": \"\(id)\", \"type\": \(type), \"events\": [\(eventsJSON.joined(separator: ", "))]}"
        .utf8)
  }

  /// A String Catalog with one translated text per key, all in `locale`, parsed as a file is.
  static func catalog(locale: String, strings: [String: String], file: String = "Test.xcstrings")
    throws -> StringCatalog
  {
    let units = strings.keys.sorted().map { key in
      let unit: JSONValue = .object([
        JSONMember(key: "state", value: .string("translated")),
        JSONMember(key: "value", value: .string(strings[key] ?? "")),
      ])
      let localization: JSONValue = .object([JSONMember(key: "stringUnit", value: unit)])
      return JSONMember(
        key: key,
        value: .object([
          JSONMember(
            key: "localizations", value: .object([JSONMember(key: locale, value: localization)]))
        ]))
    }
    let json: JSONValue = .object([
      JSONMember(key: "sourceLanguage", value: .string(locale)),
      JSONMember(key: "strings", value: .object(units)),
      JSONMember(key: "version", value: .string("1.0")),
    ])
    return try StringCatalog(json, file: file)
  }
}
