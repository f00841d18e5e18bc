import AlertRenderTestSupport
import Foundation
import Testing

/// The public surface, pinned: one line per public symbol and conformance of each library,
/// read from the symbol graph the compiler writes for the module this test run built, and
/// compared with `Snapshots/public-api/<Module>.txt`. A new, changed or removed public symbol
/// is a diff to review; `RECORD_SNAPSHOTS=1` rewrites the files.
extension PublicAPITests {
  /// What this test reads of a symbol graph.
  struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
      struct Fragment: Decodable { var spelling: String }
      struct DocComment: Decodable { var module: String? }
      var identifier: [String: String]
      var pathComponents: [String]
      var declarationFragments: [Fragment]
      var docComment: DocComment?
      var location: [String: JSONValueIgnored]?
    }
    struct Relationship: Decodable {
      var kind: String
      var source: String
      var target: String
      var targetFallback: String?
    }
    /// Any JSON value, skipped.
    struct JSONValueIgnored: Decodable {
      init(from decoder: any Decoder) throws {}
    }
    var symbols: [Symbol]
    var relationships: [Relationship]
  }

  /// The folder holding the modules of this test run's build: beside the test bundle.
  static func modulesDirectory() throws -> URL {
    let candidates =
      [URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()]
      + Bundle.allBundles.map(\.bundleURL)
    let found = candidates.map { $0.deletingLastPathComponent().appendingPathComponent("Modules") }
      .first {
        FileManager.default.fileExists(
          atPath: $0.appendingPathComponent("AlertLayout.swiftmodule").path)
      }
    return try #require(
      found, "No Modules folder with AlertLayout.swiftmodule beside the test bundle.")
  }

  /// `swift-symbolgraph-extract` of the toolchain on `PATH`.
  static func extractor() throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let found = path.split(separator: ":").flatMap { directory -> [URL] in
      let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
      return [
        URL(fileURLWithPath: String(directory)).appendingPathComponent("swift-symbolgraph-extract"),
        swift.resolvingSymlinksInPath().deletingLastPathComponent()
          .appendingPathComponent("swift-symbolgraph-extract"),
      ]
    }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    return try #require(found, "swift-symbolgraph-extract is not in the toolchain on PATH.")
  }

  /// The public symbol graph of `module`, extracted from this build's modules.
  static func symbolGraph(of module: String) throws -> SymbolGraph {
    let modules = try modulesDirectory()
    // .build/<triple>/debug/Modules
    let triple = modules.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("public-api-\(UUID().uuidString)-\(module)")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = try extractor()
    process.arguments = [
      "-module-name", module, "-I", modules.path, "-target", triple,
      "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", output.path,
    ]
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "swift-symbolgraph-extract failed for \(module).")
    let data = try Data(contentsOf: output.appendingPathComponent("\(module).symbols.json"))
    return try JSONDecoder().decode(SymbolGraph.self, from: data)
  }

  /// One line per symbol (`path  declaration`) and per conformance (`path: protocol`), sorted.
  static func surface(_ graph: SymbolGraph) -> String {
    var paths: [String: String] = [:]
    for symbol in graph.symbols {
      paths[symbol.identifier["precise"] ?? ""] = symbol.pathComponents.joined(separator: ".")
    }
    var lines = graph.symbols.map { symbol in
      let declaration = symbol.declarationFragments.map(\.spelling).joined()
      return symbol.pathComponents.joined(separator: ".") + "  " + declaration
    }
    for relationship in graph.relationships where relationship.kind == "conformsTo" {
      guard let source = paths[relationship.source] else { continue }
      let target = relationship.targetFallback ?? paths[relationship.target] ?? relationship.target
      lines.append("\(source): \(target)")
    }
    return Set(lines).sorted().joined(separator: "\n") + "\n"
  }

  @Test(arguments: ["AlertLayout", "AlertRendering"])
  func thePublicSurfaceIsThePinnedOne(module: String) throws {
    let graph = try Self.symbolGraph(of: module)
    #expect(graph.symbols.count > 100)
    Snapshot.expect(Self.surface(graph), matches: "public-api/\(module).txt")
  }

  /// Every public symbol written in the sources has a doc comment of its own; only what the
  /// compiler writes (`init(from:)`, `init(rawValue:)`) borrows the standard library's.
  @Test(arguments: ["AlertLayout", "AlertRendering"])
  func everyPublicSymbolHasADocComment(module: String) throws {
    let graph = try Self.symbolGraph(of: module)
    for symbol in graph.symbols where symbol.location != nil && symbol.docComment?.module != module
    {
      Issue.record(
        "\(module).\(symbol.pathComponents.joined(separator: ".")) is public without a doc comment."
      )
    }
  }
}
