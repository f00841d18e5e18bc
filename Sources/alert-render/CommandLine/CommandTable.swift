/// Every command of `alert-render`: the one description the parser, the usage errors, each
/// command's `--help` and docs/cli.md are made from.
///
/// Each spec is made the first time it is used, so a run builds only its own command's.
enum CommandTable {
  /// The words of every command, in the order help and docs list them.
  static let paths: [[String]] = [
    [], ["draw"], ["explain"], ["lint"], ["list"], ["localizations"], ["localizations", "export"],
    ["localizations", "import"], ["localizations", "finish"], ["preview"], ["conformance"],
    ["conformance", "check"], ["conformance", "report"],
  ]

  /// Every command, in the order of `paths`.
  static var all: [CommandSpec] { paths.compactMap(spec) }

  /// The command of `path`, or nil when there is none.
  static func spec(_ path: [String]) -> CommandSpec? {
    guard let first = path.first else { return .render }
    guard path.count == 1 else {
      guard path.count == 2 else { return nil }
      switch (first, path[1]) {
      case ("localizations", "export"): return .export
      case ("localizations", "import"): return .import
      case ("localizations", "finish"): return .finish
      case ("conformance", "check"): return .conformanceCheck
      case ("conformance", "report"): return .conformanceReport
      default: return nil
      }
    }
    switch first {
    case "draw": return .draw
    case "explain": return .explain
    case "lint": return .lint
    case "list": return .list
    case "localizations": return .localizations
    case "preview": return .preview
    case "conformance": return .conformance
    default: return nil
    }
  }

  /// `A, B or C`.
  static func list(_ words: [String]) -> String {
    guard let last = words.last, words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " or " + last
  }
}

extension CommandSpec {
  static let render = CommandSpec(
    [], abstract: "Render identity-theft alerts as localized layout documents.",
    discussion: """
      An option's value is the next argument unless that starts with '-' (a negative number \
      aside): a value that does is written --name=value. Given twice, an option keeps its last \
      value; a repeatable one adds each. After '--' every argument is a file, even '-x.json'.
      """,
    operands: .one(
      Operand(
        usage: "[FILE | -]", name: "FILE",
        help: """
          An alert JSON file; '-' or nothing reads standard input. A top-level JSON array, or a \
          .ndjson file, is rendered as a batch.
          """),
      tooMany: "Only one input file may be given"),
    options: [
      .locale, .format, .theme, .device, .now, .layoutVersion, .noColor, .width, .ndjson, .jobs,
      .maxAlertBytes, .maxEvents, .maxStringBytes, .maxDepth, .rules, .localizations, .version,
    ],
    subcommands: [
      "draw", "explain", "lint", "list", "localizations", "preview", "conformance",
    ])

  /// Rendering's options that decide what a document holds, which `draw` refuses: a
  /// document already holds it.
  static let renderingOptions: [OptionSpec] = [
    .locale, .theme, .device, .now, .layoutVersion, .rules, .localizations, .maxAlertBytes,
    .maxEvents, .maxStringBytes, .maxDepth,
  ]

  static let draw = CommandSpec(
    ["draw"],
    abstract: "Draw a layout document as the text preview or the HTML page.",
    discussion: """
      A client of layout documents: draws what alert-render writes, here or on another \
      server, by the client rules of docs/layout.md. A newer minor version is drawn with \
      what it adds skipped, each skip a warning on standard error; a newer major version is \
      refused (65). An NDJSON stream or JSON array of documents or of --ndjson records is \
      drawn as text one document after the other, a failed record reported; html draws one \
      document. 'alert-render --format html X' and 'alert-render X | alert-render draw - \
      --format html' write the same page.
      """,
    operands: .one(
      Operand(
        usage: "[DOCUMENT | -]", name: "DOCUMENT",
        help: "A layout document (JSON) or a batch of them; '-' or nothing reads standard input."),
      tooMany: "draw takes one document"),
    options: [.drawFormat, .width, .noColor, .maxDocumentBytes],
    refusals: [
      Refusal(names: renderingOptions.flatMap(\.names)) { name, _ in
        "draw draws a document as it was rendered; \(name) chooses what rendering puts in it. "
          + "Render with it and draw the result: alert-render \(name) … FILE | alert-render "
          + "draw -."
      },
      Refusal(names: OptionSpec.ndjson.names) { _, _ in
        "draw recognises a batch by itself (an NDJSON stream or a JSON array); drop --ndjson."
      },
    ])

  static let explain = CommandSpec(
    ["explain"],
    abstract: "Explain where every text and value of an alert's document comes from.",
    discussion: """
      For every text and value: the rule file:line:column and condition that chose it, the \
      catalog key, variation and locale step that gave its words, its masking, and which \
      data field won. Text for a terminal, or --format json (docs/explain.schema.json). See \
      docs/explain.md.
      """,
    operands: .one(
      Operand(
        usage: "[FILE | -]", name: "FILE",
        help: "One alert JSON file; '-' or nothing reads standard input."),
      tooMany: "explain explains one alert"),
    options: [
      .locale, .device, .now, .explainFormat, .width, .rules, .localizations, .maxAlertBytes,
      .maxEvents, .maxStringBytes, .maxDepth,
    ],
    refusals: [
      Refusal(names: OptionSpec.ndjson.names) { _, _ in
        "explain explains one alert; --ndjson batches are not available for it."
      },
      Refusal(names: OptionSpec.jobs.names) { _, _ in
        "--jobs applies to batches; explain renders one alert."
      },
    ])

  static let lint = CommandSpec(
    ["lint"], abstract: "Check the rule files and String Catalogs before they ship.",
    discussion: """
      Lists every finding as 'file:line:column: error|warning|note: key [locale]: message \
      [check-id]', then each language's coverage, and exits 78 when there are errors. Drop-in \
      directories are linted with the built-in content; a language the shipped catalogs lack \
      may be partial (its missing texts are warnings). docs/lint.md says what is checked.
      """,
    operands: .none(lead: "lint checks rules and catalogs and"),
    options: [.rules, .localizations, .requiredLocale, .lintFormat],
    refusals: [
      Refusal(names: OptionSpec.jobs.names) { _, _ in
        "--jobs applies to batches; lint renders none."
      }
    ])

  static let list = CommandSpec(
    ["list"],
    abstract: "List the rules: one row per alert and match type, with the locales translating it.",
    operands: .none(lead: "list"),
    options: [.rules, .localizations],
    refusals: [
      Refusal(names: OptionSpec.format.names, takesValue: true) { _, value in
        "list writes a table; --format \(cut: value) is not available for it."
      },
      Refusal(names: OptionSpec.jobs.names) { _, _ in
        "--jobs applies to batches; list renders none."
      },
    ])

  static let preview = CommandSpec(
    ["preview"],
    abstract: "Write a static site showing every alert in every locale and theme.",
    discussion: """
      index.html shows every alert in every locale, en-XA and ar-XB, light and dark, each \
      linking its page, with its diagnostics and the lint findings about the rules and \
      texts it uses. Files are written only when their bytes change; nothing is ever \
      deleted. See docs/preview.md.
      """,
    operands: .many(
      Operand(
        usage: "[FILE | DIR]...", name: "FILE | DIR",
        help: """
          Alert files, and directories whose .json files are alerts. Default: Examples/ of the \
          current directory, else the checkout's.
          """),
      standardInput: "preview reads files, not standard input; give alert files or directories."),
    options: [.previewOutput, .watch, .rules, .localizations, .device, .now])
}
