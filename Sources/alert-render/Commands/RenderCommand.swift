import AlertRenderTools
import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `alert-render [FILE | -]`: renders one alert and prints its layout document.
struct RenderCommand {
  let options: Options

  func run() throws(CLIError) -> ExitCode {
    let renderer = try AlertRenderCommand.loadRenderer(options)
    let input = try InputReader(path: options.input)
    defer { input.closeDescriptor() }
    let limit = options.limits.maxBytes
    if options.isBatch {
      var batch = BatchCommand(options: options, renderer: renderer, framing: .lines)
      var reader = BatchReader(input: input, framer: LineFramer(maxLineBytes: limit))
      return batch.run(&reader, input: input)
    }
    // The first significant byte tells a batch in an array from a single alert.
    let head = try input.readHead(limit: limit)
    if InputReader.firstSignificantByte(head) == UInt8(ascii: "[") {
      var batch = BatchCommand(options: options, renderer: renderer, framing: .array)
      var reader = BatchReader(
        input: input, framer: JSONArrayFramer(maxElementBytes: limit), head: head)
      return batch.run(&reader, input: input)
    }
    let source = input.name
    let bytes = try input.readAlert(after: head, limit: limit)
    let locale = options.locale ?? AlertRenderCommand.defaultLocale(for: renderer)
    let document: LayoutDocument
    do {
      document = try options.render(bytes, with: renderer, locale: locale)
    } catch {
      throw CLIError(source: source, reason: error.commandLineDescription, code: .dataError)
    }
    switch options.format ?? .json {
    case .text:
      let terminal = TerminalInfo.standardOutput
      try StandardStreams.write(
        LayoutTextEncoder(
          width: options.width ?? terminal.width, color: terminal.isColorful && !options.noColor
        ).encode(document))
    case .html:
      try StandardStreams.write(LayoutHTMLEncoder().encode(document))
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
