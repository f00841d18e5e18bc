import AlertLayout

/// A resolved text with its link markup taken out (`LinkMarkup`): the words of each link kept,
/// its `[` and `](link:…)` removed, the arguments' ranges moved to match.
struct LinkedText {
  /// A link in `text`: the policy link id and the UTF-16 range of its words.
  struct Link: Equatable {
    let id: String
    let start: Int
    let length: Int
  }

  let text: String
  let arguments: [Localizer.ArgumentSpan]
  let links: [Link]

  /// `text` read for links, or nil when it has none. Only the catalog's own words are read:
  /// the values filled in (`arguments`) are masked first, so a value can never make or break
  /// a link, and a link whose markup holds a value is no link (lint's `link-malformed`).
  init?(_ text: String, arguments: [Localizer.ArgumentSpan]) {
    guard Self.mayHoldLink(text) else { return nil }
    var units = Array(text.utf16)
    let values = arguments.map { $0.start..<($0.start + $0.length) }
    var masked = text
    if !values.isEmpty {
      var maskedUnits = units
      for range in values where range.upperBound <= maskedUnits.count {
        maskedUnits.replaceSubrange(
          range, with: repeatElement(UInt16(ascii: "x"), count: range.count))
      }
      masked = String(utf16Units: maskedUnits)
    }
    let links = LinkMarkup.parse(masked).links.filter { link in
      !values.contains { $0.overlaps(link.markupRange) }
    }
    guard !links.isEmpty else { return nil }
    // Removed ranges, in order: each link's `[` and its `](link:…)`.
    var removed: [Range<Int>] = []
    for link in links {
      let opening = link.markupRange.lowerBound
      removed += [
        opening..<opening + 1, opening + 1 + link.textRange.count..<link.markupRange.upperBound,
      ]
    }
    func moved(_ offset: Int) -> Int {
      offset - removed.reduce(0) { $0 + ($1.upperBound <= offset ? $1.count : 0) }
    }
    for range in removed.reversed() { units.removeSubrange(range) }
    self.text = String(utf16Units: units)
    self.arguments = arguments.map { .init(start: moved($0.start), length: $0.length) }
    self.links = links.map {
      Link(id: $0.id, start: moved($0.markupRange.lowerBound + 1), length: $0.textRange.count)
    }
  }

  /// Whether `text` has a `](`, without which it has no link.
  static func mayHoldLink(_ text: String) -> Bool {
    var text = text
    // Over the UTF-8 bytes in place: every text of every document is asked.
    return text.withUTF8 { bytes in
      var index = 1
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "("), bytes[index - 1] == UInt8(ascii: "]") {
          return true
        }
        index += 1
      }
      return false
    }
  }
}
