import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// Placeholders a rule gives no argument for, and arguments a text never uses: lint reports
/// each per key and locale, and rendering notes it in the document's diagnostics.
@Suite struct PlaceholderArgumentTests {
  /// A directory holding a drop-in catalog that gives `key` (`detail.origin` unless told) the
  /// text `origin` in every shipped locale.
  private func withOrigin<T>(
    _ origin: String, key: String = "detail.origin", _ body: (URL) throws -> T
  ) throws -> T {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("arguments-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let unit = #"{"stringUnit": {"state": "translated", "value": "\#(origin)"}}"#
    let catalog = """
      {"sourceLanguage": "en-US", "version": "1.0", "strings": {"\(key)": {
        "localizations": {"en-US": \(unit), "en-GB": \(unit), "es-419": \(unit)}}}}
      """
    try Data(catalog.utf8).write(to: directory.appendingPathComponent("Origin.xcstrings"))
    return try body(directory)
  }

  private func lint(origin: String) throws -> [String] {
    try withOrigin(origin) { directory in
      ResourceLinter.lint(
        rulesDirectories: [TestContent.rulesDirectory],
        localizationDirectories: [TestContent.localizationsDirectory, directory]
      )
      .filter { $0.key == "detail.origin" && $0.message.contains("argument") }.map {
        $0.messageLine.replacingOccurrences(of: directory.path + "/", with: "")
      }
    }
  }

  private func render(origin: String, key: String = "detail.origin") throws -> LayoutDocument {
    try withOrigin(origin, key: key) { directory in
      let renderer = try AlertRenderer(
        rulesDirectories: [TestContent.rulesDirectory],
        localizationDirectories: [TestContent.localizationsDirectory, directory])
      return try renderer.render(
        json: TestContent.alertJSON(
          events: [["match": "IDEMAILADDR", "email": "a@example.com", "Source": "Test Data"]]),
        locale: "en-US")
    }
  }

  private func originLine(_ document: LayoutDocument) -> String? {
    firstDetail(document)?.origin?.text
  }

  private func firstDetail(_ document: LayoutDocument) -> LayoutDocument.Detail? {
    for case .details(let details) in document.body { return details.items.first }
    return nil
  }

  @Test func aPositionBeyondTheArgumentsIsAnErrorPerLocale() throws {
    let findings = try lint(origin: "From: %2$@")
    for locale in ["en-GB", "en-US", "es-419"] {
      #expect(
        findings.contains(
          "Origin.xcstrings: error: detail.origin [\(locale)]: The placeholder %2$@ has no "
            + "argument: Rules/screen.json gives it only 1; rendering leaves it empty."),
        "\(findings)")
      #expect(
        findings.contains(
          "Origin.xcstrings: warning: detail.origin [\(locale)]: The text never uses argument "
            + "%1$ (of 1 that Rules/screen.json gives it); that data is not shown."),
        "\(findings)")
    }
  }

  @Test func aSecondPlaceholderIsAnError() throws {
    let findings = try lint(origin: "From: %@ and %@")
    #expect(
      findings.filter { $0.contains(": error: ") }.count == 3
        && findings.allSatisfy {
          $0.hasSuffix(
            "The placeholder %2$@ has no argument: Rules/screen.json gives it only 1; rendering "
              + "leaves it empty.")
        }, "\(findings)")
  }

  @Test func aTextWithoutThePlaceholderIsAWarning() throws {
    let findings = try lint(origin: "From: nothing")
    #expect(findings.count == 3, "\(findings)")
    #expect(
      findings.contains(
        "Origin.xcstrings: warning: detail.origin [es-419]: The text never uses argument %1$ "
          + "(of 1 that Rules/screen.json gives it); that data is not shown."))
  }

  @Test func aPlaceholderForAKeyWithoutArgumentsIsAnError() throws {
    let findings = try withOrigin("From: %@") { directory in
      let catalog = """
        {"sourceLanguage": "en-US", "version": "1.0", "strings": {"section.risks.title": {
          "localizations": {"en-US": {"stringUnit": {"state": "translated", "value": "Risk %@"}}}}}}
        """
      try Data(catalog.utf8).write(to: directory.appendingPathComponent("Risks.xcstrings"))
      return ResourceLinter.lint(
        rulesDirectories: [TestContent.rulesDirectory],
        localizationDirectories: [TestContent.localizationsDirectory, directory]
      ).filter { $0.severity == .error && $0.message.contains("has no argument") }
    }
    #expect(findings.map(\.key) == ["section.risks.title"], "\(findings)")
    #expect(findings.first?.message.contains("gives it none") == true)
  }

  @Test func renderingNotesAMissingArgument() throws {
    let document = try render(origin: "From: %@ and %@")
    #expect(originLine(document) == "From: Test Data and ")
    let codes = document.diagnostics.map(\.code)
    #expect(codes.contains("argument-missing"), "\(document.diagnostics)")
    #expect(
      document.diagnostics.first { $0.code == "argument-missing" }?.message
        == "The string 'detail.origin' (en-US) has a placeholder for argument %2$ but is given "
        + "only 1; the placeholder was left empty.")
  }

  @Test func renderingNotesAnUnusedAndAMissingArgument() throws {
    let document = try render(origin: "From: %2$@")
    #expect(originLine(document) == "From: ")
    #expect(
      Set(document.diagnostics.map(\.code)).isSuperset(of: ["argument-missing", "argument-unused"]),
      "\(document.diagnostics)")
  }

  @Test func renderingNotesAnUnusedArgument() throws {
    let document = try render(origin: "From: nothing")
    #expect(originLine(document) == "From: nothing")
    #expect(
      document.diagnostics.filter { $0.code == "argument-unused" }.map(\.message) == [
        "The string 'detail.origin' (en-US) never uses %1$ of the 1 argument it is given; that "
          + "data is not shown."
      ])
  }

  @Test func pluralFormsThatDropTheCountAreNotUnused() throws {
    // "Email Address Leaked" for one: the count picks the form, so it is used.
    let document = try TestContent.renderer.render(
      json: TestContent.alertJSON(events: [["match": "IDEMAILADDR", "email": "a@example.com"]]),
      locale: "en-US")
    #expect(!document.diagnostics.contains { $0.code.hasPrefix("argument-") })
  }

  @Test func theArgumentRangesOfALineWithAMissingArgumentCoverWhatIsThere() throws {
    let document = try render(origin: "From: %@ and %@")
    let origin = firstDetail(document)?.origin
    #expect(origin?.text == "From: Test Data and ")
    #expect(origin?.annotations?["text"]?.arguments == [.init(start: 6, length: 9)])
  }

  /// The spoken date line is the date line's text with the spoken date: one diagnostic for
  /// the key, not one for each line.
  @Test func theSpokenDateLineIsNotReportedTwice() throws {
    let document = try render(origin: "Seen recently", key: "detail.date")
    let date = firstDetail(document)?.date
    #expect(date?.text == "Seen recently" && date?.spokenText == "Seen recently")
    #expect(date?.annotations == nil)
    #expect(
      document.diagnostics.filter { $0.code == "argument-unused" }.map(\.message) == [
        "The string 'detail.date' (en-US) never uses %1$ of the 1 argument it is given; that "
          + "data is not shown."
      ])
  }

  /// The spoken forms of masked values are checked with the arguments they are given.
  @Test func maskedValueFormsAreCheckedWithTheirArguments() throws {
    #expect(
      try lintFindings(key: "value.masked.firstAndLast", text: "from %1$@ to %2$@").isEmpty)
    let dropped = try lintFindings(key: "value.masked.firstAndLast", text: "starting with %@")
    #expect(
      dropped.map(\.severity) == [.warning, .warning, .warning]
        && dropped.allSatisfy { $0.message.contains("%2$ (of 2 ") }, "\(dropped)")
    let findings = try lintFindings(key: "value.masked.last", text: "ending in %2$@")
    #expect(findings.filter { $0.severity == .error }.count == 3, "\(findings)")
    #expect(findings.filter { $0.severity == .warning }.count == 3, "\(findings)")
    #expect(try lintFindings(key: "value.masked.hidden", text: "hidden").isEmpty)
  }

  private func lintFindings(key: String, text: String) throws -> [LintFinding] {
    try withOrigin(text, key: key) { directory in
      ResourceLinter.lint(
        rulesDirectories: [TestContent.rulesDirectory],
        localizationDirectories: [TestContent.localizationsDirectory, directory]
      ).filter { $0.key == key && $0.message.contains("argument") }
    }
  }
}
