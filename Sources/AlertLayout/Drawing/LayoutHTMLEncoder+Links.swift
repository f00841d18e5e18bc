extension LayoutHTMLEncoder {
  /// The element `tag` holding an item's text `field`, as `element` writes it, with each link
  /// of its annotation (1.2) drawn as an `<a>` that runs its action.
  ///
  /// An `https` link is `<a href="URL" target="_blank" rel="noopener noreferrer">`, followed
  /// by the browser; an `alert-app:` link is `<a href="#">`, which the page's script hands to
  /// the host as a deep link; both report the action's analytics. A link whose range does
  /// not fit the text, overlaps one before it, or names no `open-url` action of `document`,
  /// or another scheme, is drawn as plain words, as the client rules in docs/layout.md ask.
  static func linkedElement(
    _ tag: String, _ attributes: String, _ text: String, field: String,
    of annotations: LayoutDocument.Annotations?, in document: LayoutDocument
  ) -> String {
    let annotation = annotations?[field]
    guard let links = annotation?.links, !links.isEmpty else {
      return element(tag, attributes, text, field: field, of: annotations, in: document)
    }
    let units = Array(text.utf16)
    var html = "<\(tag)\(attributes)\(language(annotation, in: document))>"
    var copied = 0
    func plain(upTo end: Int) {
      html += isolated(
        String(decoding: units[copied..<end], as: UTF16.self),
        shifted(annotation, from: copied, to: end))
      copied = end
    }
    for link in links {
      // No sum before the checks: a hand-built range near Int.max would overflow it.
      guard link.start >= copied, link.length > 0, link.start <= units.count,
        link.length <= units.count - link.start,
        let opening = anchor(link, in: document)
      else { continue }
      // A range cutting a character in two is no link.
      let words = units[link.start..<link.start + link.length]
      guard String(decoding: words, as: UTF16.self).utf16.elementsEqual(words) else { continue }
      plain(upTo: link.start)
      html += opening
      plain(upTo: link.start + link.length)
      html += "</a>"
    }
    plain(upTo: units.count)
    return html + "</\(tag)>"
  }

  /// The opening `<a>` of `link`, or nil when it cannot run.
  private static func anchor(_ link: LayoutDocument.LinkRange, in document: LayoutDocument)
    -> String?
  {
    guard let action = document.actions[link.action], action.kind == .openURL else { return nil }
    let common =
      " data-action=\"\(attribute(link.action))\" data-kind=\"open-url\""
      + analyticsAttributes(action.analytics)
    let url = link.url
    if url.lowercased().hasPrefix("https://") {
      return "<a href=\"\(attribute(url))\"\(common) target=\"_blank\""
        + " rel=\"noopener noreferrer\">"
    }
    if url.hasPrefix(deepLinkPrefix) {
      return "<a href=\"#\"\(common) data-url=\"\(attribute(url))\">"
    }
    return nil
  }

  /// What a deep link into the app starts with.
  static let deepLinkPrefix = "alert-app://"

  /// `annotation` for the part `start..<end` of its text: the argument ranges inside the
  /// part, counted from its start.
  private static func shifted(
    _ annotation: LayoutDocument.TextAnnotation?, from start: Int, to end: Int
  ) -> LayoutDocument.TextAnnotation? {
    guard let arguments = annotation?.arguments else { return nil }
    let inside = arguments.filter {
      $0.start >= start && $0.length >= 0 && $0.start <= end && $0.length <= end - $0.start
    }
    return LayoutDocument.TextAnnotation(
      arguments: inside.map { .init(start: $0.start - start, length: $0.length) })
  }
}
