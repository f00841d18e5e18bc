/// What `alert-render --help` says after the commands: the environment and the exit codes,
/// which every command shares (docs/cli.md has them with each command's cases).
enum HelpText {
  static let environmentAndExitCodes = """

    ENVIRONMENT:
      ALERT_RENDER_HOME     The directory holding the built-in Rules/ and
                            Localizations/ (default: ../share/alert-render beside an
                            installed binary, else the checkout it was built from).
      LC_ALL, LC_MESSAGES, LANG
                            The locale without --locale, when its language is
                            translated.
      NO_COLOR              Not empty: never colour the text preview.
      COLUMNS               The text preview's width where the terminal's is not
                            known.

    EXIT CODES:
      0   success
      64  usage error (bad option or argument)
      65  invalid alert data or layout document, or a document of a newer major
          version (in a batch: at least one alert or document failed); an import
          refused (a malformed XLIFF, a translation it cannot take)
      66  input file not found or unreadable
      70  internal error
      73  an output file could not be written
      74  writing the output failed (disk full, closed output); a closed pipe
          (| head) is not an error
      75  another import held the catalogs' directory for 60 seconds; try again
      78  invalid rule file or String Catalog (lint: errors found)
      129, 130, 143  a batch stopped by SIGHUP, SIGINT or SIGTERM after its last
          whole record

    """
}
