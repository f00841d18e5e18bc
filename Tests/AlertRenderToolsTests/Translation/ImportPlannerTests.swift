import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// Which units an import takes and how they merge: issue 23, items 1, 2, 4 (a text over the
/// string limit) and 14, and the refusal of an import with a unit it cannot take. Each of
/// these tests failed before the fix.
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
    try TestContent.directory(["App.xcstrings": text])
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

  @Test func aDeviceVariationWithoutATextForOtherDevicesRefusesTheImport() throws {
    let directory = try catalogs()
    let before = try ImportFixture.snapshot(directory)
    let alone = try ImportFixture.xliff(
      target: "fr", [("fresh|==|device.iphone", "Tap", "Touchez"), ("title", "Title", "Nom")])
    #expect {
      try ImportFixture.importing([alone], into: directory)
    } throws: { error in
      let failures = ImportFixture.refusal(error) ?? []
      return failures.count == 1 && failures[0].hasPrefix("\(alone):5:7: error: ")
        && failures[0].contains("'fresh|==|device.other'")
    }
    #expect(try ImportFixture.snapshot(directory) == before)
    // Told to skip it, the import leaves it out and takes the rest.
    let summary = try ImportFixture.importing([alone], into: directory, skippingInvalid: true)
    #expect(summary.updated == 1 && summary.leftOut == 1)
    #expect(summary.findings.map(\.location.line) == [5])
    #expect(summary.findings.first?.message.contains("'fresh|==|device.other'") == true)
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

  @Test func aTextOverTheStringLimitRefusesTheImportAndOneAtTheLimitLoads() throws {
    let directory = try catalogs()
    let before = try ImportFixture.snapshot(directory)
    let limit = ResourceDirectory.maxStringBytes
    let over = try ImportFixture.xliff(
      target: "fr",
      [
        ("count|==|plural.one", "One event", "Un"),
        ("title", "Title", String(repeating: "x", count: limit + 1)),
      ])
    #expect {
      try ImportFixture.importing([over], into: directory)
    } throws: { error in
      guard
        case .refused(let failures, let path, let updates, _)? = error as? LocalizationExchangeError
      else { return false }
      return failures.map(\.location.line) == [9]
        && failures[0].message.contains("\(limit + 1) bytes long")
        && path == directory.path && updates == 1
    }
    #expect(try ImportFixture.snapshot(directory) == before)
    let summary = try ImportFixture.importing([over], into: directory, skippingInvalid: true)
    #expect(summary.updated == 1 && summary.leftOut == 1)
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
    #expect {
      try ImportFixture.importing([different], into: directory)
    } throws: { error in
      ImportFixture.refusal(error)?.map { $0.contains(":9:7: error: The unit 'title|==|'") }
        == [true]
    }
    summary = try ImportFixture.importing([different], into: directory, skippingInvalid: true)
    #expect(summary.updated == 0)
    #expect(summary.findings.map(\.location.line) == [9])
    #expect(summary.findings.first?.message.contains("at line 5 with another translation") == true)
    #expect(
      try ImportFixture.json(directory).value(at: [
        "strings", "title", "localizations", "fr", "stringUnit", "value",
      ]) == .string("Intitulé"))
    // Across two files, the other file is named.
    let other = try ImportFixture.xliff(target: "fr", [("title", "Title", "Autre")])
    summary = try ImportFixture.importing([same, other], into: directory, skippingInvalid: true)
    #expect(summary.findings.contains { $0.message.contains("\(same):5:7 with another") })
  }

  // MARK: What never refuses an import

  /// Sets the target state of unit `index` (from 0) of the XLIFF file at `path`.
  private func setState(_ state: String, ofUnit index: Int, in path: String) throws {
    var text = try String(contentsOfFile: path, encoding: .utf8)
    var starts: [String.Index] = []
    while let range = text.range(
      of: #"<target state=""#, range: (starts.last ?? text.startIndex)..<text.endIndex)
    {
      starts.append(range.upperBound)
    }
    let end = try #require(text[starts[index]...].firstIndex(of: "\""))
    text.replaceSubrange(starts[index]..<end, with: state)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  @Test func unitsWithoutATranslationOrThatLoseNothingAreFindingsOnly() throws {
    let directory = try catalogs(
      Self.catalog.replacingOccurrences(
        of: #""title" : { "localizations""#,
        with: #""title" : { "shouldTranslate" : false, "localizations""#))
    let before = try ImportFixture.snapshot(directory)
    let path = try ImportFixture.xliff(
      target: "fr",
      [
        ("titel", "Title", "Titre"), ("title", "Title", "Titre"),
        ("count|==|plural.one", "One event", ""),
      ])
    // An unknown key marked as not translated yet loses nothing; nor does a key marked not to
    // be translated whose text the catalog holds already; an empty target is untranslated.
    try setState("needs-translation", ofUnit: 0, in: path)
    let summary = try ImportFixture.importing([path], into: directory)
    #expect(summary.updated == 0 && summary.untranslated == 2 && summary.unchanged == 1)
    #expect(summary.leftOut == 0 && summary.written.isEmpty)
    #expect(summary.findings.map(\.location.line) == [5, 9])
    #expect(summary.findings.first?.message.contains("marked as not translated yet") == true)
    #expect(summary.findings.last?.message.contains("holds this very translation already") == true)
    #expect(try ImportFixture.snapshot(directory) == before)
    // A new text for the key marked not to be translated would be lost: the import is refused.
    let changed = try ImportFixture.xliff(target: "fr", [("title", "Title", "Intitulé")])
    #expect {
      try ImportFixture.importing([changed], into: directory)
    } throws: { error in
      ImportFixture.refusal(error)?.first?.contains("marked not to be translated") == true
    }
  }

  @Test func aTextTheCatalogHoldsAlreadyNeverRefusesItsOwnExport() throws {
    // A catalog may hold text that is no specifier (it loads; lint names it): its own export,
    // imported back, loses nothing and must not be refused.
    let typo = "50%, pas plus"
    let directory = try catalogs(
      Self.catalog.replacingOccurrences(of: #""value" : "Titre""#, with: #""value" : "\#(typo)""#))
    let before = try ImportFixture.snapshot(directory)
    let path = try ImportFixture.xliff(target: "fr", [("title", "Title", typo)])
    let summary = try ImportFixture.importing([path], into: directory)
    #expect(summary.unchanged == 1 && summary.updated == 0 && summary.written.isEmpty)
    #expect(summary.findings.first?.message.contains("malformed placeholder") == true)
    #expect(summary.findings.first?.message.contains("holds this very translation") == true)
    #expect(try ImportFixture.snapshot(directory) == before)
  }

  @Test func repeatsWithOneTextImportOnceInTheStateThatAsksForTheMostWork() throws {
    let directory = try catalogs()
    let path = try ImportFixture.xliff(
      target: "fr", [("title", "Title", "Intitulé"), ("title", "Title", "Intitulé")])
    try setState("needs-review-translation", ofUnit: 1, in: path)
    let summary = try ImportFixture.importing([path], into: directory)
    #expect(summary.updated == 1)
    #expect(
      summary.findings.map(\.message) == [
        "The unit 'title' repeats the one at line 5 with the same translation; imported once, "
          + "in the state that asks for the most work ('needs-review-translation')."
      ])
    #expect(
      fr(try ImportFixture.json(directory), "title", ["stringUnit", "state"])
        == .string("needs_review"))
    // Repeats that differ but are all marked as not translated yet lose nothing.
    let unfinished = try ImportFixture.xliff(
      target: "fr", [("title", "Title", "Un"), ("title", "Title", "Deux")])
    try setState("new", ofUnit: 0, in: unfinished)
    try setState("new", ofUnit: 1, in: unfinished)
    let second = try ImportFixture.importing([unfinished], into: directory)
    #expect(second.untranslated == 2 && second.updated == 0 && second.findings.count == 1)
  }
}
