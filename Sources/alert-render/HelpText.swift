/// The text of `alert-render --help`.
enum HelpText {
  static let text = """
    OVERVIEW: Render identity-theft alerts as localized layout documents.

    USAGE: alert-render [--locale ID] [--format json|text|html] [--theme light|dark]
                        [--no-color] [--rules DIR]... [--localizations DIR]... [FILE | -]
           alert-render lint [--rules DIR]... [--localizations DIR]... [--format text|json]
           alert-render list [--rules DIR]... [--localizations DIR]...

    ARGUMENTS:
      FILE                  An alert JSON file; '-' or nothing reads standard input.

    OPTIONS:
      -l, --locale ID       The locale, as es-419, en_GB or es_MX.UTF-8 (default: $LC_ALL
                            or $LANG when supported, else en-US).
      -f, --format FORMAT   json (default), text (a terminal preview, wrapped to the
                            terminal's width or 80) or html (a standalone page).
      --theme THEME         light (default) or dark: the colours the document carries.
      --no-color            Never colour the text preview (also: NO_COLOR set); colour
                            is only ever used when standard output is a terminal.
      --rules DIR           Add rule files from DIR over the built-in ones (repeatable;
                            a later directory wins).
      --localizations DIR   Add String Catalogs from DIR over the built-in ones
                            (repeatable; a later directory wins per key).
      --version             Print the version.
      -h, --help            Print this help.

    ENVIRONMENT:
      ALERT_RENDER_HOME     The directory holding the built-in Rules/ and Localizations/.

    EXIT CODES:
      0   success
      64  usage error (bad option or argument)
      65  invalid alert data
      66  input file not found or unreadable
      70  internal error
      78  invalid rule file or String Catalog

    """
}
