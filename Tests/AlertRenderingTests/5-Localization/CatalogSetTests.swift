import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// Drop-in catalogs merge per key and per language: they add, and never take away.
@Suite struct CatalogSetTests {
  /// Writes, in a directory of its own, a copy of every shipped catalog holding only
  /// `language`, each text of the source prefixed with `[language] `; format keys copied
  /// unchanged, or left out without `formats`, as an export leaves them out for a language
  /// CLDR has data for (lint refuses a copy of the source's).
  private func dropIn(_ language: String, in root: URL, formats: Bool = true) throws -> URL {
    let directory = root.appendingPathComponent(language)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for name in ["AlertTypes", "CyberAgent", "Push", "Screen"] {
      let url = TestContent.localizationsDirectory.appendingPathComponent("\(name).xcstrings")
      var root = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
      var strings = try #require(root["strings"] as? [String: Any])
      for (key, value) in strings {
        var entry = try #require(value as? [String: Any])
        let localizations = try #require(entry["localizations"] as? [String: Any])
        let english = try #require(localizations["en-US"] as? [String: Any])
        if key.hasPrefix("format."), !formats {
          strings[key] = nil
          continue
        }
        let text = key.hasPrefix("format.") ? english : prefixed(english, "[\(language)] ")
        entry["localizations"] = [language: text]
        strings[key] = entry
      }
      root["strings"] = strings
      try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
        .write(to: directory.appendingPathComponent("\(name).xcstrings"))
    }
    return directory
  }

  /// `string` with `prefix` before its unit's value or each of its plural variants' values.
  private func prefixed(_ string: [String: Any], _ prefix: String) -> [String: Any] {
    var string = string
    if var unit = string["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
      unit["value"] = prefix + value
      string["stringUnit"] = unit
    }
    if var variations = string["variations"] as? [String: Any],
      var plural = variations["plural"] as? [String: Any]
    {
      for (category, variant) in plural {
        guard let variant = variant as? [String: Any] else { continue }
        plural[category] = prefixed(variant, prefix)
      }
      variations["plural"] = plural
      string["variations"] = variations
    }
    return string
  }

  private func json(_ document: LayoutDocument) throws -> String {
    String(decoding: try JSONEncoder().encode(document), as: UTF8.self)
  }

  @Test func dropInsAddTheirLanguagesAndChangeNothingElse() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("drop-ins-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let french = try dropIn("fr", in: root, formats: false)
    let german = try dropIn("de", in: root, formats: false)
    let directories = [TestContent.localizationsDirectory, french, german]
    let renderer = try AlertRenderer(
      rulesDirectories: [TestContent.rulesDirectory], localizationDirectories: directories)
    #expect(
      renderer.catalogs.locales.map(\.description) == ["en-US", "de", "en-GB", "es-419", "fr"])
    for example in ["all-match-types-alert.json", "mixed-alert.json"] {
      let alert = try TestContent.example(example)
      for locale in TestContent.locales {
        let expected = try TestContent.renderer.render(json: alert, locale: locale)
        #expect(try renderer.render(json: alert, locale: locale) == expected, "\(locale)")
      }
      let englishTitle = try json(TestContent.renderer.render(json: alert, locale: "en-US"))
      for language in ["fr", "de"] {
        let text = try json(renderer.render(json: alert, locale: language))
        #expect(text.contains("[\(language)] "), "\(example) in \(language)")
        #expect(text != englishTitle)
        for other in ["fr", "de"] where other != language {
          #expect(!text.contains("[\(other)] "), "\(example) in \(language)")
        }
      }
    }
    let findings = ResourceLinter.lint(
      rulesDirectories: [TestContent.rulesDirectory], localizationDirectories: directories)
    #expect(findings.filter { $0.severity == .error }.map(\.description) == [])
    // Adding languages replaces nothing.
    #expect(!findings.contains { $0.message.contains("replaced by") })
  }

  @Test func aDropInReplacingALanguageIsNotedPerLanguage() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("drop-in-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let unit = #"{"stringUnit": {"state": "translated", "value": "Nuevo título"}}"#
    let catalog = """
      {"sourceLanguage": "en-US", "version": "1.0", "strings": {"cyberagent.header.title": {
        "localizations": {"es-419": \(unit), "fr": \(unit)}}}}
      """
    try Data(catalog.utf8).write(to: root.appendingPathComponent("Screen.xcstrings"))
    let catalogs = try CatalogSet.load(from: [TestContent.localizationsDirectory, root])
    let entry = try #require(catalogs.entries["cyberagent.header.title"]?.entry)
    #expect(entry.localizations.keys.sorted() == ["en-GB", "en-US", "es-419", "fr"])
    #expect(entry.localizations["es-419"]?.plainText == "Nuevo título")
    #expect(entry.comment != nil)
    #expect(
      catalogs.overrides.map(\.message).filter { $0.hasPrefix("cyberagent.header.title") }
        == [
          "cyberagent.header.title [es-419]: replaced by \(root.path)/Screen.xcstrings "
            + "(was Localizations/CyberAgent.xcstrings)."
        ])
  }

  /// With two drop-in directories of different languages, the note on a replaced language
  /// names the file that held that language, not the last file that defined the key.
  @Test func aReplacedLanguageNamesTheFileThatHeldIt() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("drop-ins-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let french = try dropIn("fr", in: root)
    let spanish = try dropIn("es-419", in: root)
    let findings = ResourceLinter.lint(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [TestContent.localizationsDirectory, french, spanish])
    let notes = findings.filter { $0.message.contains("replaced by") }.map(\.message)
    #expect(notes.count == TestContent.renderer.catalogs.entries.count)
    #expect(
      notes.contains(
        "cyberagent.header.title [es-419]: replaced by \(spanish.path)/CyberAgent.xcstrings "
          + "(was Localizations/CyberAgent.xcstrings)."))
    #expect(
      notes.contains(
        "format.list.two [es-419]: replaced by \(spanish.path)/Screen.xcstrings "
          + "(was Localizations/Screen.xcstrings)."))
    for note in notes {
      #expect(note.contains("[es-419]: replaced by \(spanish.path)/"), "\(note)")
      #expect(!note.contains(french.path), "\(note)")
    }
    // A third file replacing French names the French drop-in it replaces.
    let again = try dropIn("fr", in: root.appendingPathComponent("again"))
    let catalogs = try CatalogSet.load(
      from: [TestContent.localizationsDirectory, french, spanish, again])
    #expect(
      catalogs.overrides.map(\.message).contains(
        "cyberagent.header.title [fr]: replaced by \(again.path)/CyberAgent.xcstrings "
          + "(was \(french.path)/CyberAgent.xcstrings)."))
  }
}
