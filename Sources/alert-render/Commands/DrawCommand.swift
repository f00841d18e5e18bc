import AlertRenderTools
import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `alert-render draw DOCUMENT.json|-`: draws a layout document made elsewhere (another
/// server, an older or newer version) by the client rules of docs/layout.md, as the text or
/// HTML client.
///
/// The encoders see only the document, so `alert-render --format html X` and
/// `alert-render X | alert-render draw - --format html` write the same bytes. An NDJSON stream
/// or a JSON array of documents (or of `--ndjson` records) is drawn one document after
/// another as text; as HTML, which is one page, only a batch of one is drawn.
struct DrawCommand {
  enum Format: String, CaseIterable {
    case text, html
  }

  var format = Format.text
  /// Set by `--width`: the text preview's width, instead of the terminal's or `$COLUMNS`.
  var width: Int?
  var noColor = false
  /// The largest document (or batch element) read, in bytes.
  var maxBytes = Self.defaultMaxBytes
  var input: String?

  static let defaultMaxBytes = 16 << 20
  static let byteLimits = 1...(1 << 30)

  /// The options of the command line, and the rules that join them.
  init(_ arguments: ParsedArguments) throws(CLIError) {
    format = arguments.choice(.drawFormat, as: Format.self) ?? .text
    width = arguments.number(.width)
    noColor = arguments.flag(.noColor)
    maxBytes = arguments.number(.maxDocumentBytes) ?? Self.defaultMaxBytes
    input = arguments.operands.first
    try arguments.refuseTextPreviewOptions(drawingText: format == .text)
  }

  // MARK: Running

  func run() throws(CLIError) -> ExitCode {
    let input = try InputReader(path: input, expected: "a layout document (JSON)")
    defer { input.closeDescriptor() }
    let head = try input.readHead(limit: maxBytes)
    if InputReader.firstSignificantByte(head) == UInt8(ascii: "[") {
      var reader = BatchReader(
        input: input, framer: JSONArrayFramer(maxElementBytes: maxBytes), head: head)
      return try drawBatch(&reader, input: input, framing: .array)
    }
    // NDJSON's first line is a whole document or record; a pretty-printed document's is `{`.
    var bytes = head
    var atEnd = false
    if let first = Self.firstSignificantIndex(of: head) {
      let newline = UInt8(ascii: "\n")
      var lineEnd = bytes[first...].firstIndex(of: newline)
      while lineEnd == nil, !atEnd, bytes.count <= maxBytes {
        var block = [UInt8](repeating: 0, count: 1 << 16)
        let count = try input.readBlock(into: &block)
        lineEnd = block[..<count].firstIndex(of: newline).map { bytes.count + $0 }
        bytes += block[..<count]
        atEnd = count == 0
      }
      if lineEnd != nil || atEnd,
        LayoutDocumentReader.isCompleteJSON(bytes[first..<(lineEnd ?? bytes.count)])
      {
        var reader = BatchReader(
          input: input, framer: LineFramer(maxLineBytes: maxBytes), head: consume bytes)
        return try drawBatch(&reader, input: input, framing: .lines)
      }
    }
    if !atEnd {
      switch FileBytes.readToEnd(
        input.descriptor, sizeHint: max((input.fileSize ?? 0) - bytes.count, 0),
        limit: maxBytes - min(bytes.count, maxBytes))
      {
      case .complete(let rest): bytes += rest
      case .failed(let code): throw input.readFailed(code)
      case .tooLong: bytes = Array(repeating: 0, count: maxBytes + 1)
      }
    }
    guard bytes.count <= maxBytes else {
      throw CLIError(
        source: input.name,
        reason:
          "The document is over the limit of \(maxBytes) bytes (--max-document-bytes); reading "
          + "stopped there.",
        code: .dataError)
    }
    let result: LayoutDocumentReader.Reading
    do {
      result = try LayoutDocumentReader(file: input.name).read(bytes)
    } catch {
      var reason = error.message
      if case .malformedJSON(_, let syntax) = error, syntax.reason == .trailingContent {
        reason +=
          " To draw several documents, give them one per line (NDJSON, as --ndjson writes) or "
          + "in a JSON array."
      }
      throw CLIError(source: error.location.description, reason: reason, code: .dataError)
    }
    var code = ExitCode.success
    for note in result.notes {
      let position = note.location.line.map { ":\($0):\(note.location.column ?? 1)" } ?? ""
      if !warn(source: input.name + position, note), code == .success { code = .ioError }
    }
    try draw(result.document)
    return code
  }

  /// The index of the first byte of `bytes` that is neither JSON whitespace nor part of a
  /// leading byte order mark.
  private static func firstSignificantIndex(of bytes: [UInt8]) -> Int? {
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    return bytes[start...].firstIndex { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }
  }

  /// Draws `document` in the chosen format to standard output, part by part as the encoder
  /// finishes them: a large document's drawing is never held whole.
  private func draw(_ document: LayoutDocument) throws(CLIError) {
    var failure: CLIError?
    let write = { (part: String) in
      guard failure == nil else { return }
      do throws(CLIError) {
        try StandardStreams.write(part)
      } catch {
        failure = error
      }
    }
    switch format {
    case .html:
      LayoutHTMLEncoder().encode(document, into: write)
    case .text:
      let terminal = TerminalInfo.standardOutput
      LayoutTextEncoder(
        width: width ?? terminal.width, color: terminal.isColorful && !noColor,
        hyperlinks: terminal.hyperlinks
      ).encode(document, into: write)
    }
    if let failure { throw failure }
  }

  /// Writes `source: warning: message`; false when the report was lost.
  private func warn(source: String, _ note: LayoutDocumentReader.Note) -> Bool {
    StandardStreams.writeError("\(source): warning: \(note.message)".escapedForTerminal + "\n")
  }

  /// Draws every document of a batch in turn, reporting each failure and going on with the
  /// next; a summary on stderr says how many were drawn.
  private func drawBatch<Framer: BatchFramer>(
    _ reader: inout BatchReader<Framer>, input: InputReader, framing: BatchRecords.Framing
  ) throws(CLIError) -> ExitCode {
    var drawn = 0
    var failed = 0
    var reportLost = false
    // The one document of an HTML batch, drawn once the input has shown it is alone.
    var page: LayoutDocument?
    func report(_ text: String) {
      if !StandardStreams.writeError(text.escapedForTerminal + "\n") { reportLost = true }
    }
    while let element = try reader.next() {
      // A line names an NDJSON document; an array element needs its column too.
      let source =
        "\(input.name):\(element.line)" + (framing == .array ? ":\(element.column)" : "")
      if format == .html, drawn + failed > 0 {
        throw .usage(
          "--format html draws one document as one page, but the input is a batch ("
            + "\(source) starts another document). Draw a batch with --format text, or one "
            + "document at a time.")
      }
      let bytes: [UInt8]
      switch element.content {
      case .broken(let syntax):
        failed += 1
        report("\(input.name):\(syntax.line):\(syntax.column): error: \(syntax.description)")
        continue
      case .tooLarge(let count):
        failed += 1
        report(
          "\(source): error: The document is \(count) bytes, over the limit of \(maxBytes) "
            + "(--max-document-bytes); skipped.")
        continue
      case .alert(let element):
        bytes = element
      }
      let item: LayoutDocumentReader.BatchItem
      do {
        item = try LayoutDocumentReader(file: source).readBatchItem(bytes)
      } catch {
        failed += 1
        report("\(source): error: \(error.message)")
        continue
      }
      switch item {
      case .failedAlert(let id, let message):
        failed += 1
        let alert = id.map { "The alert '\(cut: $0)'" } ?? "The alert"
        report(
          "\(source): error: \(alert) was not rendered, so there is nothing to draw: \(message)")
      case .document(let result):
        for note in result.notes where !warn(source: source, note) { reportLost = true }
        if format == .html {
          page = result.document
        } else {
          if drawn > 0 { try StandardStreams.write("\n") }
          try draw(result.document)
        }
        drawn += 1
      }
    }
    if let page { try draw(page) }
    if drawn + failed != 1 {
      let total = drawn + failed
      report(
        "\(input.name): \(total) document\(total == 1 ? "" : "s"): \(drawn) drawn, \(failed) "
          + "failed")
    }
    if failed > 0 { return .dataError }
    return reportLost ? .ioError : .success
  }
}
