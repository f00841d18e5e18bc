import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// `localizations export --format tmx`: a TMX 1.4b memory of every translated pair.
@Suite struct TranslationMemoryTests {
  static let tool = LocalizationExchange.Tool(id: "test", name: "test", version: "1")

  static let catalog = """
    {
      "sourceLanguage" : "en-US",
      "strings" : {
        "count" : { "comment" : "How <many> & \\"which\\".", "localizations" : {
          "en-US" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "One event" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld events" } } } } },
          "fr" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "Un événement" } },
            "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld d’événements" } },
            "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld événements" } } } } } } },
        "device" : { "localizations" : {
          "en-US" : { "stringUnit" : { "state" : "translated", "value" : "Click" } },
          "fr" : { "variations" : { "device" : {
            "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Touchez" } } } } } } },
        "hidden" : { "shouldTranslate" : false, "localizations" : {
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Caché" } } } },
        "lines" : { "localizations" : {
          "en-US" : { "stringUnit" : { "state" : "translated", "value" : "A\\r\\nB <&>" } },
          "es-419" : { "stringUnit" : { "state" : "translated", "value" : " A\\tB " } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "" } } } },
        "orphan" : { "localizations" : {
          "fr" : { "stringUnit" : { "value" : "Orphelin" } } } }
      },
      "version" : "1.0"
    }
    """

