import AlertRendering

/// The options of rendering, and those every command that loads content shares.
extension OptionSpec {
  static let helpFlag = OptionSpec("--help", short: "-h", .flag, help: "Print this help.")

  static let version = OptionSpec(
    "--version", .flag,
    help: """
      Print the version: the next release's number with -dev between releases (CHANGELOG.md \
      lists each release).
      """)

  static let rules = OptionSpec(
    "--rules", .directory, repeatable: true,
    help: "Add the rule files of DIR over the built-in ones; a later directory wins.")

  static let localizations = OptionSpec(
    "--localizations", .directory, repeatable: true,
    help: """
      Add the String Catalogs of DIR over the built-in ones; a later directory wins per key and \
      language.
      """)

  static let locale = OptionSpec(
    "--locale", short: "-l", .text(placeholder: "ID"),
    help: """
      The locale, in any spelling: es-419, en_GB, es_MX.UTF-8. A regional locale takes the texts \
      of the closest translated one along CLDR's parent locales (es-MX gets es-419's, en-AU \
      en-GB's) and its own CLDR dates, lists and digit grouping; another language gets en-US, \
      noted in the document's diagnostics. en-XA pseudo-localizes (accented, longer); ar-XB \
      renders mirrored, right-to-left pseudo-text.
      """,
    default: .text("$LC_ALL, $LC_MESSAGES or $LANG when its language is translated, else en-US"))

  static let format = OptionSpec(
    "--format", short: "-f",
    .choice(
      Choice(
        placeholder: "FORMAT", noun: "format", names: { RenderCommand.formats.map(\.rawValue) })),
    help: """
      json: the layout document. text: a terminal preview, wrapped to the terminal's width, \
      coloured only on a terminal, with invisible and bidi characters of the data shown as \
      <U+202E>. html: a standalone page drawing the screen (docs/layout.md). push: the alert's \
      push notification, APNs and FCM payloads (docs/push.md); in a batch, records \
      {"line":N,"id":…,"push":{…}}.
      """,
    default: .text("json"))

  static let theme = OptionSpec(
    "--theme",
    .choice(
      Choice(
        placeholder: "THEME", noun: "theme", names: { Theme.Appearance.allCases.map(\.rawValue) })),
    help: "The colours the document carries: light or dark.", default: .text("light"))

  static let device = OptionSpec(
    "--device",
    .choice(
      Choice(
        placeholder: "NAME", noun: "device",
        names: { DeviceClass.allCases.map(\.rawValue) },
        aliases: { DeviceClass.aliases.keys.sorted() }, hint: " (or watch, tv, vision)")),
    help: """
      The device whose \"Vary by Device\" texts are rendered: iphone, ipad, ipod, mac, \
      applewatch (watch), appletv (tv), applevision (vision) or other. A text without a \
      variation for it renders its 'other' text.
      """,
    default: .text("other"))

  static let layoutVersion = OptionSpec(
    "--layout-version",
    .choice(
      Choice(
        placeholder: "V", noun: "layout version",
        names: { LayoutVersion.written.reversed().map(\.description) })),
    help: """
      The layout document version to write, for apps in the field: 1.2, 1.1 or 1.0. An older \
      version holds only the fields it defines (docs/layout.md, Versions); a button or block it \
      cannot show is left out with a version-dropped diagnostic.
      """,
    default: .text(LayoutVersion.current.description))

  static let now = OptionSpec(
    "--now", .text(placeholder: "DATE"),
    help: """
      The day rule conditions on dates (within, olderThan) measure from: 2025-11-26, \
      '2025-11-26 10:00:00' or RFC 3339; the day as written. Without it they measure from \
      today's UTC date and the document notes reference-date-clock.
      """)

  static let noColor = OptionSpec(
    "--no-color", .flag,
    help: """
      Never colour the text preview (needs --format text; NO_COLOR set does the same); colour \
      is only ever used when standard output is a terminal.
      """)

  static let width = OptionSpec(
    "--width",
    .number(
      placeholder: "N", LayoutTextEncoder.minimumWidth...LayoutTextEncoder.maximumWidth),
    help: "The text preview's width in columns (needs --format text).",
    default: .text("the terminal's, else $COLUMNS, else 80"))

  /// The options that change only the text preview, each with what it does: a run that
  /// draws none refuses them, as a command refuses every option it would ignore.
  static let textPreviewOnly: [(option: OptionSpec, effect: String)] = [
    (width, "sets the text preview's width"), (noColor, "turns off the text preview's colour"),
  ]

  static let ndjson = OptionSpec(
    "--ndjson", .flag,
    help: """
      Batch mode (also chosen by a .ndjson file name or a top-level JSON array): one alert per \
      input line, one NDJSON record per alert out ({\"line\":N,\"id\":…,\"layout\":…} or \
      …\"error\":…), a summary on standard error; a bad alert never stops the batch. Each record \
      is written as soon as no more input is waiting, so a program can keep the command running \
      and wait for each answer.
      """)

  /// The most threads `--jobs` starts: more than any machine this runs on has cores, few
  /// enough that a slip of the keyboard (`--jobs 10000`) is refused rather than obeyed.
  static let maxJobs = 256

  static let jobs = OptionSpec(
    "--jobs", short: "-j", .number(placeholder: "N", 1...maxJobs),
    help: """
      Threads that render a batch. Records keep input order and are the same bytes whatever N \
      is; a co-process's answers still come one by one as promptly.
      """,
    default: .text("every core the process may use"))

  static let maxAlertBytes = OptionSpec(
    "--max-alert-bytes", .number(placeholder: "N", AlertLimits.ranges.bytes),
    help: """
      The largest alert in bytes. Every limit applies to each alert of a batch, array elements \
      included, and fails that alert only.
      """,
    default: .number(AlertLimits().maxBytes))

  static let maxEvents = OptionSpec(
    "--max-events", .number(placeholder: "N", AlertLimits.ranges.events),
    help: "The most events an alert may have.", default: .number(AlertLimits().maxEvents))

  static let maxStringBytes = OptionSpec(
    "--max-string-bytes", .number(placeholder: "N", AlertLimits.ranges.stringBytes),
    help: "The longest string of an alert in bytes.",
    default: .number(AlertLimits().maxStringBytes))

  static let maxDepth = OptionSpec(
    "--max-depth", .number(placeholder: "N", AlertLimits.ranges.depth),
    help: "The deepest nesting of arrays and objects in an alert.",
    default: .number(AlertLimits().maxDepth))
}
