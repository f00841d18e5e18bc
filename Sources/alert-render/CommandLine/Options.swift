import AlertRendering

/// The parsed command line.
struct Options {
  enum Command: String, CaseIterable {
    case render, lint, list, localizations, preview, draw
  }

  var command = Command.render
  var locale: String?
  var rules: [String] = []
  var localizations: [String] = []
  /// The output format; nil means the command's default (json to render, text to lint).
  var format: OutputFormat?
  var input: String?
  var showHelp = false
  /// The theme the document carries: light (default) or dark.
  var theme = Theme.Appearance.light
  /// The device whose catalog variations are rendered; `other` by default.
  var device = DeviceClass.other
  /// Set by `--no-color`: never colour the text preview, even on a terminal.
  var noColor = false
  /// Set by `--width`: the text preview's width, instead of the terminal's or `$COLUMNS`.
  var width: Int?
  var showVersion = false
  /// Set by `--ndjson`: one alert per input line, one record per output line.
  var ndjson = false
  /// Set by `--jobs`: how many threads render a batch; nil means every core the process may
  /// use.
  var jobs: Int?
  /// Bounds on each alert, set by the `--max-…` options.
  var limits = AlertLimits()
  /// The arguments after `localizations`, `preview` or `draw`, which their commands parse.
  var commandArguments: [String] = []

  /// The most threads `--jobs` starts: more than any machine this runs on has cores, few
  /// enough that a slip of the keyboard (`--jobs 10000`) is refused rather than obeyed.
  static let maxJobs = 256

  /// Parses `arguments` (without the program name).
  init(_ arguments: [String]) throws(CLIError) {
    var remaining = arguments[...]
    if let first = remaining.first, let command = Command(rawValue: first) {
      self.command = command
      remaining = remaining.dropFirst()
    }
    if command == .localizations || command == .preview || command == .draw {
      // They take options of their own; only help is handled here.
      if remaining.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
        showHelp = true
      } else {
        commandArguments = Array(remaining)
      }
      return
    }
    var cursor = ArgumentCursor(
      remaining, longNames: ["-l": "--locale", "-f": "--format", "-j": "--jobs"])
    while let option = cursor.next() {
      let argument = option.text
      let name = option.name
      func value() throws(CLIError) -> String { try cursor.value(for: option) }
      switch name {
      case "-h", "--help": showHelp = true
      case "--version": showVersion = true
      case "--locale", "-l": locale = try value()
      case "--rules": rules.append(try value())
      case "--localizations": localizations.append(try value())
      case "--format", "-f":
        let name = try value()
        guard let format = OutputFormat(rawValue: name) else {
          let names = OutputFormat.allCases.map(\.rawValue)
          throw .usage(
            "Unknown format '\(cut: name)'; expected one of \(names.joined(separator: ", "))."
              + Self.didYouMean(name, among: names))
        }
        self.format = format
      case "--theme":
        let theme = try value()
        let names = Theme.Appearance.allCases.map(\.rawValue)
        guard let appearance = Theme.Appearance(rawValue: theme) else {
          throw .usage(
            "Unknown theme '\(cut: theme)'; expected one of \(names.joined(separator: ", "))."
              + Self.didYouMean(theme, among: names))
        }
        self.theme = appearance
      case "--device": device = try Self.device(named: try value())
      case "--no-color": noColor = true
      case "--width":
        width = try Self.number(
          name, try value(), in: LayoutTextEncoder.minimumWidth...LayoutTextEncoder.maximumWidth)
      case "--ndjson": ndjson = true
      case "--jobs", "-j":
        jobs = try Self.number(name, try value(), in: 1...Self.maxJobs)
      case "--max-alert-bytes":
        limits.maxBytes = try Self.number(name, try value(), in: AlertLimits.ranges.bytes)
      case "--max-events":
        limits.maxEvents = try Self.number(name, try value(), in: AlertLimits.ranges.events)
      case "--max-string-bytes":
        limits.maxStringBytes = try Self.number(
          name, try value(), in: AlertLimits.ranges.stringBytes)
      case "--max-depth":
        limits.maxDepth = try Self.number(name, try value(), in: AlertLimits.ranges.depth)
      case "-":
        try setInput(argument)
      default:
        if argument.hasPrefix("-") {
          throw .usage(
            "Unknown option '\(cut: name)'." + Self.didYouMean(name, among: Self.optionNames))
        }
        if input == nil, command == .render, Command(rawValue: argument) != nil {
          throw .usage("The command '\(cut: argument)' must come first.")
        }
        try setInput(argument)
      }
    }
    // Everything after `--` is a file, even a name that starts with '-'.
    for path in cursor.operands() { try setInput(path) }
  }

  /// Rejects options that the chosen command or mode would silently ignore.
  func validate() throws(CLIError) {
    switch command {
    case .render:
      if isBatch, let format, format != .json {
        throw .usage(
          "Batch mode writes NDJSON records; --format \(format.rawValue) is not available in it.")
      }
      if width != nil, format != .text {
        throw .usage("--width sets the text preview's width; it needs --format text.")
      }
    case .lint:
      if format == .html {
        throw .usage("lint writes text or json; --format html is not available for it.")
      }
      if let input {
        throw .usage("lint checks rules and catalogs and takes no file; found '\(cut: input)'.")
      }
      if jobs != nil { throw .usage("--jobs applies to batches; lint renders none.") }
    case .localizations, .preview, .draw:
      break
    case .list:
      if let format {
        throw .usage("list writes a table; --format \(format.rawValue) is not available for it.")
      }
      if let input { throw .usage("list takes no file; found '\(cut: input)'.") }
      if jobs != nil { throw .usage("--jobs applies to batches; list renders none.") }
    }
  }

  private mutating func setInput(_ path: String) throws(CLIError) {
    guard input == nil else {
      throw .usage(
        "Only one input file may be given; found '\(cut: input ?? "")' and '\(cut: path)'.")
    }
    input = path
  }

  static let optionNames = [
    "--help", "--version", "--locale", "--rules", "--localizations", "--format", "--theme",
    "--device",
    "--no-color", "--width", "--ndjson", "--jobs", "--max-alert-bytes", "--max-events",
    "--max-string-bytes", "--max-depth",
  ]

  /// Whether input is read as NDJSON: asked for, or implied by a `.ndjson` file name.
  var isBatch: Bool {
    ndjson || (input?.hasSuffix(".ndjson") ?? false)
  }

  /// The device named `name` on the command line, or a usage error listing the names.
  static func device(named name: String) throws(CLIError) -> DeviceClass {
    guard let device = DeviceClass(name: name) else {
      let names = DeviceClass.allCases.map(\.rawValue)
      throw .usage(
        "Unknown device '\(cut: name)'; expected one of \(names.joined(separator: ", ")) "
          + "(or watch, tv, vision)."
          + didYouMean(name, among: names + DeviceClass.aliases.keys.sorted()))
    }
    return device
  }

  /// The threads a batch uses: `--jobs`, or every core the process may run on.
  var batchJobs: Int { jobs ?? ProcessorCount.available }

  /// `text` as a whole number in `range`, or a usage error naming the option `name`.
  static func number(_ name: String, _ text: String, in range: ClosedRange<Int>)
    throws(CLIError) -> Int
  {
    guard let number = Int(text), range.contains(number) else {
      throw .usage(
        "The option \(name) takes a whole number from \(range.lowerBound) to "
          + "\(range.upperBound); found '\(cut: text)'.")
    }
    return number
  }

  private static func didYouMean(_ word: String, among names: [String]) -> String {
    Suggestion.didYouMean(word, among: names)
  }
}
