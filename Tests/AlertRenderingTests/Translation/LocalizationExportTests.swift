import Foundation
import Testing

@testable import AlertRendering

/// What `localizations export` puts in front of a translator: the units, the bundle's
/// folders, and never a write outside the output directory.
@Suite struct LocalizationExportTests {
  static let tool = LocalizationExchange.Tool(id: "test", name: "test", version: "1")

  /// A new temporary directory holding `files` (relative path → contents).
  static func directory(_ files: [String: String] = [:]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("alert-render-export-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for (name, contents) in files {
      let file = root.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: file)
    }
    return root
  }

  @Test func theBundleHoldsTheSourceCatalogsAndTheNotes() throws {
    let output = try Self.directory()
    let notes = [
      LocalizationExchange.ExportFile(name: "email-alert.html", bytes: Array("<p>hi</p>".utf8)),
      LocalizationExchange.ExportFile(name: "email-alert.txt", bytes: Array("hi".utf8)),
    ]
    _ = try LocalizationExchange.export(
      language: try #require(LocaleID("fr")), from: [TestContent.localizationsDirectory],
      to: output, tool: Self.tool, notes: notes)
    let bundle = output.appendingPathComponent("fr.xcloc")
    for name in ["AlertTypes", "CyberAgent", "Screen"] {
      let file = "\(name).xcstrings"
      #expect(
        try Data(contentsOf: bundle.appendingPathComponent("Source Contents/Localizations/\(file)"))
          == Data(contentsOf: TestContent.localizationsDirectory.appendingPathComponent(file)))
    }
    #expect(
      try String(
        contentsOf: bundle.appendingPathComponent("Notes/email-alert.txt"), encoding: .utf8)
        == "hi")
    // A second export replaces the bundle whole: nothing of the first stays behind.
    _ = try LocalizationExchange.export(
      language: try #require(LocaleID("fr")), from: [TestContent.localizationsDirectory],
      to: output, tool: Self.tool)
    #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["fr.xcloc"])
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: bundle.appendingPathComponent("Notes").path
      ).isEmpty)
  }

  @Test func neverWritesThroughALinkPlantedInTheOutput() throws {
    let french = try #require(LocaleID("fr"))
    let plants: [(link: String, target: String)] = [
      ("out/fr.xcloc/contents.json", "../../victim"),
      ("out/fr.xcloc/Localized Contents/fr.xliff", "../../../victim"),
      ("out/fr.xcloc/Notes", "../../victims"),
      ("out/fr.xcloc/Source Contents/Localizations", "../../../victims"),
      ("out/fr.xcloc", "../victims"),
    ]
    for plant in plants {
      let root = try Self.directory(["victim": "precious", "victims/contents.json": "precious"])
      let link = root.appendingPathComponent(plant.link)
      try FileManager.default.createDirectory(
        at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: link.path, withDestinationPath: plant.target)
      _ = try LocalizationExchange.export(
        language: french, from: [TestContent.localizationsDirectory],
        to: root.appendingPathComponent("out"), tool: Self.tool,
        notes: [LocalizationExchange.ExportFile(name: "contents.json", bytes: [0x78])])
      #expect(
        try String(contentsOf: root.appendingPathComponent("victim"), encoding: .utf8)
          == "precious", "\(plant.link)")
      #expect(
        try FileManager.default.contentsOfDirectory(
          atPath: root.appendingPathComponent("victims").path) == ["contents.json"],
        "\(plant.link)")
      #expect(
        try String(
          contentsOf: root.appendingPathComponent("victims/contents.json"), encoding: .utf8)
          == "precious", "\(plant.link)")
      let manifest = root.appendingPathComponent("out/fr.xcloc/contents.json")
      #expect(try String(contentsOf: manifest, encoding: .utf8).contains("\"targetLocale\""))
    }
  }
}
