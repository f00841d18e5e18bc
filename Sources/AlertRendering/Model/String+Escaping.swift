extension String {
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
