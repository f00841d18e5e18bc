/// Links written into their text for a client before 1.2, which has no link annotations: each
/// link text is followed by ` (display)`, so the document still names the destination.
enum LinkText {
  /// What the URL shows: without `https://`, a leading `www.` and a trailing `/`.
  static func display(of url: String) -> String {
    var display = Substring(url)
    if display.lowercased().hasPrefix("https://") { display = display.dropFirst(8) }
    if display.lowercased().hasPrefix("www.") { display = display.dropFirst(4) }
    if display.hasSuffix("/") { display = display.dropLast() }
    return String(display)
  }

  /// `text` with ` (display)` after each link whose text does not already say it (ignoring
  /// case), and `arguments` moved by what was inserted before them. Ranges are in UTF-16 code
  /// units; a link outside the text is left as it is.
  static func inline(
    _ links: [LayoutDocument.LinkRange], in text: String,
    arguments: [LayoutDocument.ArgumentRange]
  ) -> (text: String, arguments: [LayoutDocument.ArgumentRange]) {
    let units = Array(text.utf16)
    var output: [UInt16] = []
    output.reserveCapacity(units.count + links.count * 24)
    var insertions: [(at: Int, length: Int)] = []
    var copied = 0
    for link in links.sorted(by: { $0.start < $1.start }) {
      let end = link.start + link.length
      guard link.start >= 0, link.length >= 0, end <= units.count, end >= copied else { continue }
      let display = display(of: link.url)
      let linkText = String(utf16Units: units[link.start..<end])
      guard linkText.lowercased() != display.lowercased() else { continue }
      output.append(contentsOf: units[copied..<end])
      let added = Array(" (\(display))".utf16)
      output.append(contentsOf: added)
      insertions.append((end, added.count))
      copied = end
    }
    output.append(contentsOf: units[copied...])
    let moved = arguments.map { range in
      let shift = insertions.reduce(0) { $0 + ($1.at <= range.start ? $1.length : 0) }
      return LayoutDocument.ArgumentRange(start: range.start + shift, length: range.length)
    }
    return (String(utf16Units: output), moved)
  }
}
