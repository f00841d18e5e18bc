extension LayoutHTMLEncoder {
  /// `value` safe as element content: `&`, `<`, `>` and both quotes become references.
  package static func text(_ value: String) -> String {
    var result = ""
    result.reserveCapacity(value.utf8.count)
    for character in value.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      // Controls other than tab and newline are not allowed in HTML text.
      case "\u{0}"..."\u{8}", "\u{B}", "\u{C}", "\u{E}"..."\u{1F}", "\u{7F}": result += "\u{FFFD}"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// `value` safe inside a double-quoted attribute; the same escaping as text.
  static func attribute(_ value: String) -> String { text(value) }

  /// `value` as an element id fragment: ASCII letters, digits, `-` and `_`, anything else as
  /// `-`, so ids from the document can never break out of an attribute or a CSS selector.
  static func identifier(_ value: String) -> String {
    let safe = value.unicodeScalars.map { scalar -> Character in
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "-", "_": Character(scalar)
      default: "-"
      }
    }
    return safe.isEmpty ? "-" : String(safe)
  }

  /// A font name from the document as a CSS string: only letters, digits, spaces, `-` and `_`
  /// survive, so a name can neither end the string nor the `<style>` element.
  static func cssString(_ value: String) -> String {
    let safe = value.unicodeScalars.filter { scalar in
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", " ", "-", "_": true
      default: false
      }
    }
    return "\"" + String(String.UnicodeScalarView(safe)) + "\""
  }
}
