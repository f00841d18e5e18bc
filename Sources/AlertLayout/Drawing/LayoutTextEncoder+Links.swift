extension LayoutTextEncoder {
  /// An item's text as the preview draws it, and its links for the canvas.
  ///
  /// With `hyperlinks`, an `https` link is written as an OSC 8 hyperlink around its words;
  /// otherwise (and for a deep link, which a terminal cannot open) its URL follows its words
  /// in brackets, `IdentityTheft.gov [https://www.identitytheft.gov/]`, wrapping like other
  /// words. A link whose range does not fit the text, overlaps one before it, cuts a
  /// character in two or names no `open-url` action of `document` is drawn as plain words,
  /// as the HTML client draws it.
  func linked(
    _ text: String, _ annotation: LayoutDocument.TextAnnotation?, in document: LayoutDocument
  ) -> (text: String, links: [TextCanvas.Link]) {
    guard let ranges = annotation?.links, !ranges.isEmpty else { return (text, []) }
    let units = Array(text.utf16)
    var output: [UInt16] = []
    var links: [TextCanvas.Link] = []
    var copied = 0
    for range in ranges {
      guard range.start >= copied, range.length > 0, range.start <= units.count,
        range.length <= units.count - range.start,
        document.actions[range.action]?.kind == .openURL
      else { continue }
      let end = range.start + range.length
      let words = units[range.start..<end]
      guard String(decoding: words, as: UTF16.self).utf16.elementsEqual(words) else { continue }
      output += units[copied..<end]
      let opens = hyperlinks && range.url.lowercased().hasPrefix("https://")
      links.append(
        .init(
          start: output.count - range.length, length: range.length,
          hyperlink: opens ? range.url : nil))
      if !opens { output += " [\(range.url)]".utf16 }
      copied = end
    }
    output += units[copied...]
    return (String(decoding: output, as: UTF16.self), links)
  }
}
