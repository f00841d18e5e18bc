import AlertLayout

/// A language tag such as `es-419`, read from any common spelling.
///
/// Requests arrive as BCP 47 (`en-GB`), POSIX (`en_GB`), `LANG` values (`es_MX.UTF-8`) and in
/// any case; all of them name the same locale.
package struct LocaleID: Sendable, Hashable, CustomStringConvertible {
  /// The language subtag in lowercase, such as `es`.
  package let language: String
  /// The script subtag in title case, such as `Latn`, if given.
  package let script: String?
  /// The region subtag in uppercase or as three digits, such as `419`, if given.
  package let region: String?

  /// Parses `text`, or returns nil when it is not a language tag.
  package init?(_ text: String) {
    if let canonical = Self.canonical(text) {
      self = canonical
      return
    }
    guard let tag = LanguageTag(text) else { return nil }
    self.init(language: tag.language, script: tag.script, region: tag.region)
  }

  /// `text` when it is spelled canonically already (`es`, `en-GB`, `es-419`), read without
  /// splitting: catalogs repeat such tags thousands of times.
  private static func canonical(_ text: String) -> LocaleID? {
    let parsed = text.utf8.withContiguousStorageIfAvailable { bytes -> LocaleID? in
      let lower = UInt8(ascii: "a")...UInt8(ascii: "z")
      let upper = UInt8(ascii: "A")...UInt8(ascii: "Z")
      let digit = UInt8(ascii: "0")...UInt8(ascii: "9")
      guard bytes.count >= 2, lower.contains(bytes[0]), lower.contains(bytes[1]) else {
        return nil
      }
      let language = String(decoding: bytes[0..<2], as: UTF8.self)
      if bytes.count == 2 { return LocaleID(language: language) }
      guard bytes[2] == UInt8(ascii: "-"),
        bytes.count == 5 && bytes[3...].allSatisfy(upper.contains)
          || bytes.count == 6 && bytes[3...].allSatisfy(digit.contains)
      else { return nil }
      return LocaleID(language: language, region: String(decoding: bytes[3...], as: UTF8.self))
    }
    return parsed ?? nil
  }

  init(language: String, script: String? = nil, region: String? = nil) {
    self.language = language
    self.script = script
    self.region = region
  }

  /// The BCP 47 spelling, such as `es-419`.
  package var description: String {
    // Concatenated rather than joined: `joined` looks up a protocol witness at run time on
    // first use, which costs more than every other step of a one-alert run's locale setup.
    var text = language
    if let script { text += "-" + script }
    if let region { text += "-" + region }
    return text
  }

  /// The pseudo-locale that renders accented, expanded text for layout testing.
  static let pseudo = LocaleID(language: "en", region: "XA")
  /// The pseudo-locale that renders mirrored, right-to-left text for layout testing.
  static let pseudoBidi = LocaleID(language: "ar", region: "XB")

  /// The writing direction of the locale's language.
  var isRightToLeft: Bool { LanguageTag.isRightToLeft(language: language) }

  /// This locale and its CLDR parents, most specific first: es-MX, es-419, es.
  package var fallbackChain: [LocaleID] {
    var chain = [self]
    var current = self
    while let parent = current.parent {
      chain.append(parent)
      current = parent
    }
    return chain
  }

  /// The CLDR parent locale (parentLocales.json, else the locale minus its last subtag), or
  /// nil at the root: es-AR → es-419 → es, en-AU → en-001 → en, pt-AO → pt-PT → pt; sr-Latn
  /// has none, since its texts must not come from Cyrillic sr.
  var parent: LocaleID? {
    let parent = Self.cldrParent(of: description)
    return parent == "und" ? nil : LocaleID(parent)
  }

  /// The CLDR parent of the canonical identifier `id`, `und` (the root) after a bare language.
  static func cldrParent(of id: String) -> String {
    // Identifiers are ASCII, whose order by `<` is code point order.
    var low = 0
    var high = cldrParentChildren.count
    while low < high {
      let middle = (low + high) / 2
      let child = cldrParentChildren[middle]
      if child == id { return cldrParentParents[middle] }
      if child < id {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard let dash = id.utf8.lastIndex(of: UInt8(ascii: "-")) else { return "und" }
    return String(id[..<dash])
  }
}
