import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// The parts every document shares are made once per locale and device: a document made with
/// them must be the document made without them, diagnostics and their order included.
@Suite struct LayoutBuilderTests {
  /// The shipped content with the Hebrew drop-in, whose missing strings fall back to en-US
  /// and are reported in the shared parts (dialogs, footer, help) as well as in the body.
  static let renderer: AlertRenderer = {
    do {
      return try AlertRenderer(
        rulesDirectories: [TestContent.rulesDirectory],
        localizationDirectories: [
          TestContent.localizationsDirectory,
          TestContent.root.appendingPathComponent("Tests/Fixtures/Localizations-he"),
        ])
    } catch {
      fatalError("The shipped content with the Hebrew drop-in does not load: \(error)")
    }
  }()

  /// `json` rendered as `AlertRenderer` rendered it before shared parts: every text resolved
  /// by the document's own localizer.
  func unshared(
    _ json: Data, locale: String, device: DeviceClass, renderer: AlertRenderer = renderer
  ) throws -> LayoutDocument {
    let alert = try Alert(json: json)
    let plugin = try #require(renderer.registry.plugin(for: alert.type))
    let content = try plugin.content(for: alert, registry: renderer.registry)
    let id = renderer.catalogs.locale(for: try #require(LocaleID(locale)))
    let setup = LocaleSetup(
      table: renderer.catalogs.compileTable(id), screen: renderer.rules.screen, requested: id,
      source: renderer.catalogs.sourceLanguage, policy: { renderer.rules.policy })
    // No date formats either: each date resolves its pattern and month names itself.
    let screen = renderer.rules.screen
    var builder = LayoutBuilder(
      screen: screen.content,
      localizer: Localizer(
        table: setup.table, formats: setup.formats, datePatternKey: screen.datePattern,
        monthNamePrefix: screen.monthNames, device: device, strings: setup.strings))
    builder.policyChain = setup.policyChain
    builder.links = setup.links
    return builder.document(
      for: alert, content: content, requestedLocale: locale, locale: setup.table.locale,
      diagnostics: [])
  }

  @Test(arguments: ["en-US", "en-GB", "es-419", "he"])
  func sharedPartsMakeTheSameDocumentAsResolvingEveryText(locale: String) throws {
    let names = try FileManager.default.contentsOfDirectory(
      atPath: TestContent.examplesDirectory.path
    ).filter { $0.hasSuffix(".json") }.sorted()
    #expect(names.count >= 17)
    var reported = 0
    var linked = 0
    for name in names {
      let json = try TestContent.example(name)
      for device in [DeviceClass.other, .iphone, .applewatch] {
        // Twice: the first document makes the shared parts, the second takes them.
        for _ in 0..<2 {
          let shared = try Self.renderer.render(json: json, locale: locale, device: device)
          let own = try unshared(json, locale: locale, device: device)
          #expect(shared == own, "\(name) in \(locale) on \(device)")
          #expect(
            try shared.jsonData(pretty: false) == (try own.jsonData(pretty: false)),
            "\(name) in \(locale) on \(device)")
          reported += shared.diagnostics.count
          if shared.actions.keys.contains(where: { $0.hasPrefix("link-") }) { linked += 1 }
        }
      }
    }
    if locale == "he" { #expect(reported > 0) }
    // Documents whose steps link, with their link actions, are among them.
    #expect(linked > 0)
  }
}
