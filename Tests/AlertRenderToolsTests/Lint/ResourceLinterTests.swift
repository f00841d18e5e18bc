import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

@Suite struct ResourceLinterTests {
  /// Lints the shipped content plus one extra catalog, returning the findings about that catalog.
  private func lint(
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
    return findings.filter {
      $0.location.description.contains(name) && (includingNotes || $0.severity != .note)
    }
    .map {
      $0.description.replacingOccurrences(of: directory.path + "/", with: "")
    }
  }

  /// A catalog holding one key with the given localizations JSON.
  private func catalog(_ key: String, _ localizations: String, extra: String = "") -> String {
    """
    {"sourceLanguage": "en-US", "version": "1.0", "strings": {
      "\(key)": {\(extra)"localizations": {\(localizations)}}}}
    """
  }

  private func unit(_ value: String, state: String = "translated") -> String {
    #"{"stringUnit": {"state": "\#(state)", "value": "\#(value)"}}"#
  }

  @Test func shippedContentIsClean() {
    let findings = ResourceLinter.lint(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [TestContent.localizationsDirectory])
    #expect(findings.filter { $0.severity != .note }.map(\.description) == [])
  }

  @Test func keyMissingInALocaleIsAnError() throws {
    // A drop-in adding French to one key leaves every other key the rules use without it.
    let findings = try lint(
      catalog: catalog("detail.origin", #""fr": \#(unit("De : %@"))"#), name: "Screen.xcstrings")
    #expect(
      findings.contains(
        "Localizations/Screen.xcstrings: error: section.help.title [fr]: Missing; Rules/screen.json uses this key, so every locale needs it."
      ))
    #expect(!findings.contains { $0.contains("detail.origin [fr]: Missing") })
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
          "Localizations/Screen.xcstrings: error: \(key) [tlh]: Missing; "
            + "\(key.hasPrefix("format.list") || key.hasPrefix("format.number") ? "(list and number formats)" : "Rules/screen.json") "
            + "uses this key, so every locale needs it."), "\(key)")
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

  /// Plural variations from `category: value` pairs.
  private func plural(_ forms: KeyValuePairs<String, String>) -> String {
    let units = forms.map { #""\#($0.key)": \#(unit($0.value))"# }
    return #"{"variations": {"plural": {\#(units.joined(separator: ", "))}}}"#
  }

  /// Findings for one unused test key whose en-US source is "one: Leak, other: %lld Leaks",
  /// without the "No rule uses this key" warning every such key gets.
  private func lintPlural(_ localizations: String) throws -> [String] {
    let source = plural(["one": "Leak", "other": "%lld Leaks"])
    return try lint(catalog: catalog("test.plural", #""en-US": \#(source), \#(localizations)"#))
      .filter { !$0.hasSuffix("No rule uses this key.") }
  }

  @Test func missingOtherIsAnErrorAndOtherMissingFormsWarnings() throws {
    let findings = try lint(
      catalog: catalog(
        "match.IDEMAILADDR.title",
        #""en-US": \#(plural(["one": "Email Address Leaked", "other": "%lld Email Addresses Leaked"])), "en-GB": \#(plural(["other": "%lld Email Addresses Leaked"])), "es-419": \#(plural(["one": "Dirección filtrada", "many": "%lld de direcciones filtradas"]))"#
      ))
    #expect(
      findings == [
        "Broken.xcstrings: error: match.IDEMAILADDR.title [es-419]: The plural has no 'other' form; every language needs one, for the numbers no other form takes.",
        "Broken.xcstrings: warning: match.IDEMAILADDR.title [en-GB]: The plural lacks the 'one' form, which en-GB uses for 1; 'other' is shown instead.",
      ])
    let spanish = try lintPlural(#""es-419": \#(plural(["one": "Fuga", "other": "%lld fugas"]))"#)
    #expect(
      spanish == [
        "Broken.xcstrings: warning: test.plural [es-419]: The plural lacks the 'many' form, which es-419 uses for 1000000, 2000000, 3000000 and more; 'other' is shown instead."
      ])
  }

  /// French `one` covers 0 and 1, so it keeps the count; Arabic and Hebrew forms for exactly
  /// one number (zero, one, two) may leave it out.
  @Test func noFalsePositivesForFrenchArabicAndHebrew() throws {
    #expect(
      try lintPlural(
        #""fr": \#(plural(["one": "%lld fuite", "many": "%lld de fuites", "other": "%lld fuites"]))"#
      ) == [])
    #expect(
      try lintPlural(
        #""ar": \#(plural(["zero": "لا تسريبات", "one": "تسريب واحد", "two": "تسريبان", "few": "%lld تسريبات", "many": "%lld تسريبًا", "other": "%lld تسريب"]))"#
      ) == [])
    #expect(
      try lintPlural(
        #""he": \#(plural(["one": "דליפה", "two": "שתי דליפות", "other": "%lld דליפות"]))"#)
        == [])
  }

