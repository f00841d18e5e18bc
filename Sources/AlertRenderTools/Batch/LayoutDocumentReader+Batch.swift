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
    try withValidated(bytes) { (root) throws(LayoutDocumentError) in
      let member = root.member
      guard member("schemaVersion") == nil else {
        return .document(try read(root, at: "", locating: true))
      }
      if let layout = member("layout") {
        return .document(try read(layout, at: "layout", locating: true))
      }
      if let error = member("error") {
        let message = error.member("message")
        return .failedAlert(
          id: member("id").flatMap(\.scalarText),
          message: message.flatMap(\.scalarText) ?? "no message")
      }
      // Neither a document nor a record: report what a document lacks.
      return .document(try read(root, at: "", locating: true))
    }
  }
}

extension LayoutDocumentReader {
  /// Whether `bytes` hold one complete JSON value (ignoring surrounding whitespace): the test
  /// that tells an NDJSON stream, whose first line is a whole document or record, from one
  /// pretty-printed document, whose first line is `{`. Builds no tree.
  package static func isCompleteJSON(_ bytes: some Collection<UInt8>) -> Bool {
    func isValid(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
      (try? JSONParser.validate(buffer, limits: limits(1 << 20))) != nil
    }
    return bytes.withContiguousStorageIfAvailable(isValid)
      ?? Array(bytes).withUnsafeBufferPointer(isValid)
  }
}

extension JSONSpan {
  /// The text of a string or number, as `JSONValue.scalarText` gives it.
  var scalarText: String? { string ?? number }
}
