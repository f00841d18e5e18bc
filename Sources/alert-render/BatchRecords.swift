import AlertRenderTools
import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Turns the elements of a batch into output records: immutable and `Sendable`, so that
/// every thread of a batch makes records with the same one.
struct BatchRecords: Sendable {
  /// One output line and whether it reports a failure.
  struct Record: Sendable {
    var bytes: [UInt8]
    var failed: Bool
  }

  let options: Options
  let renderer: AlertRenderer
  let locale: String
  let framing: BatchCommand.Framing
  /// What every record shares, written once.
  let prewritten: PrewrittenParts?

  init(options: Options, renderer: AlertRenderer, locale: String, framing: BatchCommand.Framing) {
    self.options = options
    self.renderer = renderer
    self.locale = locale
    self.framing = framing
    prewritten = renderer.prewritten(locale: locale, device: options.device)
  }

  /// The record for `element`: its layout document, or the error that stopped it.
  func record(for element: BatchElement) -> Record {
    let label =
      switch framing {
      case .lines: "\"line\":\(element.line)"
      case .array: "\"index\":\(element.index)"
      }
    let bytes: [UInt8]
    switch element.content {
    case .broken(let syntax):
      return errorRecord(label, id: nil, error: .malformedJSON(syntax))
    case .tooLarge(let count):
      return errorRecord(
        label, id: nil, error: .inputTooLarge(bytes: count, limit: options.limits.maxBytes))
    case .alert(let alert):
      bytes = alert
    }
    let document: LayoutDocument
    do {
      document = try options.render(bytes, with: renderer, locale: locale)
    } catch {
      let id = Alert.identifier(inJSON: bytes, limits: options.limits)
      return errorRecord(
        label, id: id, error: framing == .array ? element.locating(error) : error)
    }
    guard let record = try? document.jsonRecord(label: label, prewritten: prewritten) else {
      let idField = ",\"id\":" + JSONText.quoted(document.alert.id)
      return Record(
        bytes: Array(
          ("{\(label)\(idField),\"error\":{\"message\":"
            + "\"The document could not be encoded.\",\"path\":null,\"code\":\"internal\"}}\n")
            .utf8),
        failed: true)
    }
    return Record(bytes: record, failed: false)
  }

  private func errorRecord(_ label: String, id: String?, error: AlertDataError) -> Record {
    let idField = id.map { ",\"id\":" + JSONText.quoted($0) } ?? ""
    let path = error.path.map(JSONText.quoted) ?? "null"
    var message = error.commandLineDescription
    if framing == .lines, case .malformedJSON(let syntax) = error, syntax.line == 1 {
      // The record already names the line; within it only the column means anything.
      message = "column \(syntax.column): \(syntax.description)"
    }
    let text =
      "{\(label)\(idField),\"error\":{\"message\":\(JSONText.quoted(message)),"
      + "\"path\":\(path),\"code\":\(JSONText.quoted(error.code))}}\n"
    return Record(bytes: Array(text.utf8), failed: true)
  }
}
