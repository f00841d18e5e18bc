import AlertLayout

/// Reads the link markup of catalog texts: `[link text](link:<policy link id>)`.
///
/// The destination names a `links` entry of the content policy, never a URL, so translators
/// never touch addresses and each language gets its own page. A link's text is non-empty and
/// holds no `[`, `]` or placeholder; links do not nest; a `[` with no `](` after it is literal
/// text, while a `](` that is not part of a valid link is a problem. Ranges are UTF-16 offsets.
package enum LinkMarkup {
  /// A valid link.
  package struct Link: Sendable, Equatable {
    /// The policy link id, such as `ftc-identity-theft`.
    package var id: String
    /// The link text's range in the plain text (`Parsed.text`).
    package var textRange: Range<Int>
    /// The whole markup's range in the original text, `[` through `)`.
    package var markupRange: Range<Int>
  }

  /// Markup that is not a valid link.
  package struct Problem: Sendable, Equatable {
    /// What is wrong.
    package var kind: Kind
    /// Where, in the original text: the markup from its `[` (or its `]`) through its `)`.
    package var range: Range<Int>
    /// What the parentheses hold, when they close: `link:x`, or a URL a translator wrote.
    package var destination: String?

    /// What can be wrong.
    package enum Kind: String, Sendable, Equatable {
      /// `[](link:x)`: the link has no text.
      case emptyText = "empty-text"
      /// `[a]b](link:x)`: a bracket inside the link text (or links nested).
      case bracketInText = "bracket-in-text"
      /// `[%@](link:x)`: a placeholder inside the link text.
      case placeholderInText = "placeholder-in-text"
      /// `[a](https://…)`: the destination is not `link:` and an id.
      case destinationNotLink = "destination-not-link"
      /// `[a](link:x` with no `)`.
      case unclosedDestination = "unclosed-destination"
      /// `a](link:x)` with no `[` before it.
      case noOpeningBracket = "no-opening-bracket"
    }

    /// A sentence saying what is wrong and what was expected.
    package var message: String {
      let example = "such as [IdentityTheft.gov](link:ftc-identity-theft)"
      switch kind {
      case .emptyText:
        return "A link has no text; expected the words it is drawn on, \(example)."
      case .bracketInText:
        return "A link's text holds a bracket, or links are nested; expected one link per text "
          + "span, \(example)."
      case .placeholderInText:
        return "A link's text holds a placeholder; expected words only, \(example)."
      case .destinationNotLink:
        return "A link leads to '\(cut: destination ?? "")'; expected 'link:' and the id of a link "
          + "of the content policy, \(example)."
      case .unclosedDestination:
        return "A link's '](' has no closing ')'; expected \(example)."
      case .noOpeningBracket:
        return "A '](' has no '[' before it; expected \(example)."
      }
    }
  }

  /// A text read for links.
  package struct Parsed: Sendable, Equatable {
    /// The text with each valid link's markup removed and its text kept.
    package var text: String
    /// The valid links, in order.
    package var links: [Link]
    /// The markup that is not a valid link, in order; its characters stay in `text`.
    package var problems: [Problem]
    /// The ranges of the original text that are markup of valid links, not words: each link's
    /// `[` and its `](link:…)`.
    package var markupRanges: [Range<Int>]
  }

  /// Reads the link markup of `text`.
  package static func parse(_ text: String) -> Parsed {
    let units = Array(text.utf16)
    guard units.indices.contains(where: { isOpening(units, at: $0) }) else {
      return Parsed(text: text, links: [], problems: [], markupRanges: [])
    }
    let placeholders = PlaceholderRanges.find(in: units)
    var result = Parsed(text: "", links: [], problems: [], markupRanges: [])
    var plain: [UInt16] = []
    var copied = 0
    var open: Int?
    var index = 0
    while index < units.count {
      if units[index] == UInt16(ascii: "[") {
        open = index
        index += 1
        continue
      }
      guard isOpening(units, at: index) else {
        index += 1
        continue
      }
      guard let close = units[(index + 2)...].firstIndex(of: UInt16(ascii: ")")) else {
        result.problems.append(
          Problem(kind: .unclosedDestination, range: (open ?? index)..<units.count))
        break
      }
      let destination = String(utf16Units: units[(index + 2)..<close])
      defer {
        open = nil
        index = close + 1
      }
      guard let start = open else {
        result.problems.append(
          Problem(kind: .noOpeningBracket, range: index..<close + 1, destination: destination))
        continue
      }
      let textRange = (start + 1)..<index
      let kind: Problem.Kind? =
        textRange.isEmpty
        ? .emptyText
        : units[textRange].contains(UInt16(ascii: "]"))
          ? .bracketInText
          : placeholders.contains(where: { $0.overlaps(textRange) })
            ? .placeholderInText : linkID(destination) == nil ? .destinationNotLink : nil
      if let kind {
        result.problems.append(
          Problem(kind: kind, range: start..<close + 1, destination: destination))
        continue
      }
      plain += units[copied..<start]
      let linkStart = plain.count
      plain += units[textRange]
      result.links.append(
        Link(
          id: linkID(destination) ?? "", textRange: linkStart..<plain.count,
          markupRange: start..<close + 1))
      result.markupRanges += [start..<start + 1, index..<close + 1]
      copied = close + 1
    }
    plain += units[copied...]
    result.text = String(utf16Units: plain)
    return result
  }

  /// Whether `](` begins at `index`.
  private static func isOpening(_ units: [UInt16], at index: Int) -> Bool {
    units[index] == UInt16(ascii: "]") && index + 1 < units.count
      && units[index + 1] == UInt16(ascii: "(")
  }

  /// The id of `link:<id>`, when `destination` is that and the id is `[a-z0-9-]{1,64}`.
  static func linkID(_ destination: String) -> String? {
    guard destination.hasPrefix("link:") else { return nil }
    let id = destination.dropFirst(5)
    let valid =
      !id.isEmpty && id.utf8.count <= 64
      && id.utf8.allSatisfy {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "-")
      }
    return valid ? String(id) : nil
  }
}
