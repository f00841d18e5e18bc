/// Lines of terminal text of a fixed width, wrapped by word and optionally coloured.
///
/// Widths are counted in characters (grapheme clusters): right for the Latin scripts the
/// catalogs hold; East Asian wide characters would count as one column instead of two.
struct TextCanvas {
  /// How a run of text is coloured; keys name theme colours so the document decides the look.
  struct Style {
    /// The text colour.
    var foreground: KeyPath<Theme.Colors, Theme.Color>
    /// The fill behind the text, padded to the full line when set.
    var background: KeyPath<Theme.Colors, Theme.Color>?
    /// Whether the text is bold.
    var bold = false

    init(
      foreground: KeyPath<Theme.Colors, Theme.Color>,
      background: KeyPath<Theme.Colors, Theme.Color>? = nil, bold: Bool = false
    ) {
      self.foreground = foreground
      self.background = background
      self.bold = bold
    }
  }

  let width: Int
  let color: Bool
  let colors: Theme.Colors
  /// The finished lines, each ending in a newline.
  private(set) var text = ""

  init(width: Int, color: Bool, colors: Theme.Colors) {
    self.width = width
    self.color = color
    self.colors = colors
  }

  /// An empty line.
  mutating func blank() { text += "\n" }

  /// A line of `character` across the full width.
  mutating func rule(_ character: Character, style: Style) {
    line(String(repeating: character, count: width), style: style)
  }

  /// `content`, wrapped, each line centred.
  mutating func centered(_ content: String, style: Style) {
    for row in Self.wrap(content, width: width) {
      line(String(repeating: " ", count: (width - row.count) / 2) + row, style: style)
    }
  }

  /// `content` wrapped to the width less `indent`; the first line starts with `lead` padded to
  /// `indent` columns (in `leadStyle`), the others with spaces.
  mutating func paragraph(
    _ content: String, indent: Int = 0, lead: String? = nil, leadStyle: Style? = nil,
    style: Style
  ) {
    for (index, row) in Self.wrap(content, width: width - indent).enumerated() {
      let prefix = index == 0 ? (lead ?? "") : ""
      let padding = String(repeating: " ", count: max(indent - prefix.count, 0))
      if let leadStyle, !prefix.isEmpty {
        let fill = Style(
          foreground: leadStyle.foreground, background: style.background, bold: leadStyle.bold)
        let head = paint(prefix, fill) + paint(padding, style)
        line(row, style: style, head: head, headWidth: prefix.count + padding.count)
      } else {
        line(prefix + padding + row, style: style)
      }
    }
  }

  /// Boxes of equal width side by side, `gap` columns apart, each label wrapped and centred
  /// between brackets; rows of a shorter box are filled so every box has the same height.
  mutating func boxes(_ labels: [(String, Style)], gap: Int) {
    let count = max(labels.count, 1)
    let boxWidth = max((width - gap * (count - 1)) / count, 5)
    let wrapped = labels.map { Self.wrap($0.0, width: boxWidth - 4) }
    let height = wrapped.map(\.count).max() ?? 0
    for row in 0..<height {
      var cells: [String] = []
      for (index, lines) in wrapped.enumerated() {
        let content = row < lines.count ? lines[row] : ""
        let left = (boxWidth - 4 - content.count) / 2
        let right = boxWidth - 4 - content.count - left
        let open = row == 0 ? "[ " : "  "
        let close = row == height - 1 ? " ]" : "  "
        let cell =
          open + String(repeating: " ", count: left) + content
          + String(repeating: " ", count: right) + close
        cells.append(paint(cell, labels[index].1))
      }
      append(cells.joined(separator: String(repeating: " ", count: gap)))
    }
  }

  /// One line: in colour, padded to the full width when it has a background; in plain text,
  /// without trailing spaces.
  mutating func line(_ content: String, style: Style, head: String = "", headWidth: Int = 0) {
    guard color else {
      append(head + content)
      return
    }
    var body = content
    if style.background != nil {
      body += String(repeating: " ", count: max(width - headWidth - content.count, 0))
    }
    append(head + paint(body, style))
  }

  private mutating func append(_ line: String) {
    text += (color ? line : trimmingTrailingSpaces(line)) + "\n"
  }

  /// `content` between the ANSI escapes for `style`, or unchanged without colour.
  private func paint(_ content: String, _ style: Style) -> String {
    guard color, !content.isEmpty else { return content }
    var codes: [String] = []
    if style.bold { codes.append("1") }
    codes.append("38;2;" + Self.rgb(colors[keyPath: style.foreground]))
    if let background = style.background {
      codes.append("48;2;" + Self.rgb(colors[keyPath: background]))
    }
    return "\u{1B}[" + codes.joined(separator: ";") + "m" + content + "\u{1B}[0m"
  }

  private static func rgb(_ color: Theme.Color) -> String {
    "\(color.red);\(color.green);\(color.blue)"
  }

  private func trimmingTrailingSpaces(_ line: String) -> String {
    var line = Substring(line)
    while line.last == " " { line = line.dropLast() }
    return String(line)
  }

  /// `content` safe for a terminal: a tab becomes a space and every other control character
  /// except line breaks becomes U+FFFD, so that leaked data can neither move the cursor, clear
  /// the screen or retitle the window through escape sequences, nor break the layout.
  static func printable(_ content: String) -> String {
    guard content.unicodeScalars.contains(where: isControl) else { return content }
    var result = String.UnicodeScalarView()
    for scalar in content.unicodeScalars {
      switch scalar {
      case "\t": result.append(" ")
      case "\n", "\r": result.append(scalar)
      case _ where isControl(scalar): result.append("\u{FFFD}")
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// C0 and C1 control characters and DEL.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// `content` broken into lines of at most `width` characters, between words where possible
  /// and inside a word only when the word alone is wider than a line. Never returns no lines.
  static func wrap(_ content: String, width: Int) -> [String] {
    let width = max(width, 1)
    var lines: [String] = []
    let paragraphs = printable(content).split(
      omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for paragraph in paragraphs {
      var current = ""
      for word in paragraph.split(separator: " ") {
        var word = Substring(word)
        if !current.isEmpty, current.count + 1 + word.count <= width {
          current += " " + word
          continue
        }
        if !current.isEmpty { lines.append(current) }
        current = ""
        while word.count > width {
          lines.append(String(word.prefix(width)))
          word = word.dropFirst(width)
        }
        current = String(word)
      }
      lines.append(current)
    }
    return lines
  }
}
