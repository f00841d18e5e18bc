/// One command as the command line knows it: its words, what it does, the operands and
/// options it takes and the options it refuses with a reason. `CommandTable` holds them all.
struct CommandSpec: Sendable {
  /// What follows the options.
  enum Operands: Sendable {
    /// Nothing. An operand is refused as `LEAD takes no file; found 'x'.`
    case none(lead: String)
    /// At most one; a second is refused as `TOO MANY; found 'a' and 'b'.`
    case one(Operand, tooMany: String)
    /// Any number. `standardInput`, when set, is the refusal of `-`.
    case many(Operand, standardInput: String? = nil)
  }

  /// How an operand is written and what it is.
  struct Operand: Sendable {
    /// As the usage line writes it: `[FILE | -]`, `PATH...`.
    var usage: String
    /// As the arguments list names it: `FILE`.
    var name: String
    var help: String
  }

  /// Options a command refuses with a reason rather than as unknown: `draw --locale` says to
  /// render with it instead.
  struct Refusal: Sendable {
    /// The names refused, long and short.
    var names: [String]
    /// Whether the option takes a value, which is read first (the reason may quote it).
    var takesValue = false
    /// The sentence, from the name as written and the value.
    var reason: @Sendable (_ name: String, _ value: String) -> String
  }

  /// The words after `alert-render`: `[]` renders, `["localizations", "export"]`.
  var path: [String]
  /// One line: what the command does.
  var abstract: String
  /// Paragraphs `--help` prints after the abstract.
  var discussion: String
  var operands: Operands
  /// Its options, `--help` last (added by the initializer).
  var options: [OptionSpec]
  var refusals: [Refusal]
  /// The words that run a command of their own after these (`localizations` → `export`).
  var subcommands: [String]
  /// Whether the words alone run something; `localizations` needs an action.
  var runs: Bool
  /// Usage lines written out, each as its parts after the command's words, when one line
  /// made from the options cannot say it (export needs --language, except for a memory).
  var forms: [[String]]?

  init(
    _ path: [String], abstract: String, discussion: String = "", operands: Operands,
    options: [OptionSpec] = [], refusals: [Refusal] = [], subcommands: [String] = [],
    runs: Bool = true, forms: [[String]]? = nil
  ) {
    self.path = path
    self.abstract = abstract
    self.discussion = discussion
    self.operands = operands
    self.options = options + [.helpFlag]
    self.refusals = refusals
    self.subcommands = subcommands
    self.runs = runs
    self.forms = forms
  }

  /// `alert-render` and its words: `alert-render localizations export`.
  var name: String {
    (["alert-render"] + path).joined(separator: " ")
  }

  /// The option named `name` as written (long or short), if the command has one.
  func option(named name: String) -> OptionSpec? {
    options.first { $0.isNamed(name) }
  }
}
