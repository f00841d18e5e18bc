import AlertRenderTestSupport
import Foundation
import Testing

/// Data flows one way through the library's folders: rules and plugins make content, the
/// localizer resolves it, the layout builder makes a document and encoders write it. These
/// tests read the sources and fail when a folder names a type declared in a folder it must not
/// know, so that a reach back is caught when it is written, not in review.
@Suite struct SourceLayerTests {
  /// The library's sources.
  static let sources = TestContent.root.appendingPathComponent("Sources/AlertRendering")

  /// For each folder, the folders whose types it must not name.
  static let forbidden: [String: [String]] = [
    "Content": ["Rules", "Plugins", "Localization", "Layout", "Output", "Engine", "Preview"],
    "Rules": ["Plugins", "Layout", "Output", "Engine", "Preview"],
    "Plugins": ["Localization", "Layout", "Output", "Engine", "Preview"],
    "Localization": ["Rules", "Plugins", "Layout", "Output", "Engine", "Preview"],
    "Layout": ["Rules", "Plugins", "Output", "Engine", "Preview"],
    "Output": ["Rules", "Plugins", "Engine", "Preview"],
    "JSON": [
      "Model", "Rules", "Plugins", "Content", "Localization", "Layout", "Output", "Engine",
      "Preview", "Client", "Batch", "Lint", "Translation",
    ],
    "Model": [
      "Rules", "Plugins", "Content", "Localization", "Layout", "Output", "Engine", "Preview",
      "Client", "Batch", "Lint", "Translation",
    ],
    "Batch": [
      "Rules", "Plugins", "Content", "Localization", "Layout", "Output", "Engine", "Preview",
      "Client", "Lint", "Translation",
    ],
    "Client": [
      "Rules", "Plugins", "Localization", "Output", "Engine", "Preview", "Lint", "Translation",
    ],
    "Lint": ["Plugins", "Layout", "Output", "Engine", "Preview", "Client", "Translation"],
    // Translation stands beside the flow, editing catalogs; it writes their JSON strings with
    // Output's escaper (`JSONText`), so that both kinds of file escape alike.
    "Translation": ["Rules", "Plugins", "Layout", "Engine", "Preview", "Client", "Lint"],
    "System": [
      "Model", "Rules", "Plugins", "Content", "Localization", "Layout", "Output", "Engine",
      "Preview", "Client", "Batch", "Lint", "Translation",
    ],
  ]

  /// The Swift files of `folder` by name, with comments and string literals blanked out, so
  /// that prose naming a type is no reference to it.
  static func code(in folder: String) throws -> [(file: String, code: String)] {
    let directory = sources.appendingPathComponent(folder)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    return try names.map { name in
      let text = try String(
        contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      return (name, stripped(text))
    }
  }

  /// `text` with comments and string literals blanked out.
  static func stripped(_ text: String) -> String {
    text.replacing(#/"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"|//[^\n]*/#, with: " ")
  }

  /// The names of the types declared at the top level of `folder`'s files.
  static func declaredTypes(in folder: String) throws -> Set<String> {
    let declaration =
      #/(?m)^(?:public |package |internal |fileprivate |private )?(?:final )?(?:indirect )?(?:struct|enum|class|protocol|actor|typealias) ([A-Z]\w*)/#
    var names: Set<String> = []
    for (_, code) in try code(in: folder) {
      for match in code.matches(of: declaration) { names.insert(String(match.output.1)) }
    }
    return names
  }

  @Test func everyFolderOfTheTableExistsAndDeclaresTypes() throws {
    let folders = Set(Self.forbidden.keys).union(Self.forbidden.values.joined())
    for folder in folders.sorted() {
      #expect(try !Self.declaredTypes(in: folder).isEmpty, "\(folder)/ declares no types")
    }
  }

  @Test(arguments: forbidden.keys.sorted())
  func folderNamesNoTypeOfALaterOrSiblingStage(_ folder: String) throws {
    let files = try Self.code(in: folder)
    for other in Self.forbidden[folder] ?? [] {
      for type in try Self.declaredTypes(in: other).sorted() {
        let word = try Self.word(type)
        for (file, code) in files where code.contains(word) {
          Issue.record("\(folder)/\(file) names \(type), declared in \(other)/.")
        }
      }
    }
  }

  /// A regex finding `name` as a whole word. Simple word boundaries: by Unicode's default
  /// rules `JSONText.quoted` is one word, so a type used through a member would go unseen.
  static func word(_ name: String) throws -> Regex<AnyRegexOutput> {
    try Regex("\\b\(name)\\b").wordBoundaryKind(.simple)
  }

  /// The checks above are only as good as their reading of the sources: a reference written
  /// the way the library writes them is found.
  @Test func aReferenceIsFoundAndProseIsNot() throws {
    let code = Self.stripped(
      "let a = ScreenRule(x) // LayoutBuilder\nlet b = \"LocaleSetup\"\nlet c = JSONText.quoted\n")
    #expect(code.contains(try Self.word("ScreenRule")))
    #expect(code.contains(try Self.word("JSONText")))
    #expect(!code.contains(try Self.word("JSONTex")))
    #expect(!code.contains(try Self.word("LayoutBuilder")))
    #expect(!code.contains(try Self.word("LocaleSetup")))
    #expect(try Self.declaredTypes(in: "Rules").contains("ScreenRule"))
    #expect(try Self.declaredTypes(in: "Layout").isSuperset(of: ["LayoutBuilder", "Theme"]))
  }
}
