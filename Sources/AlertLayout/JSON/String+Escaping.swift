extension String {
  /// The string as a message quotes a value, key or name it was given: cut to `limit`
  /// characters, the last of them `…`, and escaped for the terminal, so that one line stays
  /// readable whatever the value holds (a 1 MB key, a 100,000-character option).
  ///
  /// Characters are counted among the first `16 × limit` scalars only (an emoji sequence
  /// holds up to about ten), so that a value of one huge cluster (a letter and 100,000
  /// combining marks) is cut too, and a long value costs no more than a short one.
  package func cutForMessage(limit: Int = 80) -> String {
    let scalars = unicodeScalars
    let scalarEnd =
      scalars.index(scalars.startIndex, offsetBy: 16 * limit, limitedBy: scalars.endIndex)
      ?? endIndex
    let head = self[..<scalarEnd]
    if scalarEnd == endIndex,
      head.index(head.startIndex, offsetBy: limit + 1, limitedBy: head.endIndex) == nil
    {
      return escapedForTerminal
    }
    return (String(head.prefix(limit - 1)) + "…").escapedForTerminal
  }

  /// The string as a message names a file by it: whole unless it is longer than any path a
  /// system opens (`PATH_MAX`, 4,096 bytes), so that a real file is always named in full and
  /// a value taken for a path (an alert pasted as an argument) is cut as values are.
  package var cutAsPath: String { cutForMessage(limit: 4096) }

  /// The string safe to print in a message on a terminal: control characters (C0, DEL, C1),
  /// format characters (bidi controls, zero-width and tag characters) and line and paragraph
  /// separators become `\u` and their hexadecimal code, so that a file name, key or value can
  /// neither drive the terminal (`ESC]0;…BEL` retitles it) nor reorder or hide what is shown.
  ///
  /// Escaping twice changes nothing more: the escapes are plain ASCII.
  package var escapedForTerminal: String {
    guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
    var escaped = ""
    for scalar in unicodeScalars {
      if Self.needsEscape(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        escaped += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    // Printable ASCII, the bulk of every message, is decided without a property lookup.
    if scalar.value >= 0x20, scalar.value < 0x7F { return false }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: return true
    default: return false
    }
  }
}

extension DefaultStringInterpolation {
  /// `\(cut: value)`: `value` as messages quote what they were given (`cutForMessage()`).
  package mutating func appendInterpolation(cut value: some StringProtocol) {
    appendLiteral(String(value).cutForMessage())
  }
}
