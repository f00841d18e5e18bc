import AlertRenderTestSupport
import Foundation
import Testing

/// docs/architecture.md names every folder of the library, and only folders that exist.
@Suite struct ArchitectureDocumentTests {
  private static let sources = TestContent.root.appendingPathComponent("Sources/AlertRendering")

  private static func page() throws -> String {
    try String(
      contentsOf: TestContent.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
  }

  private static func folders() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { name in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(
        atPath: sources.appendingPathComponent(name).path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }.sorted()
  }

  @Test func everyFolderOfTheLibraryIsNamed() throws {
    let page = try Self.page()
    let folders = try Self.folders()
    #expect(folders.count > 5)
    for folder in folders {
      #expect(page.contains("`\(folder)/`"), "docs/architecture.md does not name `\(folder)/`.")
    }
  }

  @Test func everyFolderNamedExists() throws {
    let page = try Self.page()
    // Folder names are written in backticks with a trailing slash: `Layout/` (the library's)
    // or `Localizations/` (the package's).
    for match in page.matches(of: /`([A-Za-z][A-Za-z-]*)\/`/) {
      let name = String(match.output.1)
      let exists = [Self.sources, TestContent.root].contains { directory in
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(
          atPath: directory.appendingPathComponent(name).path, isDirectory: &isDirectory)
          && isDirectory.boolValue
      }
      #expect(exists, "docs/architecture.md names `\(name)/`, which is not a folder.")
    }
  }
}
