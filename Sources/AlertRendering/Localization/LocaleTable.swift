/// One locale's strings after fallback: each key's text and the locale it came from.
///
/// The strings may be made on first use: a snapshot holds every locale's table, and a process
/// that renders in one locale need not decode the others.
final class LocaleTable: Sendable {
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
  private let storage: LazyValue<[String: Resolved]>

  /// Every key's text; the first caller makes them when they were left for first use.
  var strings: [String: Resolved] { storage.value }

  /// The language whose plural rules apply.
  var pluralLanguage: String { locale.language }

  /// A table of `strings`.
  init(locale: LocaleID, strings: [String: Resolved]) {
    self.locale = locale
    storage = LazyValue(strings)
  }

  /// A table whose strings `make` makes when first asked for.
  init(locale: LocaleID, making make: @escaping @Sendable () -> [String: Resolved]) {
    self.locale = locale
    storage = LazyValue(make)
  }
}
