import Testing

@testable import alert_render

/// The parser reads every command by its spec: the words, then options and operands.
@Suite struct CommandLineParserTests {
  private func error(_ arguments: [String]) -> String? {
    do {
      _ = try CommandLineParser.parse(arguments)
      return nil
    } catch {
      return error.reason
    }
  }

  @Test func theWordsChooseTheCommand() throws {
    let cases: [([String], String)] = [
      ([], "alert-render"), (["x.json"], "alert-render"), (["render", "x.json"], "alert-render"),
      (["draw", "x.json"], "alert-render draw"), (["lint"], "alert-render lint"),
      (["localizations", "finish"], "alert-render localizations finish"),
      (["preview", "--output", "x"], "alert-render preview"),
    ]
    for (arguments, name) in cases {
      #expect(try CommandLineParser.parse(arguments).spec.name == name, "\(arguments)")
    }
    let render = try CommandLineParser.parse(["render", "x.json"])
    #expect(render.arguments.operands == ["x.json"])
    // After the words and the first option, a command's name is an operand in the wrong place.
    #expect(error(["--locale", "fr", "lint"]) == "The command 'lint' must come first. " + Self.see)
    #expect(error(["render", "lint"]) == "The command 'lint' must come first. " + Self.see)
  }

  static let see = "See 'alert-render --help'."

  @Test func helpBeforeDoubleDashWinsOverEverythingElse() throws {
    for arguments in [
      ["--help"], ["-h", "--no-such"], ["lint", "--theme", "x", "--help"],
      ["localizations", "--help"], ["localizations", "exprt", "-h"],
      ["localizations", "export", "--help"], ["draw", "--format=json", "--help"],
    ] {
      #expect(try CommandLineParser.parse(arguments).wantsHelp, "\(arguments)")
    }
    let operand = try CommandLineParser.parse(["draw", "--", "--help"])
    #expect(!operand.wantsHelp)
    #expect(operand.arguments.operands == ["--help"])
  }

  /// Every command: `-h` and `--help` first, after an operand, after an unknown option, as
  /// the value an option waits for, or after a whole option; after `--` it is an operand.
  @Test(arguments: CommandTable.all.map(\.path))
  func helpAnywhereBeforeDoubleDashIsTheCommandsHelp(_ path: [String]) throws {
    let spec = try #require(CommandTable.spec(path))
    let valued = spec.options.first { $0.placeholder != nil } ?? .helpFlag
    for help in ["-h", "--help"] {
      for middle in [[], ["x"], ["--no-such"], [valued.long], [valued.long, "v"]] {
        let invocation = try CommandLineParser.parse(path + middle + [help])
        #expect(invocation.wantsHelp, "\(path + middle + [help])")
        #expect(invocation.spec.path == path)
      }
      let operand = try? CommandLineParser.parse(path + ["--", help])
      #expect(operand?.wantsHelp != true, "\(path) -- \(help)")
    }
  }

  @Test func valuesAreStoredByTheLongNameAndRepeatOnlyWhereTheySay() throws {
    let parsed = try CommandLineParser.parse([
      "-l", "fr", "--locale=es-419", "-f", "text", "-j", "3", "--rules", "a", "--rules=b", "x",
    ]).arguments
    #expect(parsed.text(.locale) == "es-419")
    #expect(parsed.choice(.format, as: OutputFormat.self) == .text)
    #expect(parsed.number(.jobs) == 3)
    #expect(parsed.texts(.rules) == ["a", "b"])
    #expect(parsed.operands == ["x"])
    #expect(!parsed.flag(.ndjson))
  }

