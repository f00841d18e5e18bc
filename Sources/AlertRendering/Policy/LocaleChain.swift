/// The language tags a policy entry's variants are chosen by, most specific first, and the
/// source language's, for texts that fall back to it.
///
/// Tags are canonical (`LocaleID.description`) and come from CLDR's parent chains, so `es`
/// serves es-419 and es-MX, and `en` serves en-GB and en-AU.
package struct LocaleChain: Sendable, Hashable {
  /// The tags a variant's `locales` are compared with, in order.
  package let tags: [String]
  /// The source language's chain, walked when no variant lists a tag of `tags` and none is the
  /// default: texts fall back to the source language, and so do their addresses.
  package let sourceTags: [String]

  /// The chain of a catalog text in `text`, whose catalog's source language is `source`.
  package init(text: LocaleID, source: LocaleID) {
    self.init(tags: Self.tags(text), sourceTags: Self.tags(source))
  }

  /// The chain of what a document shows for a request: the requested locale's chain, then the
  /// served locale's (so that an en-GB request gets the UK helpline even when en-US texts serve
  /// it), then the source language's.
  package init(requested: LocaleID, served: LocaleID, source: LocaleID) {
    var tags = Self.tags(requested)
    for tag in Self.tags(served) where !tags.contains(tag) { tags.append(tag) }
    self.init(tags: tags, sourceTags: Self.tags(source))
  }

  /// A chain of canonical tags as given.
  init(tags: [String], sourceTags: [String]) {
    self.tags = tags
    self.sourceTags = sourceTags
  }

  /// The most specific tag, which messages name.
  package var locale: String { tags.first ?? sourceTags.first ?? "und" }

  /// `locale`'s CLDR chain as canonical tags: es-MX, es-419, es.
  private static func tags(_ locale: LocaleID) -> [String] {
    locale.fallbackChain.map(\.description)
  }
}
