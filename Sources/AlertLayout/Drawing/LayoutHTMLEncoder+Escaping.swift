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

  /// `value` as an element id fragment, one to one, so that two ids of the document never
  /// become one element id (`x.y` and `x-y` both became `x-y`, and a button opened the other
  /// dialog): ASCII letters, digits and `-` stay; every other character, `_` included,
  /// becomes `_`, its code point in lower-case hex and `_` (`x.y` is `x_2e_y`). No id can
  /// break out of an attribute or a CSS selector.
  ///
  /// The page appends `-title` and `-message` to a dialog's element id, so the `-` before a
  /// `title` or `message` that ends an id is written `_2d_`: the dialog `a-title` must not
  /// take the id of the title of the dialog `a`.
  static func identifier(_ value: String) -> String {
    var result = ""
    result.reserveCapacity(value.utf8.count)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "-": result.unicodeScalars.append(scalar)
      default: result += "_" + String(scalar.value, radix: 16) + "_"
      }
    }
    for suffix in ["title", "message"] where result.hasSuffix("-" + suffix) {
      result.removeLast(suffix.count + 1)
      result += "_2d_" + suffix
    }
    return result
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
