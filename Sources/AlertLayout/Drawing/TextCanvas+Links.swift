extension TextCanvas {
  /// A link in a paragraph's text: the UTF-16 range of its words and, to write it as an OSC 8
  /// hyperlink, its URL.
  struct Link: Equatable {
    var start: Int
    var length: Int
    /// The URL an OSC 8 hyperlink opens; nil draws the words as a link without one.
    var hyperlink: String?
  }

  /// A run of a wrapped row and the index of the link it belongs to, if any.
  typealias Part = (text: String, link: Int?)

  /// Each row of `rows` (`content` wrapped) cut into runs by the links of `content`, or nil
  /// when the rows cannot be matched to `content` character by character (a text `printable`
  /// changes), which is then drawn without links.
  ///
  /// Wrapping only drops spaces and line breaks, so the other characters of the rows are those
  /// of `content` in order; a space joining two characters of one link belongs to it.
  static func parts(of rows: [String], in content: String, links: [Link]) -> [[Part]]? {
    guard printable(content) == content else { return nil }
    var characters: [(Character, link: Int?)] = []
    var offset = 0
    for character in content {
      if character != " ", !character.isNewline {
        let link = links.firstIndex { offset >= $0.start && offset - $0.start < $0.length }
        characters.append((character, link))
      }
      offset += character.utf16.count
    }
    var next = 0
    var result: [[Part]] = []
    for row in rows {
      var parts: [Part] = []
      var pendingSpace = false
      for character in row {
        if character == " " {
          pendingSpace = true
          continue
        }
        guard next < characters.count, characters[next].0 == character else { return nil }
        let link = characters[next].link
        next += 1
        if pendingSpace {
          let previous = parts.last?.link
          let joined = previous != nil && previous == link
          append(" ", joined ? link : nil, to: &parts)
          pendingSpace = false
        }
        append(String(character), link, to: &parts)
      }
      result.append(parts)
    }
    return next == characters.count ? result : nil
  }

  private static func append(_ text: String, _ link: Int?, to parts: inout [Part]) {
    if let last = parts.last, last.link == link {
      parts[parts.count - 1].text += text
    } else {
      parts.append((text, link))
    }
  }

  /// One row of a paragraph with links after `head`: link words in the link colour and
  /// underlined when colours are on, and between an OSC 8 hyperlink's escapes (which take no
  /// columns) when the link has a URL that is printable ASCII, opened again on every row.
  mutating func linkedRow(
    _ parts: [Part], links: [Link], style: Style, head: String, headWidth: Int
  ) {
    var row = head
    var width = headWidth
    for part in parts {
      width += Self.displayWidth(part.text)
      guard let index = part.link else {
        row += paint(part.text, style)
        continue
      }
      let words = paint(
        part.text,
        Style(foreground: \.link, background: style.background, bold: style.bold, underline: true))
      if let url = links[index].hyperlink, Self.isHyperlinkSafe(url) {
        row += "\u{1B}]8;;" + url + "\u{1B}\\" + words + "\u{1B}]8;;\u{1B}\\"
      } else {
        row += words
      }
    }
    if color, style.background != nil {
      row += paint(String(repeating: " ", count: max(self.width - width, 0)), style)
    }
    append(row)
  }

  /// Whether `url` can stand inside an OSC 8 escape: printable ASCII only, so it can neither
  /// end the escape nor start another.
  static func isHyperlinkSafe(_ url: String) -> Bool {
    !url.isEmpty && url.utf8.count <= 2_048 && url.utf8.allSatisfy { (0x21...0x7E).contains($0) }
  }
}
