import Foundation

extension LayoutDocument {
  /// The document as UTF-8 JSON with sorted keys, pretty-printed or compact (one line).
  ///
  /// Sorted keys make output byte-for-byte reproducible; Foundation's default order is not.
  public func jsonData(pretty: Bool = true) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }
}
