/// Bounds that keep one hostile JSON document from exhausting memory or stack.
struct JSONLimits: Sendable {
  /// How deeply arrays and objects may nest.
  var maxDepth = 64
  /// How many bytes one string may hold once decoded.
  var maxStringBytes = 16 * 1024
}
