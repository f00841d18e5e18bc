extension LayoutTextEncoder {
  /// An item's text as the preview draws it, and its links for the canvas.
  ///
  /// With `hyperlinks`, an `https` link is written as an OSC 8 hyperlink around its words;
  /// otherwise (and for a deep link, which a terminal cannot open, or a text the preview must
  /// reorder or escape) its URL follows in brackets after the word the link ends in,
  /// `IdentityTheft.gov [https://www.identitytheft.gov/]`, wrapping like other words: never
  /// inside a word, whose punctuation and direction controls stay with it. A link whose range
  /// does not fit the text, overlaps one before it, cuts a character in two or names no
  /// `open-url` action of `document` is drawn as plain words, as the HTML client draws it.
  func linked(
    _ text: String, _ annotation: LayoutDocument.TextAnnotation?, in document: LayoutDocument
  ) -> (text: String, links: [TextCanvas.Link]) {
    guard let ranges = annotation?.links, !ranges.isEmpty else { return (text, []) }
    let units = Array(text.utf16)
    let drawsAsIs = TextCanvas.printable(text) == text
    var output: [UInt16] = []
    var links: [TextCanvas.Link] = []
    var copied = 0
    var linked = 0
    // URLs in brackets waiting for the end of their word.
    var pending: [UInt16] = []
    var pendingAt = 0
    func flush() {
      output += units[copied..<pendingAt]
      output += pending
      copied = pendingAt
      pending = []
    }
    for range in ranges {
      guard range.start >= linked, range.length > 0, range.start <= units.count,
        range.length <= units.count - range.start,
        document.actions[range.action]?.kind == .openURL
      else { continue }
      let end = range.start + range.length
      let words = units[range.start..<end]
      guard String(decoding: words, as: UTF16.self).utf16.elementsEqual(words) else { continue }
      if !pending.isEmpty, range.start >= pendingAt { flush() }
      output += units[copied..<end]
      copied = end
      linked = end
      let opens = hyperlinks && drawsAsIs && range.url.lowercased().hasPrefix("https://")
      links.append(
        .init(
          start: output.count - range.length, length: range.length,
          hyperlink: opens ? range.url : nil))
      guard !opens else { continue }
      pending += " [\(range.url)]".utf16
      pendingAt = units[end...].firstIndex { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D } ?? units.count
    }
    if !pending.isEmpty { flush() }
    output += units[copied...]
    return (String(decoding: output, as: UTF16.self), links)
  }
}
