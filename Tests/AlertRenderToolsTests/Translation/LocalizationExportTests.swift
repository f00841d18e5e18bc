import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// What `localizations export` puts in front of a translator: the units, the bundle's
/// folders, and never a write outside the output directory.
@Suite struct LocalizationExportTests {
  static let tool = LocalizationExchange.Tool(id: "test", name: "test", version: "1")

  /// The unit ids of the XLIFF exported for `language` from `directories`.
  static func unitIDs(_ language: String, _ directories: [URL]) throws -> [String] {
    let catalogs = try LocalizationExchange.catalogs(in: directories)
    let document = try LocalizationExchange.xliff(
      language: try #require(LocaleID(language)), catalogs: catalogs)
    return document.files.flatMap(\.units).map(\.id)
  }

  static let plurals = """
    {
      "sourceLanguage" : "en-US",
      "strings" : {
        "count" : { "localizations" : {
          "en-US" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "One event" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld events" } } } } },
          "ja" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "1件" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld件" } } } } } } },
        "found" : { "localizations" : { "en-US" : {
          "stringUnit" : { "state" : "translated", "value" : "Found %#@items@" },
          "substitutions" : { "items" : { "argNum" : 1, "formatSpecifier" : "lld",
            "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg item" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg items" } } } } } } } } }
      },
      "version" : "1.0"
    }
    """

  @Test func exportsOnlyThePluralCategoriesTheTargetLanguageUses() throws {
    let catalogs = try TestContent.directory(["App.xcstrings": Self.plurals])
    // Japanese has one form: no `one`, even where the source or an old translation has one.
    #expect(
      try Self.unitIDs("ja", [catalogs]) == [
        "count|==|plural.other", "found", "found|==|substitutions.items.plural.other",
      ])
    #expect(
      try Self.unitIDs("ar", [catalogs]).filter { $0.hasPrefix("count") } == [
        "count|==|plural.zero", "count|==|plural.one", "count|==|plural.two",
        "count|==|plural.few", "count|==|plural.many", "count|==|plural.other",
      ])
    #expect(
      try Self.unitIDs("fr", [catalogs]).filter { $0.hasPrefix("count") } == [
        "count|==|plural.one", "count|==|plural.many", "count|==|plural.other",
      ])
  }

  @Test func anExportWithOnlyTheNeededCategoriesImportsBack() throws {
    let catalogs = try TestContent.directory(["App.xcstrings": Self.plurals])
    let output = try TestContent.directory()
    _ = try LocalizationExchange.export(
      language: try #require(LocaleID("ja")), from: [catalogs], to: output, tool: Self.tool)
    let summary = try LocalizationExchange.importTranslations(
      from: [output.appendingPathComponent("ja.xcloc").path], into: catalogs)
    #expect(summary.findings.isEmpty)
    #expect(summary.updated == 0)
    #expect(summary.written.isEmpty)
  }

  @Test func formatKeysStayOutForLanguagesCLDRCovers() throws {
    let shipped = [TestContent.localizationsDirectory]
    let french = try Self.unitIDs("fr", shipped)
    #expect(french.count > 100)
    #expect(!french.contains { $0.hasPrefix("format.") })
    #expect(try !Self.unitIDs("es-419", shipped).contains { $0.hasPrefix("format.") })
    // A language CLDR has no data for still needs them from its translator.
    #expect(CLDRFormats(locale: try #require(LocaleID("tlh"))) == nil)
    let klingon = try Self.unitIDs("tlh", shipped)
    #expect(klingon.contains("format.date.leak") && klingon.contains("format.list.end"))
  }

  @Test func aControlCharacterIsNamedWhereItIs() throws {
    let catalog = """
      {
        "sourceLanguage" : "en-US",
        "strings" : {
          "bell" : {
            "localizations" : {
              "en-US" : { "stringUnit" : { "state" : "translated", "value" : "Ding\\u0007" } },
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "Dring" } }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let catalogs = try TestContent.directory(["App.xcstrings": catalog])
    let output = try TestContent.directory()
    #expect {
      try LocalizationExchange.export(
        language: try #require(LocaleID("fr")), from: [catalogs], to: output, tool: Self.tool)
    } throws: { error in
      guard let error = error as? LocalizationExchangeError else { return false }
      return error.source.hasSuffix("App.xcstrings:6:72")
        && error.reason.hasPrefix("strings.bell.localizations.en-US.stringUnit.value: ")
        && error.reason.contains("U+0007") && !error.reason.contains("localizations.fr")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty)
  }

  @Test func theBundleHoldsTheSourceCatalogsAndTheNotes() throws {
    let output = try TestContent.directory()
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
      let root = try TestContent.directory([
        "victim": "precious", "victims/contents.json": "precious",
      ])
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
