import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

@Suite struct PreviewGalleryTests {
  static func input(_ path: String, _ bytes: Data) -> PreviewGallery.Input {
    PreviewGallery.Input(path: path, bytes: .success(Array(bytes)))
  }

  static func example(_ name: String) throws -> PreviewGallery.Input {
    input("Examples/\(name)", try TestContent.example(name))
  }

  static let ruleFiles = TestContent.rulesDirectory.path

  @Test func everyAlertIsRenderedInEveryShippedLocaleAndBothPseudoLocalesInBothThemes() throws {
    let gallery = PreviewGallery(
      inputs: [try Self.example("email-alert.json"), try Self.example("bank-alert.json")],
      content: .success(TestContent.renderer), findings: [])
    let locales = ["en-US", "en-GB", "es-419", "en-XA", "ar-XB"]
    #expect(gallery.columns.map(\.id) == locales.flatMap { ["\($0)-light", "\($0)-dark"] })
    #expect(gallery.rows.map(\.name) == ["email-alert", "bank-alert"])
    #expect(gallery.contentError == nil)
    for row in gallery.rows {
      #expect(row.error == nil)
      #expect(row.cells.map(\.page) == gallery.columns.map { "\(row.name)/\($0.id).html" })
      for cell in row.cells {
        let document = try cell.document.get()
        #expect(document.locale == cell.column.locale)
        #expect(document.theme.name == cell.column.theme)
      }
    }
    let arXB = try gallery.rows[0].cells.first { $0.column.id == "ar-XB-dark" }?.document.get()
    #expect(arXB?.direction == .rtl)
    #expect(gallery.rows[0].alert?.id == "1000001:7")
  }

  @Test func aBrokenAlertGetsItsErrorInItsRowAndTheOthersStillRender() throws {
    let gallery = PreviewGallery(
      inputs: [
        Self.input("broken.json", Data("{\"id\": \"x\", \"type\": 1,".utf8)),
        PreviewGallery.Input(
          path: "gone.json", bytes: .failure(FileBytes.ReadProblem(reason: "No such file."))),
        try Self.example("email-alert.json"),
      ],
      content: .success(TestContent.renderer), findings: [])
    #expect(gallery.rows.map(\.name) == ["broken", "gone", "email-alert"])
    #expect(gallery.rows[0].cells.isEmpty)
    #expect(gallery.rows[0].error?.contains("line 1") == true)
    #expect(gallery.rows[1].error == "No such file.")
    #expect(gallery.rows[2].error == nil)
    #expect(gallery.rows[2].cells.count == 10)
    let html = gallery.indexHTML(device: .other)
    let brokenRow = try #require(Self.section(of: html, id: "alert-broken"))
    #expect(brokenRow.contains("<td class=\"error\" colspan=\"10\" role=\"alert\">"))
    #expect(!brokenRow.contains("<iframe"))
    #expect(html.contains("<strong>2 could not be read</strong>"))
  }

  @Test func diagnosticsAreShownBesideTheAlertTheyConcernWithTheirColumns() throws {
    let unknown = TestContent.alertJSON(
      id: "odd:1", events: [["match": "IDEMAILADR", "email": "a@example.com"]])
    let gallery = PreviewGallery(
      inputs: [try Self.example("email-alert.json"), Self.input("odd.json", unknown)],
      content: .success(TestContent.renderer), findings: [])
    #expect(gallery.rows[0].notes.isEmpty)
    let notes = gallery.rows[1].notes
    let note = try #require(notes.first { $0.diagnostic.code == "unknown-match" })
    #expect(note.diagnostic.path == "events[0].data.match")
    #expect(note.columns == gallery.columns)
    #expect(notes.count == Set(notes.map(\.diagnostic)).count)
    let html = gallery.indexHTML(device: .other)
    let row = try #require(Self.section(of: html, id: "alert-odd"))
    #expect(row.contains("<code>unknown-match</code> at <code>events[0].data.match</code>"))
    #expect(row.contains("(every locale and theme)"))
    #expect(row.contains("<span class=\"badge\">2 diagnostics</span>"))
    #expect(!(Self.section(of: html, id: "alert-email-alert") ?? "").contains("Diagnostics"))
  }

