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
    if options.isBatch {
      var batch = BatchCommand(options: options, renderer: renderer)
      return try batch.runLines()
    }
    let (source, bytes) = try InputReader.contents(of: options.input)
    if Self.isArray(bytes) {
      var batch = BatchCommand(options: options, renderer: renderer)
      return try batch.runArray(bytes, source: source)
    }
    let locale = options.locale ?? AlertRenderCommand.defaultLocale(for: renderer)
    let document: LayoutDocument
    do {
      document = try renderer.render(
        json: bytes, locale: locale, limits: options.limits, theme: .standard(options.theme))
    } catch {
      throw CLIError(source: source, reason: error.description, code: .dataError)
    }
    switch options.format ?? "json" {
    case "text":
      let terminal = TerminalInfo.standardOutput
      StandardStreams.write(
        LayoutTextEncoder(width: terminal.width, color: terminal.isColorful && !options.noColor)
          .encode(document))
    case "html":
      StandardStreams.write(LayoutHTMLEncoder().encode(document))
    default:
      let output: Data
      do {
        output = try document.jsonData(pretty: true)
      } catch {
        throw CLIError(
          source: source, reason: "The document could not be encoded: \(error).", code: .software)
      }
      StandardStreams.write(output)
      StandardStreams.write("\n")
    }
    return .success
  }

  /// Whether the input's first significant character opens an array, after an optional BOM.
  static func isArray(_ bytes: Data) -> Bool {
    let significant = bytes.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    return significant.first == UInt8(ascii: "[")
  }
}
