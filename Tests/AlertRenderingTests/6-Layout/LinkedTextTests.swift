import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// Link markup leaves the rendered text: the words stay, `[` and `](link:…)` go, arguments
/// move with the text, and values filled in never make or break a link.
@Suite struct LinkedTextTests {
  @Test func theMarkupGoesTheWordsStayAndArgumentsMove() throws {
    // "Ann" is argument 0, "2" argument 1 after the link.
    let text = "Hi Ann, see [IRS.gov/IPPIN](link:irs-ip-pin) in 2 days."
    let linked = try #require(
      LinkedText(text, arguments: [.init(start: 3, length: 3), .init(start: 48, length: 1)]))
    #expect(linked.text == "Hi Ann, see IRS.gov/IPPIN in 2 days.")
    #expect(linked.links == [.init(id: "irs-ip-pin", start: 12, length: 13)])
    #expect(linked.arguments.map(\.start) == [3, 29])
    #expect(linked.arguments.map(\.length) == [3, 1])
  }

  @Test func rangesCountUTF16AndEveryLinkIsRead() throws {
    let linked = try #require(LinkedText("😀 [a](link:x) y [bc](link:y-2)", arguments: []))
    #expect(linked.text == "😀 a y bc")
    #expect(
      linked.links == [.init(id: "x", start: 3, length: 1), .init(id: "y-2", start: 7, length: 2)])
  }

  /// A value that holds markup is shown as written; a link whose words or id are a value is
  /// no link.
  @Test func valuesNeverMakeALink() {
    #expect(
      LinkedText("Breach: [x](link:irs-ip-pin)", arguments: [.init(start: 8, length: 20)]) == nil)
    #expect(LinkedText("[Ann](link:irs-ip-pin)", arguments: [.init(start: 1, length: 3)]) == nil)
    #expect(LinkedText("[IRS](link:irs-ip-pin)", arguments: [.init(start: 11, length: 10)]) == nil)
    #expect(LinkedText("No link [here] (really)", arguments: []) == nil)
    #expect(LinkedText("[IRS](https://www.irs.gov/ippin)", arguments: []) == nil)
  }

  static func render(
    _ example: String, locale: String, localizations: [URL] = []
  ) throws -> LayoutDocument {
    let renderer = try AlertRenderer(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [TestContent.localizationsDirectory] + localizations)
    return try renderer.render(json: TestContent.example(example), locale: locale)
  }

  /// The shipped steps link their sites; the document shows the words only.
  @Test func shippedStepsShowTheirLinkWordsOnly() throws {
    let document = try Self.render("ssn-alert.json", locale: "es-419")
    let json = String(decoding: try document.jsonData(), as: UTF8.self)
    #expect(!json.contains("](link:"))
    #expect(json.contains("infórmelo en RobodeIdentidad.gov para obtener"))
    #expect(json.contains("del IRS en IRS.gov/IPPIN para"))
    #expect(!document.diagnostics.contains { $0.code == "link-removed" })
  }

  /// Pseudo-localization leaves link destinations alone, and counts neither them nor the `[`
  /// in the padding: the pseudo texts are those of the same words without links.
  @Test func pseudoLocalesKeepTheLinks() throws {
    let accented = try Self.render("ssn-alert.json", locale: "en-XA")
    let json = String(decoding: try accented.jsonData(), as: UTF8.self)
    #expect(
      json.contains(
        "\"[Íƒ ýóú šþóţ ƒŕáúð, ŕéþóŕţ íţ áţ ÍðéñţíţýŢĥéƒţ.ĝóṽ ţó ĝéţ á šţéþ-ƀý-šţéþ ŕéçóṽéŕý þļáñ."
          + String(repeating: "~", count: 26) + "]\""))
    let mirrored = try Self.render("ssn-alert.json", locale: "ar-XB")
    let words = String(decoding: try mirrored.jsonData(), as: UTF8.self)
    #expect(words.contains("\u{200F}\u{202E}IRS.gov/IPPIN\u{202C}\u{200F}"))
    #expect(!json.contains("link:") && !words.contains("link:"))
  }

  /// Outside an item a link is not drawn: its words stay, `link-removed` says so, once.
  @Test func aLinkOutsideAnItemIsRemovedAndNoted() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("links-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let catalog = """
      {"sourceLanguage": "en-US", "version": "1.0", "strings": {"section.help.title": {
        "localizations": {"en-US": {"stringUnit": {"state": "translated",
          "value": "Help from [IdentityTheft.gov](link:ftc-identity-theft)"}}}}}}
      """
    try Data(catalog.utf8).write(to: directory.appendingPathComponent("Drop.xcstrings"))
    let document = try Self.render("ssn-alert.json", locale: "en-US", localizations: [directory])
    let json = String(decoding: try document.jsonData(), as: UTF8.self)
    #expect(json.contains("\"Help from IdentityTheft.gov\""))
    #expect(!json.contains("](link:"))
    #expect(
      document.diagnostics.filter { $0.code == "link-removed" }.map(\.message) == [
        "The text of 'section.help.title' has a link, but it is shown where links are not drawn "
          + "(only items are); its words were kept and the link left out."
      ])
  }
}
