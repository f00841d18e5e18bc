/// Draws a layout document as one standalone HTML page: inline CSS from the theme tokens,
/// inline SVG icons, and `<dialog>`s opened by the buttons that name them.
///
/// A reference client: it reads nothing but the document, so a page that looks like the design
/// proves the document carries everything a client needs. Every text is escaped; ids taken
/// from the document are reduced to safe characters before they become element ids.
public struct LayoutHTMLEncoder: Sendable {
  /// An encoder; it holds no state, so one serves any number of documents at once.
  public init() {}

  /// The page for `document`, ending in a newline.
  public func encode(_ document: LayoutDocument) -> String {
    var html = HTMLWriter()
    write(document, to: &html)
    return html.output
  }

  /// Writes the page for `document` in parts, handing each to `write` as it is finished, in
  /// order: the parts joined are `encode(document)`. A large page is never held whole.
  public func encode(_ document: LayoutDocument, into write: (String) -> Void) {
    withoutActuallyEscaping(write) { write in
      var html = HTMLWriter(sink: write)
      self.write(document, to: &html)
      html.flush()
    }
  }

  private func write(_ document: LayoutDocument, to html: inout HTMLWriter) {
    let theme = document.theme
    let direction = document.direction.rawValue
    html.raw("<!DOCTYPE html>\n")
    html.raw(
      "<html lang=\"\(Self.attribute(document.locale))\" dir=\"\(direction)\""
        + " data-theme=\"\(theme.name.rawValue)\">\n")
    html.raw("<head>\n<meta charset=\"utf-8\">\n")
    html.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
    html.raw("<meta name=\"color-scheme\" content=\"\(theme.name.rawValue)\">\n")
    html.raw("<title>\(Self.text(document.navigation.title))</title>\n")
    html.raw("<style>\n\(Self.styleSheet(for: theme))</style>\n</head>\n")
    html.raw(
      "<body\(Self.analyticsAttributes(document.analytics))>\n<div class=\"screen\">\n")
    html.raw(
      "<header class=\"navigation\" data-region=\"navigation\">"
        + Self.element(
          "h1", "", document.navigation.title, field: "title",
          of: document.navigation.annotations, in: document) + "</header>\n")
    html.raw("<main class=\"content\" data-region=\"body\" tabindex=\"-1\">\n")
    for block in document.body {
      switch block {
      case .banner(let banner): write(banner, of: document, to: &html)
      case .details(let details): write(details, of: document, to: &html)
      case .section(let section): write(section, of: document, to: &html)
      case .separator: html.raw("<hr>\n")
      }
    }
    html.raw("</main>\n")
    html.raw("<footer class=\"footer\" data-region=\"footer\">\n")
    for button in document.footer.buttons {
      write(button, of: document, to: &html)
    }
    html.raw("</footer>\n</div>\n")
    for id in document.dialogs.keys.sorted() {
      if let dialog = document.dialogs[id] {
        write(dialog, id: id, of: document, to: &html)
      }
    }
    html.raw("<script>\n\(Self.script)</script>\n</body>\n</html>\n")
  }

  private func write(
    _ banner: LayoutDocument.Banner, of document: LayoutDocument, to html: inout HTMLWriter
  ) {
    html.raw("<div class=\"banner\">\n")
    html.raw(Self.svg(for: banner.icon))
    html.raw("<div class=\"banner-text\">")
    html.raw(
      Self.element(
        "p", " class=\"banner-title\"", banner.title, field: "title", of: banner.annotations,
        in: document))
    html.raw(
      Self.element(
        "p", " class=\"banner-subtitle\"", banner.subtitle, field: "subtitle",
        of: banner.annotations, in: document))
    html.raw("</div>\n</div>\n")
  }

