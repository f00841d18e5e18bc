import AlertRendering
import Testing

@testable import alert_render

/// The table is consistent: names are unique, every choice converts to the value its command
/// reads and is explained in its help, and the usage lines written out name its options.
@Suite struct OptionTableTests {
  static let specs = CommandTable.all

  private static func names(_ option: OptionSpec) -> [String] {
    guard case .choice(let choice) = option.value else { return [] }
    return choice.names + choice.aliases
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
      (.exportFormat, { LocalizationsCommand.ExportFormat(rawValue: $0) != nil }),
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
}
