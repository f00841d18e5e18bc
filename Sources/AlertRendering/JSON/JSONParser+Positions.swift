extension JSONParser {
  /// The 1-based line and column of the value at `path` (as `a.b[2].c`), if the document has it.
  ///
  /// Only used after a content error, so the happy path never pays for tracking positions.
  static func location(of path: String, in data: some Collection<UInt8>) -> (
    line: Int, column: Int
  )? {
    let array = Array(data)
    return array.withUnsafeBufferPointer { buffer -> (line: Int, column: Int)? in
      var parser = JSONParser(
        bytes: buffer, limits: JSONLimits(maxDepth: 256, maxStringBytes: .max))
      parser.positions = [:]
      _ = try? parser.parseDocument()
      guard let offset = parser.positions?[path] else { return nil }
      parser.index = offset
      let error = parser.error(.emptyDocument)
      return (error.line, error.column)
    }
  }

  var currentPath: String {
    path.reduce(into: "") { result, component in
      if component.hasPrefix("[") || result.isEmpty {
        result += component
      } else {
        result += "." + component
      }
    }
  }
}
