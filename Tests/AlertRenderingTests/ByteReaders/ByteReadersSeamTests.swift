import AlertRenderTestSupport
import Foundation
import Testing

/// The second read path sits behind one seam: outside `ByteReaders/`, code names only
/// `ByteReaders` (its `catalog` and `alert`), never a reader, so that a schema change to
/// catalogs or alerts finds every fast reader it must change in that one folder
/// (docs/byte-readers.md).
@Suite struct ByteReadersSeamTests {
  /// The names only `Sources/AlertRendering/ByteReaders/` may use.
  static let readers = ["JSONByteReader", "CatalogReader", "AlertReader", "UnexpectedJSON"]

  /// Every Swift file of the package's targets, benchmarks and fuzz target outside the
  /// readers' folder, relative to the package root.
  static func files() -> [String] {
    ["Sources", "Benchmarks", "Fuzz"].flatMap { top in
      (FileManager.default.subpaths(atPath: TestContent.root.appendingPathComponent(top).path)
        ?? []).filter { $0.hasSuffix(".swift") }.map { top + "/" + $0 }
    }.filter { !$0.hasPrefix("Sources/AlertRendering/ByteReaders/") }.sorted()
  }

  @Test func nothingOutsideTheFolderNamesAReader() throws {
    let files = Self.files()
    #expect(files.count > 100)
    for file in files {
      let text = try String(
        contentsOf: TestContent.root.appendingPathComponent(file), encoding: .utf8)
      let code = SourceLayerTests.stripped(text)
      for reader in Self.readers {
        #expect(
          try !SourceLayerTests.names(reader, in: code),
          "\(file) names \(reader); go through ByteReaders (ByteReaders/ByteReaders.swift)")
      }
    }
  }

  /// The check sees a use in code, and not a mention in a comment or a string.
  @Test func aUseIsFoundAndAMentionIsNot() throws {
    let used = SourceLayerTests.stripped("let catalog = CatalogReader.read(bytes)")
    let mentioned = SourceLayerTests.stripped(
      "// CatalogReader is fast\nlet text = \"JSONByteReader\"")
    #expect(try SourceLayerTests.names("CatalogReader", in: used))
    #expect(try !SourceLayerTests.names("CatalogReader", in: mentioned))
    #expect(try !SourceLayerTests.names("JSONByteReader", in: mentioned))
  }
}
