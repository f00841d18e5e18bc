import AlertRendering
import Foundation
import Testing

@testable import alert_render

/// The table is consistent: names are unique, every choice converts to the value its command
/// reads and is explained in its help, and the usage lines written out name its options.
@Suite struct OptionTableTests {
  static let specs = CommandTable.all

  private static func names(_ option: OptionSpec) -> [String] {
    guard case .choice(let choice) = option.value else { return [] }
    return choice.names() + choice.aliases()
  }

  @Test func everyPathHasASpecAndEverySubcommandIsInTheTable() {
    #expect(Self.specs.count == CommandTable.paths.count)
    for spec in Self.specs {
      for word in spec.subcommands {
        #expect(CommandTable.spec(spec.path + [word]) != nil, "\(spec.name) \(word)")
      }
    }
    #expect(CommandTable.spec(["lint", "x"]) == nil)
    #expect(CommandTable.spec(["localizations", "x"]) == nil)
  }

  @Test(arguments: specs.map(\.name))
  func namesAreUniqueAndRefusalsAreNotOptions(_ name: String) throws {
    let spec = try #require(Self.specs.first { $0.name == name })
    let names = spec.options.flatMap { [$0.long] + ($0.short.map { [$0] } ?? []) }
    #expect(Set(names).count == names.count, "\(names)")
    for refusal in spec.refusals {
      for refused in refusal.names { #expect(!names.contains(refused), "\(refused)") }
    }
    #expect(spec.options.last?.long == "--help")
  }

  @Test func everyChoiceConvertsToWhatItsCommandReads() {
    let conversions: [(OptionSpec, (String) -> Bool)] = [
      (.format, { OutputFormat(rawValue: $0) != nil }),
      (.lintFormat, { OutputFormat(rawValue: $0) != nil }),
      (.theme, { Theme.Appearance(rawValue: $0) != nil }),
      (.device, { DeviceClass(name: $0) != nil }),
      (.drawFormat, { DrawCommand.Format(rawValue: $0) != nil }),
      (.explainFormat, { ExplainCommand.Format(rawValue: $0) != nil }),
      (.exportFormat, { LocalizationsCommand.ExportFormat(rawValue: $0) != nil }),
      (.layoutVersion, { LayoutVersion($0) != nil }),
    ]
    var checked = 0
    for spec in Self.specs {
      for option in spec.options where !Self.names(option).isEmpty {
        let conversion = conversions.first { $0.0.long == option.long && $0.0.help == option.help }
        #expect(conversion != nil, "\(spec.name) \(option.long) has no conversion here")
        for name in Self.names(option) {
          #expect(conversion?.1(name) == true, "\(spec.name) \(option.long) \(name)")
        }
        checked += 1
      }
    }
    #expect(checked >= 6)
  }

  @Test func theHelpOfAChoiceNamesEveryName() {
    for spec in Self.specs {
      for option in spec.options {
        for name in Self.names(option) {
          #expect(option.help.contains(name), "\(spec.name) \(option.long): '\(name)'")
        }
      }
    }
  }

  /// Usage lines written out by hand name only options of the command, and all of them.
  @Test(arguments: specs.filter { $0.forms != nil }.map(\.name))
  func formsNameTheOptionsOfTheirCommand(_ name: String) throws {
    let spec = try #require(Self.specs.first { $0.name == name })
    let named = Set(
      try #require(spec.forms).joined().flatMap { $0.matches(of: /--[a-z-]+/) }.map {
        String($0.output)
      })
    let options = Set(spec.options.map(\.long)).subtracting(["--help"])
    #expect(named == options)
  }

  /// The options `text` names: `--word`, but not a CSS custom property (`var(--link)`,
  /// `--link: #fff`), which the preview's pages hold.
  static func options(in text: String) -> [String] {
    text.matches(of: /--[a-z][a-z0-9-]*/).compactMap { match in
      let before = text[..<match.range.lowerBound].last
      let after = text[match.range.upperBound...].first
      let inWord = before.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "(" } ?? false
      return inWord || after == ":" ? nil : String(match.output)
    }
  }

  /// Every option a message or help text of the command line, or docs/cli.md, names is one
  /// the table has, so that renaming an option in the table leaves no sentence naming the old
  /// one.
  @Test func everyOptionTheCommandLineNamesIsInTheTable() throws {
    // `--name=value` stands for any option.
    let options = Set(Self.specs.flatMap { $0.options.map(\.long) } + ["--name"])
    var named: [String: String] = [:]
    for folder in ["Sources/alert-render", "Sources/AlertRenderTools"] {
      let root = CLIRunner.root.appendingPathComponent(folder)
      let files = try #require(FileManager.default.enumerator(atPath: root.path))
      for case let file as String in files where file.hasSuffix(".swift") {
        let code = try String(
          contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        for literal in code.matches(of: #/"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"/#) {
          for option in Self.options(in: String(literal.output)) where named[option] == nil {
            named[option] = "\(folder)/\(file)"
          }
        }
      }
    }
    // docs/cli.md too, where `swift test --filter` is the one option of another program.
    let page = try String(
      contentsOf: CLIRunner.root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
    for option in Self.options(in: page) where named[option] == nil && option != "--filter" {
      named[option] = "docs/cli.md"
    }
    #expect(named.count >= 20)
    for (option, file) in named.sorted(by: { $0.key < $1.key }) where !options.contains(option) {
      Issue.record("\(file) names \(option), which no command has")
    }
  }
}
