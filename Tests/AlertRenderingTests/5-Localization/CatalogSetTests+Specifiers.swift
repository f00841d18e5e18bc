import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// Texts with a specifier rendering does not fill (`%s`, `%.2f`): the catalog loads, the text
/// is passed over for the next of its locale chain, with a diagnostic, and a drop-in's such
/// text never replaces one that renders.
extension CatalogSetTests {
  /// A catalog of `source` holding `texts` (key, locale, text) as translated units.
  private func specifierCatalog(
    _ texts: [(key: String, locale: String, text: String)], source: String = "en-US",
    file: String = "Formats.xcstrings"
  ) throws -> StringCatalog {
    let keys = Dictionary(grouping: texts, by: \.key)
    let strings = keys.keys.sorted().map { key in
      let localizations = (keys[key] ?? []).map {
        #""\#($0.locale)": {"stringUnit": {"state": "translated", "value": "\#($0.text)"}}"#
      }
      return #""\#(key)": {"localizations": {\#(localizations.joined(separator: ", "))}}"#
    }
    let json = try JSONParser.parse(
      Data(
        #"{"sourceLanguage": "\#(source)", "strings": {\#(strings.joined(separator: ", "))}}"#
          .utf8))
    return try StringCatalog(json, file: file)
  }

  /// `key` with `arguments` rendered for `locale`, and the diagnostics it made.
  private func render(
    _ catalogs: CatalogSet, _ key: String, _ arguments: [LocalizedText.Argument],
    in locale: String
  ) throws -> (text: String, diagnostics: [String]) {
    let table = catalogs.table(for: try #require(LocaleID(locale)))
    var localizer = Localizer(
      table: table, formats: LocaleFormats(table: table), datePatternKey: "none",
      monthNamePrefix: "none")
    let text = localizer.string(LocalizedText(key, arguments))
    return (text, localizer.diagnostics.map { "\($0.code): \($0.message)" })
  }

  @Test func aTextRenderingCannotFillFallsBackAlongItsChain() throws {
    let catalogs = try CatalogSet(catalogs: [
      specifierCatalog([
        ("origin", "en-US", "From %@"), ("origin", "en-001", "Source: %s"),
        ("origin", "en-GB", "Found on %@"), ("origin", "es-419", "De %.2f"),
        ("size", "en-US", "%.1f MB"), ("size", "es-419", "%.1f MB"),
      ])
    ])
    // Loaded, and every locale still served.
    #expect(catalogs.locales.map(\.description) == ["en-US", "en-001", "en-GB", "es-419"])
    let argument = [LocalizedText.Argument.verbatim("Pastebin")]
    #expect(try render(catalogs, "origin", argument, in: "en-GB") == ("Found on Pastebin", []))
    for (request, locale, specifier) in [
      ("en-AU", "en-001", "%s"), ("en-001", "en-001", "%s"), ("es-MX", "es-419", "%.2f"),
    ] {
      #expect(
        try render(catalogs, "origin", argument, in: request) == (
          "From Pastebin",
          [
            "string-unrenderable: The \(locale) text of 'origin' uses the format specifier "
              + "'\(specifier)', which rendering does not know; used the en-US text."
          ]
        ), "\(request)")
    }
    // Nothing of the chain renders: the key is shown, as for a missing text, and said why.
    #expect(
      try render(catalogs, "size", [.count(3)], in: "es-419") == (
        "size",
        [
          "string-unrenderable: The es-419 text of 'size' uses the format specifier '%.1f', "
            + "which rendering does not know; used no other text, so its key was shown instead."
        ]
      ))
  }

  /// A drop-in adds and replaces texts, but never takes one away: its text of a key that
  /// rendering cannot fill leaves the text it would have replaced, and says so in a note and
  /// in each document that uses it. One that renders replaces as ever.
  @Test func aDropInNeverReplacesATextWithOneRenderingCannotFill() throws {
    let drop = try specifierCatalog(
      [
        ("detail.origin", "en", "Source: %s"), ("detail.origin", "es-419", "Origen: %1$@"),
        ("detail.date", "en-GB", "Leaked on %@"),
      ], source: "en", file: "Drop.xcstrings")
    let catalogs = try CatalogSet(catalogs: TestContent.renderer.catalogs.catalogs + [drop])
    let argument = [LocalizedText.Argument.verbatim("Pastebin")]
    #expect(
      try render(catalogs, "detail.origin", argument, in: "en-US") == (
        "From: Pastebin",
        [
          "string-unrenderable: The en-US text of 'detail.origin' uses the format specifier "
            + "'%s', which rendering does not know; used the en-US text it would have replaced."
        ]
      ))
    #expect(
      try render(catalogs, "detail.origin", argument, in: "es-419") == ("Origen: Pastebin", []))
    #expect(
      try render(catalogs, "detail.date", argument, in: "en-GB") == ("Leaked on Pastebin", []))
    let notes = catalogs.overrides.map(\.message)
    #expect(
      notes.contains(
        "detail.origin [en-US]: kept the text of Localizations/Screen.xcstrings; "
          + "Drop.xcstrings's uses '%s', which rendering does not know."))
    #expect(notes.contains { $0.hasPrefix("detail.origin [es-419]: replaced by Drop.xcstrings") })
    // A later drop-in that renders replaces it as any text.
    let fix = try specifierCatalog(
      [("detail.origin", "en-US", "Seen on %@")], file: "Fix.xcstrings")
    let fixed = try CatalogSet(catalogs: catalogs.catalogs + [fix])
    #expect(try render(fixed, "detail.origin", argument, in: "en-US") == ("Seen on Pastebin", []))
  }

  /// Apple's formatter gives `%#@name@` an argument as it does `%@`, so a later unnumbered
  /// placeholder takes the next one: `%#@files@ in %@` shows the folder, not the count again.
  @Test func aSubstitutionTakesAnArgumentBeforeALaterPlaceholder() throws {
    let json = try JSONParser.parse(
      Array(
        #"""
        {"sourceLanguage": "en", "version": "1.1", "strings": {"found": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "%#@files@ in %@"},
            "substitutions": {"files": {"argNum": 1, "formatSpecifier": "lld", "variations": {
              "plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%arg file"}},
                "other": {"stringUnit": {"state": "translated", "value": "%arg files"}}}}}}},
          "es-419": {"stringUnit": {"state": "translated", "value": "%2$@: %#@files@"},
            "substitutions": {"files": {"argNum": 1, "formatSpecifier": "lld", "variations": {
              "plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%arg archivo"}},
                "other": {"stringUnit": {"state": "translated", "value": "%arg archivos"}}}}}}}
        }}}}
        """#.utf8))
    let catalogs = try CatalogSet(catalogs: [StringCatalog(json, file: "Found.xcstrings")])
    let arguments: [LocalizedText.Argument] = [.count(3), .verbatim("Downloads")]
    #expect(try render(catalogs, "found", arguments, in: "en") == ("3 files in Downloads", []))
    #expect(
      try render(catalogs, "found", [.count(1), .verbatim("Descargas")], in: "es-419") == (
        "Descargas: 1 archivo", []
      ))
  }
}
