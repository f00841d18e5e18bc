import AlertLayout

/// Where a text's words come from, as the localizer chooses them: what an explanation shows
/// beside each text of a document.
struct TextSource: Sendable {
  /// The key's text, or nil when the rule's fallback or the key itself was shown.
  var resolved: LocaleTable.Resolved?
  /// Whether the rule's fallback text was shown, the key being in no catalog.
  var usesFallback: Bool
  /// The plural category of the variant chosen, for a text varied by plural.
  var plural: PluralCategory?
  /// The count that chose it.
  var count: Int?
  /// The device whose variation was chosen, when the text has one for the localizer's device.
  var device: DeviceClass?
}

extension Localizer {
  /// Where `text`'s words come from: the same lookups and choices `annotated(_:)` makes.
  func source(of text: LocalizedText) -> TextSource {
    guard let resolved = strings[text.key] else {
      return TextSource(usesFallback: text.fallback != nil)
    }
    let deviceVariants = self.deviceVariants(of: resolved)
    var source = TextSource(
      resolved: resolved, usesFallback: false, device: deviceVariants == nil ? nil : device)
    if case .plural(let units) = deviceVariants ?? resolved.string.variants {
      let count = text.arguments.lazy.compactMap { argument -> Int? in
        if case .count(let count) = argument { count } else { nil }
      }.first
      source.count = count
      source.plural = Self.category(in: units, for: count ?? 0, locale: resolved.locale)
    }
    return source
  }

  /// The variants of `resolved` for the localizer's device, when it has a variation of its
  /// own; nil means the string's other variants serve. Device variations are few and rare:
  /// chosen here rather than compiled into a table per device.
  @inline(__always)
  func deviceVariants(of resolved: LocaleTable.Resolved) -> CatalogString.Variants? {
    device == .other ? nil : resolved.string.deviceVariants[device]
  }

  /// The category whose variant `unit(in:for:locale:)` takes for `count`: CLDR's for the
  /// locale, else `other`, else the first in CLDR's order; nil when there is none. The same
  /// rule as `unit`'s, written apart so that a render keeps its single lookup.
  static func category(
    in units: [PluralCategory: CatalogUnit], for count: Int, locale: LocaleID
  ) -> PluralCategory? {
    let category = PluralRules(locale: locale).category(of: count)
    if units[category] != nil { return category }
    if units[.other] != nil { return .other }
    return PluralCategory.allCases.first { units[$0] != nil }
  }
}
