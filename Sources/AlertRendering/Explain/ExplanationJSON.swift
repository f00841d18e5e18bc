import AlertLayout

/// Writes JSON values with their members in the order given: pretty (two spaces, one member
/// per line, `"key": value`) for explanations, or compact for quoting a rule's value.
enum ExplanationJSON {
  /// `value` on one line, as a message quotes it: `{"keepLast":4}`.
  static func compact(_ value: JSONValue) -> String {
    var output = ""
    write(value, indent: nil, into: &output)
    return output
  }

  /// `value` pretty-printed, ending in a newline.
  static func pretty(_ value: JSONValue) -> String {
    var output = ""
    write(value, indent: "", into: &output)
    return output + "\n"
  }

  private static func write(_ value: JSONValue, indent: String?, into output: inout String) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let text): output += text
    case .string(let text): output += JSONText.quoted(text)
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      let inner = indent.map { $0 + "  " }
      output += "["
      for (index, element) in elements.enumerated() {
        output += index == 0 ? "" : ","
        if let inner { output += "\n" + inner }
        write(element, indent: inner, into: &output)
      }
      if let indent { output += "\n" + indent }
      output += "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      let inner = indent.map { $0 + "  " }
      output += "{"
      for (index, member) in members.enumerated() {
        output += index == 0 ? "" : ","
        if let inner { output += "\n" + inner }
        output += JSONText.quoted(member.key) + (indent == nil ? ":" : ": ")
        write(member.value, indent: inner, into: &output)
      }
      if let indent { output += "\n" + indent }
      output += "}"
    }
  }
}
