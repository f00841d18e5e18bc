/// A JSON value inside bytes that `JSONParser.validate` accepted, read on demand: nothing is
/// built until it is asked for, so reading a large document costs its bytes and what the
/// reader makes of them, never a tree of every value.
///
/// A span trusts its bytes to be valid JSON and does not check them again, and it points into
/// them: use spans only inside the `withUnsafeBufferPointer` that gave the bytes.
package struct JSONSpan {
  /// The kinds of JSON value.
  enum Kind {
    case null, bool, number, string, array, object
  }

  /// The whole document's bytes.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The offset of the value's first byte.
  let offset: Int

  /// The document's value, after a byte order mark and whitespace.
  static func document(in bytes: UnsafeBufferPointer<UInt8>) -> JSONSpan {
    let start = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    return JSONSpan(bytes: bytes, offset: JSONSpan.skipWhitespace(in: bytes, from: start))
  }

  var kind: Kind {
    switch bytes[offset] {
    case UInt8(ascii: "{"): .object
    case UInt8(ascii: "["): .array
    case UInt8(ascii: "\""): .string
    case UInt8(ascii: "t"), UInt8(ascii: "f"): .bool
    case UInt8(ascii: "n"): .null
    default: .number
    }
  }

  /// The string, unescaped; nil for another kind of value.
  package var string: String? {
    kind == .string ? Self.string(in: bytes, at: offset).text : nil
  }

  /// A number as written; nil for another kind of value.
  package var number: String? {
    guard kind == .number else { return nil }
    return String(
      decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
  }

  /// `true` or `false`; nil for another kind of value.
  var bool: Bool? {
    kind == .bool ? bytes[offset] == UInt8(ascii: "t") : nil
  }

  /// The members of an object in document order, found one at a time (none for another kind
  /// of value), each key unescaped.
  var members: Members { Members(object: self) }

  /// The value of the first member `key` of an object, compared by code points; nil when
  /// there is none or this is not an object.
  package func member(_ key: String) -> JSONSpan? {
    members.first { $0.key.isExactly(key) }?.value
  }

  /// The members of an object, read as they are iterated.
  struct Members: Sequence {
    let object: JSONSpan

    /// How many members there are: one pass over the object, to reserve room before reading.
    var count: Int {
      var count = 0
      var iterator = makeIterator()
      while iterator.skip() { count += 1 }
      return count
    }

    func makeIterator() -> Iterator {
      let start = JSONSpan.skipWhitespace(in: object.bytes, from: object.offset + 1)
      return Iterator(
        bytes: object.bytes,
        index: object.kind == .object && object.bytes[start] == UInt8(ascii: "\"") ? start : nil)
    }

    struct Iterator: IteratorProtocol {
      let bytes: UnsafeBufferPointer<UInt8>
      /// Where the next member's key starts; nil after the last.
      var index: Int?

      mutating func next() -> (key: String, value: JSONSpan)? {
        guard let start = index else { return nil }
        let key = JSONSpan.string(in: bytes, at: start)
        return (key.text, JSONSpan(bytes: bytes, offset: advance(pastKeyEndingAt: key.end)))
      }

      /// Moves past the next member without reading its key; false after the last.
      mutating func skip() -> Bool {
        guard let start = index else { return false }
        _ = advance(pastKeyEndingAt: JSONSpan.stringEnd(in: bytes, from: start))
        return true
      }

      /// Moves past the member whose key ends at `keyEnd`; returns where its value starts.
      private mutating func advance(pastKeyEndingAt keyEnd: Int) -> Int {
        // Past the colon and the whitespace around it.
        let value = JSONSpan.skipWhitespace(
          in: bytes, from: JSONSpan.skipWhitespace(in: bytes, from: keyEnd) + 1)
        let after = JSONSpan.skipWhitespace(in: bytes, from: JSONSpan.end(in: bytes, from: value))
        index =
          bytes[after] == UInt8(ascii: ",")
          ? JSONSpan.skipWhitespace(in: bytes, from: after + 1) : nil
        return value
      }
    }
  }

  /// The elements of an array in order, found one at a time (none for another kind of value).
  var elements: Elements { Elements(array: self) }

  /// The elements of an array, read as they are iterated.
  struct Elements: Sequence {
    let array: JSONSpan

    /// How many elements there are: one pass over the array, to reserve room before reading.
    var count: Int {
      var count = 0
      for _ in self { count += 1 }
      return count
    }

    func makeIterator() -> Iterator {
      let isArray = array.kind == .array
      let start = JSONSpan.skipWhitespace(in: array.bytes, from: array.offset + 1)
      return Iterator(
        bytes: array.bytes,
        index: isArray && array.bytes[start] != UInt8(ascii: "]") ? start : nil)
    }

    struct Iterator: IteratorProtocol {
      let bytes: UnsafeBufferPointer<UInt8>
      /// Where the next element starts; nil after the last.
      var index: Int?

      mutating func next() -> JSONSpan? {
        guard let start = index else { return nil }
        let after = JSONSpan.skipWhitespace(in: bytes, from: JSONSpan.end(in: bytes, from: start))
        index =
          bytes[after] == UInt8(ascii: ",")
          ? JSONSpan.skipWhitespace(in: bytes, from: after + 1) : nil
        return JSONSpan(bytes: bytes, offset: start)
      }
    }
  }

  /// The offset just past the value.
  var end: Int { Self.end(in: bytes, from: offset) }

  // MARK: Scanning valid JSON

  /// The offset just past the value starting at `start`.
  static func end(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    switch bytes[index] {
    case UInt8(ascii: "\""):
      return stringEnd(in: bytes, from: index)
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      var depth = 0
      while true {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          index = stringEnd(in: bytes, from: index)
          continue
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
          if depth == 0 { return index + 1 }
        default:
          break
        }
        index += 1
      }
    case UInt8(ascii: "t"), UInt8(ascii: "n"):
      return index + 4
    case UInt8(ascii: "f"):
      return index + 5
    default:
      // A number: digits, sign, point and exponent.
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
          UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
          index += 1
        default:
          return index
        }
      }
      return index
    }
  }

  /// The offset just past the string whose opening quote is at `quote`.
  static func stringEnd(in bytes: UnsafeBufferPointer<UInt8>, from quote: Int) -> Int {
    var index = quote + 1
    while bytes[index] != UInt8(ascii: "\"") {
      index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
    }
    return index + 1
  }

  /// The string whose opening quote is at `quote`, unescaped, and the offset past it.
  static func string(in bytes: UnsafeBufferPointer<UInt8>, at quote: Int)
    -> (text: String, end: Int)
  {
    var parser = JSONParser(bytes: bytes, limits: .init(maxDepth: .max, maxStringBytes: .max))
    parser.index = quote
    // Valid by contract; an empty string is what an impossible failure would give.
    let text = (try? parser.parseString()) ?? ""
    return (text, parser.index)
  }

  static func skipWhitespace(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return index
      }
    }
    return index
  }
}
