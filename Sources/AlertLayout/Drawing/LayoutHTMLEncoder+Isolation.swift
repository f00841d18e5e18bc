extension LayoutHTMLEncoder {
  /// `text` escaped, with every argument range of `annotation` isolated in a `<bdi>`: a value
  /// takes its direction from its own first strong character, so a Hebrew site name inside an
  /// English line, or a date or an email address inside a Hebrew one, neither reorders the
  /// words around it nor is reordered by them. `wrap` may put more markup around a value.
  ///
  /// Ranges that do not fit the text (a document made elsewhere may be wrong) are skipped, as
  /// the client rules in docs/layout.md ask.
  static func isolated(
    _ text: String, _ annotation: LayoutDocument.TextAnnotation?,
    wrap: (Int, String) -> String = { _, value in value }
  ) -> String {
    guard let ranges = annotation?.arguments, !ranges.isEmpty else { return self.text(text) }
    let utf16 = text.utf16
    var html = ""
    var position = text.startIndex
    for (number, range) in ranges.enumerated() {
      // No sum: a hand-built range near Int.max would overflow it.
      guard range.start >= 0, range.length >= 0, range.start <= utf16.count,
        range.length <= utf16.count - range.start,
        let start = utf16.index(utf16.startIndex, offsetBy: range.start, limitedBy: utf16.endIndex)
          .flatMap({ $0.samePosition(in: text.unicodeScalars) }),
        start >= position,
        let end = utf16.index(start, offsetBy: range.length, limitedBy: utf16.endIndex)
          .flatMap({ $0.samePosition(in: text.unicodeScalars) })
      else { continue }
      html += self.text(String(text.unicodeScalars[position..<start]))
      html += "<bdi>" + wrap(number, self.text(String(text.unicodeScalars[start..<end]))) + "</bdi>"
      position = end
    }
    return html + self.text(String(text.unicodeScalars[position...]))
  }

  /// ` lang` (and ` dir` where the text's direction is not the document's) for an element
  /// holding a text in another language than the document's; empty otherwise.
  static func language(
    _ annotation: LayoutDocument.TextAnnotation?, in document: LayoutDocument
  ) -> String {
    guard let lang = annotation?.lang, !lang.isEmpty else { return "" }
    var attributes = " lang=\"\(attribute(lang))\""
    let isRightToLeft = LanguageTag(lang)?.isRightToLeft ?? false
    if isRightToLeft != (document.direction == .rtl) {
      attributes += " dir=\"\(isRightToLeft ? "rtl" : "ltr")\""
    }
    return attributes
  }

  /// The element `tag` holding the text `field` of an object with `annotations`: its language
  /// marked, its values isolated.
  static func element(
    _ tag: String, _ attributes: String, _ text: String, field: String,
    of annotations: LayoutDocument.Annotations?, in document: LayoutDocument
  ) -> String {
    let annotation = annotations?[field]
    return "<\(tag)\(attributes)\(language(annotation, in: document))>"
      + isolated(text, annotation) + "</\(tag)>"
  }

  /// A leaked value, isolated: a masked one (which has a spoken form) is laid out left to
  /// right as masking wrote it, since its letters and digits were written so, and its bullets
  /// are hidden from screen readers, which read the spoken form instead.
  static func value(
    _ value: String, spoken: String?, spokenAnnotation: LayoutDocument.TextAnnotation?,
    in document: LayoutDocument
  ) -> String {
    guard let spoken, !spoken.isEmpty else { return "<bdi>" + text(value) + "</bdi>" }
    return "<bdi dir=\"ltr\" aria-hidden=\"true\">" + text(value) + "</bdi>"
      + "<span class=\"visually-hidden\"\(language(spokenAnnotation, in: document))>"
      + isolated(spoken, spokenAnnotation) + "</span>"
  }
}
