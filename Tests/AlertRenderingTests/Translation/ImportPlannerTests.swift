import Foundation
import Testing

@testable import AlertRendering

/// Which units an import takes and how they merge: issue 23, items 1, 2, 4 (a text over the
/// string limit) and 14. Each of these tests failed before the fix.
@Suite struct ImportPlannerTests {
  static let catalog = """
    {
      "sourceLanguage" : "en-US",
      "strings" : {
        "count" : { "localizations" : {
          "en-US" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "One event" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld events" } } } } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "%lld événements" } } } },
        "fresh" : { "localizations" : {
          "en-US" : { "variations" : { "device" : {
            "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "Click" } } } } } } },
        "hint" : { "localizations" : {
          "en-US" : { "variations" : { "device" : {
            "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "Click" } } } } },
          "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Cliquez" } } } },
        "title" : { "localizations" : {
          "en-US" : { "stringUnit" : { "state" : "translated", "value" : "Title" } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Titre" } } } }
      },
      "version" : "1.0"
    }
    """

  private func catalogs(_ text: String = catalog) throws -> URL {
    try ImportFixture.directory(["App.xcstrings": text])
  }

  private func fr(_ catalog: JSONValue, _ key: String, _ path: [String]) -> JSONValue? {
    catalog.value(at: ["strings", key, "localizations", "fr"] + path)
  }

  // MARK: Item 1: partial variation imports

  @Test func aPartialDeviceImportKeepsThePlainTextForOtherDevices() throws {
    let directory = try catalogs()
    let summary = try ImportFixture.importing(
      [try ImportFixture.xliff(target: "fr", [("hint|==|device.iphone", "Tap", "Touchez")])],
      into: directory)
    #expect(summary.updated == 1 && summary.findings.isEmpty)
    let catalog = try ImportFixture.json(directory)
    let device = ["variations", "device"]
    #expect(fr(catalog, "hint", device + ["iphone", "stringUnit", "value"]) == .string("Touchez"))
    // The old text served every device: it still does, but for the iPhone, with its state.
    #expect(fr(catalog, "hint", device + ["other", "stringUnit", "value"]) == .string("Cliquez"))
    #expect(
      fr(catalog, "hint", device + ["other", "stringUnit", "state"]) == .string("needs_review"))
    #expect(fr(catalog, "hint", ["stringUnit"]) == nil)
    #expect(ImportFixture.loads(directory))
  }

  @Test func aPartialPluralImportKeepsThePlainTextForOtherCounts() throws {
    let directory = try catalogs()
    try ImportFixture.importing(
      [try ImportFixture.xliff(target: "fr", [("count|==|plural.one", "One event", "Un")])],
      into: directory)
    let catalog = try ImportFixture.json(directory)
    let plural = ["variations", "plural"]
    #expect(fr(catalog, "count", plural + ["one", "stringUnit", "value"]) == .string("Un"))
    #expect(
      fr(catalog, "count", plural + ["other", "stringUnit", "value"])
        == .string("%lld événements"))
    #expect(ImportFixture.loads(directory))
  }

  @Test func aDeviceVariationWithoutATextForOtherDevicesIsLeftOut() throws {
    let directory = try catalogs()
    let before = try ImportFixture.snapshot(directory)
    let alone = try ImportFixture.xliff(
      target: "fr", [("fresh|==|device.iphone", "Tap", "Touchez")])
    let summary = try ImportFixture.importing([alone], into: directory)
    #expect(summary.updated == 0 && summary.written.isEmpty)
    #expect(summary.findings.count == 1)
    #expect(summary.findings.first?.message.contains("'fresh|==|device.other'") == true)
    #expect(summary.findings.first?.line == 5)
    #expect(try ImportFixture.snapshot(directory) == before)
    // With the text for other devices in the same import, both go in.
    let both = try ImportFixture.xliff(
      target: "fr",
      [("fresh|==|device.iphone", "Tap", "Touchez"), ("fresh|==|device.other", "Click", "Cliquez")])
    #expect(try ImportFixture.importing([both], into: directory).updated == 2)
    #expect(ImportFixture.loads(directory))
  }

  // MARK: Item 2: the source language as the target

  @Test(arguments: ["en-US", "en_US", "EN-us", "en"])
  func aTargetLanguageThatStandsForTheSourceChangesNothing(target: String) throws {
    let directory = try catalogs()
    let before = try ImportFixture.snapshot(directory)
    let path = try ImportFixture.xliff(target: target, [("title", "Title", "Heading")])
    #expect {
      try ImportFixture.importing([path], into: directory)
    } throws: { error in
      guard let error = error as? LocalizationExchangeError, case .mismatch = error else {
        return false
      }
      return error.source == "\(path):3:3" && error.reason.contains("'\(target)'")
        && error.reason.contains("source") && error.reason.contains("'title' (line 5)")
    }
    #expect(try ImportFixture.snapshot(directory) == before)
  }

  @Test func aBareLanguageTheCatalogsTranslateImports() throws {
    let directory = try catalogs(
      Self.catalog.replacingOccurrences(
        of: "\"fr\" : { \"stringUnit\"", with: "\"en\" : { \"stringUnit\""))
    let summary = try ImportFixture.importing(
      [try ImportFixture.xliff(target: "en", [("title", "Title", "Heading")])], into: directory)
    #expect(summary.updated == 1)
  }

  // MARK: Item 4: a text over the string limit

  @Test func aTextOverTheStringLimitIsLeftOutAndOneAtTheLimitLoads() throws {
    let directory = try catalogs()
    let limit = ResourceDirectory.maxStringBytes
    let over = try ImportFixture.xliff(
      target: "fr", [("title", "Title", String(repeating: "x", count: limit + 1))])
    let summary = try ImportFixture.importing([over], into: directory)
    #expect(summary.updated == 0)
    #expect(summary.findings.first?.message.contains("\(limit + 1) bytes long") == true)
    let at = try ImportFixture.xliff(
      target: "fr", [("title", "Title", String(repeating: "é", count: limit / 2))])
    #expect(try ImportFixture.importing([at], into: directory).updated == 1)
    #expect(ImportFixture.loads(directory))
  }

  // MARK: Item 14: repeated units

  @Test func repeatedUnitsAreNamedAndNeverGuessed() throws {
    let directory = try catalogs()
    let same = try ImportFixture.xliff(
      target: "fr", [("title", "Title", "Intitulé"), ("title", "Title", "Intitulé")])
    var summary = try ImportFixture.importing([same], into: directory)
    #expect(summary.updated == 1)
    #expect(
      summary.findings.map(\.description) == [
        "\(same):9:7: warning: The unit 'title' repeats the one at line 5 with the same "
          + "translation; imported once."
      ])
    let different = try ImportFixture.xliff(
      target: "fr", [("title", "Title", "En-tête"), ("title|==|", "Title", "Titre long")])
    summary = try ImportFixture.importing([different], into: directory)
    #expect(summary.updated == 0)
    #expect(summary.findings.map(\.line) == [9])
    #expect(summary.findings.first?.message.contains("at line 5 with another translation") == true)
    #expect(
      try ImportFixture.json(directory).value(at: [
        "strings", "title", "localizations", "fr", "stringUnit", "value",
      ]) == .string("Intitulé"))
    // Across two files, the other file is named.
    let other = try ImportFixture.xliff(target: "fr", [("title", "Title", "Autre")])
    summary = try ImportFixture.importing([same, other], into: directory)
    #expect(summary.findings.contains { $0.message.contains("\(same):5:7 with another") })
  }
}