  private func write(
    _ details: LayoutDocument.DetailList, of document: LayoutDocument, to html: inout HTMLWriter
  ) {
    html.raw("<ul class=\"details\">\n")
    for item in details.items {
      html.raw("<li class=\"detail\">")
      html.raw(Self.svg(for: item.icon))
      html.raw("<div class=\"detail-text\">")
      if let value = item.value {
        html.raw(
          "<p class=\"detail-value\">"
            + Self.value(
              value, spoken: item.spokenValue, spokenAnnotation: item.annotations?["spokenValue"],
              in: document) + "</p>")
      } else if let missing = item.valueMissingText {
        html.raw(
          Self.element(
            "p", " class=\"detail-missing\"", missing, field: "valueMissingText",
            of: item.annotations, in: document))
      }
      for field in item.fields ?? [] {
        html.raw(
          "<p class=\"detail-field\">"
            + Self.element(
              "span", " class=\"field-label\"", field.label, field: "label",
              of: field.annotations, in: document) + " <span class=\"field-value\">"
            + Self.value(
              field.value, spoken: field.spokenValue,
              spokenAnnotation: field.annotations?["spokenValue"], in: document)
            + "</span></p>")
      }
      if let origin = item.origin {
        html.raw(
          Self.element(
            "p", " class=\"detail-origin\"", origin.text, field: "text",
            of: origin.annotations, in: document))
      }
      if let date = item.date {
        html.raw(
          "<p class=\"detail-date\"\(Self.language(date.annotations?["text"], in: document))>"
            + Self.dateLine(date, in: document) + "</p>")
      }
      html.raw("</div></li>\n")
    }
    html.raw("</ul>\n")
  }

  /// The date line with its date shown to the eye and its spoken form given to screen readers:
  /// the whole spoken line where the document has one (1.1), else the spoken date in place of
  /// the displayed one, found by searching `display` in `text` as 1.0 clients do.
  static func dateLine(_ date: LayoutDocument.DateLine, in document: LayoutDocument) -> String {
    let time = { (inner: String) in "<time datetime=\"\(attribute(date.iso))\">\(inner)</time>" }
    if let spokenText = date.spokenText, !spokenText.isEmpty {
      let textAnnotation = date.annotations?["text"]
      let spokenAnnotation = date.annotations?["spokenText"]
      let shown =
        textAnnotation?.arguments?.isEmpty == false
        ? isolated(date.text, textAnnotation) { _, value in time(value) }
        : text(date.text)
      return "<span aria-hidden=\"true\">\(shown)</span><span class=\"visually-hidden\">"
        + isolated(spokenText, spokenAnnotation) + "</span>"
    }
    let inner =
      "<span aria-hidden=\"true\">" + text(date.display)
      + "</span><span class=\"visually-hidden\">" + text(date.spoken) + "</span>"
    guard !date.display.isEmpty, let range = firstRange(of: date.display, in: date.text) else {
      return "<span aria-hidden=\"true\">\(text(date.text))</span>"
        + "<span class=\"visually-hidden\">\(text(date.spoken))</span>"
    }
    return text(String(date.text[..<range.lowerBound])) + "<bdi>" + time(inner) + "</bdi>"
      + text(String(date.text[range.upperBound...]))
  }

  /// Where `part` first occurs in `text`, compared by characters as `String` compares them:
  /// Knuth, Morris and Pratt's search, linear in both, since a document made elsewhere may
  /// hold a long `display` inside a long `text`.
  static func firstRange(of part: String, in text: String) -> Range<String.Index>? {
    let pattern = Array(part)
    guard !pattern.isEmpty else { return nil }
    // For each prefix of the pattern, the length of its longest proper border.
    var border = [Int](repeating: 0, count: pattern.count)
    var length = 0
    for index in pattern.indices.dropFirst() {
      while length > 0, pattern[index] != pattern[length] { length = border[length - 1] }
      if pattern[index] == pattern[length] { length += 1 }
      border[index] = length
    }
    var matched = 0
    var position = text.startIndex
    while position < text.endIndex {
      let character = text[position]
      while matched > 0, character != pattern[matched] { matched = border[matched - 1] }
      if character == pattern[matched] { matched += 1 }
      position = text.index(after: position)
      if matched == pattern.count {
        return text.index(position, offsetBy: -matched)..<position
      }
    }
    return nil
  }

