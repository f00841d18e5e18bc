import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

@Suite struct ResourceLinterTests {
  /// Lints the shipped content plus one extra catalog, returning the findings about that catalog.
  func lint(
    catalog: String, name: String = "Broken.xcstrings", includingNotes: Bool = false
  ) throws -> [String] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(catalog.utf8).write(to: directory.appendingPathComponent(name))
    let findings = ResourceLinter.lint(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [TestContent.localizationsDirectory, directory])
    // The translation checks have their suite: these texts' punctuation is no concern here.
    return findings.filter { $0.file.contains(name) && (includingNotes || $0.severity != .note) }
      .filter { !TranslationChecksTests.translationIDs.contains($0.checkID) }
      .map {
        $0.messageLine.replacingOccurrences(of: directory.path + "/", with: "")
      }
  }

  /// A catalog holding one key with the given localizations JSON.
  func catalog(_ key: String, _ localizations: String, extra: String = "") -> String {
    """
    {"sourceLanguage": "en-US", "version": "1.0", "strings": {
      "\(key)": {\(extra)"localizations": {\(localizations)}}}}
    """
  }

  func unit(_ value: String, state: String = "translated") -> String {
    #"{"stringUnit": {"state": "\#(state)", "value": "\#(value)"}}"#
  }

  @Test func shippedContentIsClean() {
    let findings = ResourceLinter.lint(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [TestContent.localizationsDirectory])
    #expect(findings.filter { $0.severity != .note }.map(\.description) == [])
  }

  /// A drop-in adding French to one key leaves every other key the rules use without it: a
  /// warning, since French is not required complete; an error once it is.
  @Test func keyMissingInALocaleIsAWarningUnlessTheLocaleIsRequired() throws {
    let findings = try lint(
      catalog: catalog("detail.origin", #""fr": \#(unit("De : %@"))"#), name: "Screen.xcstrings")
    #expect(
      findings.contains(
        "Localizations/Screen.xcstrings: warning: section.help.title [fr]: Missing; Rules/screen.json uses this key, so fr falls back to en-US."
      ))
    #expect(!findings.contains { $0.contains("detail.origin [fr]: Missing") })
    #expect(!findings.contains { $0.contains(": error: ") })
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(catalog("detail.origin", #""fr": \#(unit("De : %@"))"#).utf8)
      .write(to: directory.appendingPathComponent("French.xcstrings"))
    let report = ResourceLinter.report(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [TestContent.localizationsDirectory, directory],
      requiredLocales: ["fr", "de"])
    #expect(
      report.findings.contains {
        $0.messageLine
          == "Localizations/Screen.xcstrings: error: section.help.title [fr]: Missing; Rules/screen.json uses this key, so every locale needs it."
      })
    #expect(
      report.findings.contains {
        $0.checkID == "locale-required-unknown" && $0.severity == .error
          && $0.message == "--required-locale requires de complete, but no catalog holds it."
      })
    let french = try #require(report.coverage.first { $0.locale == "fr" })
    #expect(french.required && french.fallsBackTo == ["en-US"])
    #expect(report.coverage.map(\.locale) == ["en-US", "en-GB", "es-419", "fr"])
    #expect(
      french.line
        == "fr: \(french.translated) of \(french.total) texts (\(french.percent) %); the rest falls back to en-US"
    )
  }

  /// CLDR serves the format keys of a language it knows: a translator who writes sentences
  /// only is not asked for date patterns, month names, list patterns or grouping. A language
  /// CLDR lacks still needs them, or it would get en-US's.
  @Test func formatKeysAreMissingOnlyWhereCLDRHasNoData() throws {
    let french = try lint(
      catalog: catalog("detail.origin", #""fr": \#(unit("De : %@"))"#), name: "Screen.xcstrings")
    #expect(!french.contains { $0.contains("format.") }, "\(french)")
    let klingon = try lint(
      catalog: catalog("detail.origin", #""tlh": \#(unit("%@ vo'"))"#), name: "Screen.xcstrings")
    for key in [
      "format.date.leak", "format.month.6", "format.list.end", "format.number.groupSeparator",
    ] {
      #expect(
        klingon.contains(
          "Localizations/Screen.xcstrings: warning: \(key) [tlh]: Missing; "
            + "\(key.hasPrefix("format.list") || key.hasPrefix("format.number") ? "(list and number formats)" : "Rules/screen.json") "
            + "uses this key, so tlh falls back to en-US."), "\(key)")
    }
  }

  @Test func placeholderMismatchIsAnError() throws {
    let findings = try lint(
      catalog: catalog(
        "detail.origin",
        #""en-US": \#(unit("From: %@")), "en-GB": \#(unit("From: %@")), "es-419": \#(unit("Origen: %lld"))"#
      ))
    #expect(
      findings == [
        "Broken.xcstrings: error: detail.origin [es-419]: The placeholders are %1$lld; the source has %1$@."
      ])
  }

  @Test func placeholderPositionsAreCompared() throws {
    let findings = try lint(
      catalog: catalog(
        "test.two",
        #""en-US": \#(unit("%1$@ from %2$@")), "en-GB": \#(unit("%1$@ from %2$@")), "es-419": \#(unit("%1$@ de %1$@"))"#
      ))
    #expect(
      findings.contains(
        "Broken.xcstrings: error: test.two [es-419]: The placeholders are %1$@ %1$@; the source has %1$@ %2$@."
      ))
  }

  /// A catalog with `key` in the three shipped locales, each with its text.
  func threeLocales(_ key: String, _ enUS: String, _ enGB: String, _ es419: String)
    -> String
  {
    catalog(
      key, #""en-US": \#(unit(enUS)), "en-GB": \#(unit(enGB)), "es-419": \#(unit(es419))"#)
  }

  @Test func spanishQuestionsAndExclamationsNeedBothMarks() throws {
    func spanish(_ locale: String, _ text: String) throws -> [String] {
      try lint(
        catalog: catalog(
          "test.spanish", #""en-US": \#(unit("Need help?")), "\#(locale)": \#(unit(text))"#)
      )
      .filter { !$0.hasSuffix("No rule uses this key.") }
    }
    #expect(
      try spanish("es-419", "Necesitas ayuda?") == [
        "Broken.xcstrings: warning: test.spanish [es-419]: The text ends a question with '?' but does not open it with '¿', as Spanish does."
      ])
    #expect(
      try spanish("es-MX", "¡Cuidado") == [
        "Broken.xcstrings: warning: test.spanish [es-MX]: The text opens an exclamation with '¡' but does not close it with '!'."
      ])
    #expect(try spanish("es", "Si no fuiste tú, ¿quieres bloquearla? ¡Hazlo ya!") == [])
    #expect(try spanish("fr", "Besoin d’aide ?") == [])
  }

  @Test func whitespaceAtEitherEndIsAWarning() throws {
    #expect(
      try lint(
        catalog: threeLocales(
          "section.help.title", "Need help?", " Need help? ", "¿Necesitas ayuda?"))
        == [
          "Broken.xcstrings: warning: section.help.title [en-GB]: The text starts with whitespace; remove it, layouts space texts themselves.",
          "Broken.xcstrings: warning: section.help.title [en-GB]: The text ends with whitespace; remove it, layouts space texts themselves.",
        ])
    #expect(
      try lint(catalog: threeLocales("section.help.title", "Need help?", "Need help?", " "))
        == [
          "Broken.xcstrings: warning: section.help.title [es-419]: The text is only whitespace."
        ])
    // A space is a valid group separator (CLDR's for sv is a no-break space).
    #expect(
      try lint(
        catalog: threeLocales("format.number.groupSeparator", ",", "\u{00A0}", ","))
        == [])
  }

  @Test func malformedJSONIsAnErrorWithLineAndColumn() throws {
    let findings = try lint(catalog: "{\n  \"sourceLanguage\": \"en-US\",\n  \"strings\": {,}\n}")
    #expect(
      findings == [
        "Broken.xcstrings:3:15: error: Found ',' where a string key was expected."
      ])
  }

  @Test func unusedKeyStateAndUntranslatedTextAreWarnings() throws {
    let findings = try lint(
      catalog: catalog(
        "test.unused",
        #""en-US": \#(unit("Hello")), "en-GB": \#(unit("Hello")), "es-419": \#(unit("Hello", state: "needs_review"))"#
      ))
    #expect(
      findings == [
        "Broken.xcstrings: warning: test.unused [es-419]: The state is 'needs_review'; expected 'translated' before shipping.",
        "Broken.xcstrings: warning: test.unused [es-419]: Identical to the en-US text; translate it or mark the key shouldTranslate: false.",
        "Broken.xcstrings: warning: test.unused: No rule uses this key.",
      ])
  }

  @Test func shouldTranslateFalseSilencesTheIdenticalTextWarning() throws {
    let findings = try lint(
      catalog: catalog(
        "test.brand",
        #""en-US": \#(unit("Identity Protection")), "es-419": \#(unit("Identity Protection"))"#,
        extra: #""shouldTranslate": false, "#))
    #expect(findings == ["Broken.xcstrings: warning: test.brand: No rule uses this key."])
  }

  @Test func undefinedSubstitutionIsAnError() throws {
    let findings = try lint(
      catalog: catalog(
        "test.sub",
        #""en-US": \#(unit("%#@items@")), "en-GB": \#(unit("%#@items@")), "es-419": \#(unit("%#@items@"))"#
      ))
    #expect(
      findings.contains(
        "Broken.xcstrings: error: test.sub [en-US]: The text uses %#@items@ but defines no substitution 'items'."
      ))
  }

  @Test func reportsEveryBrokenRuleFileAtOnce() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("lint-rules-\(UUID().uuidString)")
    let folder = directory.appendingPathComponent("CyberAgent")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(#"{"match": "IDSSN", "icn": {}}"#.utf8).write(
      to: folder.appendingPathComponent("IDSSN.json"))
    try Data("{\n\"match\": \"IDVIN\",".utf8).write(to: folder.appendingPathComponent("IDVIN.json"))
    let findings = ResourceLinter.lint(
      rulesDirectories: [TestContent.rulesDirectory, directory],
      localizationDirectories: [TestContent.localizationsDirectory]
    ).filter { $0.severity == .error }.map {
      $0.messageLine.replacingOccurrences(of: directory.path + "/", with: "")
    }
    #expect(
      findings == [
        "CyberAgent/IDSSN.json:1:27: error: icn: unknown key 'icn'; expected one of 'match', 'icon', 'valueFields', 'masking', 'kind', 'title', 'subtitle', 'risks', 'steps', 'push', 'dataFields'. Did you mean 'icon'?",
        "CyberAgent/IDVIN.json:2:18: error: Found the end of the input where a string key was expected.",
      ])
  }

  /// A position no catalog uses loads, as every specifier does, and is a note (the key is
  /// none the rules use) naming where it is; the translations are not compared with it.
  @Test func absurdPlaceholderPositionIsANoteNotAFailure() throws {
    let findings = try lint(
      catalog: catalog(
        "test.position",
        #""en-US": \#(unit("From: %99999999999999999999$@")), "es-419": \#(unit("De: %1$@"))"#),
      includingNotes: true)
    #expect(
      findings == [
        "Broken.xcstrings: warning: test.position: No rule uses this key.",
        "Broken.xcstrings:2:96: note: test.position [en-US]: The text has '%99999999999999999999$@' (a position above %99$), which rendering does not fill; the text is never shown, and a request it would serve gets the next text of its locale chain.",
      ])
  }
}
