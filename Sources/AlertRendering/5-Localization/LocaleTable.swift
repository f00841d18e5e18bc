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

  /// A text passed over because rendering cannot fill one of its specifiers.
  struct Unrenderable: Sendable {
    /// The locale whose text it is.
    let locale: LocaleID
    /// The first specifier rendering does not fill, as written (`%.2f`).
    let specifier: String
  }

  /// A text passed over because the content policy does not allow something it shows.
  struct Refused: Sendable {
    /// The locale whose text it is.
    let locale: LocaleID
    /// The catalog file it is in.
    let file: String
    /// What it shows and why that is refused: "shows http://evil.example.com".
    let refusal: String
  }

  let locale: LocaleID
  /// Every key's text.
  let strings: [String: Resolved]
  /// Keys whose text in a locale the request prefers to the one `strings` holds (or in the
  /// same locale, for a drop-in's text that did not replace the one it would have) was passed
  /// over: rendering does not know one of its specifiers. Nearly always empty.
  var unrenderable: [String: Unrenderable] = [:]
  /// Keys whose text nearest the request was passed over for showing an address the content
  /// policy does not allow (`CatalogSet.compileTable(_:accepting:)`). Nearly always empty.
  var refused: [String: Refused] = [:]
}
