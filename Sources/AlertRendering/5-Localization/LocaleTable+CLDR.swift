extension LocaleTable {
  /// The table with its format keys (date patterns, month names, list patterns, digit
  /// grouping) decided for a request of `requested`, which this table's texts serve.
  ///
  /// Each format key takes, first that has it:
  /// 1. the catalog's own text for the requested locale, or for this table's locale when it
  ///    is more specific than the request (`en` served by `en-US`, `es` by `es-419`);
  /// 2. when the texts are in the requested locale's language and script, CLDR's data of the
  ///    requested locale (en-AU's day-first dates under en-GB's texts; es-AR's `.`);
  /// 3. the catalog's own text for this table's locale;
  /// 4. CLDR's data of this table's locale;
  /// 5. the text the table has, from the source catalog through fallback.
  ///
  /// So a drop-in needs no `format.*` key, and one it has wins; en-US's design pattern
  /// (`MM-dd-yyyy`) serves en-US alone; and a request whose language has no texts (fr served
  /// by en-US) gets the whole document of the texts' locale, words such as "and" included.
  ///
  /// `datePatternKey`, `spokenDatePatternKey` and `monthNamePrefix` (+ 1…12) are the keys the
  /// screen's rule names.
  func withFormats(
    for requested: LocaleID, datePatternKey: String, spokenDatePatternKey: String,
    monthNamePrefix: String
  ) -> (table: LocaleTable, grouping: (size: Int, secondary: Int)) {
    let isServedWhole = requested == locale || locale.fallbackChain.contains(requested)
    let sameText = requested.language == locale.language && requested.script == locale.script
    let requestedData = sameText && !isServedWhole ? CLDRFormats(locale: requested) : nil
    let textsData = requestedData == nil ? CLDRFormats(locale: locale) : nil
    let cldr = requestedData ?? textsData
    let grouping = (cldr?.groupingSize ?? 3, cldr?.secondaryGroupingSize ?? 3)
    guard let cldr else { return (self, grouping) }
    var strings = self.strings
    var changed = false
    /// Whether `key` keeps the catalog's text: rules 1 and 3, whose locale answers first.
    func isCatalogs(_ key: String) -> Bool {
      let current = strings[key]?.locale
      return current == requested || (current == locale && (isServedWhole || requestedData == nil))
    }
    func take(_ key: String, _ value: String?) {
      guard let value, !isCatalogs(key) else { return }
      let template = FormatTemplate(value)
      guard template.isRenderable else { return }
      let string = CatalogString(
        variants: .single(CatalogUnit(state: "translated", value: value, template: template)),
        substitutions: [:])
      strings[key] = Resolved(string: string, locale: locale)
      changed = true
    }
    take(datePatternKey, cldr.numericDate)
    take(spokenDatePatternKey, cldr.spokenDate)
    take(LocaleFormats.Key.two, cldr.listTwo)
    let context = ListContext(language: locale.language)
    take(LocaleFormats.Key.twoBeforeI, cldr.listTwo.map(context.changed))
    take(LocaleFormats.Key.start, cldr.listStart)
    take(LocaleFormats.Key.middle, cldr.listMiddle)
    take(LocaleFormats.Key.end, cldr.listEnd)
    take(LocaleFormats.Key.endBeforeI, cldr.listEnd.map(context.changed))
    take(LocaleFormats.Key.groupSeparator, cldr.groupSeparator)
    take(LocaleFormats.Key.minimumGroupingDigits, cldr.minimumGroupingDigits.map(String.init))
    // Month names are split only when some are needed (not for en-US, en-GB and es-419).
    let monthKeys = (1...12).map { monthNamePrefix + String($0) }
    if !monthKeys.allSatisfy(isCatalogs) {
      for (key, name) in zip(monthKeys, cldr.monthNames) { take(key, name) }
    }
    var table = self
    if changed {
      table = LocaleTable(locale: locale, strings: strings, unrenderable: unrenderable)
      table.refused = refused
    }
    return (table, grouping)
  }
}