  @Test func lintFindingsGoToTheAlertsWhoseRulesAndKeysTheyConcern() throws {
    let renderer = TestContent.renderer
    let screen = renderer.rules.screen.file
    let email = try #require(
      renderer.rules.matchRules[.cyberAgent]?["IDEMAILADDR"]?.file)
    let onScreen = LintFinding(
      file: screen, line: 3, column: 5, severity: .error, message: "Screen.")
    let onEmailRule = LintFinding(file: email, severity: .warning, message: "Email rule.")
    let onEmailKey = LintFinding(
      file: "Localizations/CyberAgent.xcstrings", severity: .warning,
      key: "match.IDEMAILADDR.title", locale: "es-419", message: "Email key.")
    let onBankKey = LintFinding(
      file: "Localizations/CyberAgent.xcstrings", severity: .warning,
      key: "match.IDBANK.title", locale: "es-419", message: "Bank key.")
    let unused = LintFinding(
      file: "Localizations/Screen.xcstrings", severity: .warning, key: "nobody.uses.this",
      message: "Unused.")
    let findings = [onScreen, onEmailRule, onEmailKey, onBankKey, unused]
    let gallery = PreviewGallery(
      inputs: [try Self.example("email-alert.json"), try Self.example("bank-alert.json")],
      content: .success(renderer), findings: findings)
    #expect(gallery.rows[0].findings == [onScreen, onEmailRule, onEmailKey])
    #expect(gallery.rows[1].findings == [onScreen, onBankKey])
    #expect(gallery.unplacedFindings == [unused])
    let html = gallery.indexHTML(device: .other)
    let bank = try #require(Self.section(of: html, id: "alert-bank-alert"))
    #expect(bank.contains("Bank key.") && !bank.contains("Email key."))
    #expect(html.contains("Lint findings about no alert shown"))
  }

  @Test func placingNewFindingsPutsThemWhereTheGalleryWould() throws {
    let inputs = [try Self.example("email-alert.json"), try Self.example("bank-alert.json")]
    let onBankKey = LintFinding(
      file: "Localizations/CyberAgent.xcstrings", severity: .error, key: "match.IDBANK.title",
      locale: "es-419", message: "Bank key.")
    let unused = LintFinding(file: "x.xcstrings", severity: .warning, key: "x", message: "x")
    var gallery = PreviewGallery(
      inputs: inputs, content: .success(TestContent.renderer), findings: [])
    gallery.place([onBankKey, unused])
    let fresh = PreviewGallery(
      inputs: inputs, content: .success(TestContent.renderer), findings: [onBankKey, unused])
    #expect(gallery.rows.map(\.findings) == fresh.rows.map(\.findings))
    #expect(gallery.rows.map(\.findings) == [[], [onBankKey]])
    #expect(gallery.unplacedFindings == [unused])
    #expect(gallery.indexHTML(device: .other) == fresh.indexHTML(device: .other))
  }

  @Test func contentThatDoesNotLoadIsShownAndNoAlertIsRendered() throws {
    let error = ResourceError.malformedJSON(
      file: "Rules/screen.json",
      JSONSyntaxError(reason: .emptyDocument, line: 2, column: 1, offset: 0))
    let gallery = PreviewGallery(
      inputs: [try Self.example("email-alert.json")], content: .failure(error), findings: [])
    #expect(gallery.contentError == error.description)
    #expect(gallery.columns.isEmpty)
    #expect(gallery.rows.map(\.name) == ["email-alert"])
    #expect(gallery.rows[0].cells.isEmpty)
    let html = gallery.indexHTML(device: .other)
    #expect(html.contains("<h2>The content did not load</h2><pre>Rules/screen.json:2:1: error:"))
  }

  @Test func unchangedRowsAreReusedAndChangedOnesRenderedAgain() throws {
    let first = PreviewGallery(
      inputs: [try Self.example("email-alert.json")], content: .success(TestContent.renderer),
      findings: [])
    var stale = first.rows[0]
    stale.notes = [
      PreviewGallery.Note(diagnostic: Diagnostic(code: "x", message: "x"), columns: [])
    ]
    let reused = PreviewGallery(
      inputs: [try Self.example("email-alert.json")], content: .success(TestContent.renderer),
      findings: [], reusing: ["Examples/email-alert.json": stale])
    #expect(reused.rows[0].notes.map(\.diagnostic.code) == ["x"])
    let renamed = PreviewGallery(
      inputs: [try Self.example("bank-alert.json"), try Self.example("email-alert.json")],
      content: .success(TestContent.renderer), findings: [],
      reusing: ["Examples/email-alert.json": stale])
    #expect(renamed.rows[1].notes.map(\.diagnostic.code) == ["x"])
  }

  @Test func pageDirectoryNamesAreSafeAndUnique() {
    var taken: Set<String> = []
    let names = [
      "Examples/email-alert.json", "Other/email-alert.json", "Other/Email-Alert.json",
      "x/../a b<c>.json", "weird/.json", "ünï.json",
    ].map { PreviewGallery.uniqueName(for: $0, taken: &taken) }
    #expect(names == ["email-alert", "email-alert-2", "Email-Alert-3", "a-b-c-", "alert", "-n-"])
  }

  @Test func liveReloadGoesBeforeTheLastBodyEndAndStampJSListsEveryPage() {
    let html = "<html><body><p>&lt;/body&gt;</p><script>'</body>'</script></body>\n</html>\n"
    let page = PreviewLiveReload.page(html, at: "email-alert/en-US-light.html", stamp: "abc")
    #expect(page.hasPrefix("<html><body><p>&lt;/body&gt;</p><script>'</body>'</script><script>"))
    #expect(page.hasSuffix("</script>\n</body>\n</html>\n"))
    #expect(page.contains("var page = \"email-alert/en-US-light.html\", stamp = \"abc\""))
    #expect(page.contains("tag.src = \"../stamp.js\" + \"?\" + Date.now();"))
    #expect(
      PreviewLiveReload.script(page: "index.html", stamp: "s").contains("\"stamp.js\" + \"?\""))
    #expect(PreviewLiveReload.stamp(of: "a") == "af63dc4c8601ec8c")
    #expect(PreviewLiveReload.stamp(of: html) == PreviewLiveReload.stamp(of: html))
    let state = PreviewLiveReload.stampScript(
      site: "s1", pages: ["b/x.html": "2", "a/x.html": "1"],
      errors: ["c/x.html": ["c.json: error: </script> \"quoted\""]], content: [])
    #expect(
      state == """
        alertRenderPreview({"site": "s1",
        "content": [],
        "errors": {
          "c/x.html": ["c.json: error: \\u003c/script> \\"quoted\\""]},
        "pages": {
          "a/x.html": "1",
          "b/x.html": "2"}});

        """)
  }

  /// The `<tbody>` of the row with `id` in the index.
  static func section(of html: String, id: String) -> String? {
    guard let start = html.range(of: "<tbody id=\"\(id)\">") else { return nil }
    guard let end = html.range(of: "</tbody>", range: start.upperBound..<html.endIndex) else {
      return nil
    }
    return String(html[start.lowerBound..<end.upperBound])
  }
}
