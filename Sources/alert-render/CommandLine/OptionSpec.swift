/// One option of one command: its names, the value it takes and what `--help` and docs/cli.md
/// say of it. The parser, the usage errors, every command's `--help` and the option tables of
/// docs/cli.md are all made from these (`CommandTable`), so they cannot drift apart.
struct OptionSpec: Sendable {
  /// What follows the option's name.
  enum Value: Sendable {
    /// Nothing: `--ndjson`. Written `--ndjson=x`, it is refused.
    case flag
    /// Any text: `--locale ID`.
    case text(placeholder: String)
    /// A file or directory name, which an empty value cannot be: `--rules DIR`. `noun` says
    /// what it names, for the error: `directory`.
    case path(placeholder: String, noun: String)
    /// One of a few names: `--format json|text|html`.
    case choice(Choice)
    /// A whole number in a range: `--jobs N`, 1 to 256.
    case number(placeholder: String, ClosedRange<Int>)

    /// A directory: `--rules DIR`.
    static let directory = Value.path(placeholder: "DIR", noun: "directory")
  }

  /// The names a choice takes, and the words of its error: `Unknown format 'yaml'; expected
  /// one of json, text, html.`
  struct Choice: Sendable {
    /// The word in the usage line and the option's help: `FORMAT`.
    var placeholder: String
    /// What a value is called in the error: `format` gives `Unknown format 'x'`.
    var noun: String
    /// The names, in the order the error lists them: made from the type the command reads
    /// when the option is given or shown, not with the table, so that a run without the
    /// option builds no list.
    var names: @Sendable () -> [String]
    /// Other spellings taken too and offered by "Did you mean", not listed (`watch`).
    var aliases: @Sendable () -> [String] = { [] }
    /// Written after the quoted value, naming the command: ` for draw`.
    var scope = ""
    /// What the error says was expected, when not `one of` the names: `xcloc or tmx`.
    var expected: String?
    /// Written after the list of names: ` (or watch, tv, vision)`.
    var hint = ""
  }

  /// What a run does without the option: `json`, or a number formatted only when printed.
  enum Default: Sendable {
    case text(String)
    case number(Int)
  }

  /// The long name: `--locale`.
  var long: String
  /// The short name, if any: `-l`.
  var short: String?
  var value: Value
  /// Whether each use adds a value (`--rules DIR...`); otherwise the last one counts.
  var repeatable = false
  /// Whether the command needs it, for the usage line (the command says so when it is
  /// missing, in its own words).
  var required = false
  /// Full sentences for `--help` and docs/cli.md. A choice's help names every one of its
  /// names (`OptionTableTests` checks it).
  var help: String
  var defaultValue: Default?

  init(
    _ long: String, short: String? = nil, _ value: Value, repeatable: Bool = false,
    required: Bool = false, help: String, default defaultValue: Default? = nil
  ) {
    self.long = long
    self.short = short
    self.value = value
    self.repeatable = repeatable
    self.required = required
    self.help = help
    self.defaultValue = defaultValue
  }

  /// Its names: the long one, then the short one if any.
  var names: [String] {
    short.map { [long, $0] } ?? [long]
  }

  /// Whether `name`, as written on the command line, is this option.
  func isNamed(_ name: String) -> Bool {
    name == long || name == short
  }

  /// The placeholder of its value, or nil for a flag.
  var placeholder: String? {
    switch value {
    case .flag: nil
    case .text(let placeholder), .path(let placeholder, _), .number(let placeholder, _):
      placeholder
    case .choice(let choice): choice.placeholder
    }
  }
}
