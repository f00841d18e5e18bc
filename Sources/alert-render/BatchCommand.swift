import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Batch rendering: NDJSON in (one alert per line) or a JSON array, NDJSON records out.
///
/// Every non-blank input line gets exactly one output record, in input order, so nothing is
/// lost: `{"line":N,"id":…,"layout":{…}}` or `{"line":N,"id":…,"error":{…}}`.
struct BatchCommand {
  let options: Options
  let renderer: AlertRenderer
  let locale: String

  private var output = OutputBuffer(descriptor: STDOUT_FILENO)
  private var rendered = 0
  private var failed = 0

  init(options: Options, renderer: AlertRenderer) {
    self.options = options
    self.renderer = renderer
    locale = options.locale ?? AlertRenderCommand.defaultLocale(for: renderer)
  }

  /// Renders each line of the input named in `options` (standard input for none or `-`).
  mutating func runLines() throws(CLIError) -> ExitCode {
    let source = InputReader.sourceName(options.input)
    let descriptor = try InputReader.openDescriptor(options.input)
    defer { if descriptor != STDIN_FILENO { close(descriptor) } }
    var reader = LineReader(descriptor: descriptor, maxLineBytes: options.limits.maxBytes)
    var lineNumber = 0
    while let line = try reader.next() {
      lineNumber += 1
      let label = "\"line\":\(lineNumber)"
      switch line {
      case .tooLong(let bytes):
        record(label, id: nil, error: .inputTooLarge(bytes: bytes, limit: options.limits.maxBytes))
      case .text(let bytes):
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
        render(bytes, label: label)
      }
      if output.isClosed { return .success }
    }
    return finish(source: source)
  }

  /// Renders each element of a top-level JSON array.
  mutating func runArray(_ bytes: Data, source: String) throws(CLIError) -> ExitCode {
    let results: [(id: String?, result: Result<Alert, AlertDataError>)]
    do {
      results = try Alert.decodeArray(json: bytes, limits: options.limits)
    } catch {
      throw CLIError(source: source, reason: error.description, code: .dataError)
    }
    for (index, (id, result)) in results.enumerated() {
      let label = "\"index\":\(index)"
      switch result {
      case .success(let alert):
        do {
          write(
            label, id: alert.id, document: try renderer.render(alert, locale: locale, theme: theme))
        } catch {
          record(label, id: alert.id, error: error)
        }
      case .failure(let error):
        record(label, id: id, error: error)
      }
      if output.isClosed { return .success }
    }
    return finish(source: source)
  }

  private var theme: Theme { .standard(options.theme) }

  private mutating func render(_ bytes: [UInt8], label: String) {
    do {
      let document = try renderer.render(
        json: bytes, locale: locale, limits: options.limits, theme: theme)
      write(label, id: document.alert.id, document: document)
    } catch {
      record(label, id: Alert.identifier(inJSON: bytes, limits: options.limits), error: error)
    }
  }

  private mutating func write(_ label: String, id: String, document: LayoutDocument) {
    guard let json = try? document.jsonData(pretty: false) else {
      output.append(
        "{\(label),\"id\":\(JSONText.quoted(id)),\"error\":{\"message\":"
          + "\"The document could not be encoded.\",\"path\":null,\"code\":\"internal\"}}\n")
      failed += 1
      return
    }
    output.append("{\(label),\"id\":\(JSONText.quoted(id)),\"layout\":")
    output.append(json)
    output.append("}\n")
    rendered += 1
  }

  private mutating func record(_ label: String, id: String?, error: AlertDataError) {
    let idField = id.map { ",\"id\":" + JSONText.quoted($0) } ?? ""
    let path = error.path.map(JSONText.quoted) ?? "null"
    var message = error.description
    if case .malformedJSON(let syntax) = error, syntax.line == 1 {
      // The record already names the line; within it only the column means anything.
      message = "column \(syntax.column): \(syntax.description)"
    }
    output.append(
      "{\(label)\(idField),\"error\":{\"message\":\(JSONText.quoted(message)),"
        + "\"path\":\(path),\"code\":\(JSONText.quoted(error.code))}}\n")
    failed += 1
  }

  private mutating func finish(source: String) -> ExitCode {
    output.flush()
    if output.isClosed { return .success }
    let total = rendered + failed
    StandardStreams.writeError(
      "\(source): \(total) alert\(total == 1 ? "" : "s"): \(rendered) rendered, \(failed) failed\n")
    return failed > 0 ? .dataError : .success
  }
}
