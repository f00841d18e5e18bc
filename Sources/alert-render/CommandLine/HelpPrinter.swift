/// Writes a command's `--help` from its spec: overview, usage, arguments, options and, for a
/// command with subcommands, their list; `alert-render --help` adds the environment and exit
/// codes. Lines are wrapped to 80 columns whatever the terminal, so the text is the same
/// everywhere (and docs/cli.md can quote it).
enum HelpPrinter {
  static let width = 80
  /// The column where an entry's description starts.
  static let column = 24

  /// The help page of `spec`.
  static func help(for spec: CommandSpec) -> String {
    var page = wrap("OVERVIEW: " + spec.abstract, indent: 0)
    if !spec.discussion.isEmpty { page += "\n" + wrap(spec.discussion, indent: 0) }
    page += "\n" + usage(for: spec, prefix: "USAGE: ")
    let arguments = operands(of: spec).map { entry($0.name, $0.help) }
    if !arguments.isEmpty { page += "\nARGUMENTS:\n" + arguments.joined() }
    page += "\nOPTIONS:\n" + spec.options.map { entry(label(of: $0), description(of: $0)) }.joined()
    let subcommands = spec.subcommands.compactMap { CommandTable.spec(spec.path + [$0]) }
    if !subcommands.isEmpty {
      page += "\nCOMMANDS:\n"
      for subcommand in subcommands {
        let leaves =
          subcommand.runs
          ? [subcommand]
          : subcommand.subcommands.compactMap { CommandTable.spec(subcommand.path + [$0]) }
        for leaf in leaves {
          page += entry(leaf.path.dropFirst(spec.path.count).joined(separator: " "), leaf.abstract)
        }
      }
      let example = (["alert-render"] + spec.path + ["COMMAND", "--help"]).joined(separator: " ")
      page += "\n" + wrap("'\(example)' prints a command's usage and options.", indent: 2)
    }
    if spec.path.isEmpty {
      page += HelpText.environmentAndExitCodes
    } else {
      page += "\nSee 'alert-render --help' for the environment and the exit codes.\n"
    }
    return page
  }

  /// The usage lines of `spec`, the first after `prefix`, every other under it; a command
  /// that needs an action shows those of its actions.
  static func usage(for spec: CommandSpec, prefix: String) -> String {
    let leaves =
      spec.runs ? [spec] : spec.subcommands.compactMap { CommandTable.spec(spec.path + [$0]) }
    var lines = ""
    for leaf in leaves {
      for form in forms(of: leaf) {
        let margin = String(repeating: " ", count: prefix.count)
        lines +=
          (lines.isEmpty ? prefix : margin)
          + fill([leaf.name] + form, indent: prefix.count + leaf.name.count + 1, from: prefix.count)
      }
    }
    return lines
  }

  /// Each way the command is written, as the parts after its words: the spec's own forms, or
  /// one made from its options and operands.
  static func forms(of spec: CommandSpec) -> [[String]] {
    if let forms = spec.forms { return forms }
    var parts: [String] = []
    for option in spec.options where option.long != OptionSpec.helpFlag.long {
      var part = option.long
      switch option.value {
      case .choice(let choice) where choice.names().count <= 3:
        part += " " + choice.names().joined(separator: "|")
      default:
        if let placeholder = option.placeholder { part += " " + placeholder }
      }
      parts.append(option.required ? part : "[\(part)]" + (option.repeatable ? "..." : ""))
    }
    if let operand = operands(of: spec).first { parts += ["[--]", operand.usage] }
    return [parts]
  }

  /// The operands `spec` takes, if any.
  static func operands(of spec: CommandSpec) -> [CommandSpec.Operand] {
    switch spec.operands {
    case .none: []
    case .one(let operand, _), .many(let operand, _): [operand]
    }
  }

  /// `-l, --locale ID`.
  static func label(of option: OptionSpec) -> String {
    let names = (option.short.map { $0 + ", " } ?? "") + option.long
    return option.placeholder.map { names + " " + $0 } ?? names
  }

  /// What `--help` and docs/cli.md say of `option`: its help, then whether it repeats, its
  /// range and its default.
  static func description(of option: OptionSpec) -> String {
    var text = option.help
    if option.repeatable { text += " Repeatable." }
    if case .number(_, let range) = option.value {
      text += " From \(range.lowerBound) to \(range.upperBound)."
    }
    switch option.defaultValue {
    case .text(let value): text += " Default: \(value)."
    case .number(let value): text += " Default: \(value)."
    case nil: break
    }
    return text
  }

  /// `label` at the margin and `text` from `column` on, on the next line when the label
  /// reaches it.
  static func entry(_ label: String, _ text: String) -> String {
    let margin = "  " + label
    let body = wrap(text, indent: column)
    guard margin.count + 2 <= column else {
      return margin + "\n" + body
    }
    return margin + body.dropFirst(margin.count)
  }

  /// `text` wrapped at spaces to `width`, every line indented by `indent`; a line break in
  /// `text` starts a new paragraph.
  static func wrap(_ text: String, indent: Int) -> String {
    let margin = String(repeating: " ", count: indent)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
      paragraph.isEmpty
        ? "\n"
        : margin
          + fill(paragraph.split(separator: " ").map(String.init), indent: indent, from: indent)
    }.joined()
  }

  /// `words` (each kept whole) filled into lines of `width` and a line break: the first line
  /// continues a line already at column `start`, the others are indented by `indent`.
  static func fill(_ words: [String], indent: Int, from start: Int) -> String {
    let margin = String(repeating: " ", count: indent)
    var text = ""
    var column = start
    for word in words {
      if !text.isEmpty {
        if column + 1 + word.count > width {
          text += "\n" + margin
          column = indent
        } else {
          text += " "
          column += 1
        }
      }
      text += word
      column += word.count
    }
    return text + "\n"
  }
}
