import AlertRenderTestSupport
import Foundation
import Testing

/// The layers the compiler cannot see: the folders inside one target.
///
/// Between targets the compiler keeps the flow one way (AlertLayout knows nothing of the
/// engine, the engine nothing of the tools, the tools nothing of the command line). Inside a
/// target, these tests read the sources and fail when a folder names a type, nested type,
/// function or global declared in a folder it must not know, so that a reach back is caught
/// when it is written, not in review. What a regex cannot see: a member reached with a leading
/// dot (`.standard(theme)`) or through type inference, and a nested type whose name is declared
/// twice in a target (`Kind`), which is left out rather than guessed.
@Suite struct SourceLayerTests {
  /// A folder of a target, such as `AlertRendering/3-Rules`.
  typealias Folder = String

  /// AlertRendering's stages, in the order they know each other: each names only the types of
  /// lower numbers.
  static let stages = [
    "1-Alert", "2-Content", "3-Rules", "4-Plugins", "5-Localization", "6-Layout",
  ]

  /// For each folder, the folders whose declarations it must not name. `API/` (every folder's
  /// vocabulary), AlertRendering's `Engine/` (which runs the stages), `Explain/` (which
  /// retraces them) and `Push/` (which makes a push notification from their content) have no
  /// rule; no stage names them.
  static let forbidden: [Folder: [Folder]] = {
    var rules: [Folder: [Folder]] = [:]
    let engine = "AlertRendering/"
    for (index, stage) in stages.enumerated() {
      let later = stages[(index + 1)...].map { engine + $0 }
      rules[engine + stage] = later + [engine + "Engine", engine + "Explain", engine + "Push"]
    }
    // The content policy is what every stage may check content against. It knows no stage
    // but `LocaleID` of 5-Localization (see `allowedNames`), and localization never names it:
    // the render filter reaches localization as a closure.
    let policy = ["Policy", "Policy/Generated"].map { engine + $0 }
    for folder in policy {
      rules[folder] = (stages + ["ByteReaders", "Engine"]).map { engine + $0 }
    }
    rules[engine + "5-Localization"]? += policy
    rules[engine + "5-Localization/Generated"] = rules[engine + "5-Localization"]
    // The byte readers build rules and catalogs straight from file bytes: they know those
    // value types and the files, nothing else of the engine.
    rules[engine + "ByteReaders"] =
      ["2-Content", "4-Plugins", "6-Layout", "Engine"].map {
        engine + $0
      } + policy
    // File access knows no stage.
    rules[engine + "Files"] = (stages + ["ByteReaders", "Engine"]).map { engine + $0 } + policy
    // AlertLayout: bytes → JSON/ → Reading/ → document → Drawing/; document → Writing/.
    let layout = ["JSON", "Reading", "Writing", "Drawing"].map { "AlertLayout/" + $0 }
    for folder in layout {
      rules[folder] = layout.filter { $0 != folder && $0 != "AlertLayout/JSON" }
    }
    // The tools stand side by side; the preview shows lint's findings, export and import
    // write through Output/, and lint names an import Output/ left unfinished. Conformance/
    // knows none of them.
    let tools = ["Batch", "Lint", "Translation", "Preview", "Output", "Conformance"].map {
      "AlertRenderTools/" + $0
    }
    let allowed: [Folder: Set<Folder>] = [
      "AlertRenderTools/Preview": ["AlertRenderTools/Lint", "AlertRenderTools/Output"],
      "AlertRenderTools/Translation": ["AlertRenderTools/Output"],
      "AlertRenderTools/Lint": ["AlertRenderTools/Output"],
    ]
    for folder in tools {
      rules[folder] = tools.filter { $0 != folder && allowed[folder]?.contains($0) != true }
    }
    return rules
  }()

