/// Which step of locale negotiation served a request, or a text: the names explanations use.
enum LocaleStep: String, Sendable {
  /// The locale asked for has a catalog of its own.
  case exact
  /// Served by a CLDR parent of the locale asked for (es-MX by es-419).
  case cldrParent = "cldr-parent"
  /// Served by a locale that serves a CLDR parent the request shares (en-AU by en-GB).
  case sharedParent = "shared-parent"
  /// Served by another locale of the same language.
  case sameLanguage = "same-language"
  /// The language is not translated; the source language served.
  case unsupported
  /// The request is no locale identifier; the source language served.
  case invalid
  /// A pseudo-locale, made from the source texts.
  case pseudo
  /// This key has no text in the served locale; a locale later in its chain served it.
  case keyFallback = "key-fallback"
}
