import AlertLayout

/// Writes String Catalogs (and `.xcloc` manifests) byte for byte as Xcode formats them.
///
/// Xcode pretty-prints with two spaces, `"key" : value`, object keys in Finder's order
/// (case-insensitive, digit runs by value, ties by code point), `/` and non-ASCII unescaped,
/// an empty object as `{` and `}` around an empty line, and a newline at the end. Writing a
/// catalog Xcode saved therefore changes no byte, and a catalog this tool saves diffs cleanly
/// against one Xcode saves later.
enum CatalogJSONWriter {
  /// `value` as Xcode writes a catalog file.
  static func bytes(_ value: JSONValue) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(1 << 16)
    write(value, indent: 0, into: &bytes)
    bytes.append(0x0A)
    return bytes
  }

  private static func write(_ value: JSONValue, indent: Int, into bytes: inout [UInt8]) {
    switch value {
    case .null: bytes += Array("null".utf8)
    case .bool(let flag): bytes += Array((flag ? "true" : "false").utf8)
    case .number(let text): bytes += Array(text.utf8)
    case .string(let text): bytes += quoted(text)
    case .array(let elements):
      bytes.append(UInt8(ascii: "["))
      bytes.append(0x0A)
      for (offset, element) in elements.enumerated() {
        if offset > 0 { bytes += [UInt8(ascii: ","), 0x0A] }
        bytes += repeatElement(UInt8(ascii: " "), count: indent + 2)
        write(element, indent: indent + 2, into: &bytes)
      }
      bytes.append(0x0A)
      bytes += repeatElement(UInt8(ascii: " "), count: indent)
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      bytes.append(0x0A)
      for (offset, member) in sorted(members).enumerated() {
        if offset > 0 { bytes += [UInt8(ascii: ","), 0x0A] }
        bytes += repeatElement(UInt8(ascii: " "), count: indent + 2)
        bytes += quoted(member.key)
        bytes += Array(" : ".utf8)
        write(member.value, indent: indent + 2, into: &bytes)
      }
      bytes.append(0x0A)
      bytes += repeatElement(UInt8(ascii: " "), count: indent)
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// A JSON string literal with the escapes JSONEncoder uses, `/` left alone.
  private static func quoted(_ text: String) -> [UInt8] {
    Array(JSONText.quoted(text).utf8)
  }

  /// `members` in Xcode's key order.
  static func sorted(_ members: [JSONMember]) -> [JSONMember] {
    members.sorted { precedes($0.key, $1.key) }
  }

  /// Whether `a` comes before `b` in the order Finder and Xcode sort names: letters compared
  /// without case, runs of digits by their value, and code points deciding ties.
  ///
  /// Foundation's `localizedStandardCompare` needs ICU; this is the same order for the ASCII
  /// keys catalogs use. Non-ASCII letters are compared by their lowercased scalars, where
  /// Xcode would also ignore accents and width.
  static func precedes(_ a: String, _ b: String) -> Bool {
    var left = Array(a.lowercased().unicodeScalars)[...]
    var right = Array(b.lowercased().unicodeScalars)[...]
    while let l = left.first, let r = right.first {
      if l.properties.numericType == .decimal, r.properties.numericType == .decimal,
        l.isASCII, r.isASCII
      {
        let leftDigits = left.prefix { $0.isASCII && $0.properties.numericType == .decimal }
        let rightDigits = right.prefix { $0.isASCII && $0.properties.numericType == .decimal }
        let leftValue = leftDigits.drop { $0 == "0" }
        let rightValue = rightDigits.drop { $0 == "0" }
        if leftValue.count != rightValue.count { return leftValue.count < rightValue.count }
        for (x, y) in zip(leftValue, rightValue) where x != y { return x.value < y.value }
        left = left.dropFirst(leftDigits.count)
        right = right.dropFirst(rightDigits.count)
        continue
      }
      if l != r { return l.value < r.value }
      left = left.dropFirst()
      right = right.dropFirst()
    }
    if left.isEmpty != right.isEmpty { return left.isEmpty }
    return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
  }
}
