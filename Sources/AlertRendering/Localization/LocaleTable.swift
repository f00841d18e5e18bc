/// One locale's strings after fallback: each key's text and the locale it came from.
struct LocaleTable: Sendable {
  /// A class, so that a lookup hands out one reference instead of copying every field.
  final class Resolved: Sendable {
    let string: CatalogString
    let locale: LocaleID
    /// The finished text when the string has one form and no placeholder, as most do: made
    /// once here so that rendering it is a lookup.
    let plainText: String?

    init(string: CatalogString, locale: LocaleID) {
      self.string = string
      self.locale = locale
      plainText = string.plainText
    }
  }

  let locale: LocaleID
  /// Every key's text.
  let strings: [String: Resolved]
}
