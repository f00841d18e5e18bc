/// The options and operands of one command line, checked against its `CommandSpec`: every
/// value is one the option takes, so a command only converts them.
struct ParsedArguments {
  /// One option as given: its long name and its value (empty for a flag).
  struct Entry {
    var option: String
    var value: String
  }

  /// The options in the order given.
  var entries: [Entry] = []
  /// The operands in the order given.
  var operands: [String] = []

  /// Whether `option` was given.
  func flag(_ option: OptionSpec) -> Bool {
    entries.contains { $0.option == option.long }
  }

  /// Refuses the first option of `OptionSpec.textPreviewOnly` given, unless the run draws a
  /// text preview: `--width sets the text preview's width; it needs --format text.`
  func refuseTextPreviewOptions(drawingText: Bool) throws(CLIError) {
    guard !drawingText,
      let (option, effect) = OptionSpec.textPreviewOnly.first(where: { flag($0.option) })
    else { return }
    throw .usage("\(option.long) \(effect); it needs --format text.")
  }

  /// The value of `option`: the last one given, or nil.
  func text(_ option: OptionSpec) -> String? {
    entries.last { $0.option == option.long }?.value
  }

  /// Every value of a repeatable `option`, in order.
  func texts(_ option: OptionSpec) -> [String] {
    entries.compactMap { $0.option == option.long ? $0.value : nil }
  }

  /// The number `option` was given, or nil.
  func number(_ option: OptionSpec) -> Int? {
    text(option).flatMap { Int($0) }
  }

  /// The choice `option` was given, as `type`, or nil (`OptionTableTests` checks that every
  /// name of a choice converts).
  func choice<Choice: RawRepresentable<String>>(_ option: OptionSpec, as type: Choice.Type)
    -> Choice?
  {
    text(option).flatMap(Choice.init(rawValue:))
  }
}