  private func write(
    _ section: LayoutDocument.Section, of document: LayoutDocument, to html: inout HTMLWriter
  ) {
    let headingID = "heading-" + Self.identifier(section.id)
    let levels = LayoutDocument.ValueRange.headingLevel
    let level = min(max(section.heading.level, levels.lowerBound), levels.upperBound)
    html.raw(
      "<section class=\"section\" data-section=\"\(Self.attribute(section.id))\""
        + " aria-labelledby=\"\(headingID)\">\n")
    html.raw(
      Self.element(
        "h\(level)", " id=\"\(headingID)\"", section.heading.text, field: "text",
        of: section.heading.annotations, in: document) + "\n")
    if section.items.contains(where: { $0.icon != nil }) {
      html.raw("<ul class=\"steps\">\n")
      for item in section.items {
        html.raw("<li>")
        html.raw(
          item.icon.map { Self.svg(for: $0) } ?? "<span class=\"icon-space\"></span>")
        html.raw(
          Self.linkedElement(
            "p", "", item.text, field: "text", of: item.annotations, in: document)
            + "</li>\n")
      }
      html.raw("</ul>\n")
    } else {
      for item in section.items {
        html.raw(
          Self.linkedElement(
            "p", " class=\"paragraph\"", item.text, field: "text", of: item.annotations,
            in: document) + "\n")
      }
    }
    if let button = section.button {
      write(button, of: document, to: &html)
    }
    html.raw("</section>\n")
  }

  /// A button: its action's kind and analytics, its dialog to open, and its hint for screen
  /// readers. A button whose action cannot run (`actionAttributes`) is not drawn.
  private func write(
    _ button: LayoutDocument.Button, of document: LayoutDocument, to html: inout HTMLWriter
  ) {
    guard let action = Self.actionAttributes(button.action, in: document) else { return }
    var attributes =
      " type=\"button\" class=\"button \(button.style.rawValue)\" id=\"button-\(Self.identifier(button.id))\""
      + action
    let hintID = "hint-" + Self.identifier(button.id)
    if button.accessibilityHint != nil {
      attributes += " aria-describedby=\"\(hintID)\""
    }
    html.raw(
      Self.element(
        "button", attributes, button.title, field: "title", of: button.annotations,
        in: document))
    if let hint = button.accessibilityHint {
      html.raw(
        Self.element(
          "span", " id=\"\(hintID)\" hidden", hint, field: "accessibilityHint",
          of: button.annotations, in: document))
    }
    html.raw("\n")
  }

  private func write(
    _ dialog: LayoutDocument.Dialog, id: String, of document: LayoutDocument,
    to html: inout HTMLWriter
  ) {
    let elementID = "dialog-" + Self.identifier(id)
    html.raw(
      "<dialog id=\"\(elementID)\" aria-labelledby=\"\(elementID)-title\""
        + " aria-describedby=\"\(elementID)-message\">\n")
    html.raw(
      Self.element(
        "h2", " id=\"\(elementID)-title\"", dialog.title, field: "title",
        of: dialog.annotations, in: document) + "\n")
    html.raw(
      Self.element(
        "p", " id=\"\(elementID)-message\"", dialog.message, field: "message",
        of: dialog.annotations, in: document) + "\n")
    let layout = dialog.buttons.count > 2 ? " stacked" : ""
    html.raw("<form method=\"dialog\" class=\"dialog-buttons\(layout)\">\n")
    for button in dialog.buttons {
      // A button whose action cannot run keeps its id only: it closes the dialog.
      let attributes =
        " value=\"\(Self.attribute(button.action))\" data-role=\"\(button.role.rawValue)\""
        + (Self.actionAttributes(button.action, in: document)
          ?? " data-action=\"\(Self.attribute(button.action))\"")
      html.raw(
        Self.element(
          "button", attributes, button.title, field: "title", of: button.annotations,
          in: document) + "\n")
    }
    html.raw("</form>\n</dialog>\n")
  }
}