  /// Names a folder may use although a folder it must not know declares them: the content
  /// policy canonicalizes language tags and walks their CLDR chains with `LocaleID`, the
  /// vocabulary of languages, and nothing else of localization.
  static let allowedNames: [Folder: Set<String>] = [
    "AlertRendering/Policy": ["LocaleID"], "AlertRendering/Policy/Generated": ["LocaleID"],
  ]

  /// Folders without a rule of their own.
  static let exempt: Set<Folder> = [
    "AlertLayout/API", "AlertRendering/API", "AlertRendering/Engine", "AlertRendering/Explain",
    "AlertRendering/Push",
  ]

  /// The library targets whose folders the rules cover.
  static let targets = ["AlertLayout", "AlertRendering", "AlertRenderTools"]

  static let sources = TestContent.root.appendingPathComponent("Sources")

  /// Every folder holding Swift files, in every library target.
  static func folders() throws -> [Folder] {
    var folders: Set<Folder> = []
    for target in targets {
      let paths =
        FileManager.default.subpaths(
          atPath: sources.appendingPathComponent(target).path) ?? []
      for path in paths where path.hasSuffix(".swift") {
        let folder = (path as NSString).deletingLastPathComponent
        folders.insert(folder.isEmpty ? target : target + "/" + folder)
      }
    }
    return folders.sorted()
  }

