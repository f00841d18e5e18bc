/// Bounds that keep one hostile XML document from exhausting memory or stack.
struct XMLLimits: Sendable {
  /// How deeply elements may nest.
  var maxDepth = 128
  /// How many attributes one element may have.
  var maxAttributes = 256
}
