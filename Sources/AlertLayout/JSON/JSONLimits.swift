/// Bounds that keep one hostile JSON document from exhausting memory or stack.
package struct JSONLimits: Sendable {
  /// How deeply arrays and objects may nest.
  package var maxDepth = 64
  /// How many bytes one string may hold once decoded.
  package var maxStringBytes = 16 * 1024

  /// Limits of `maxDepth` and `maxStringBytes`.
  package init(maxDepth: Int = 64, maxStringBytes: Int = 16 * 1024) {
    self.maxDepth = maxDepth
    self.maxStringBytes = maxStringBytes
  }
}
