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
  /// and `.withoutEscapingSlashes`, written directly by `LayoutJSONWriter`, which boxes
  /// nothing and sorts nothing at run time. Throws `EncodingError` for a theme metric that is not a finite number.
  public func jsonData(pretty: Bool = true) throws -> Data {
    var writer = LayoutJSONWriter(pretty: pretty)
    try writer.write(self)
    return writer.withUnsafeBytes { Data($0) }
  }
}
