import AlertRendering

/// Link markup in XLIFF: each `[words](link:id)` of a text is written as native code in
/// protected inline elements, `<bpt id="1" ctype="link">[</bpt>words<ept
/// id="1">](link:id)</ept>`, ids numbered per text, so that CAT tools show the words to
/// translate and lock the code. Placeholders stay plain text, as Xcode writes them.
///
/// On import, every inline element of a `<target>` that stands for code (`<bpt>`, `<ept>`,
/// `<bx/>`, `<ex/>`, `<x/>`, `<g ctype="link">`) is replaced by the native code its id has in
/// the unit's `<source>`, never by what the target holds: a tool that rewrote or emptied the
/// code cannot change a link. An id the source lacks makes the unit unreadable. A source
/// without inline codes reads its target as before: inline elements give their text, and an
/// `<x/>` stands for text it does not hold.
extension XLIFFDocument {
  /// `text` escaped for element content, its links as inline elements.
  static func inline(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "]")) else { return escape(text, attribute: false) }
    let parsed = LinkMarkup.parse(text)
    guard !parsed.links.isEmpty else { return escape(text, attribute: false) }
    let units = Array(text.utf16)
    func piece(_ range: Range<Int>) -> String {
      escape(String(decoding: units[range], as: UTF16.self), attribute: false)
    }
    var out = ""
    var copied = 0
    for (index, link) in parsed.links.enumerated() {
      let id = index + 1
      let markup = link.markupRange
      let wordsEnd = markup.lowerBound + 1 + link.textRange.count
      out += piece(copied..<markup.lowerBound)
      out +=
        "<bpt id=\"\(id)\" ctype=\"link\">\(piece(markup.lowerBound..<markup.lowerBound + 1))</bpt>"
      out += piece(markup.lowerBound + 1..<wordsEnd)
      out += "<ept id=\"\(id)\">\(piece(wordsEnd..<markup.upperBound))</ept>"
      copied = markup.upperBound
    }
    return out + piece(copied..<units.count)
  }

  /// The native code of each inline element of a `<source>`, by id: what a `<bpt>` (or the
  /// opening of a `<g>`) and an `<ept>` hold.
  struct InlineCodes: Sendable, Equatable {
    var opening: [String: String] = [:]
    var closing: [String: String] = [:]

    /// The codes of the inline elements of `element`, at any depth.
    init(of element: XMLElement) {
      for case .element(let inline) in element.children {
        let id = inline[attribute: "id"]
        switch inline.localName {
        case "bpt": if let id { opening[id] = XLIFFDocument.plainText(of: inline) }
        case "ept": if let id { closing[id] = XLIFFDocument.plainText(of: inline) }
        default:
          let inner = InlineCodes(of: inline)
          opening.merge(inner.opening) { first, _ in first }
          closing.merge(inner.closing) { first, _ in first }
        }
      }
    }

    var isEmpty: Bool { opening.isEmpty && closing.isEmpty }
  }

  /// The characters of `element` and its descendants.
  static func plainText(of element: XMLElement) -> String {
    element.children.reduce(into: "") { text, child in
      switch child {
      case .text(let part): text += part
      case .element(let inline): text += plainText(of: inline)
      }
    }
  }

  /// The native code the inline element `inline` of a `<target>` stands for, by its id in
  /// `codes`: nil for an element that stands for no code (its text is the target's); an id
  /// the source lacks is thrown. `seen` counts the `<x/>`s of each id so far: a tool
  /// that writes a pair as two `<x/>`s gets the opening, then the closing.
  static func code(
    for inline: XMLElement, in codes: InlineCodes, seen: inout [String: Int]
  ) throws(InlineProblem) -> String? {
    let kind = inline.localName
    guard
      ["bpt", "ept", "bx", "ex", "x"].contains(kind)
        || (kind == "g" && inline[attribute: "ctype"] == "link")
    else { return nil }
    guard let id = inline[attribute: "id"] else {
      throw InlineProblem(
        reason: "<\(cut: inline.name)> at line \(inline.line) has no id; expected the id of an "
          + "inline code of the source")
    }
    let opening = codes.opening[id]
    let closing = codes.closing[id]
    let code: String?
    switch kind {
    case "bpt", "bx": code = opening
    case "ept", "ex": code = closing
    case "x":
      seen[id, default: 0] += 1
      code = seen[id] == 1 ? opening : seen[id] == 2 ? closing : nil
    default:
      code = opening.flatMap { open in closing.map { _ in open } }
    }
    guard let code else {
      throw InlineProblem(
        reason: "<\(cut: inline.name) id=\"\(cut: id)\"> at line \(inline.line) stands for an "
          + "inline code the source does not have"
          + "; expected one of the ids "
          + Set(codes.opening.keys).union(codes.closing.keys).sorted().joined(separator: ", "))
    }
    return code
  }
}
