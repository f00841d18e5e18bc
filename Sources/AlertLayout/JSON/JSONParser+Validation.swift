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

  /// Parses `bytes` as `parse(_:limits:)` does, and tells whether the bytes of all its strings
  /// are ASCII: a document that parses and whose strings are ASCII is ASCII throughout but for
  /// a byte order mark (JSON's own syntax is), and so needs no check of its UTF-8.
  package static func parse(_ bytes: [UInt8], limits: JSONLimits, stringsAreASCII: inout Bool)
    throws(JSONSyntaxError) -> JSONValue
  {
    do {
      return try bytes.withUnsafeBufferPointer { buffer in
        var parser = JSONParser(bytes: buffer, limits: limits)
        let value = try parser.parseDocument()
        stringsAreASCII = parser.stringBits & 0x8080_8080_8080_8080 == 0
        return value
      }
    } catch let error as JSONSyntaxError {
      throw error
    } catch {
      preconditionFailure("JSONParser throws only JSONSyntaxError")
    }
  }
}
