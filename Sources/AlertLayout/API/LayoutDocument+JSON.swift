#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LayoutDocument {
  /// The document as UTF-8 JSON with sorted keys, pretty-printed or compact (one line).
  ///
  /// Sorted keys make output byte-for-byte reproducible; Foundation's default order is not.
  /// The bytes are those of the `Codable` conformance through `JSONEncoder` with `.sortedKeys`
  /// and `.withoutEscapingSlashes`, written directly by `LayoutJSONWriter` at a tenth of the
  /// cost. Throws `EncodingError` for a theme metric that is not a finite number.
  public func jsonData(pretty: Bool = true) throws -> Data {
    var writer = LayoutJSONWriter(pretty: pretty)
    try writer.write(self)
    return writer.withUnsafeBytes { Data($0) }
  }

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
