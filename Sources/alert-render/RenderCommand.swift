import AlertRendering
import Foundation

/// `alert-render [FILE | -]`: renders one alert and prints its layout document.
struct RenderCommand {
  let options: Options

  func run() throws(CLIError) -> ExitCode {
    let renderer = try AlertRenderCommand.loadRenderer(options)
    let (source, bytes) = try InputReader.read(options.input)
    let locale = options.locale ?? AlertRenderCommand.defaultLocale()
    let document: LayoutDocument
    do {
      document = try renderer.render(json: bytes, locale: locale)
    } catch {
      throw CLIError(source: source, reason: error.description, code: .dataError)
    }
    let output: Data
    do {
      output = try document.jsonData(pretty: true)
    } catch {
      throw CLIError(source: source, reason: "The document could not be encoded: \(error).", code: .software)
    }
    StandardStreams.write(output)
    StandardStreams.write("\n")
    return .success
  }
}
