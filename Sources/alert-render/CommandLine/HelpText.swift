/// The text of `alert-render --help`.
enum HelpText {
  static let text = """
    OVERVIEW: Render identity-theft alerts as localized layout documents.

    USAGE: alert-render [--locale ID] [--format json|text|html] [--theme light|dark]
                        [--device NAME] [--no-color] [--width N] [--rules DIR]...
                        [--localizations DIR]... [--ndjson] [--jobs N] [--max-… N] [--]
                        [FILE | -]
           alert-render draw [--format text|html] [--width N] [--no-color]
                        [--max-document-bytes N] [--] [DOCUMENT | -]
           alert-render lint [--rules DIR]... [--localizations DIR]... [--format text|json]
           alert-render list [--rules DIR]... [--localizations DIR]...
           alert-render localizations export --language LANG --output DIR
                        [--localizations DIR]... [--rules DIR]... [--examples PATH]...
           alert-render localizations export --format tmx [--language LANG]
                        --output DIR [--localizations DIR]...
           alert-render localizations import PATH... [--catalogs DIR] [--skip-invalid]
           alert-render localizations finish [--catalogs DIR]
           alert-render preview [FILE | DIR]... --output DIR [--watch]
                        [--rules DIR]... [--localizations DIR]... [--device NAME]

    ARGUMENTS:
      FILE                  An alert JSON file; '-' or nothing reads standard input. A
                            top-level array, or a .ndjson file, is rendered as a batch.
                            After '--' every argument is a file, even '-x.json'. An
                            option's value may not start with '-' unless given as
                            --name=value.

    DRAW (a client of layout documents):
      draw DOCUMENT         Draw a layout document (what alert-render writes, here or on
                            another server) by the client rules of docs/layout.md, as the
                            text preview (default) or the HTML page; '-' or nothing reads
                            standard input. A newer minor version is drawn with what it
                            adds skipped, each skip a warning on stderr; a newer major
                            version is refused (65). An NDJSON stream or JSON array of
                            documents or --ndjson records is drawn as text one after the
                            other, a failed record reported; html draws one document.
                            'alert-render --format html X' and 'alert-render X |
                            alert-render draw - --format html' write the same page.
      --max-document-bytes N
                            Largest document in bytes (default 16777216).

    LOCALIZATIONS (for translators and vendors):
      export                Write DIR/LANG.xcloc as Xcode's Export Localizations does
                            (XLIFF 1.2 in Localized Contents/LANG.xliff, the catalogs in
                            Source Contents/) from the built-in catalogs and any
                            --localizations DIR, replacing an older bundle whole. Only
                            the plural forms LANG uses; no format.* keys where CLDR has
                            LANG's formats. Notes/ draws each example alert (--examples
                            FILE|DIR, default Examples/) with its texts numbered by key
                            (NAME.html, NAME.txt); Scripts/xcloc-screenshots adds PNGs.
                            See docs/translation.md.
      --format tmx          Write instead a TMX 1.4b translation memory of every
                            translated text (DIR/translations.tmx), or of LANG's alone
                            (DIR/translations-LANG.tmx), for CAT tools.
      import PATH...        Merge the targets of .xcloc bundles or .xliff files into the
                            catalogs of --catalogs DIR (default: the built-in
                            Localizations/), written as Xcode writes them; an empty or
                            missing target, or one marked new, is not imported. All
                            catalogs are written or none; an import waits for another
                            one into the same DIR. A translation that cannot be imported
                            (a key no catalog has, a malformed placeholder, a text over
                            1 MiB, two different texts for one unit …) refuses the whole
                            import: each is listed as FILE:LINE:COLUMN: error, nothing
                            is written (65).
      --skip-invalid        Import the rest instead, each unit left out a warning (0):
                            for a vendor's file known to carry stale keys.
      finish                Finish an import into --catalogs DIR that was interrupted
                            (lint names one), as the next import would first; imports
                            nothing.

    PREVIEW (for content designers and QA):
      preview               Write a static site to --output DIR (made if missing; a
                            directory holding other files is refused): index.html shows
                            every alert (default: the alerts in Examples/) in every
                            locale, en-XA and ar-XB, light and dark, each linking its
                            page, with its diagnostics and the lint findings about the
                            rules and texts it uses. Nothing is ever deleted.
      --watch               Keep the site current: rule files, catalogs and alerts are
                            read four times a second, changed pages rewritten, and
                            open pages reload by themselves within a second; errors
                            show on the pages until fixed. Ctrl-C stops.

    OPTIONS:
      -l, --locale ID       The locale, as es-419, en_GB or es_MX.UTF-8 (default: $LC_ALL,
                            $LC_MESSAGES or $LANG when translated, else en-US). en-XA
                            pseudo-localizes (accented, longer); ar-XB renders mirrored,
                            right-to-left pseudo-text.
      -f, --format FORMAT   json (default), text (a terminal preview, wrapped to the
                            terminal's width or 80) or html (a standalone page).
      --theme THEME         light (default) or dark: the colours the document carries.
      --device NAME         iphone, ipad, ipod, mac, applewatch (watch), appletv (tv),
                            applevision (vision) or other (default): the device whose
                            "Vary by Device" texts are rendered; a string without a
                            variation for it renders its 'other' text.
      --no-color            Never colour the text preview (also: NO_COLOR set); colour
                            is only ever used when standard output is a terminal.
      --width N             The text preview's width in columns, 8 to 1000 (default:
                            the terminal's, else $COLUMNS, else 80).
      --ndjson              Batch mode: one alert per input line, one NDJSON record per
                            alert out ({"line":N,"id":…,"layout":…} or …"error":…), a
                            summary on stderr; a bad alert never stops the batch. Each
                            record is written as soon as no more input is waiting, so a
                            program can keep it running and wait for each answer.
      -j, --jobs N          Threads that render a batch, 1 to 256 (default: every core
                            the process may use). Records keep input order and are the
                            same bytes whatever N is; a co-process's answers still come
                            one by one as promptly.
      --max-alert-bytes N   Largest alert in bytes (default 1048576); the limits apply to
                            each alert of a batch, array elements included.
      --max-events N        Most events per alert (default 1000).
      --max-string-bytes N  Longest string in bytes (default 16384).
      --max-depth N         Deepest nesting of arrays and objects (default 64).
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
