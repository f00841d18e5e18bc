extension JSONParser {
  /// The 1-based line and column of the value at `path` (as `a.b[2].c`), if the document has it.
  ///
  /// Only used after a content error, so the happy path never pays for tracking positions.
  package static func location(of path: String, in data: some Collection<UInt8>) -> (
    line: Int, column: Int
  )? {
    locations(of: [path], in: data)[path]
  }

  /// The 1-based line and column of the value at each of `paths` the document has, found in
  /// one reading.
  package static func locations(of paths: [String], in data: some Collection<UInt8>) -> [String: (
    line: Int, column: Int
  )] {
    let array = Array(data)
    return array.withUnsafeBufferPointer { buffer -> [String: (line: Int, column: Int)] in
      var parser = JSONParser(
        bytes: buffer, limits: JSONLimits(maxDepth: 256, maxStringBytes: .max))
      parser.positions = [:]
      _ = try? parser.parseDocument()
      var found: [String: (line: Int, column: Int)] = [:]
      for path in paths {
        guard let offset = parser.positions?[path] else { continue }
        parser.index = offset
        let error = parser.error(.emptyDocument)
        found[path] = (error.line, error.column)
      }
      return found
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

extension JSONParser {
  /// The 1-based line and column of each offset of `offsets`, which must be in increasing
  /// order, counted as syntax errors count them (columns in characters, a byte order mark not
  /// one): one pass over `bytes` for all of them.
  static func positions(of offsets: [Int], in bytes: UnsafeBufferPointer<UInt8>)
    -> [(line: Int, column: Int)]
  {
    var positions: [(line: Int, column: Int)] = []
    positions.reserveCapacity(offsets.count)
    var line = 1
    var column = 1
    let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    var index = hasBOM ? 3 : 0
    for offset in offsets {
      while index < min(offset, bytes.count) {
        if bytes[index] == 0x0A {
          line += 1
          column = 1
        } else if bytes[index] & 0xC0 != 0x80 {
          column += 1
        }
        index += 1
      }
      positions.append((line, column))
    }
    return positions
  }
}
