/// Walks a command line one argument at a time: splits `--name=value`, hands out values, and
/// refuses a separate value that is really the next option. Shared by every command so that
/// each gets the same rules.
struct ArgumentCursor {
  /// One argument as read: its option name (without `=value`) and any value written inline.
  struct Argument {
    /// The argument exactly as given.
    let text: String
    /// The option name: the text before `=` for `--name=value`, else the whole argument.
    let name: String
    /// The value written after `=`, if any.
    let inlineValue: String?
  }

  private var remaining: ArraySlice<String>
  /// The options read, whose long spelling the `--name=value` suggestion uses for a short one.
  private let options: [OptionSpec]

  init(_ arguments: ArraySlice<String>, options: [OptionSpec] = []) {
    remaining = arguments
    self.options = options
  }

  /// The arguments not read yet.
  var rest: [String] { Array(remaining) }

  /// The next argument, or nil at the end or at `--`, after which `operands` holds the rest.
  mutating func next() -> Argument? {
    guard let text = remaining.first, text != "--" else { return nil }
    remaining = remaining.dropFirst()
    // `--=x` names no option: it is refused whole, as written.
    if text.hasPrefix("--"), let equals = text.firstIndex(of: "="),
      text.first(where: { $0 != "-" }) != "="
    {
      return Argument(
        text: text, name: String(text[..<equals]),
        inlineValue: String(text[text.index(after: equals)...]))
    }
    return Argument(text: text, name: text, inlineValue: nil)
  }

  /// After `next()` returned nil: the arguments after `--`, which are operands even when
  /// they start with '-'.
  mutating func operands() -> [String] {
    guard remaining.first == "--" else { return [] }
    defer { remaining = [] }
    return Array(remaining.dropFirst())
  }

  /// The value of `argument`: written inline, or the next argument.
  mutating func value(for argument: Argument) throws(CLIError) -> String {
    if let inlineValue = argument.inlineValue { return inlineValue }
    let name = argument.name
    guard let next = remaining.first else {
      throw .usage("The option \(name) needs a value.")
    }
    // `--locale --ndjson file` is a forgotten value, not the locale '--ndjson'; a value
    // that really starts with '-' is written `--locale=-x`.
    // A negative number is a value, refused by the option's range with a clearer message.
    if next.hasPrefix("-"), Int(next) == nil {
      let long = options.first { $0.isNamed(name) }?.long ?? name
      throw .usage(
        "The option \(name) needs a value; found '\(cut: next)', which is an option or standard "
          + "input. A value that starts with '-' is written \(long)=\(cut: next).")
    }
    remaining = remaining.dropFirst()
    return next
  }
}
