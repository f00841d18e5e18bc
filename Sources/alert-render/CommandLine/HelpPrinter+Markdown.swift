/// docs/cli.md's usage and option table of each command, made from the same spec as `--help`.
extension HelpPrinter {
  /// The line before a command's block in docs/cli.md: `<!-- options: alert-render draw -->`.
  static func markdownStart(for spec: CommandSpec) -> String {
    "<!-- options: \(spec.name) -->"
  }

  /// The line after every block.
  static let markdownEnd = "<!-- end options -->"

  /// The block of `spec`: its usage lines, then a table of its operands and options.
  static func markdown(for spec: CommandSpec) -> String {
    var text = "```text\n" + usage(for: spec, prefix: "") + "```\n\n"
    text += "| Argument or option | Meaning |\n| --- | --- |\n"
    for operand in operands(of: spec) {
      text += "| `\(cell(operand.name))` | \(cell(operand.help)) |\n"
    }
    for option in spec.options {
      let names = (option.short.map { "`\($0)`, " } ?? "") + "`\(option.long)"
      let value = option.placeholder.map { " " + $0 } ?? ""
      text += "| \(names)\(value)` | \(cell(description(of: option))) |\n"
    }
    return text
  }

  /// `text` as a table cell: a `|` would end it.
  private static func cell(_ text: String) -> String {
    text.replacing("|", with: "\\|")
  }
}