  /// The Swift files directly in `folder`, with comments and string literals blanked out, so
  /// that prose naming a type is no reference to it.
  static func code(in folder: Folder) throws -> [(file: String, code: String)] {
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

  /// The names `code` declares: types at any depth (nested ones and those declared in
  /// extensions too), and functions and globals at the top level.
  static func declarations(in code: String) -> (types: Set<String>, globals: Set<String>) {
    let type =
      #/(?m)^[ \t]*(?:@\w+(?:\([^)\n]*\))?[ \t]+)*(?:(?:public|package|internal|fileprivate|private|final|indirect)[ \t]+)*(?:struct|enum|class|protocol|actor|typealias)[ \t]+([A-Z]\w*)/#
    let global =
      #/(?m)^(?:@\w+(?:\([^)\n]*\))?[ \t]+)*(?:(?:public|package|internal|fileprivate|private)[ \t]+)?(?:let|var|func)[ \t]+([a-zA-Z_]\w*)/#
    return (
      Set(code.matches(of: type).map { String($0.output.1) }),
      Set(code.matches(of: global).map { String($0.output.1) })
    )
  }

  /// What each folder declares that another may name: its top-level and nested types whose
  /// name is declared nowhere else in the target, and its globals.
  static func declaredNames() throws -> [Folder: Set<String>] {
    var types: [Folder: Set<String>] = [:]
    var globals: [Folder: Set<String>] = [:]
    for folder in try folders() {
      for (_, code) in try code(in: folder) {
        let declared = declarations(in: code)
        types[folder, default: []].formUnion(declared.types)
        globals[folder, default: []].formUnion(declared.globals)
      }
    }
    var names: [Folder: Set<String>] = [:]
    for (folder, declared) in types {
      let target = String(folder.prefix { $0 != "/" })
      let elsewhere = types.filter { $0.key != folder && $0.key.hasPrefix(target + "/") }
        .values.reduce(into: Set<String>()) { $0.formUnion($1) }
      names[folder] = declared.subtracting(elsewhere).union(globals[folder] ?? [])
    }
    return names
  }

  /// Whether `code` names `name`: as a whole word (simple word boundaries: by Unicode's
  /// default rules `JSONText.quoted` is one word, so a type used through a member would go
  /// unseen), and a lowercase name (a function or global) not as a member after a dot.
  static func names(_ name: String, in code: String) throws -> Bool {
    let word = try Regex("\\b\(name)\\b").wordBoundaryKind(.simple)
    guard name.first?.isLowercase == true else { return code.contains(word) }
    return code.matches(of: word).contains { match in
      code[..<match.range.lowerBound].last != "."
    }
  }

  @Test func everyFolderHasARuleAndEveryRuleAFolder() throws {
    let folders = Set(try Self.folders())
    #expect(folders.count > 15)
    for folder in folders.subtracting(Self.exempt).sorted() {
      #expect(Self.forbidden[folder] != nil, "Sources/\(folder)/ has no rule in SourceLayerTests.")
    }
    let named = Set(Self.forbidden.keys).union(Self.forbidden.values.joined()).union(Self.exempt)
    for folder in named.subtracting(folders).sorted() {
      Issue.record("SourceLayerTests names Sources/\(folder)/, which holds no Swift file.")
    }
  }

  /// `declaredNames()`, read once for all folders.
  static let declared = Result { try declaredNames() }

  @Test(arguments: forbidden.keys.sorted())
  func folderNamesNothingOfAFolderItMustNotKnow(_ folder: Folder) throws {
    let declared = try Self.declared.get()
    let files = try Self.code(in: folder)
    let own = files.reduce(into: Set<String>()) { names, file in
      let declarations = Self.declarations(in: file.code)
      names.formUnion(declarations.types.union(declarations.globals))
    }
    let allowed = Self.allowedNames[folder] ?? []
    for other in Self.forbidden[folder] ?? [] {
      for name in (declared[other] ?? []).subtracting(own).subtracting(allowed).sorted() {
        for (file, code) in files where try Self.names(name, in: code) {
          Issue.record("Sources/\(folder)/\(file) names \(name), declared in Sources/\(other)/.")
        }
      }
    }
  }

  /// The checks above are only as good as their reading of the sources: a reference written
  /// the way the library writes them is found, and prose, strings and members are not.
  @Test func aReferenceIsFoundAndProseIsNot() throws {
    let code = Self.stripped(
      """
      let a = ScreenRule(x) // LayoutBuilder
      let b = "LocaleSetup"
      let c = JSONText.quoted
      let d = version + catalog.version
      """)
    #expect(try Self.names("ScreenRule", in: code))
    #expect(try Self.names("JSONText", in: code))
    #expect(try !Self.names("JSONTex", in: code))
    #expect(try !Self.names("LayoutBuilder", in: code))
    #expect(try !Self.names("LocaleSetup", in: code))
    #expect(try Self.names("version", in: code))
    #expect(try !Self.names("version", in: "let d = catalog.version"))
    let declared = Self.declarations(
      in: """
        package struct RuleSet {
          struct Nested {}
        }
        extension ResourceDirectory {
          package enum Kind { case file }
        }
        package let version = "1"
        func helper() {}
        """)
    #expect(declared.types == ["RuleSet", "Nested", "Kind"])
    #expect(declared.globals == ["version", "helper"])
    let names = try Self.declaredNames()
    #expect(names["AlertRendering/3-Rules"]?.isSuperset(of: ["ScreenRule", "RuleSet"]) == true)
    #expect(names["AlertRendering/6-Layout"]?.contains("LayoutBuilder") == true)
    #expect(names["AlertRendering/Engine"]?.contains("version") == true)
    #expect(
      names["AlertRendering/Policy"]?.isSuperset(of: ["ContentPolicy", "TextScanner"]) == true)
    #expect(names["AlertRendering/5-Localization"]?.contains("LocaleID") == true)
  }

  /// The policy's one exception is a name, not its folder: any other type of localization
  /// named in Policy/ is still reported.
  @Test func thePolicyMayNameLocaleIDAndNothingElseOfLocalization() throws {
    let rules = Self.forbidden["AlertRendering/Policy"] ?? []
    #expect(rules.contains("AlertRendering/5-Localization"))
    #expect(Self.allowedNames["AlertRendering/Policy"] == ["LocaleID"])
    let names = try Self.declaredNames()["AlertRendering/5-Localization"] ?? []
    #expect(
      names.contains("CatalogSet") && !Self.allowedNames.values.joined().contains("CatalogSet"))
  }
}