  @Test func aFlagTakesNoValue() {
    for (arguments, flag) in [
      (["--ndjson=yes", "-"], "--ndjson"), (["--no-color=1", "-"], "--no-color"),
      (["preview", "--watch=1", "--output", "x"], "--watch"),
      (["localizations", "import", "--skip-invalid=", "a.xliff"], "--skip-invalid"),
    ] {
      let text = arguments.first { $0.hasPrefix(flag) } ?? ""
      #expect(
        error(arguments) == "The option \(flag) takes no value; found '\(text)'. " + Self.see)
    }
  }

  @Test func aCommandRefusesOptionsItDoesNotHave() {
    #expect(
      error(["lint", "--theme", "dark"])
        == "Unknown option '--theme' for lint; expected one of --rules, --localizations, "
        + "--required-locale, --format. " + Self.see)
    #expect(
      error(["list", "--locale", "fr"])
        == "Unknown option '--locale' for list; expected one of --rules, --localizations. "
        + Self.see)
    #expect(
      error(["localizations", "finish", "--catalog", "x"])
        == "Unknown option '--catalog' for localizations finish; expected --catalogs. Did you "
        + "mean '--catalogs'? " + Self.see)
    #expect(
      error(["lint", "--format", "html"])
        == "Unknown format 'html' for lint; expected one of text, json, sarif. " + Self.see)
    #expect(
      error(["list", "-f", "yaml"])
        == "list writes a table; --format yaml is not available for it. " + Self.see)
    #expect(
      error(["draw", "-l", "fr"])?.hasPrefix("draw draws a document as it was rendered; -l") == true
    )
  }

  /// `-lfr` is `-l fr` run together; short options are not combined, so it is unknown.
  @Test func aShortOptionRunTogetherWithItsValueIsNamed() {
    #expect(error(["-lfr", "x"]) == "Unknown option '-lfr'. Did you mean '-l fr'? " + Self.see)
    #expect(error(["-j4", "x"]) == "Unknown option '-j4'. Did you mean '-j 4'? " + Self.see)
    #expect(
      error(["lint", "-fjson"])
        == "Unknown option '-fjson' for lint; expected one of --rules, --localizations, "
        + "--required-locale, --format. Did you mean '-f json'? " + Self.see)
    #expect(error(["-hx"]) == "Unknown option '-hx'. " + Self.see)
    // `--=x` names no option, and is quoted whole.
    #expect(error(["--=x"]) == "Unknown option '--=x'. " + Self.see)
  }

  /// An empty name would be the current directory.
  @Test func aPathCannotBeEmpty() {
    #expect(
      error(["--rules=", "x"])
        == "The option --rules needs a directory; found an empty name. " + Self.see)
    #expect(
      error(["localizations", "export", "--language", "fr", "--output", ""])
        == "The option --output needs a directory; found an empty name. " + Self.see)
    #expect(
      error(["localizations", "export", "--language", "fr", "--output", "o", "--examples="])
        == "The option --examples needs a file or directory; found an empty name. " + Self.see)
    #expect(throws: Never.self) { try CommandLineParser.parse(["--locale=", "x"]) }
  }

  /// `-` names standard input, which preview and import do not read: said so, rather than
  /// "-: No such file." After `--` it is a file's name.
  @Test func standardInputIsRefusedWhereOnlyFilesAreRead() throws {
    #expect(
      error(["preview", "--output", "o", "-"])
        == "preview reads files, not standard input; give alert files or directories. "
        + Self.see)
    #expect(
      error(["localizations", "import", "-"])
        == "localizations import reads files, not standard input; give .xcloc bundles or "
        + ".xliff files. " + Self.see)
    let file = try CommandLineParser.parse(["localizations", "import", "--", "-"])
    #expect(file.arguments.operands == ["-"])
  }

  @Test func anActionIsNeeded() {
    #expect(
      error(["localizations"])
        == "localizations needs an action: export, import or finish. " + Self.see)
    #expect(
      error(["localizations", "--language", "fr"])
        == "localizations needs an action before '--language': export, import or finish. "
        + Self.see)
    #expect(
      error(["localizations", "exprt"])
        == "Unknown action 'exprt' for localizations; expected export, import or finish. Did you "
        + "mean 'export'? " + Self.see)
  }
}
