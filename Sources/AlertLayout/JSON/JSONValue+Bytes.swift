extension JSONValue {
  /// The value as compact JSON, members in their order: for reading a value made in memory
  /// with the readers of bytes (`JSONSpan`).
  package var jsonBytes: [UInt8] {
    var bytes: [UInt8] = []
    write(into: &bytes)
    return bytes
  }

  private func write(into bytes: inout [UInt8]) {
    switch self {
    case .null: bytes += "null".utf8
    case .bool(let flag): bytes += (flag ? "true" : "false").utf8
    case .number(let text): bytes += text.utf8
    case .string(let text): Self.write(text, into: &bytes)
    case .array(let elements):
      bytes.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        element.write(into: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        Self.write(member.key, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        member.value.write(into: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// `text` as a JSON string: quotes, backslashes and control characters escaped.
  private static func write(_ text: String, into bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        bytes += [UInt8(ascii: "\\"), byte]
      case 0..<0x20:
        let digits = Array("0123456789abcdef".utf8)
        bytes += Array("\\u00".utf8) + [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
      default:
        bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
