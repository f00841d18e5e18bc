/// What a terminal shows of a text: which characters must be made visible, and how many
/// columns each grapheme cluster takes.
///
/// No dependency and no ICU: the scalar properties Swift carries, and a compact table of the
/// East Asian Wide and Fullwidth blocks.
extension TextCanvas {
  /// `content` safe for a terminal: a tab becomes a space, line breaks stay, and every other
  /// control character and every invisible or format character (bidi controls such as U+202E,
  /// zero-width characters, tag characters) is shown as `<U+202E>`. Leaked data can then
  /// neither move the cursor, clear the screen or retitle the window, nor reorder what is
  /// shown (`‮gnp.exe‬` displaying as `exe.png`) or hide text. Emoji keep their joiners and
  /// flag tags, which join what is visible into one picture.
  static func printable(_ content: String) -> String {
    if content.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F || $0 == 0x0A }) { return content }
    // ar-XB's forced right-to-left words are drawn as a right-to-left display shows them,
    // before escaping, which would otherwise show their direction controls as `<U+202E>`.
    let content = VisualBidi.visualWords(content)
    var result = ""
    for character in content {
      if character.isNewline {
        result.append(character)
        continue
      }
      let scalars = character.unicodeScalars
      guard scalars.contains(where: isHidden) else {
        result.append(character)
        continue
      }
      // Inside an emoji cluster, joiners between pictures and the tags of a subdivision flag
      // (🏴 + tag letters + cancel tag) are part of what is drawn.
      let joinsPictures = scalars.first?.properties.isEmoji == true
      let tagsFlag = scalars.first == "\u{1F3F4}" && scalars.last == "\u{E007F}"
      for (offset, scalar) in scalars.enumerated() {
        let isJoiner =
          joinsPictures && scalar == "\u{200D}" && offset > 0 && offset < scalars.count - 1
        let isFlagTag = tagsFlag && (0xE0020...0xE007F).contains(scalar.value)
        if scalar == "\t" {
          result += " "
        } else if !isHidden(scalar) || isJoiner || isFlagTag {
          result.unicodeScalars.append(scalar)
        } else {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          result += "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
        }
      }
    }
    return result
  }

  /// Control characters, format characters and other default-ignorable (invisible) ones,
  /// except variation selectors, which only choose how the character before them looks.
  private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value >= 0x20, scalar.value < 0x7F { return false }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .control, .format: return true
    default: return properties.isDefaultIgnorableCodePoint && !properties.isVariationSelector
    }
  }

  /// The columns `text` takes on a terminal, cluster by cluster.
  static func displayWidth(_ text: some StringProtocol) -> Int {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
    return text.reduce(0) { $0 + displayWidth($1) }
  }

  /// The columns one grapheme cluster takes: 2 for East Asian Wide and Fullwidth characters
  /// and for emoji shown as pictures (sequences with joiners, skin tones or VS16, flags), 1
  /// otherwise. Combining marks take none: they belong to the cluster of their base.
  static func displayWidth(_ character: Character) -> Int {
    if character.isASCII { return 1 }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    let properties = first.properties
    if properties.isEmojiPresentation || isWide(first.value) { return 2 }
    if properties.isEmoji, scalars.count > 1,
      scalars.contains(where: {
        $0 == "\u{FE0F}" || $0 == "\u{200D}" || $0.properties.isEmojiModifier
      })
    {
      return 2
    }
    return 1
  }

  /// East Asian Wide and Fullwidth blocks (UAX #11), and the pictographic planes whose
  /// characters terminals draw two columns wide; counting a few text-style symbols there as
  /// two errs on the side of a shorter line.
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
      0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
      0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
      0x17000...0x18CFF, 0x1AFF0...0x1B2FF, 0x1F1E6...0x1F1FF, 0x1F200...0x1F2FF,
      0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF,
      0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
