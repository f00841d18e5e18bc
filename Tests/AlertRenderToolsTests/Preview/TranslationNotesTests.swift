import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// The notes an export gives translators: each alert drawn with its texts numbered by key,
/// and those keys listed.
@Suite struct TranslationNotesTests {
  static func notes(_ names: [String], language: String) throws -> TranslationNotes {
    let inputs = try names.map { name in
      PreviewGallery.Input(
        path: "Examples/\(name)", bytes: .success(Array(try TestContent.example(name))))
    }
    return TranslationNotes(
      inputs: inputs, renderer: TestContent.renderer, language: try #require(LocaleID(language)))
  }

  static func text(_ notes: TranslationNotes, _ name: String) -> String? {
    notes.files.first { $0.name == name }.map { String(decoding: $0.bytes, as: UTF8.self) }
  }

  @Test func numbersEveryTextByItsKeyTopToBottomAndListsTheKeys() throws {
    let notes = try Self.notes(["email-alert.json"], language: "es-419")
    #expect(notes.files.map(\.name) == ["email-alert.html", "email-alert.txt"])
    #expect(notes.problems.isEmpty)
    let list = try #require(Self.text(notes, "email-alert.txt"))
    let html = try #require(Self.text(notes, "email-alert.html"))
    let numbered = list.split(separator: "\n").filter { $0.hasPrefix("⁽") && $0.contains("  (") }
    #expect(numbered.first == "⁽¹⁾ match.IDEMAILADDR.title  (Localizations/CyberAgent.xcstrings)")
    #expect(numbered.count == 31)
    #expect(
      list.contains(
        """
        ⁽¹⁾ match.IDEMAILADDR.title  (Localizations/CyberAgent.xcstrings)
            en-US (one): Email Address Leaked
            en-US (other): %lld Email Addresses Leaked
            es-419 (one):
        """))
    #expect(list.contains("Comment: Navigation title when all leaked data are email addresses."))
    // The page is the gallery's page of the alert, each text led by its key's number.
    #expect(html.contains("<h1>⁽¹⁾Email Address Leaked</h1>"))
    #expect(html.contains("⁽¹⁵⁾Remind me later"))
    #expect(list.contains("[     ⁽¹⁵⁾Remind me later     ]"))
    // Every listed key shows in the page; those after the drawn ones are read aloud only.
    for line in numbered {
      let mark = String(line.prefix { $0 != " " })
      #expect(html.contains(mark), "\(line)")
    }
    #expect(
      list.contains(
        "Comment: Screen reader hint for the Mark as resolved button.\n"
          + "    Said by screen readers, not drawn."))
    // Format keys are not texts of their own: none is listed.
    #expect(!numbered.contains { $0.contains(") format.") })
  }

  @Test func aTranslationNotMadeYetIsSaidSoAndABrokenAlertIsAProblem() throws {
    var notes = try Self.notes(["bank-alert.json"], language: "fr")
    #expect(Self.text(notes, "bank-alert.txt")?.contains("    fr: not translated yet\n") == true)
    notes = TranslationNotes(
      inputs: [
        PreviewGallery.Input(path: "broken.json", bytes: .success(Array("{\"id\": 1".utf8))),
        PreviewGallery.Input(
          path: "gone.json", bytes: .failure(FileBytes.ReadProblem(reason: "No such file."))),
      ],
      renderer: TestContent.renderer, language: try #require(LocaleID("fr")))
    #expect(notes.files.isEmpty)
    #expect(notes.problems.map(\.path) == ["broken.json", "gone.json"])
    #expect(notes.problems[1].reason == "No such file.")
  }

  @Test func marksAreNumbersInSuperscript() {
    #expect(TranslationNotes.visibleMark(1) == "⁽¹⁾")
    #expect(TranslationNotes.visibleMark(107) == "⁽¹⁰⁷⁾")
  }
}
