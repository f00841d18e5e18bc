extension JSONParser {
  /// Checks that `bytes` hold one JSON document within `limits`, throwing the error `parse`
  /// would throw, without building its values: memory stays that of the open containers'
  /// keys, whatever the document's size. `JSONSpan` then reads the document on demand.
  package static func validate(_ bytes: UnsafeBufferPointer<UInt8>, limits: JSONLimits)
    throws(JSONSyntaxError)
  {
    var parser = JSONParser(bytes: bytes, limits: limits)
    parser.buildsValues = false
    _ = try parser.parseDocument()
  }
}
