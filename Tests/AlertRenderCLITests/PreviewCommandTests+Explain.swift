import AlertRenderTestSupport
import Foundation
import Testing

extension PreviewCommandTests {
  /// Every cell links its explanation: one HTML and one JSON page per alert and locale, the
  /// same for both themes, and not counted among the pages.
  @Test func everyCellLinksTheExplanationOfItsAlertInItsLocale() throws {
    let site = try TestContent.directory([:])
    defer { try? FileManager.default.removeItem(at: site) }
    let result = try CLIRunner.run(["preview", Self.email, "--output", site.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.hasSuffix("index.html: 1 alerts, 10 pages, 10 of them written\n"))
    let index = try #require(Self.read(site, "index.html"))
    for locale in ["en-US", "en-GB", "es-419", "en-XA", "ar-XB"] {
      let page = "email-alert/\(locale).explain.html"
      #expect(index.components(separatedBy: "<a class=\"why\" href=\"\(page)\"").count == 3)
      let html = try #require(Self.read(site, page), "\(page) missing")
      #expect(html.contains("Rules/CyberAgent/alert.json:12:16 variants[0].title"))
      #expect(html.contains("<a href=\"\(locale).explain.json\">"))
      let json = try #require(Self.read(site, "email-alert/\(locale).explain.json"))
      let explained = try CLIRunner.run([
        "explain", "--format", "json", "--locale", locale, Self.email,
      ])
      #expect(json == explained.stdout)
    }
    #expect(
      Self.read(site, "email-alert/es-419.explain.html")?.contains("match.IDEMAILADDR.title")
        == true)
  }
}
