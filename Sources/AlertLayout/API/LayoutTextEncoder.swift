/// Draws a layout document as a terminal preview: navigation title, banner, details, sections,
/// the pinned footer buttons, then each dialog under the button that opens it.
///
/// Text wraps by word to `width` columns. With `color`, the theme's colours are written as
/// 24-bit ANSI escapes; without, the output is plain text suitable for golden files. Like
/// every encoder it reads only the document, and adds no words of its own.
public struct LayoutTextEncoder: Sendable {
  /// The line width in columns, from `minimumWidth` to `maximumWidth`.
  public let width: Int
  /// Whether to colour the output with ANSI escapes.
  public var color: Bool
  /// Whether to write links as OSC 8 hyperlinks, for a terminal known to open them; without,
  /// a link's URL follows its words in brackets.
  public var hyperlinks: Bool

  /// The narrowest preview drawn: room for a button in brackets. Below the icon column's width
  /// plus a few words, icons get lines of their own and buttons stack.
  public static let minimumWidth = 8
  /// The widest preview drawn; wider requests are treated as this wide.
  public static let maximumWidth = 1_000

  /// Creates an encoder for `width` columns, in colour or not, with OSC 8 hyperlinks or not.
  public init(width: Int = 80, color: Bool = false, hyperlinks: Bool = false) {
    self.width = min(max(width, Self.minimumWidth), Self.maximumWidth)
    self.color = color
    self.hyperlinks = hyperlinks
  }

  /// The preview of `document`, ending in a newline.
  public func encode(_ document: LayoutDocument) -> String {
    var canvas = TextCanvas(width: width, color: color, colors: document.theme.colors)
    draw(document, on: &canvas)
    return canvas.text
  }

  /// Draws `document` in parts, handing each to `write` as it is finished, in order: the
  /// parts joined are `encode(document)`. A large document is never held as one text.
  public func encode(_ document: LayoutDocument, into write: (String) -> Void) {
    withoutActuallyEscaping(write) { write in
      var canvas = TextCanvas(
        width: width, color: color, colors: document.theme.colors, sink: write)
      draw(document, on: &canvas)
      canvas.flush()
    }
  }

  private func draw(_ document: LayoutDocument, on canvas: inout TextCanvas) {
    canvas.centered(document.navigation.title, style: .init(foreground: \.title, bold: true))
    canvas.rule("─", style: .init(foreground: \.separator))
    for block in document.body {
      switch block {
      case .banner(let banner): drawBanner(banner, on: &canvas)
      case .details(let details): drawDetails(details, on: &canvas)
      case .section(let section): drawSection(section, of: document, on: &canvas)
      case .separator: canvas.rule("─", style: .init(foreground: \.separator))
      }
    }
    canvas.rule("═", style: .init(foreground: \.separator))
    drawButtonRow(document.footer.buttons.filter { document.canRun($0.action) }, on: &canvas)
    drawDialogs(of: document, on: &canvas)
  }

  /// The column where text beside an icon starts.
  private static let iconColumn = 6

  private func drawBanner(_ banner: LayoutDocument.Banner, on canvas: inout TextCanvas) {
    let style = TextCanvas.Style(foreground: \.onDanger, background: \.danger)
    canvas.line("", style: style)
    canvas.paragraph(
      banner.title, indent: Self.iconColumn, lead: " " + Self.glyph(for: banner.icon),
      style: .init(foreground: \.onDanger, background: \.danger, bold: true))
    canvas.paragraph(banner.subtitle, indent: Self.iconColumn, style: style)
    canvas.line("", style: style)
  }

  private func drawDetails(_ details: LayoutDocument.DetailList, on canvas: inout TextCanvas) {
    for (index, item) in details.items.enumerated() {
      if index > 0 { canvas.blank() }
      var lead: String? = " " + Self.glyph(for: item.icon)
      let leadStyle = TextCanvas.Style(foreground: \.danger)
      // Not `defer { lead = nil }`: that form crashes the Swift 6.3 optimizer in release builds.
      func next() -> String? {
        let current = lead
        lead = nil
        return current
      }
      if let value = item.value ?? item.valueMissingText {
        canvas.paragraph(
          value, indent: Self.iconColumn, lead: next(), leadStyle: leadStyle,
          style: .init(foreground: \.heading, bold: item.value != nil))
      }
      for field in item.fields ?? [] {
        canvas.paragraph(
          field.label + " " + field.value, indent: Self.iconColumn, lead: next(),
          leadStyle: leadStyle, style: .init(foreground: \.body))
      }
      for line in [item.origin?.text, item.date?.text].compactMap({ $0 }) {
        canvas.paragraph(
          line, indent: Self.iconColumn, lead: next(), leadStyle: leadStyle,
          style: .init(foreground: \.body))
      }
      if index == details.items.count - 1 { canvas.blank() }
    }
  }

