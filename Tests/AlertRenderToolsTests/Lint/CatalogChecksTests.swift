import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// Lint compares a translation's arguments with the source's with substitutions expanded: a
/// count written `%#@name@` as Xcode writes it is the same argument as `%lld` in plural
/// variations.
@Suite struct CatalogChecksTests {
  /// Lints the shipped content plus a catalog of `key` with `localizations`; the findings
  /// about it, notes included, but not "No rule uses this key."
  private func lint(_ key: String, _ localizations: String) throws -> [String] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let catalog = """
      {"sourceLanguage": "en-US", "version": "1.0", "strings": {
        "\(key)": {"localizations": {\(localizations)}}}}
      """
    try Data(catalog.utf8).write(to: directory.appendingPathComponent("Found.xcstrings"))
    return ResourceLinter.lint(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [TestContent.localizationsDirectory, directory]
    )
    .filter { $0.file.contains("Found.xcstrings") && !$0.message.contains("No rule uses") }
    .map { $0.messageLine.replacingOccurrences(of: directory.path + "/", with: "") }
  }

  private func unit(_ value: String) -> String {
    #"{"stringUnit": {"state": "translated", "value": "\#(value)"}}"#
  }

  /// Plural variations of `forms` (category and text).
  private func plural(_ forms: [(String, String)]) -> String {
    let members = forms.map { #""\#($0.0)": \#(unit($0.1))"# }.joined(separator: ", ")
    return #"{"variations": {"plural": {\#(members)}}}"#
  }

  /// A text `value` with the substitution `name` counting argument `argNum` as `specifier`.
  private func substituted(
    _ value: String, _ name: String, argNum: Int = 1, specifier: String = "lld",
    _ forms: [(String, String)]
  ) -> String {
    let members = forms.map { #""\#($0.0)": \#(unit($0.1))"# }.joined(separator: ", ")
    return #"""
      {"stringUnit": {"state": "translated", "value": "\#(value)"}, "substitutions": {"\#(name)": {"argNum": \#(argNum), "formatSpecifier": "\#(specifier)", "variations": {"plural": {\#(members)}}}}}
      """#
  }

  /// Issue 24's case: the source writes the count as Xcode does, the translations as plural
  /// variations; all three render right and lint finds nothing.
  @Test func aSubstitutedCountMatchesPluralVariations() throws {
    let source = substituted(
      "%#@activities@ Found", "activities",
      [("one", "%arg Activity"), ("other", "%arg Activities")])
    let british = plural([("one", "%lld activity found"), ("other", "%lld activities found")])
    let spanish = plural([
      ("one", "Se encontró una actividad"), ("many", "Se encontraron %lld de actividades"),
      ("other", "Se encontraron %lld actividades"),
    ])
    #expect(
      try lint(
        "test.found", #""en-US": \#(source), "en-GB": \#(british), "es-419": \#(spanish)"#) == [])
    // And the other way round: plural variations in the source, substitutions in a translation.
    let sourcePlural = plural([("one", "%lld activity found"), ("other", "%lld activities found")])
    let spanishSubstituted = substituted(
      "Se %#@n@", "n",
      [
        ("one", "encontró %arg actividad"), ("many", "encontraron %arg de actividades"),
        ("other", "encontraron %arg actividades"),
      ])
    #expect(
      try lint("test.found", #""en-US": \#(sourcePlural), "es-419": \#(spanishSubstituted)"#)
        == [])
  }

  /// A substitution takes an argument position, as Apple's formatter gives it one: in
  /// `%#@files@ in %@`, `%@` is argument 2, the argument `%2$@` and a plural's second
  /// placeholder are.
  @Test func aSubstitutionTakesTheArgumentPositionBeforeALaterPlaceholder() throws {
    let source = substituted(
      "%#@files@ in %@", "files", [("one", "%arg file"), ("other", "%arg files")])
    let british = substituted(
      "%2$@: %#@files@", "files", [("one", "%arg file"), ("other", "%arg files")])
    let spanish = plural([
      ("one", "%lld archivo en %@"), ("many", "%lld de archivos en %@"),
      ("other", "%lld archivos en %@"),
    ])
    #expect(
      try lint(
        "test.found", #""en-US": \#(source), "en-GB": \#(british), "es-419": \#(spanish)"#)
        == [])
    #expect(
      try lint("test.found", #""en-US": \#(source), "en-GB": \#(unit("%lld files in %1$@"))"#)
        .first
        == "Found.xcstrings: error: test.found [en-GB]: The placeholders are %1$@ %1$lld; the "
        + "source has %1$lld %2$@.")
  }

  @Test func aSubstitutedCountOfAnotherKindOrArgumentIsStillAnError() throws {
    let single =
      "Found.xcstrings: warning: test.found [en-GB]: The en-US text varies by plural but this "
      + "one does not, so every count reads the same; en-GB uses one and other."
    let source = substituted(
      "%#@activities@ Found", "activities",
      [("one", "%arg Activity"), ("other", "%arg Activities")])
    #expect(
      try lint("test.found", #""en-US": \#(source), "en-GB": \#(unit("%@ found"))"#) == [
        "Found.xcstrings: error: test.found [en-GB]: The placeholders are %1$@; the source has %1$lld.",
        single,
      ])
    // The substitution counts argument 2; the text's own %@ is argument 1.
    let second = substituted(
      "%@: %#@items@", "items", argNum: 2, [("one", "%arg item"), ("other", "%arg items")])
    #expect(
      try lint(
        "test.found", #""en-US": \#(second), "en-GB": \#(unit("%2$lld items from %1$@"))"#)
        == [single])
    #expect(
      try lint("test.found", #""en-US": \#(second), "en-GB": \#(unit("%1$lld items"))"#) == [
        "Found.xcstrings: error: test.found [en-GB]: The placeholders are %1$lld; the source has %1$@ %2$lld.",
        single,
      ])
  }

  /// A plural form for exactly one number may leave out a count the source writes as a
  /// substitution; one for more numbers may not.
  @Test func aFormMayLeaveOutASubstitutedCountOnlyForOneNumber() throws {
    let source = substituted(
      "%#@leaks@ found", "leaks", [("one", "%arg leak"), ("other", "%arg leaks")])
    let russian = plural([
      ("one", "Найдена утечка"), ("few", "Найдено %lld утечки"), ("many", "Найдено %lld утечек"),
      ("other", "Найдено %lld утечки"),
    ])
    #expect(
      try lint("test.found", #""en-US": \#(source), "ru": \#(russian)"#).filter {
        !$0.contains("Missing") && !$0.contains("[ru]: The state")
      } == [
        "Found.xcstrings: warning: test.found [ru]: The 'one' form leaves out the count %1$lld, but ru uses 'one' for 1, 21, 31 and more; only a form for exactly one number may leave it out."
      ])
  }

  /// A substitution's format specifier rendering does not fill (`f`, a floating-point
  /// number) keeps the text from being rendered; for a key no rule uses, lint notes it where
  /// it is, and still compares the argument's kind.
  @Test func aFormatSpecifierRenderingDoesNotKnowIsANote() throws {
    let source = substituted(
      "%#@km@ away", "km", specifier: "f", [("one", "%arg kilometre"), ("other", "%arg km")])
    let british = substituted(
      "%#@km@ away", "km", specifier: "f", [("one", "%arg kilometre"), ("other", "%arg km")])
    let spanish = plural([
      ("one", "A %lld kilómetro"), ("many", "A %lld de kilómetros"), ("other", "A %lld kilómetros"),
    ])
    let findings = try lint(
      "test.found", #""en-US": \#(source), "en-GB": \#(british), "es-419": \#(spanish)"#)
    let note =
      "[en-US]: The format specifier of the substitution 'km' has '%f' (a floating-point number, "
      + "which alert-render never passes), which rendering does not fill; the text is never "
      + "shown, and a request it would serve gets the next text of its locale chain."
    #expect(
      findings == [
        "Found.xcstrings: error: test.found [es-419]: The placeholders (one) are %1$lld; the source has %1$f.",
        "Found.xcstrings:2:166: note: test.found " + note,
        "Found.xcstrings:2:477: note: test.found "
          + note.replacingOccurrences(of: "en-US", with: "en-GB"),
      ])
  }
}
