/// The options of `draw`, `lint`, `localizations` and `preview` that rendering does not share.
extension OptionSpec {
  static let drawFormat = OptionSpec(
    "--format", short: "-f",
    .choice(
      Choice(
        placeholder: "FORMAT", noun: "format",
        names: { DrawCommand.Format.allCases.map(\.rawValue) },
        scope: " for draw")),
    help: """
      text: the terminal preview; a batch is drawn document after document. html: the page \
      rendering writes, for one document.
      """,
    default: .text("text"))

  static let maxDocumentBytes = OptionSpec(
    "--max-document-bytes", .number(placeholder: "N", DrawCommand.byteLimits),
    help: "The largest document, or document of a batch, in bytes.",
    default: .number(DrawCommand.defaultMaxBytes))

  static let explainFormat = OptionSpec(
    "--format", short: "-f",
    .choice(
      Choice(
        placeholder: "FORMAT", noun: "format",
        names: { ExplainCommand.Format.allCases.map(\.rawValue) }, scope: " for explain")),
    help: """
      text: per text and value a header line and indented rule, catalog, locale, data, \
      masking and policy lines. json: the explanation (docs/explain.schema.json).
      """,
    default: .text("text"))

  static let lintFormat = OptionSpec(
    "--format", short: "-f",
    .choice(
      Choice(
        placeholder: "FORMAT", noun: "format", names: { LintCommand.formats.map(\.rawValue) },
        scope: " for lint")),
    help: """
      text: one finding a line, file:line:column: severity: key [locale]: message [check-id], \
      then each language's coverage. json: one object of findings, coverage and counts \
      (docs/lint.schema.json). sarif: a SARIF 2.1.0 log, for code scanning and editors.
      """,
    default: .text("text"))

  static let requiredLocale = OptionSpec(
    "--required-locale", .text(placeholder: "L"), repeatable: true,
    help: """
      L must be complete, as the shipped languages are: its missing texts are errors, not \
      warnings.
      """)

  static let language = OptionSpec(
    "--language", .text(placeholder: "LANG"),
    help: """
      The language to translate into, as fr or es-419. A memory (--format tmx) without it holds \
      every translated language.
      """)

  static let exportOutput = OptionSpec(
    "--output", .directory, required: true,
    help: """
      The directory DIR/LANG.xcloc (a bundle replaces an older one whole) or \
      DIR/translations.tmx is written in.
      """)

  static let exportFormat = OptionSpec(
    "--format", short: "-f",
    .choice(
      Choice(
        placeholder: "FORMAT", noun: "export format",
        names: { LocalizationsCommand.ExportFormat.allCases.map(\.rawValue) },
        expected: "xcloc or tmx")),
    help: """
      xcloc: the bundle Xcode's Export Localizations writes (XLIFF 1.2 and the catalogs). tmx: a \
      TMX 1.4b translation memory of every translated text, or LANG's alone \
      (DIR/translations-LANG.tmx), for CAT tools.
      """,
    default: .text("xcloc"))

  static let exportLocalizations = OptionSpec(
    "--localizations", .directory, repeatable: true,
    help: "Export the String Catalogs of DIR too, over the built-in ones.")

  static let exportRules = OptionSpec(
    "--rules", .directory, repeatable: true,
    help: "Draw the example alerts of Notes/ with the rule files of DIR over the built-in ones.")

  static let examples = OptionSpec(
    "--examples", .path(placeholder: "PATH", noun: "file or directory"), repeatable: true,
    help: """
      The alert files, or directories of them, drawn in Notes/ with their texts numbered by key \
      (NAME.html, NAME.txt).
      """,
    default: .text("Examples/ of the current directory, else the checkout's"))

  static let catalogs = OptionSpec(
    "--catalogs", .directory,
    help: "The directory of the String Catalogs to change.",
    default: .text("the built-in Localizations/"))

  static let skipInvalid = OptionSpec(
    "--skip-invalid", .flag,
    help: """
      Import the units that can be imported, each one left out a warning, instead of refusing \
      the whole import: for a vendor's file known to carry stale keys.
      """)

  static let previewOutput = OptionSpec(
    "--output", .directory, required: true,
    help: """
      The directory the site is written to: made if missing; a directory holding files no \
      preview wrote is refused. Nothing in it is ever deleted.
      """)

  static let watch = OptionSpec(
    "--watch", .flag,
    help: """
      Keep the site current: rule files, catalogs and alerts are read four times a second, \
      changed pages rewritten, and open pages reload by themselves within a second; errors show \
      on the pages until fixed. Ctrl-C stops.
      """)
}
