import AlertLayout

extension LayoutDocumentReader {
  /// One element of a batch of documents: a document, or the error record `alert-render
  /// --ndjson` wrote for an alert it could not render.
  package enum BatchItem: Sendable, Equatable {
    /// A document, bare or under a record's `layout`.
    case document(Reading)
    /// An error record: the alert's id when known, and the record's message.
    case failedAlert(id: String?, message: String)
  }

  /// Reads one element of a batch: a bare document, a record `{"line":N,"id":…,"layout":{…}}`
  /// (whose document's paths then start with `layout`), or an error record.
  package func readBatchItem(_ bytes: [UInt8]) throws(LayoutDocumentError) -> BatchItem {
    let value = try parse(bytes)
    guard value["schemaVersion"] == nil else { return .document(try read(value)) }
    if let layout = value["layout"] {
      return .document(try read(layout, at: "layout"))
    }
    if let error = value["error"] {
      let message = error["message"]?.scalarText ?? "no message"
      return .failedAlert(id: value["id"]?.scalarText, message: message)
    }
    // Neither a document nor a record: report what a document lacks.
    return .document(try read(value))
  }
}

extension LayoutDocumentReader {
  /// Whether `bytes` hold one complete JSON value (ignoring surrounding whitespace): the test
  /// that tells an NDJSON stream, whose first line is a whole document or record, from one
  /// pretty-printed document, whose first line is `{`.
  package static func isCompleteJSON(_ bytes: some Collection<UInt8>) -> Bool {
    (try? JSONParser.parse(bytes, limits: .init(maxDepth: 64, maxStringBytes: 1 << 20))) != nil
  }
}
