import AlertRenderTestSupport
import Foundation
import Testing

/// The Swift examples of the README and the DocC articles are code of the example packages in
/// `Examples/`, which CI builds, tests and runs as a client does (`Scripts/check-examples`), so
/// the documentation cannot show code that does not compile. A block is checked when the line before it is
/// `<!-- checked: PATH -->`: it must be the file at PATH or a run of its lines.
@Suite struct ReadmeExampleTests {
  /// A checked block: the file it quotes and its code.
  struct Block {
    var path: String
    var code: String
  }

  /// The checked ```swift blocks of `readme`, in order.
  static func checkedBlocks(in readme: String) -> [Block] {
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    var blocks: [Block] = []
    for (index, line) in lines.enumerated() {
      guard let match = line.wholeMatch(of: #/<!-- checked: (\S+) -->/#) else { continue }
      var code: [Substring] = []
      if index + 1 < lines.count, lines[index + 1] == "```swift" {
        code = lines[(index + 2)...].prefix { $0 != "```" }.map { $0 }
      }
      blocks.append(Block(path: String(match.1), code: code.joined(separator: "\n") + "\n"))
    }
    return blocks
  }

  /// Expects every checked block of the page at `path` to be code of an example, and returns
  /// the blocks.
  @discardableResult
  static func expectCheckedBlocks(in path: String) throws -> [Block] {
    let page = try String(
      contentsOf: TestContent.root.appendingPathComponent(path), encoding: .utf8)
    let blocks = checkedBlocks(in: page)
    for block in blocks {
      #expect(block.path.hasPrefix("Examples/"), "\(path) checks \(block.path) outside Examples/")
      #expect(block.code != "\n", "\(path)'s block for \(block.path) is not a ```swift block")
      let file = try String(
        contentsOf: TestContent.root.appendingPathComponent(block.path), encoding: .utf8)
      #expect(
        file.contains(block.code),
        "\(path)'s block for \(block.path) is not that file nor a run of its lines.")
      // A run of lines that stops inside a declaration does not compile when copied.
      #expect(
        Self.bracesBalance(block.code),
        "\(path)'s block for \(block.path) stops inside a declaration: its braces do not balance.")
    }
    return blocks
  }

  /// Whether every `{` of `code` is closed by a later `}`, and no `}` closes what it does not
  /// open (braces in string literals count too: the examples have none).
  static func bracesBalance(_ code: String) -> Bool {
    var depth = 0
    for character in code {
      if character == "{" { depth += 1 }
      if character == "}" { depth -= 1 }
      if depth < 0 { return false }
    }
    return depth == 0
  }

  @Test func everyCheckedBlockOfTheReadmeIsCodeOfAnExample() throws {
    let blocks = try Self.expectCheckedBlocks(in: "README.md")
    // The library example and the plugin's one-step registration are among them (the plugin
    // itself is in the DocC article Writing a plugin).
    #expect(blocks.contains { $0.path.hasSuffix("/QuickStart.swift") })
    #expect(blocks.contains { $0.code.contains("matchTypePlugins: [MyVehicleMatchPlugin()]") })
  }

  /// The DocC articles quote the examples the same way.
  @Test(arguments: [
    "Sources/AlertLayout/AlertLayout.docc/DrawingADocument.md",
    "Sources/AlertRendering/AlertRendering.docc/GettingStarted.md",
    "Sources/AlertRendering/AlertRendering.docc/WritingAPlugin.md",
  ])
  func everyCheckedBlockOfAnArticleIsCodeOfAnExample(article: String) throws {
    #expect(try !Self.expectCheckedBlocks(in: article).isEmpty)
  }

  /// The ```swift blocks of `page` that declare a dependency on this package.
  static func manifestBlocks(in page: String) -> [String] {
    page.matches(of: #/```swift\n([\s\S]*?)\n```/#).map { String($0.output.1) }
      .filter { $0.contains(".package(") }
  }

  /// A dependency snippet names this package as SwiftPM knows it and only its library products,
  /// as the example packages' manifests (which CI builds) do.
  @Test(arguments: [
    "README.md", "Sources/AlertLayout/AlertLayout.docc/DrawingADocument.md",
    "Sources/AlertRendering/AlertRendering.docc/GettingStarted.md",
    "Examples/ThirdPartyPlugin/Package.swift", "Examples/LayoutClient/Package.swift",
  ])
  func everyDependencySnippetNamesThePackageAndALibraryProduct(page: String) throws {
    let text = try String(
      contentsOf: TestContent.root.appendingPathComponent(page), encoding: .utf8)
    let blocks = page.hasSuffix(".swift") ? [text] : Self.manifestBlocks(in: text)
    #expect(!blocks.isEmpty, "\(page) has no dependency snippet")
    for block in blocks {
      // By path SwiftPM names a package after its folder unless `name:` says otherwise.
      #expect(
        block.contains(#".package(name: "alert-render", path: "#)
          || block.contains(".package(url: "),
        "\(page) depends on alert-render by path without name: \"alert-render\"")
      let products = block.matches(of: #/\.product\(name: "(\w+)", package: "alert-render"\)/#)
        .map { String($0.output.1) }
      #expect(!products.isEmpty, "\(page) names no product of alert-render")
      #expect(
        products.allSatisfy { ["AlertRendering", "AlertLayout"].contains($0) },
        "\(page) names \(products); the library products are AlertRendering and AlertLayout.")
    }
  }

  @Test func aBlockIsReadUpToItsFenceAndAMarkerWithoutABlockIsEmpty() {
    let readme = """
      <!-- checked: Examples/A.swift -->
      ```swift
      let a = 1
      ```
      <!-- checked: Examples/B.swift -->
      text
      """
    let blocks = Self.checkedBlocks(in: readme)
    #expect(blocks.map(\.path) == ["Examples/A.swift", "Examples/B.swift"])
    #expect(blocks.map(\.code) == ["let a = 1\n", "\n"])
  }

  @Test func aBlockThatStopsInsideADeclarationIsRefused() {
    #expect(Self.bracesBalance("struct A {\n  func b() { c() }\n}\n"))
    #expect(!Self.bracesBalance("struct A {\n  func b() { c() }\n"))
    #expect(!Self.bracesBalance("  }\n}\nstruct B {\n"))
  }
}
