import AlertRendering
import Foundation

/// The repository's own rules, catalogs and examples, loaded once for all tests.
package enum TestContent {
  /// The package root, found from this file's location.
  package static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  package static let rulesDirectory = root.appendingPathComponent("Rules")
  package static let localizationsDirectory = root.appendingPathComponent("Localizations")
  package static let examplesDirectory = root.appendingPathComponent("Examples")
  package static let fixturesDirectory = root.appendingPathComponent(
    "Tests/AlertRenderingTests/Fixtures")

  /// A renderer of the shipped content; loading fails the test run loudly if content is broken.
  package static let renderer: AlertRenderer = {
    do {
      return try AlertRenderer(
        rulesDirectories: [rulesDirectory], localizationDirectories: [localizationsDirectory])
    } catch {
      fatalError("The shipped content does not load: \(error)")
    }
  }()

  package static let locales = ["en-US", "en-GB", "es-419"]

  /// The bytes of `Examples/<name>`.
  package static func example(_ name: String) throws -> Data {
    try Data(contentsOf: examplesDirectory.appendingPathComponent(name))
  }

  /// The bytes of `Tests/AlertRenderingTests/Fixtures/<name>`.
  package static func fixture(_ name: String) throws -> Data {
    try Data(contentsOf: fixturesDirectory.appendingPathComponent(name))
  }

  /// A new temporary directory holding `files` (text by path inside it, folders made as
  /// needed); the caller removes it.
  package static func directory(_ files: [String: String] = [:]) throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("alert-render-test-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (path, text) in files {
      let file = directory.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    return directory
  }

  /// Runs `body` with a new directory holding `files` (`directory(_:)`), removed afterwards:
  /// a drop-in rules or catalogs directory for one test.
  package static func withDirectory<Result>(
    _ files: [String: String], _ body: (URL) throws -> Result
  ) throws -> Result {
    let directory = try directory(files)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
  }

  /// An alert of `type` with one event per data object, for compact tests.
  package static func alertJSON(type: Int = 1, id: String = "test:1", events: [[String: String]])
    -> Data
  {
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
}
