/// `alert-render localizations` and its actions.
extension CommandSpec {
  static let localizations = CommandSpec(
    ["localizations"],
    abstract: "Exchange the String Catalogs with translators, vendors and CAT tools.",
    discussion: """
      Export writes what Xcode's Export Localizations does; import merges what comes back, \
      all of it or none. See docs/translation.md.
      """,
    operands: .none(lead: "localizations"),
    subcommands: ["export", "import", "finish"], runs: false)

  static let export = CommandSpec(
    ["localizations", "export"],
    abstract: "Write the catalogs for translators: an .xcloc bundle, or a TMX memory.",
    discussion: """
      DIR/LANG.xcloc is laid out as Xcode writes it: XLIFF 1.2 in Localized \
      Contents/LANG.xliff, the source catalogs in Source Contents/, and in Notes/ each \
      example alert drawn with its texts numbered by key (Scripts/xcloc-screenshots adds \
      PNGs). It holds the built-in catalogs and any --localizations DIR, only the plural \
      forms LANG uses, and no format.* keys where CLDR has LANG's formats.
      """,
    operands: .none(lead: "localizations export"),
    options: [
      .language, .exportOutput, .exportFormat, .exportLocalizations, .exportRules, .examples,
    ],
    forms: [
      [
        "--language LANG", "--output DIR", "[--localizations DIR]...", "[--rules DIR]...",
        "[--examples PATH]...",
      ],
      ["--format tmx", "[--language LANG]", "--output DIR", "[--localizations DIR]..."],
    ])

  static let `import` = CommandSpec(
    ["localizations", "import"],
    abstract: "Merge the translations of .xcloc bundles or XLIFF files into the catalogs.",
    discussion: """
      Every non-empty target not marked new is merged into the catalog holding its key, \
      written as Xcode writes it. All catalogs are written or none; an import waits for \
      another one into the same directory. A translation that cannot be imported (a key no \
      catalog has, a malformed placeholder, a text over 1 MiB, two different texts for one \
      unit …) refuses the whole import: each is listed as FILE:LINE:COLUMN: error, and \
      nothing is written (65).
      """,
    operands: .many(
      Operand(usage: "PATH...", name: "PATH", help: "An .xcloc bundle or an .xliff or .xlf file."),
      standardInput: """
        localizations import reads files, not standard input; give .xcloc bundles or .xliff \
        files.
        """),
    options: [.catalogs, .skipInvalid])

  static let finish = CommandSpec(
    ["localizations", "finish"],
    abstract: "Finish an import that was interrupted, as the next import would first.",
    discussion: """
      lint names an import left unfinished. Finishing it imports nothing new.
      """,
    operands: .none(lead: "localizations finish"),
    options: [.catalogs])
}
