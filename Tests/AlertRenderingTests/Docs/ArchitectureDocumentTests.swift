import AlertRenderTestSupport
import Foundation
import Testing

/// docs/architecture.md names every folder of the library targets, only folders that exist, and
/// shows `ls Sources` as it is.
@Suite struct ArchitectureDocumentTests {
  /// The library targets, whose folders the page describes one by one.
  private static let targets = ["AlertLayout", "AlertRendering", "AlertRenderTools"]

  private static let sources = TestContent.root.appendingPathComponent("Sources")

  private static func page() throws -> String {
    try String(
      contentsOf: TestContent.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
  }

  private static func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// The folders of `target`, as paths below it (`3-Rules`, `5-Localization/Generated`).
  private static func folders(of target: String) -> [String] {
    let root = sources.appendingPathComponent(target)
    let paths = FileManager.default.subpaths(atPath: root.path) ?? []
    return paths.filter { isDirectory(root.appendingPathComponent($0)) }.sorted()
  }

  @Test(arguments: targets)
  func everyFolderOfTheLibrariesIsNamed(_ target: String) throws {
    let page = try Self.page()
    let folders = Self.folders(of: target)
    #expect(folders.count >= 5)
    for folder in folders {
      #expect(
        page.contains("`\(folder)/`"),
        "docs/architecture.md does not name `\(folder)/` of Sources/\(target)/.")
    }
  }

  @Test func everyFolderNamedExists() throws {
    // Folders are written in backticks with a trailing slash: `3-Rules/` (a target's),
    // `5-Localization/Generated/`, `Localizations/` or `Tests/Conformance/` (the package's).
    let page = try Self.page()
    let places = Self.targets.map { Self.sources.appendingPathComponent($0) } + [TestContent.root]
    for match in page.matches(of: #/`([A-Za-z0-9][\w.+-]*(?:/[A-Za-z0-9][\w.+-]*)*)/`/#) {
      let name = String(match.output.1)
      let exists = places.contains { Self.isDirectory($0.appendingPathComponent(name)) }
      #expect(exists, "docs/architecture.md names `\(name)/`, which is not a folder.")
    }
  }

  /// The `ls Sources` block: one line per target (`Sources/AlertLayout/  API/ JSON/ …`), its
  /// folders continued on indented lines.
  @Test func theListingOfSourcesIsTheirFolders() throws {
    let page = try Self.page()
    let heading = try #require(page.range(of: "## `ls Sources`"))
    let block = try #require(page[heading.upperBound...].split(separator: "```").dropFirst().first)
    var listed: [String: Set<String>] = [:]
    var target: String?
    for line in block.split(separator: "\n") {
      var words = line.split(separator: " ").map(String.init)
      if let first = words.first, first.hasPrefix("Sources/") {
        target = String(first.dropFirst("Sources/".count).dropLast())
        words.removeFirst()
      }
      guard let target else { continue }
      listed[target, default: []].formUnion(
        words.filter { $0.hasSuffix("/") }.map { String($0.dropLast()) })
    }
    let targets = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)
      .filter { Self.isDirectory(Self.sources.appendingPathComponent($0)) }
    #expect(Set(listed.keys) == Set(targets))
    for target in targets {
      let folders = Self.folders(of: target).filter { !$0.contains("/") }
      #expect(listed[target] == Set(folders), "`ls Sources` lists Sources/\(target)/ wrongly.")
    }
  }
}
