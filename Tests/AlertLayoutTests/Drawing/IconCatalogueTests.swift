import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout
@testable import AlertRendering

/// The icon catalogue against what it must agree with: the SVG files in `Icons/`, the rows of
/// docs/icons.md, the icons the shipped rules name and the icons shipped layouts carry.
@Suite struct IconCatalogueTests {
  static let icons = TestContent.root.appendingPathComponent("Icons")

  /// Each drawing's file is the HTML client's drawing; `RECORD_SNAPSHOTS=1` writes them.
  @Test func everyDrawingHasItsSVGFileAndEveryFileADrawing() throws {
    for drawing in IconCatalogue.drawingNames {
      let expected = try #require(IconCatalogue.file(of: drawing))
      let file = Self.icons.appendingPathComponent(drawing + ".svg")
      if Snapshot.isRecording {
        try Data(expected.utf8).write(to: file)
        Issue.record("Recorded Icons/\(drawing).svg; re-run without RECORD_SNAPSHOTS.")
        continue
      }
      let text = try? String(contentsOf: file, encoding: .utf8)
      #expect(text == expected, "Icons/\(drawing).svg differs from the HTML client's drawing")
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.icons.path)
    #expect(
      Set(files) == Set(IconCatalogue.drawingNames.map { $0 + ".svg" }),
      "Icons/ holds a file no catalogue entry draws, or lacks one")
  }

  /// The inline SVG is the file's drawing: same view box, same elements, same root attributes.
  @Test func theHTMLClientInlinesTheFilesDrawing() throws {
    for entry in IconCatalogue.entries {
      let svg = LayoutHTMLEncoder.svg(for: .init(name: entry.name + "-step", decorative: true))
      let file = try String(
        contentsOf: Self.icons.appendingPathComponent(entry.drawing + ".svg"), encoding: .utf8)
      let elements = file.split(separator: "\n").dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces) }.joined()
      #expect(svg.hasSuffix(">" + elements + "</svg>"), "\(entry.name)")
      let viewBox = try #require(file.firstMatch(of: #/viewBox="([^"]+)"/#)).1
      #expect(
        svg.contains(" viewBox=\"\(viewBox)\" " + IconCatalogue.rootAttributes), "\(entry.name)")
      #expect(svg.contains(" mirrored\"") == IconCatalogue.mirrored.contains(entry.drawing))
    }
    let unknown = LayoutHTMLEncoder.svg(for: .init(name: "rocket-alert", decorative: true))
    #expect(unknown.hasPrefix("<svg class=\"icon icon-unknown\" data-icon=\"rocket-alert\""))
  }

  /// docs/icons.md has one row per entry, with its drawing, mirroring and meaning, and no other.
  @Test func everyEntryHasItsDocRowAndEveryRowAnEntry() throws {
    let doc = try String(
      contentsOf: TestContent.root.appendingPathComponent("docs/icons.md"), encoding: .utf8)
    let rows = doc.split(separator: "\n").filter { $0.hasPrefix("| `") }.map {
      $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }
    let expected = IconCatalogue.entries.map {
      [
        "`\($0.name)`", "[`\($0.drawing).svg`](../Icons/\($0.drawing).svg)",
        IconCatalogue.mirrored.contains($0.drawing) ? "yes" : "no", $0.meaning,
      ]
    }
    #expect(rows == expected)
  }

  /// Every icon the shipped rules name is in the catalogue; the check fails on a name it lacks.
  @Test func everyIconTheShippedRulesNameIsCatalogued() {
    var errors: [ResourceError] = []
    let rules = RuleSet.load(from: [TestContent.rulesDirectory], errors: &errors)
    #expect(errors.isEmpty)
    let uses = rules?.iconUses ?? []
    #expect(uses.count > 40)
    #expect(uses.contains { $0.name == "social-post" && $0.path == "fields.icon.name" })
    let missing = uses.filter { IconCatalogue.entry(named: $0.name) == nil }
    #expect(missing.map { "\($0.file) \($0.path) \($0.name)" } == [])
    #expect(IconCatalogue.entry(named: "rocket-step") == nil)
  }

  /// Every icon a shipped layout carries (every example, in every shipped locale) is catalogued.
  @Test func everyIconTheShippedLayoutNamesIsCatalogued() throws {
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: TestContent.examplesDirectory.path
    ).filter { $0.hasSuffix("-alert.json") }
    #expect(examples.count > 10)
    var names: Set<String> = []
    for example in examples {
      for locale in TestContent.locales {
        let document = try TestContent.renderer.render(
          json: try TestContent.example(example), locale: locale)
        for block in document.body {
          switch block {
          case .banner(let banner): names.insert(banner.icon.name)
          case .details(let details): names.formUnion(details.items.map(\.icon.name))
          case .section(let section): names.formUnion(section.items.compactMap(\.icon?.name))
          case .separator: break
          }
        }
      }
    }
    #expect(
      names.isSuperset(of: ["cyberagent-alert", "email-alert", "document-step", "social-post"]))
    #expect(names.filter { IconCatalogue.entry(named: $0) == nil }.sorted() == [])
  }
}