  /// The memory of `catalog` (and the shipped catalogs when `shipped`), parsed back with
  /// XMLReader: for each `tuid`, the text of each `xml:lang`.
  static func memory(_ language: String? = nil, shipped: Bool = false) throws -> (
    bytes: [UInt8], units: [String: [String: String]], ids: [String], original: String
  ) {
    let directory = try TestContent.directory(["App.xcstrings": catalog])
    let catalogs = try LocalizationExchange.catalogs(
      in: shipped ? [TestContent.localizationsDirectory] : [directory])
    let document = try LocalizationExchange.memory(
      of: catalogs, language: language.flatMap { LocaleID($0) })
    let bytes = document.bytes(tool: tool)
    let root = try XMLReader.parse(bytes)
    var units: [String: [String: String]] = [:]
    var ids: [String] = []
    for tu in root.elements.first { $0.name == "body" }?.elements ?? [] {
      let id = try #require(tu[attribute: "tuid"])
      ids.append(id)
      for tuv in tu.elements where tuv.name == "tuv" {
        let seg = try #require(tuv.elements.first)
        let text = seg.children.map { node in
          if case .text(let text) = node { return text }
          return ""
        }.joined()
        units[id, default: [:]][try #require(tuv[attribute: "xml:lang"])] = text
      }
    }
    return (bytes, units, ids, catalogs[0].original)
  }

  @Test func holdsEveryTranslatedPairAndNothingElse() throws {
    let (bytes, units, ids, original) = try Self.memory()
    let text = String(decoding: bytes, as: UTF8.self)
    let prefix = original + "#"
    #expect(original.hasSuffix("/App.xcstrings"))
    #expect(
      ids
        == [
          "count|==|plural.one", "count|==|plural.many", "device|==|device.iphone", "lines",
          "orphan",
        ].map { prefix + $0 })
    #expect(units[prefix + "count|==|plural.one"] == ["en-US": "One event", "fr": "Un événement"])
    // French `many`: the English `other` stands for it, as in the XLIFF.
    #expect(units[prefix + "count|==|plural.many"]?["en-US"] == "%lld events")
    // A device variation the source does not have pairs with its plain string.
    #expect(units[prefix + "device|==|device.iphone"] == ["en-US": "Click", "fr": "Touchez"])
    // Line breaks, tabs, spaces at the ends and markup characters come back exactly.
    #expect(units[prefix + "lines"] == ["en-US": "A\r\nB <&>", "es-419": " A\tB "])
    // A key without a source text pairs with the key, as Xcode's extracted keys do.
    #expect(units[prefix + "orphan"] == ["en-US": "orphan", "fr": "Orphelin"])
    #expect(text.contains("<note>How &lt;many&gt; &amp; \"which\".</note>"))
    #expect(text.contains("<prop type=\"x-variant\">plural.one</prop>"))
    #expect(
      text.contains(
        "<header creationtool=\"test\" creationtoolversion=\"1\" datatype=\"plaintext\" "
          + "segtype=\"block\" adminlang=\"en-US\" srclang=\"en-US\" o-tmf=\"xcstrings\"/>"))
    #expect(!text.contains("Caché") && !text.contains("%lld événements"))
  }

  @Test func oneLanguageAloneAndTheShippedCatalogsRoundTrip() throws {
    let spanish = try Self.memory("es-419", shipped: true)
    let all = try Self.memory(shipped: true)
    #expect(spanish.units.values.allSatisfy { Set($0.keys) == ["en-US", "es-419"] })
    #expect(Set(all.units.values.flatMap(\.keys)) == ["en-US", "en-GB", "es-419"])
    // Every translated text of the catalogs is in the memory with its source.
    let catalogs = try LocalizationExchange.catalogs(in: [TestContent.localizationsDirectory])
    var pairs = 0
    for catalog in catalogs {
      for member in catalog.strings where member.value["shouldTranslate"] != .bool(false) {
        let localizations = member.value["localizations"]
        for language in ["en-GB", "es-419"] {
          guard let localization = localizations?[language] else { continue }
          for slot in CatalogSlot.slots(of: localization) {
            let value = localization.value(at: slot.path)?["value"]?.stringValue
            let id =
              catalog.original + "#" + member.key
              + (slot.suffix.isEmpty ? "" : CatalogSlot.separator + slot.suffix)
            #expect(all.units[id]?[language] == value, "\(id) [\(language)]")
            #expect(spanish.units[id]?[language] == (language == "es-419" ? value : nil))
            let english = localizations?["en-US"]
            let other = slot.pluralCategory == nil ? slot : slot.with(category: "other")
            let source = [slot.path, other.path, CatalogSlot.plain.path].lazy.compactMap {
              english?.value(at: $0)?["value"]?.stringValue
            }.first
            #expect(all.units[id]?["en-US"] == source, "\(id)")
            pairs += 1
          }
        }
      }
    }
    #expect(pairs > 400)
  }

  @Test func writesTheFileWithoutFollowingALinkAndNamesAControlCharacter() throws {
    let root = try TestContent.directory(["victim": "precious"])
    let output = root.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: output.appendingPathComponent("translations.tmx").path,
      withDestinationPath: "../victim")
    let summary = try LocalizationExchange.exportMemory(
      language: nil, from: [TestContent.localizationsDirectory], to: output, tool: Self.tool)
    #expect(summary.languages == ["en-GB", "es-419"])
    #expect(summary.file == output.appendingPathComponent("translations.tmx").path)
    #expect(
      try String(contentsOf: root.appendingPathComponent("victim"), encoding: .utf8) == "precious")
    let written = try String(
      contentsOf: output.appendingPathComponent("translations.tmx"), encoding: .utf8)
    #expect(written.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<tmx version=\"1.4\">"))

    let bell = try TestContent.directory([
      "App.xcstrings":
        #"{"sourceLanguage":"en-US","strings":{"bell":{"localizations":{"en-US":{"stringUnit":{"state":"translated","value":"Ding"}},"fr":{"stringUnit":{"state":"translated","value":"Dring\u0007"}}}}},"version":"1.0"}"#
    ])
    #expect {
      try LocalizationExchange.exportMemory(
        language: nil, from: [bell], to: output, tool: Self.tool)
    } throws: { error in
      (error as? LocalizationExchangeError)?.reason.hasPrefix(
        "strings.bell.localizations.fr.stringUnit.value: ") == true
    }
  }
}
