import AlertRenderTestSupport
import Foundation
import Testing

/// One home for the public API: every `public` or `open` declaration of the package lives in a
/// file under `API/` of one of the two library products, so that `ls Sources/*/API` is the
/// whole surface a client programs against, and the DocC catalogs beside those folders
/// document all of it. AlertRenderTools and the command line declare nothing public: what
/// they share with the libraries is `package`.
@Suite struct PublicAPITests {
  /// The folders that may declare public API.
  static let homes = ["AlertLayout/API/", "AlertRendering/API/"]

  /// `public`, or `open` before what only a declaration has after it (a variable may be
  /// named `open`).
  nonisolated(unsafe) static let modifier =
    #/(^|[\s@])(public(\s|\()|open(\(set\)|\s+(class|func|var|subscript|static|override|final)\b))/#

  /// The lines of `code` that declare something `public` or `open`, comments and string
  /// literals left out, as (line number, line).
  static func publicDeclarations(in code: String) -> [(line: Int, text: String)] {
    let stripped = code.replacing(
      #/"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"|//[^\n]*|/\*[\s\S]*?\*//#
    ) { match in
      // Keep the line breaks, so that line numbers stay right.
      String(match.output.filter { $0 == "\n" })
    }
    return stripped.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .compactMap { index, line in
        line.contains(Self.modifier) ? (index + 1, String(line)) : nil
      }
  }

  @Test func everyPublicDeclarationLivesInALibrarysAPIFolder() throws {
    let sources = TestContent.root.appendingPathComponent("Sources")
    let files = try #require(FileManager.default.subpaths(atPath: sources.path))
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(files.count > 100)
    var homesSeen = 0
    for file in files {
      let code = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      let declarations = Self.publicDeclarations(in: code)
      if Self.homes.contains(where: file.hasPrefix) {
        if !declarations.isEmpty { homesSeen += 1 }
        continue
      }
      for (line, text) in declarations {
        let declaration = text.trimmingCharacters(in: .whitespaces)
        Issue.record(
          """
          Sources/\(file):\(line) declares public API outside a library's API/ folder: \
          \(declaration). Make it package or internal, or move it to \
          Sources/AlertLayout/API/ or Sources/AlertRendering/API/.
          """)
      }
    }
    // Both homes hold the API, so the test reads what it should.
    #expect(homesSeen > 30)
  }

  /// The check is only as good as its reading of the sources.
  @Test func aPublicDeclarationIsFoundAndCommentsStringsAndPackageAreNot() {
    let code = #"""
      public struct A {}
      package struct B { public init() {} }
      let c = "public var x"  // public func y()
      /* public enum D */
      @inlinable public func e() {}
      open class F {}
      let g = """
        public
        """
      let open = row == 0 ? "[" : "("
      if character == open {}
      """#
    #expect(Self.publicDeclarations(in: code).map(\.line) == [1, 2, 5, 6])
  }
}
