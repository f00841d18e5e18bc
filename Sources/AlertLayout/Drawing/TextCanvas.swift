/// Lines of terminal text of a fixed width, wrapped by word and optionally coloured.
///
/// Widths are counted in terminal columns (`displayWidth`): East Asian wide characters and
/// emoji take two, combining marks none, and no line is wider than `width`.
struct TextCanvas {
  /// How a run of text is coloured; keys name theme colours so the document decides the look.
  struct Style {
    /// The text colour.
    var foreground: KeyPath<Theme.Palette, Theme.Color>
    /// The fill behind the text, padded to the full line when set.
    var background: KeyPath<Theme.Palette, Theme.Color>?
    /// Whether the text is bold.
    var bold = false
    /// Whether the text is underlined.
    var underline = false

    init(
      foreground: KeyPath<Theme.Palette, Theme.Color>,
      background: KeyPath<Theme.Palette, Theme.Color>? = nil, bold: Bool = false,
      underline: Bool = false
    ) {
      self.foreground = foreground
      self.background = background
      self.bold = bold
      self.underline = underline
    }
  }

  let width: Int
  let color: Bool
  let colors: Theme.Palette
  /// The finished lines not yet handed to `sink`, each ending in a newline.
  private(set) var text = ""
  /// Where finished lines go once they fill a block, if anywhere; without it `text` keeps
  /// them all.
  private let sink: ((String) -> Void)?
  /// How much text `sink` gets at a time.
  static let blockSize = 1 << 16

  init(width: Int, color: Bool, colors: Theme.Palette, sink: ((String) -> Void)? = nil) {
    self.width = width
    self.color = color
    self.colors = colors
    self.sink = sink
  }

  /// Hands what is left of the text to the sink.
  mutating func flush() {
    guard let sink, !text.isEmpty else { return }
    sink(text)
    text = ""
  }

  /// An empty line.
  mutating func blank() { append("") }

  /// A line of `character` across the full width.
  mutating func rule(_ character: Character, style: Style) {
    line(String(repeating: character, count: width), style: style)
  }

  /// `content`, wrapped, each line centred.
  mutating func centered(_ content: String, style: Style) {
    for row in Self.wrap(content, width: width) {
      let padding = max(width - Self.displayWidth(row), 0) / 2
      line(String(repeating: " ", count: padding) + row, style: style)
    }
  }

  /// `content` wrapped to the width less `indent`; the first line starts with `lead` padded to
  /// `indent` columns (in `leadStyle`), the others with spaces. A lead that leaves no space
  /// before the indent (at narrow widths) gets a line of its own. The words of `links` are
  /// drawn as links (`linkedRow`).
  mutating func paragraph(
    _ content: String, indent: Int = 0, lead: String? = nil, leadStyle: Style? = nil,
    style: Style, links: [Link] = []
  ) {
    let indent = min(indent, width / 2)
    var lead = lead
    if let wide = lead, !wide.isEmpty, Self.displayWidth(wide) >= indent {
      for row in Self.wrap(wide, width: width) {
        head(row, width: Self.displayWidth(row), leadStyle: leadStyle ?? style, style: style)
      }
      lead = nil
    }
    let rows = Self.wrap(content, width: width - indent)
    let parts = links.isEmpty ? nil : Self.parts(of: rows, in: content, links: links)
    for (index, row) in rows.enumerated() {
      let prefix = index == 0 ? (lead ?? "") : ""
      let padding = String(repeating: " ", count: max(indent - Self.displayWidth(prefix), 0))
      if let parts {
        let fill = Style(
          foreground: (leadStyle ?? style).foreground, background: style.background,
          bold: (leadStyle ?? style).bold)
        let head = paint(prefix, fill) + paint(padding, style)
        linkedRow(parts[index], links: links, style: style, head: head, headWidth: indent)
      } else if let leadStyle, !prefix.isEmpty {
        let fill = Style(
          foreground: leadStyle.foreground, background: style.background, bold: leadStyle.bold)
        let head = paint(prefix, fill) + paint(padding, style)
        line(row, style: style, head: head, headWidth: indent)
      } else {
        line(prefix + padding + row, style: style)
      }
    }
  }

