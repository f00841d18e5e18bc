/// A language tag such as `es-419` read from any common spelling: BCP 47 (`en-GB`), POSIX
/// (`en_GB`), `LANG` values (`es_MX.UTF-8`), in any case. The engine's locales are read with it,
/// and the HTML drawing decides with it which texts are written right to left.
package struct LanguageTag: Sendable, Hashable {
  /// The language subtag in lowercase, such as `es`.
  package let language: String
  /// The script subtag in title case, such as `Latn`, if given.
  package let script: String?
  /// The region subtag in uppercase or as three digits, such as `419`, if given.
  package let region: String?

  /// Parses `text`, or returns nil when it is not a language tag.
  package init?(_ text: String) {
    // `LANG` values carry an encoding and a modifier: es_MX.UTF-8@euro.
    let core = text.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
    let tag = core.split(separator: "@", maxSplits: 1).first.map(String.init) ?? ""
    let parts = tag.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" }
    )
    .map(String.init)
    guard let first = parts.first, (2...3).contains(first.count),
      first.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return nil }
    var script: String?
    var region: String?
    for part in parts.dropFirst() {
      // Extensions (-u-nu-latn, -x-…) and variants (-valencia, -1996) refine a locale but never
      // change which catalog serves it, so the tag is read up to them.
      if part.count == 1 || (5...8).contains(part.count)
        || (part.count == 4 && part.first?.isNumber == true)
      {
        break
      }
      if script == nil, region == nil, part.count == 4,
        part.allSatisfy({ $0.isASCII && $0.isLetter })
      {
        script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
      } else if region == nil, part.count == 2, part.allSatisfy({ $0.isASCII && $0.isLetter }) {
        region = part.uppercased()
      } else if region == nil, part.count == 3, part.allSatisfy({ $0.isASCII && $0.isNumber }) {
        region = part
      } else {
        return nil
      }
    }
    language = first.lowercased()
    self.script = script
    self.region = region
  }

  /// Whether texts in this tag's language are written right to left.
  package var isRightToLeft: Bool { Self.isRightToLeft(language: language) }

  /// Whether texts in `language` (a lowercase language subtag) are written right to left.
  package static func isRightToLeft(language: String) -> Bool {
    ["ar", "he", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug"].contains(language)
  }
}