  @Test func aCountLeftOutOfAFormForManyNumbersIsAWarning() throws {
    #expect(
      try lintPlural(
        #""ru": \#(plural(["one": "Утечка", "few": "%lld утечки", "many": "%lld утечек", "other": "%lld утечки"]))"#
      ) == [
        "Broken.xcstrings: warning: test.plural [ru]: The 'one' form leaves out the count %1$lld, but ru uses 'one' for 1, 21, 31 and more; only a form for exactly one number may leave it out."
      ])
    #expect(
      try lintPlural(
        #""fr": \#(plural(["one": "Une fuite", "many": "%lld de fuites", "other": "%lld fuites"]))"#
      )
        == [
          "Broken.xcstrings: warning: test.plural [fr]: The 'one' form leaves out the count %1$lld, but fr uses 'one' for 0 and 1; only a form for exactly one number may leave it out."
        ])
  }

  /// Hebrew lost `many` in CLDR 42; a catalog written for the old rules gets told.
  @Test func hebrewFormsFollowCLDR() throws {
    #expect(
      try lintPlural(
        #""he": \#(plural(["one": "דליפה", "many": "%lld דליפות", "other": "דליפות"]))"#
      ) == [
        "Broken.xcstrings: warning: test.plural [he]: The plural lacks the 'two' form, which he uses for 2; 'other' is shown instead.",
        "Broken.xcstrings: warning: test.plural [he]: The plural has a 'many' form, which he never uses (its categories are one, two and other); it is never shown.",
        "Broken.xcstrings: warning: test.plural [he]: The 'other' form leaves out the count %1$lld, but he uses 'other' for 0, 3, 4 and more; only a form for exactly one number may leave it out.",
      ])
  }

  @Test func aPlainTranslationOfAPluralSourceAndTheReverseAreReported() throws {
    #expect(
      try lintPlural(#""es-419": \#(unit("%lld fugas"))"#) == [
        "Broken.xcstrings: warning: test.plural [es-419]: The en-US text varies by plural but this one does not, so every count reads the same; es-419 uses one, many and other."
      ])
    // Japanese has one form for every count: a plain text is what it needs.
    #expect(try lintPlural(#""ja": \#(unit("%lld 件の漏洩"))"#) == [])
    let reverse = try lint(
      catalog: catalog(
        "test.reverse",
        #""en-US": \#(unit("Leaks: %lld")), "ru": \#(plural(["one": "%lld утечка", "few": "%lld утечки", "many": "%lld утечек", "other": "%lld утечки"]))"#
      ), includingNotes: true)
    #expect(
      reverse.contains(
        "Broken.xcstrings: note: test.reverse [ru]: This text varies by plural but the en-US text does not; the form is chosen by the count the rule passes, or as for 0 when it passes none."
      ))
  }

  @Test func substitutionFormsAreComparedWithTheSourcesOther() throws {
    let substitution = { (forms: String) in
      #"{"stringUnit": {"state": "translated", "value": "%#@leaks@"}, "substitutions": {"leaks": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {\#(forms)}}}}}"#
    }
    let findings = try lint(
      catalog: catalog(
        "test.sub",
        #""en-US": \#(substitution(#""one": \#(unit("one leak")), "other": \#(unit("%arg leaks"))"#)), "ru": \#(substitution(#""one": \#(unit("утечка")), "few": \#(unit("%arg утечки")), "many": \#(unit("%arg утечек")), "other": \#(unit("%arg утечки"))"#))"#
      ))
    #expect(
      findings.filter { !$0.hasSuffix("No rule uses this key.") } == [
        "Broken.xcstrings: warning: test.sub [ru]: The 'one' form of the substitution 'leaks' leaves out the count %1$lld, but ru uses 'one' for 1, 21, 31 and more; only a form for exactly one number may leave it out."
      ])
  }

  /// A catalog with `key` in the three shipped locales, each with its text.
  private func threeLocales(_ key: String, _ enUS: String, _ enGB: String, _ es419: String)
    -> String
  {
    catalog(
      key, #""en-US": \#(unit(enUS)), "en-GB": \#(unit(enGB)), "es-419": \#(unit(es419))"#)
  }

  @Test func unsupportedDatePatternLettersAreErrors() throws {
    #expect(
      try lint(
        catalog: threeLocales("format.date.leak", "MM-dd-yyyy", "dd/mm/yyyy", "dd/MM/yyyy"))
        == [
          "Broken.xcstrings: error: format.date.leak [en-GB]: The date pattern 'dd/mm/yyyy' uses 'm', which the formatter does not support and would print as it is; it supports y (year), M (month), d (day) and text in quotes, as in 'de'."
        ])
    #expect(
      try lint(
        catalog: threeLocales(
          "format.date.spoken", "MMMM d, yyyy", "d MMMM yyyy", "EEEE d 'de' MMMM 'de' yyyy"))
        == [
          "Broken.xcstrings: error: format.date.spoken [es-419]: The date pattern 'EEEE d 'de' MMMM 'de' yyyy' uses 'E', which the formatter does not support and would print as it is; it supports y (year), M (month), d (day) and text in quotes, as in 'de'."
        ])
    #expect(
      try lint(
        catalog: threeLocales("format.date.spoken", "MMMM d, yyyy", "d MMMM yyyy", "d 'de MMMM"))
        == [
          "Broken.xcstrings: error: format.date.spoken [es-419]: The date pattern 'd 'de MMMM' opens a quote it never closes, so everything after it is printed as text; write '' for an apostrophe."
        ])
  }

  @Test func malformedNumberAndListFormatsAreErrors() throws {
    #expect(
      try lint(
        catalog: threeLocales("format.number.minimumGroupingDigits", "1", "1", "dos")) == [
          "Broken.xcstrings: error: format.number.minimumGroupingDigits [es-419]: The minimum grouping digits must be a whole number from 1 to 9, such as 1 (1,000 is grouped) or 2 (1000 is not); 'dos' is read as 1."
        ])
    #expect(
      try lint(
        catalog: threeLocales("format.list.two", "%1$@ and %2$@", "%1$@ and %2$@", "%2$@ y %1$@"))
        == [
          "Broken.xcstrings: error: format.list.two [es-419]: The list pattern \"%2$@ y %1$@\" must hold %1$@ and then %2$@, once each, as in \"%1$@ and %2$@\"; lists are joined as \"a, b\" instead."
        ])
  }

  @Test func formatKeysWithPluralFormsOrPlaceholdersAreErrors() throws {
    let forms = plural(["one": "%1$@ y %2$@", "other": "%1$@ y %2$@"])
    #expect(
      try lint(
        catalog: catalog(
          "format.list.two",
          #""en-US": \#(unit("%1$@ and %2$@")), "en-GB": \#(unit("%1$@ and %2$@")), "es-419": \#(forms)"#
        )
      ).contains(
        "Broken.xcstrings: error: format.list.two [es-419]: The list pattern varies by plural; it must be one text, such as \"%1$@ and %2$@\"."
      ))
    #expect(
      try lint(catalog: threeLocales("format.number.groupSeparator", ",", ",", "%@")).contains(
        "Broken.xcstrings: error: format.number.groupSeparator [es-419]: The group separator must be plain text, without placeholders or plural forms; numbers are not grouped."
      ))
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
      $0.description.replacingOccurrences(of: directory.path + "/", with: "")
    }
    #expect(
      findings == [
        "CyberAgent/IDSSN.json:1:27: error: icn: unknown key 'icn'; expected one of 'match', 'icon', 'valueFields', 'masking', 'kind', 'title', 'subtitle', 'risks', 'steps'. Did you mean 'icon'?",
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