  /// A line holding only a paragraph's lead.
  private mutating func head(_ lead: String, width: Int, leadStyle: Style, style: Style) {
    let fill = Style(
      foreground: leadStyle.foreground, background: style.background, bold: leadStyle.bold)
    line("", style: style, head: paint(lead, fill), headWidth: width)
  }

  /// Boxes of equal width side by side, `gap` columns apart, each label wrapped and centred
  /// between brackets; rows of a shorter box are filled so every box has the same height.
  mutating func boxes(_ labels: [(String, Style)], gap: Int) {
    let count = max(labels.count, 1)
    let boxWidth = (width - gap * (count - 1)) / count
    // Too narrow to stand side by side with room for a word: one box per row instead.
    if count > 1, boxWidth < Self.minimumBoxWidth {
      for label in labels { boxes([label], gap: gap) }
      return
    }
    let wrapped = labels.map { Self.wrap($0.0, width: boxWidth - 4) }
    let height = wrapped.map(\.count).max() ?? 0
    for row in 0..<height {
      var cells: [String] = []
      for (index, lines) in wrapped.enumerated() {
        let content = row < lines.count ? lines[row] : ""
        let contentWidth = Self.displayWidth(content)
        let left = max(boxWidth - 4 - contentWidth, 0) / 2
        let right = max(boxWidth - 4 - contentWidth - left, 0)
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

  /// The narrowest box beside another: brackets and a short word.
  private static let minimumBoxWidth = 12

  /// One line: in colour, padded to the full width when it has a background; in plain text,
  /// without trailing spaces.
  mutating func line(_ content: String, style: Style, head: String = "", headWidth: Int = 0) {
    guard color else {
      append(head + content)
      return
    }
    var body = content
    if style.background != nil {
      body += String(
        repeating: " ", count: max(width - headWidth - Self.displayWidth(content), 0))
    }
    append(head + paint(body, style))
  }

  mutating func append(_ line: String) {
    text += color ? line : trimmingTrailingSpaces(line)
    text += "\n"
    if sink != nil, text.utf8.count >= Self.blockSize { flush() }
  }

  /// `content` between the ANSI escapes for `style`, or unchanged without colour.
  func paint(_ content: String, _ style: Style) -> String {
    guard color, !content.isEmpty else { return content }
    var codes: [String] = []
    if style.bold { codes.append("1") }
    if style.underline { codes.append("4") }
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

  /// `content` made printable and broken into lines of at most `width` columns, between
  /// words where possible and inside a word only when the word alone is wider than a line
  /// (between grapheme clusters, never inside one). Never returns no lines.
  static func wrap(_ content: String, width: Int) -> [String] {
    // A cluster is at most two columns wide; a line narrower than that holds one anyway.
    let width = max(width, 2)
    var lines: [String] = []
    let paragraphs = printable(content).split(
      omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for paragraph in paragraphs {
      var current = ""
      var currentWidth = 0
      for word in paragraph.split(separator: " ") {
        let wordWidth = displayWidth(word)
        if !current.isEmpty, currentWidth + 1 + wordWidth <= width {
          current += " " + word
          currentWidth += 1 + wordWidth
          continue
        }
        if !current.isEmpty { lines.append(current) }
        current = ""
        currentWidth = 0
        guard wordWidth > width else {
          current = String(word)
          currentWidth = wordWidth
          continue
        }
        for character in word {
          let characterWidth = displayWidth(character)
          if currentWidth + characterWidth > width, !current.isEmpty {
            lines.append(current)
            current = ""
            currentWidth = 0
          }
          current.append(character)
          currentWidth += characterWidth
        }
      }
      lines.append(current)
    }
    return lines
  }
}
