/// How a right-to-left display shows the words of the bidi pseudo-locale (`ar-XB`), for the
/// text preview, which draws characters in logical order.
enum VisualBidi {
  /// `text` as a right-to-left display shows the words the bidi pseudo-locale wraps in RLM RLO
  /// … PDF RLM, without the direction controls: each such word reversed. For the terminal preview, which must not pass
  /// those controls on; any other control, such as an unbalanced override from alert data, is
  /// left where it is for the preview to escape.
  static func visualWords(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    guard scalars.contains("\u{202E}") else { return text }
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if index + 1 < scalars.count, scalars[index] == "\u{200F}", scalars[index + 1] == "\u{202E}",
        let end = wordEnd(in: scalars, from: index + 2)
      {
        let word = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
        result.append(contentsOf: String(word.reversed()).unicodeScalars)
        index = end + 2
        continue
      }
      result.append(scalars[index])
      index += 1
    }
    return String(result)
  }

  /// Where the word starting at `start` ends (its PDF RLM), when nothing but printable,
  /// non-space characters come before it.
  private static func wordEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
    var index = start
    while index + 1 < scalars.count {
      let scalar = scalars[index]
      if scalar == "\u{202C}" {
        return scalars[index + 1] == "\u{200F}" && index > start ? index : nil
      }
      if scalar.properties.isWhitespace || isFormatControl(scalar) || scalar.value < 0x20
        || (0x7F...0x9F).contains(scalar.value)
      {
        return nil
      }
      index += 1
    }
    return nil
  }

  /// Whether `character` is a bidirectional formatting character (marks, embeddings,
  /// overrides, isolates).
  private static func isFormatControl(_ scalar: Unicode.Scalar) -> Bool {
    (0x200E...0x200F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
      || (0x2066...0x2069).contains(scalar.value) || scalar.value == 0x061C
  }
}
