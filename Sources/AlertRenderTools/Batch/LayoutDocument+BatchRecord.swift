import AlertLayout

extension LayoutDocument {
  /// The batch record of this document, `{LABEL,"id":ID,"layout":DOCUMENT}` and a line break,
  /// written in one buffer: `label` is a JSON member written as it is (`"line":7`). Parts
  /// equal to those of `prewritten` are taken as written there.
  package func jsonRecord(
    label: String, prewritten: PrewrittenParts? = nil
  ) throws -> [UInt8] {
    var writer = LayoutJSONWriter(pretty: false, capacity: 12 << 10)
    writer.prewritten = prewritten
    try writeRecord(label: label, into: &writer)
    return writer.bytes
  }

  /// Appends the batch record of this document to what `writer` holds, taking the parts
  /// equal to those of its `prewritten` as written there, and the actions the document left
  /// out from them with `sharedActionsOmitted` (`AlertRenderer.rendered`); when writing
  /// fails, `writer` is left as it was.
  package func writeRecord(
    label: String, sharedActionsOmitted: Bool = false, into writer: inout LayoutJSONWriter
  ) throws {
    let start = writer.count
    writer.appendRaw("{")
    writer.appendRaw(label)
    writer.appendRaw(",\"id\":")
    writer.string(alert.id)
    writer.appendRaw(",\"layout\":")
    do {
      try writer.write(self, sharedActionsOmitted: sharedActionsOmitted)
    } catch {
      writer.removeLast(writer.count - start)
      throw error
    }
    writer.appendRaw("}\n")
  }
}
