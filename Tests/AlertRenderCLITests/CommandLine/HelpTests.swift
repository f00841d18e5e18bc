import Testing

@testable import alert_render

/// Every command prints its own help, naming exactly the options its spec has, each of which
/// the parser takes.
@Suite struct HelpTests {
  /// The names in the OPTIONS section of `page`: `-l`, `--locale`, … of each entry's label
  /// (`  -l, --locale ID       The locale…`).
  static func optionNames(in page: String) -> [String] {
    guard let start = page.range(of: "\nOPTIONS:\n") else { return [] }
    let lines = page[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
    return lines.prefix { !$0.isEmpty }.filter { $0.hasPrefix("  -") }.flatMap { line in
      let label = line.dropFirst(2).split(separator: "  ").first ?? ""
      return label.split(separator: ", ").compactMap { $0.split(separator: " ").first }.map(
        String.init)
    }
  }

  /// A value `option` takes, for the parser.
  static func value(for option: OptionSpec) -> [String] {
    switch option.value {
    case .flag: []
    case .text, .path: ["x"]
    case .number(_, let range): [String(range.lowerBound)]
    case .choice(let choice): [choice.names()[0]]
    }
  }

  /// Export's --examples and preview's operands find Examples/ alike, and say so alike: export
  /// said "Default: Examples/." though it falls back to the checkout's from anywhere else.
  @Test func theExamplesDefaultSaysWhereItIsLookedFor() throws {
    guard case .text(let text) = OptionSpec.examples.defaultValue,
      case .many(let operand, _) = CommandSpec.preview.operands
    else {
      Issue.record("--examples has no default text, or preview no operands")
      return
    }
    #expect(operand.help.hasSuffix("Default: \(text)."))
    #expect(text.hasSuffix("else the checkout's"))
  }

  @Test(arguments: CommandTable.all.map(\.path))
  func eachCommandsHelpNamesExactlyItsOptions(_ path: [String]) throws {
    let spec = try #require(CommandTable.spec(path))
    let result = try CLIRunner.run(path + ["--help"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.hasPrefix("OVERVIEW: " + spec.abstract.prefix(40)))
    #expect(result.stdout == HelpPrinter.help(for: spec))
    let expected = spec.options.flatMap { ($0.short.map { [$0] } ?? []) + [$0.long] }
    #expect(Self.optionNames(in: result.stdout) == expected)
    #expect(result.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })
    guard spec.runs else { return }
    for option in spec.options where option.long != "--help" {
      for name in [option.long] + (option.short.map { [$0] } ?? []) {
        #expect(
          throws: Never.self, "\(spec.name) \(name)",
          performing: { try CommandLineParser.parse(spec.path + [name] + Self.value(for: option)) })
      }
    }
  }

  @Test func theMainHelpListsEveryCommand() throws {
    let result = try CLIRunner.run(["--help"])
    let commands = try #require(result.stdout.range(of: "\nCOMMANDS:\n"))
    let listed = result.stdout[commands.upperBound...]
    for spec in CommandTable.all where !spec.path.isEmpty && spec.runs {
      #expect(listed.contains("  \(spec.path.joined(separator: " "))  "), "\(spec.name)")
    }
    for section in ["USAGE:", "ARGUMENTS:", "OPTIONS:", "ENVIRONMENT:", "EXIT CODES:"] {
      #expect(result.stdout.contains("\n\(section)"), "\(section)")
    }
  }
}
