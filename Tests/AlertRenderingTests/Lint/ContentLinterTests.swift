import Foundation
import Testing

@testable import AlertRendering

@Suite struct ContentLinterTests {
  /// Lints the shipped content plus one extra catalog, returning the findings about that catalog.
  private func lint(catalog: String, name: String = "Broken.xcstrings") throws -> [String] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(catalog.utf8).write(to: directory.appendingPathComponent(name))
    let findings = ContentLinter.lint(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [TestContent.localizationsDirectory, directory])
    return findings.filter { $0.file.contains(name) && $0.severity != .note }.map {
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
    let findings = ContentLinter.lint(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [TestContent.localizationsDirectory])
    #expect(findings.filter { $0.severity == .error }.map(\.description) == [])
  }

  @Test func keyMissingInALocaleIsAnError() throws {
    let findings = try lint(
      catalog: catalog(
        "detail.origin", #""en-US": \#(unit("From: %@")), "en-GB": \#(unit("From: %@"))"#))
    #expect(
      findings == [
        "Broken.xcstrings: error: detail.origin [es-419]: Missing; Rules/screen.json uses this key, so every locale needs it."
      ])
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

  @Test func missingRequiredPluralCategoryIsAnErrorAndMissingManyAWarning() throws {
    let plural = { (units: String) in #"{"variations": {"plural": {\#(units)}}}"# }
    let findings = try lint(
      catalog: catalog(
        "match.IDEMAILADDR.title",
        #""en-US": \#(plural(#""one": \#(unit("Email Address Leaked")), "other": \#(unit("%lld Email Addresses Leaked"))"#)), "en-GB": \#(plural(#""other": \#(unit("%lld Email Addresses Leaked"))"#)), "es-419": \#(plural(#""one": \#(unit("Dirección filtrada")), "other": \#(unit("%lld direcciones filtradas"))"#))"#
      ))
    #expect(
      findings == [
        "Broken.xcstrings: error: match.IDEMAILADDR.title [en-GB]: The plural lacks the categories one, which 'en' requires.",
        "Broken.xcstrings: warning: match.IDEMAILADDR.title [es-419]: The plural lacks many; 'other' is used instead, as ICU does.",
      ])
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
    let findings = ContentLinter.lint(
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

  @Test func absurdPlaceholderPositionIsAnErrorNotACrash() throws {
    let findings = try lint(
      catalog: catalog(
        "test.position",
        #""en-US": \#(unit("From: %99999999999999999999$@")), "es-419": \#(unit("De: %1$@"))"#))
    #expect(
      findings == [
        "Broken.xcstrings:2:96: error: strings.test.position.localizations.en-US.stringUnit.value: expected valid format specifiers (a position has more than two digits), found \"From: %99999999999999999999$@\"."
      ])
  }
}
