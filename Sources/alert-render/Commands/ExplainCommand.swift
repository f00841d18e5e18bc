import AlertRendering

/// `alert-render explain [FILE | -]`: why each text and value of an alert's document is what
/// it is (docs/explain.md), as text for a terminal or as JSON.
struct ExplainCommand {
  /// The formats of `explain --format`.
  enum Format: String, CaseIterable {
    case text, json
  }

  var locale: String?
  var device: DeviceClass
  /// Set by `--now`: the day date conditions measure from.
  var now: LeakDate?
  var format: Format
  var width: Int?
  var limits: AlertLimits
  var rules: [String]
  var localizations: [String]
  var input: String?

  init(_ arguments: ParsedArguments) throws(CLIError) {
    locale = arguments.text(.locale)
    device = arguments.text(.device).flatMap(DeviceClass.init(name:)) ?? .other
    now = try arguments.date(.now)
    format = arguments.choice(.explainFormat, as: Format.self) ?? .text
    width = arguments.number(.width)
    limits = arguments.alertLimits
    rules = arguments.texts(.rules)
    localizations = arguments.texts(.localizations)
    input = arguments.operands.first
    if width != nil, format == .json {
      throw .usage("--width sets the text form's width; it needs --format text.")
    }
  }

  func run() throws(CLIError) -> ExitCode {
    // As render: only the translations the run can use are read.
    let locales =
      locale.map { [$0] } ?? [AlertRenderCommand.environmentLocale, "en-US"].compactMap { $0 }
    let renderer = try ContentDirectories(rules: rules, localizations: localizations)
      .loadRenderer(locales: locales)
    let input = try InputReader(path: self.input)
    defer { input.closeDescriptor() }
    let limit = limits.maxBytes
    let head = try input.readHead(limit: limit)
    let source = input.name
    if InputReader.firstSignificantByte(head) == UInt8(ascii: "[") {
      throw CLIError(
        source: source,
        reason: "explain explains one alert; found an array. Explain its alerts one at a time.",
        code: .dataError)
    }
    let bytes = try input.readAlert(after: head, limit: limit)
    let locale = locale ?? AlertRenderCommand.defaultLocale(for: renderer)
    let explanation: Explanation
    do {
      explanation = try renderer.explain(
        try Alert(json: bytes, limits: limits), locale: locale, device: device, now: now,
        file: self.input == nil || self.input == "-" ? nil : source)
    } catch {
      throw CLIError(source: source, reason: error.commandLineDescription, code: .dataError)
    }
    switch format {
    case .json:
      try StandardStreams.write(explanation.json())
    case .text:
      try StandardStreams.write(
        explanation.text(width: width ?? TerminalInfo.standardOutput.width))
    }
    return .success
  }
}
