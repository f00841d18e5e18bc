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
/// Every alert gets exactly one output record, in input order, so nothing is lost:
/// `{"line":N,"id":…,"layout":{…}}` or `{"line":N,"id":…,"error":{…}}` (`"index"` for
/// arrays). Framing, rendering and writing are separate steps: an element is framed, turned
/// into its record, and the record is buffered for output.
struct BatchCommand {
  /// How the input is cut into alerts, which decides how records name them.
  enum Framing {
    /// NDJSON: records carry the line number.
    case lines
    /// A JSON array: records carry the element's index, and errors the position in the
    /// whole input.
    case array
  }

  /// One output line and whether it reports a failure.
  struct Record {
    var bytes: [UInt8]
    var failed: Bool
  }

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

  /// Renders every element `reader` frames from `input`, one record each.
  mutating func run<Framer: BatchFramer>(
    _ reader: inout BatchReader<Framer>, input: InputReader, framing: Framing
  ) -> ExitCode {
    var stopReason: CLIError?
    while output.state == .open {
      // A co-process waits for each answer before it writes the next alert: write out what
      // is buffered before waiting for input. Large batches find input waiting and keep
      // writing in whole blocks.
      if output.hasBufferedRecords, reader.isWaitingForInput { output.flush() }
      let element: BatchElement?
      do {
        element = try reader.next()
      } catch {
        stopReason = error
        break
      }
      guard let element else { break }
      let record = record(for: element, framing: framing)
      output.append(record: record.bytes)
      if record.failed { failed += 1 } else { rendered += 1 }
      if case .broken(let syntax) = element.content {
        var reason = AlertDataError.malformedJSON(syntax).description
        switch syntax.reason {
        case .unexpectedEnd, .emptyDocument: break
        default: reason += " The rest of the input was not read."
        }
        stopReason = CLIError(source: input.name, reason: reason, code: .dataError)
      }
    }
    output.flush()
    return finish(source: input.name, stopReason: stopReason)
  }

  /// The record for `element`: its layout document, or the error that stopped it.
  func record(for element: BatchElement, framing: Framing) -> Record {
    let label =
      switch framing {
      case .lines: "\"line\":\(element.line)"
      case .array: "\"index\":\(element.index)"
      }
    let bytes: [UInt8]
    switch element.content {
    case .broken(let syntax):
      return errorRecord(label, id: nil, error: .malformedJSON(syntax), framing: framing)
    case .tooLarge(let count):
      return errorRecord(
        label, id: nil, error: .inputTooLarge(bytes: count, limit: options.limits.maxBytes),
        framing: framing)
    case .alert(let alert):
      bytes = alert
    }
    let document: LayoutDocument
    do {
      document = try renderer.render(
        json: bytes, locale: locale, limits: options.limits, theme: .standard(options.theme),
        device: options.device)
    } catch {
      let id = Alert.identifier(inJSON: bytes, limits: options.limits)
      return errorRecord(
        label, id: id, error: framing == .array ? element.locating(error) : error,
        framing: framing)
    }
    let idField = ",\"id\":" + JSONText.quoted(document.alert.id)
    guard let json = try? document.jsonData(pretty: false) else {
      return Record(
        bytes: Array(
          ("{\(label)\(idField),\"error\":{\"message\":"
            + "\"The document could not be encoded.\",\"path\":null,\"code\":\"internal\"}}\n")
            .utf8),
        failed: true)
    }
    var record = Array("{\(label)\(idField),\"layout\":".utf8)
    record.reserveCapacity(record.count + json.count + 2)
    json.withUnsafeBytes { record.append(contentsOf: $0) }  // one copy, not byte by byte
    record.append(contentsOf: "}\n".utf8)
    return Record(bytes: record, failed: false)
  }

  private func errorRecord(_ label: String, id: String?, error: AlertDataError, framing: Framing)
    -> Record
  {
    let idField = id.map { ",\"id\":" + JSONText.quoted($0) } ?? ""
    let path = error.path.map(JSONText.quoted) ?? "null"
    var message = error.description
    if framing == .lines, case .malformedJSON(let syntax) = error, syntax.line == 1 {
      // The record already names the line; within it only the column means anything.
      message = "column \(syntax.column): \(syntax.description)"
    }
    let text =
      "{\(label)\(idField),\"error\":{\"message\":\(JSONText.quoted(message)),"
      + "\"path\":\(path),\"code\":\(JSONText.quoted(error.code))}}\n"
    return Record(bytes: Array(text.utf8), failed: true)
  }

  /// Reports what stopped the run early (a failed read, a broken array), if anything, and
  /// the summary; every report is a write that is checked too.
  private func finish(source: String, stopReason: CLIError?) -> ExitCode {
    var code: ExitCode = failed > 0 ? .dataError : .success
    let name = source.escapedForTerminal
    var summary = "\(name): \(rendered + failed) alert\(rendered + failed == 1 ? "" : "s"): "
    summary += "\(rendered) rendered, \(failed) failed"
    var reports: [String] = []
    switch output.state {
    case .closed:
      return .success  // nobody reads the records any more: end quietly, as `| head` expects
    case .failed(let errno):
      reports.append(StandardStreams.outputFailed(errno).description)
      summary += "; \(output.writtenRecords) record\(output.writtenRecords == 1 ? "" : "s")"
      summary += " written before the output failed"
      code = .ioError
    case .open:
      break
    }
    if let stopReason {
      reports.append(stopReason.description)
      if code != .ioError { code = stopReason.code }
    }
    reports.append(summary)
    if !StandardStreams.writeError(reports.joined(separator: "\n") + "\n"), code == .success {
      return .ioError
    }
    return code
  }
}