  private func drawSection(
    _ section: LayoutDocument.Section, of document: LayoutDocument, on canvas: inout TextCanvas
  ) {
    canvas.paragraph(section.heading.text, style: .init(foreground: \.heading, bold: true))
    canvas.blank()
    let hasIcons = section.items.contains { $0.icon != nil }
    for (index, item) in section.items.enumerated() {
      let (text, links) = linked(item.text, item.annotations?["text"], in: document)
      if hasIcons {
        canvas.paragraph(
          text, indent: Self.iconColumn,
          lead: item.icon.map { " " + Self.glyph(for: $0) } ?? "",
          leadStyle: .init(foreground: \.icon), style: .init(foreground: \.body), links: links)
      } else {
        if index > 0 { canvas.blank() }
        canvas.paragraph(text, style: .init(foreground: \.body), links: links)
      }
    }
    if let button = section.button, document.canRun(button.action) {
      canvas.blank()
      drawButtonRow([button], on: &canvas)
    }
    canvas.blank()
  }

  /// Buttons side by side in equal widths: links as `▸ title`, filled ones as `[ title ]`.
  private func drawButtonRow(_ buttons: [LayoutDocument.Button], on canvas: inout TextCanvas) {
    guard !buttons.isEmpty else { return }
    if buttons.count == 1, buttons[0].style == .link {
      canvas.paragraph(
        "▸ " + buttons[0].title, indent: 2, style: .init(foreground: \.link, bold: true))
      return
    }
    canvas.boxes(
      buttons.map { button in
        let style: TextCanvas.Style =
          switch button.style {
          case .primary: .init(foreground: \.onPrimary, background: \.primary, bold: true)
          case .secondary: .init(foreground: \.onSecondary, background: \.secondary, bold: true)
          case .link: .init(foreground: \.link, bold: true)
          }
        return (button.title, style)
      }, gap: 2)
  }

  /// Each dialog under the title of the button that opens it, in the order of those buttons.
  private func drawDialogs(of document: LayoutDocument, on canvas: inout TextCanvas) {
    var openers: [(title: String, dialog: String)] = []
    // A set, not a search of `openers`: a document may hold many dialogs.
    var opened: Set<String> = []
    for button in document.sectionButtons + document.footer.buttons {
      guard let dialog = document.actions[button.action]?.dialog,
        document.dialogs[dialog] != nil, opened.insert(dialog).inserted
      else { continue }
      openers.append((button.title, dialog))
    }
    for id in document.dialogs.keys.sorted() where !opened.contains(id) {
      openers.append(("", id))
    }
    for (opener, id) in openers {
      guard let dialog = document.dialogs[id] else { continue }
      canvas.blank()
      canvas.paragraph(
        (opener.isEmpty ? "" : opener + " → ") + dialog.title,
        style: .init(foreground: \.title, bold: true))
      canvas.paragraph(dialog.message, indent: 2, style: .init(foreground: \.body))
      canvas.paragraph(
        dialog.buttons.map { "[" + $0.title + "]" }.joined(separator: " "), indent: 2,
        style: .init(foreground: \.link, bold: true))
    }
  }

  /// A one-column glyph for an icon, so text beside it stays aligned in any terminal.
  static func glyph(for icon: LayoutDocument.Icon) -> String {
    let shape = LayoutHTMLEncoder.shape(for: icon.name)
    return switch shape {
    case "alert": "(!)"
    case "email": "✉"
    case "ellipsis": "•••"
    case "strangebehavior": "∿"
    case "phone": "☎"
    case "lock": "⚿"
    case "document": "≡"
    case "medical": "✚"
    default: "•"
    }
  }
}

extension LayoutDocument {
  /// The buttons inside body sections, top to bottom.
  var sectionButtons: [Button] {
    body.compactMap { block in
      if case .section(let section) = block { return section.button }
      return nil
    }
  }
}
