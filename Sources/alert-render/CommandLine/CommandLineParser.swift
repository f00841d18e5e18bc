import AlertLayout

/// A command line read against `CommandTable`: which command, with which options and operands.
struct Invocation {
  var spec: CommandSpec
  var arguments: ParsedArguments
  /// Whether `-h` or `--help` came before any `--`: the command's help is printed instead of
  /// running it, whatever else the line holds.
  var wantsHelp: Bool
}

/// Reads a command line by the table: the command's words first, then its options and
/// operands in any order. Every usage error is made here, from the spec, except the rules
/// that join several options, which each command checks.
enum CommandLineParser {
  /// Parses `arguments` (without the program name).
  static func parse(_ arguments: [String]) throws(CLIError) -> Invocation {
    var spec = CommandSpec.render
    var rest = arguments[...]
    if rest.first == "render" {
      rest = rest.dropFirst()  // the default command may be named
    } else {
      while let word = rest.first, spec.subcommands.contains(word),
        let command = CommandTable.spec(spec.path + [word])
      {
        spec = command
        rest = rest.dropFirst()
      }
    }
    if rest.prefix(while: { $0 != "--" }).contains(where: OptionSpec.helpFlag.isNamed) {
      return Invocation(spec: spec, arguments: ParsedArguments(), wantsHelp: true)
    }
    guard spec.runs else { throw missingAction(spec, found: rest.first) }
    return Invocation(spec: spec, arguments: try parse(rest, for: spec), wantsHelp: false)
  }

  /// The options and operands of `spec` in `arguments`.
  static func parse(_ arguments: ArraySlice<String>, for spec: CommandSpec) throws(CLIError)
    -> ParsedArguments
  {
    var parsed = ParsedArguments()
    var cursor = ArgumentCursor(arguments, options: spec.options)
    while let argument = cursor.next() {
      let name = argument.name
      guard name.hasPrefix("-"), name != "-" else {
        try add(argument.text, to: &parsed, for: spec, beforeDoubleDash: true)
        continue
      }
      if let option = spec.option(named: name) {
        let value = try read(option, argument, &cursor)
        parsed.entries.append(ParsedArguments.Entry(option: option.long, value: value))
      } else if let refusal = spec.refusals.first(where: { $0.names.contains(name) }) {
        let value = refusal.takesValue ? try cursor.value(for: argument) : ""
        throw .usage(refusal.reason(name, value))
      } else {
        throw unknownOption(name, for: spec)
      }
    }
    // Everything after `--` is an operand, even a name that starts with '-'.
    for operand in cursor.operands() {
      try add(operand, to: &parsed, for: spec, beforeDoubleDash: false)
    }
    return parsed
  }

  /// The value `argument` gives `option`, checked against what the option takes.
  private static func read(
    _ option: OptionSpec, _ argument: ArgumentCursor.Argument, _ cursor: inout ArgumentCursor
  ) throws(CLIError) -> String {
    switch option.value {
    case .flag:
      guard argument.inlineValue == nil else {
        throw .usage("The option \(argument.name) takes no value; found '\(cut: argument.text)'.")
      }
      return ""
    case .text:
      return try cursor.value(for: argument)
    case .path(_, let noun):
      let text = try cursor.value(for: argument)
      // `--rules=` would read the current directory, `--output=` write into it.
      guard !text.isEmpty else {
        throw .usage("The option \(argument.name) needs a \(noun); found an empty name.")
      }
      return text
    case .number(_, let range):
      let text = try cursor.value(for: argument)
      guard let number = Int(text), range.contains(number) else {
        throw .usage(
          "The option \(argument.name) takes a whole number from \(range.lowerBound) to "
            + "\(range.upperBound); found '\(cut: text)'.")
      }
      return text
    case .choice(let choice):
      let text = try cursor.value(for: argument)
      let names = choice.names()
      let aliases = choice.aliases()
      guard names.contains(text) || aliases.contains(text) else {
        let expected = choice.expected ?? "one of " + names.joined(separator: ", ")
        throw .usage(
          "Unknown \(choice.noun) '\(cut: text)'\(choice.scope); expected \(expected)"
            + "\(choice.hint)." + Suggestion.didYouMean(text, among: names + aliases))
      }
      return text
    }
  }

  /// Adds `operand`, or refuses it as the spec says.
  private static func add(
    _ operand: String, to parsed: inout ParsedArguments, for spec: CommandSpec,
    beforeDoubleDash: Bool
  ) throws(CLIError) {
    switch spec.operands {
    case .none(let lead):
      throw .usage("\(lead) takes no file; found '\(cut: operand)'.")
    case .one(_, let tooMany):
      if let first = parsed.operands.first {
        throw .usage("\(tooMany); found '\(cut: first)' and '\(cut: operand)'.")
      }
      // `alert-render --locale fr lint` is a command in the wrong place, not a file.
      if beforeDoubleDash, spec.path.isEmpty, operand != "-",
        operand == "render" || spec.subcommands.contains(operand)
      {
        throw .usage("The command '\(cut: operand)' must come first.")
      }
    case .many(_, let standardInput):
      if beforeDoubleDash, operand == "-", let standardInput { throw .usage(standardInput) }
    }
    parsed.operands.append(operand)
  }

  /// `Unknown option 'X'.`, with the options of a command other than the default one.
  private static func unknownOption(_ name: String, for spec: CommandSpec) -> CLIError {
    let names = spec.options.map(\.long)
    let suggestion = gluedValue(name, for: spec) ?? Suggestion.didYouMean(name, among: names)
    guard !spec.path.isEmpty else { return .usage("Unknown option '\(cut: name)'.\(suggestion)") }
    let listed = names.filter { $0 != OptionSpec.helpFlag.long }
    let expected = listed.count == 1 ? listed[0] : "one of " + listed.joined(separator: ", ")
    return .usage(
      "Unknown option '\(cut: name)' for \(spec.path.joined(separator: " ")); expected "
        + "\(expected).\(suggestion)")
  }

  /// ` Did you mean '-l fr'?` for `-lfr`: a short option that takes a value, written together
  /// with it (short options are never combined).
  private static func gluedValue(_ name: String, for spec: CommandSpec) -> String? {
    guard !name.hasPrefix("--"), name.count > 2,
      let option = spec.option(named: String(name.prefix(2))), option.placeholder != nil
    else { return nil }
    return " Did you mean '\(name.prefix(2)) \(cut: String(name.dropFirst(2)))'?"
  }

  /// The error of a command that needs an action (`localizations`) and was given none, or
  /// `word`, which is not one.
  private static func missingAction(_ spec: CommandSpec, found word: String?) -> CLIError {
    let command = spec.path.joined(separator: " ")
    let actions = CommandTable.list(spec.subcommands)
    guard let word else { return .usage("\(command) needs an action: \(actions).") }
    // `localizations --language fr export`: the options of an action follow it.
    if word.hasPrefix("-") {
      return .usage("\(command) needs an action before '\(cut: word)': \(actions).")
    }
    return .usage(
      "Unknown action '\(cut: word)' for \(command); expected \(actions)."
        + Suggestion.didYouMean(word, among: spec.subcommands))
  }
}
