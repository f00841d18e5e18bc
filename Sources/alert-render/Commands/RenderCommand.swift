import AlertLayout
import AlertRenderTools
import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `alert-render [FILE | -]`: renders one alert and prints its layout document, or a batch
/// of them as NDJSON records (`BatchCommand`).
struct RenderCommand {
  /// The formats of `--format` when rendering (`sarif` is lint's).
  static let formats: [OutputFormat] = [.json, .text, .html, .push]

  var locale: String?
  /// The output format; nil means json, and a batch writes records.
  var format: OutputFormat?
  /// The theme the document carries: light (default) or dark.
  var theme = Theme.Appearance.light
  /// The device whose catalog variations are rendered; `other` by default.
  var device = DeviceClass.other
  /// Set by `--layout-version`: the version the document is written as.
  var layoutVersion = LayoutVersion.current
  /// Set by `--now`: the day date conditions measure from; nil reads the clock when asked.
  var now: LeakDate?
  /// Set by `--no-color`: never colour the text preview, even on a terminal.
  var noColor = false
  /// Set by `--width`: the text preview's width, instead of the terminal's or `$COLUMNS`.
  var width: Int?
  /// Set by `--ndjson`: one alert per input line, one record per output line.
  var ndjson = false
  /// Set by `--jobs`: how many threads render a batch; nil means every core the process may
  /// use.
  var jobs: Int?
  /// Bounds on each alert, set by the `--max-…` options.
  var limits: AlertLimits
  var rules: [String] = []
  var localizations: [String] = []
  var input: String?

  /// The options of the command line, and the rules that join them.
  init(_ arguments: ParsedArguments) throws(CLIError) {
    locale = arguments.text(.locale)
    format = arguments.choice(.format, as: OutputFormat.self)
    theme = arguments.choice(.theme, as: Theme.Appearance.self) ?? .light
    device = arguments.text(.device).flatMap(DeviceClass.init(name:)) ?? .other
    layoutVersion = arguments.text(.layoutVersion).flatMap(LayoutVersion.init) ?? .current
    now = try arguments.date(.now)
    noColor = arguments.flag(.noColor)
    width = arguments.number(.width)
    ndjson = arguments.flag(.ndjson)
    jobs = arguments.number(.jobs)
    limits = arguments.alertLimits
    rules = arguments.texts(.rules)
    localizations = arguments.texts(.localizations)
    input = arguments.operands.first
    if isBatch, let format, format != .json, format != .push {
      throw .usage(
        "Batch mode writes NDJSON records; --format \(format.rawValue) is not available in it.")
    }
    if format == .push, arguments.text(.layoutVersion) != nil {
      throw .usage(
        "--layout-version chooses the layout document's version; a push notification (--format "
          + "push) has none, so leave it out.")
    }
    try arguments.refuseTextPreviewOptions(drawingText: format == .text)
  }

  /// Whether input is read as NDJSON: asked for, or implied by a `.ndjson` file name.
  var isBatch: Bool {
    ndjson || (input?.hasSuffix(".ndjson") ?? false)
  }

  /// The threads a batch uses: `--jobs`, or every core the process may run on.
  var batchJobs: Int { jobs ?? ProcessorCount.available }

  /// `error` with a hint when the file it misses is named like a command: `alert-render lnt`
  /// or `alert-render help` most likely meant `lint` or `--help`.
  static func namingCommand(_ error: CLIError) -> CLIError {
    guard error.code == .noInput, !error.source.contains("/"), !error.source.contains(".") else {
      return error
    }
    var error = error
    if error.source.lowercased() == "help" {
      error.reason += " Did you mean '--help'?"
    } else if let command = Suggestion.closest(
      to: error.source, among: CommandSpec.render.subcommands + ["render"])
    {
      error.reason += " Did you mean the command '\(command)'?"
    }
    return error
  }

  func run() throws(CLIError) -> ExitCode {
    // Without --locale the run uses the environment's locale, or en-US when the catalogs do
    // not translate its language (see defaultLocale): only those translations are read.
    let locales =
      locale.map { [$0] } ?? [AlertRenderCommand.environmentLocale, "en-US"].compactMap { $0 }
    let renderer = try ContentDirectories(rules: rules, localizations: localizations)
      .loadRenderer(locales: locales)
    let input: InputReader
    do {
      input = try InputReader(path: self.input)
    } catch {
      throw Self.namingCommand(error)
    }
    defer { input.closeDescriptor() }
    let limit = limits.maxBytes
    if isBatch {
      var batch = BatchCommand(render: self, renderer: renderer, framing: .lines)
      var reader = BatchReader(input: input, framer: LineFramer(maxLineBytes: limit))
      return batch.run(&reader, input: input)
    }
    // The first significant byte tells a batch in an array from a single alert.
    let head = try input.readHead(limit: limit)
    if InputReader.firstSignificantByte(head) == UInt8(ascii: "[") {
      var batch = BatchCommand(render: self, renderer: renderer, framing: .array)
      var reader = BatchReader(
        input: input, framer: JSONArrayFramer(maxElementBytes: limit), head: head)
      return batch.run(&reader, input: input)
    }
    let source = input.name
    let bytes = try input.readAlert(after: head, limit: limit)
    let locale = locale ?? AlertRenderCommand.defaultLocale(for: renderer)
    if format == .push {
      let push: PushNotification
      do {
        push = try renderer.push(
          json: bytes, locale: locale, limits: limits, device: device, now: now)
      } catch {
        throw CLIError(source: source, reason: error.commandLineDescription, code: .dataError)
      }
      try StandardStreams.write(Data(push.json(pretty: true) + [UInt8(ascii: "\n")]))
      return .success
    }
    let document: LayoutDocument
    do {
      document = try renderer.render(
        json: bytes, locale: locale, limits: limits, theme: .standard(theme), device: device,
        now: now, layoutVersion: layoutVersion)
    } catch {
      throw CLIError(source: source, reason: error.commandLineDescription, code: .dataError)
    }
    switch format ?? .json {
    case .text:
      let terminal = TerminalInfo.standardOutput
      try StandardStreams.write(
        LayoutTextEncoder(
          width: width ?? terminal.width, color: terminal.isColorful && !noColor,
          hyperlinks: terminal.hyperlinks
        ).encode(document))
    case .html:
      try StandardStreams.write(LayoutHTMLEncoder().encode(document))
    case .sarif, .push:
      // sarif is never parsed for render (`formats` leaves it out); push returned above.
      throw CLIError(
        source: "alert-render", reason: "--format sarif writes lint's findings.", code: .usage)
    case .json:
      var output: Data
      do {
        output = try document.jsonData(pretty: true)
      } catch {
        throw CLIError(
          source: source, reason: "The document could not be encoded: \(error).", code: .software)
      }
      // A byte appended, not `Data("\n".utf8)`: making Data from a string's UTF-8 view casts
      // it at run time, which on first use cost more than writing the document.
      output.append(UInt8(ascii: "\n"))
      try StandardStreams.write(output)
    }
    return .success
  }
}
