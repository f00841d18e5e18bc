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
    writer.appendRaw("{")
    writer.appendRaw(label)
    writer.appendRaw(",\"id\":")
    writer.string(alert.id)
    writer.appendRaw(",\"layout\":")
    try writer.write(self)
    writer.appendRaw("}\n")
    return writer.bytes
  }
}
