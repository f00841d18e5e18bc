import AlertLayout
import AlertRendering

/// Lint's check that a locale's format keys are its own: a `format.*` value identical to the
/// source language's, in a locale whose language CLDR has data for, is an error unless CLDR
/// gives that very value.
///
/// A vendor that copies every source into its target sends French back with `MM-dd-yyyy`
/// and `, and`; the catalog's value then wins over CLDR's French (see `LocaleTable`), so the
/// French read American dates. Deleting the value lets CLDR's apply.
struct CopiedFormatChecks {
  let catalogs: CatalogSet
  /// The keys of the screen rule's numeric and spoken date patterns and its month names'
  /// prefix, when the rules loaded.
  let datePatternKey: String?
  let spokenDatePatternKey: String?
  let monthNamePrefix: String?

  func findings() -> [LintFinding] {
    var findings: [LintFinding] = []
    let source = catalogs.sourceLanguage
    var data: [LocaleID: CLDRFormats?] = [:]
    for (key, (entry, file)) in catalogs.entries.sorted(by: { $0.key < $1.key }) {
      guard key.hasPrefix("format.") || key == datePatternKey || key == spokenDatePatternKey,
        let sourceText = entry.localizations.first(where: { LocaleID($0.key) == source })
          .flatMap({ Self.text(of: $0.value) })
      else { continue }
      for (id, string) in entry.localizations.sorted(by: { $0.key < $1.key }) {
        guard let locale = LocaleID(id), locale != source, Self.text(of: string) == sourceText
        else {
          continue
        }
        if data[locale] == nil { data[locale] = CLDRFormats(locale: locale) }
        guard let cldr = data[locale] ?? nil else { continue }
        let expected = cldrValues(of: key, in: cldr, locale: locale)
        guard !expected.isEmpty, !expected.contains(sourceText) else { continue }
        findings.append(
          LintFinding(
            location: Self.location(of: key, locale: id, in: file), severity: .error, key: key,
            locale: id,
            message:
              "\(Self.quoted(sourceText)) is the \(source) value, copied: CLDR gives "
              + "\(locale) \(Self.quoted(expected[0])). Delete the \(id) value so that CLDR's applies, or write "
              + "\(locale)'s own.",
            checkID: "format-copied"))
      }
    }
    return findings
  }

  /// The values CLDR's data gives `key` in `locale`; empty for a key it does not serve.
  private func cldrValues(of key: String, in cldr: CLDRFormats, locale: LocaleID) -> [String] {
    let value: String?
    switch key {
    case datePatternKey: value = cldr.numericDate
    case spokenDatePatternKey: value = cldr.spokenDate
    case LocaleFormats.Key.two: value = cldr.listTwo
    case LocaleFormats.Key.start: value = cldr.listStart
    case LocaleFormats.Key.middle: value = cldr.listMiddle
    case LocaleFormats.Key.end: value = cldr.listEnd
    case LocaleFormats.Key.twoBeforeI, LocaleFormats.Key.endBeforeI:
      let plain = key == LocaleFormats.Key.twoBeforeI ? cldr.listTwo : cldr.listEnd
      return plain.map { [ListContext(language: locale.language).changed($0), $0] } ?? []
    case LocaleFormats.Key.groupSeparator: value = cldr.groupSeparator
    case LocaleFormats.Key.minimumGroupingDigits:
      value = cldr.minimumGroupingDigits.map(String.init)
    default:
      guard let monthNamePrefix, key.hasPrefix(monthNamePrefix),
        let month = Int(key.dropFirst(monthNamePrefix.count)), (1...12).contains(month),
        cldr.monthNames.count == 12
      else { return [] }
      value = cldr.monthNames[month - 1]
    }
    return value.map { [$0] } ?? []
  }

  /// The one text of `string`, placeholders as written; nil for plural or device variants.
  private static func text(of string: CatalogString) -> String? {
    guard case .single(let unit) = string.variants, string.deviceVariants.isEmpty else {
      return nil
    }
    return unit.value
  }

  /// `value` in quotes, cut as messages quote values, followed by the code points of any space
  /// in what is shown that does not show as one (CLDR's French group separator is U+202F).
  private static func quoted(_ value: String) -> String {
    let shown = value.cutForMessage()
    let hidden = shown.unicodeScalars.filter { $0.properties.isWhitespace && $0 != " " }
    guard !hidden.isEmpty else { return "'\(shown)'" }
    let names = hidden.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    return "'\(shown)' (\(names.joined(separator: ", ")))"
  }

  /// `file` with the line and column of the value of `key` in `locale`, when the file can be
  /// read again and holds it as a plain string.
  static func location(of key: String, locale: String, in file: String) -> ReportLocation {
    guard case .success(let bytes) = FileBytes.contents(ofRegularFile: file, limit: 64 << 20),
      let position = JSONParser.location(
        of: "strings.\(key).localizations.\(locale).stringUnit.value", in: bytes)
    else { return ReportLocation(file: file) }
    return ReportLocation(file: file, line: position.line, column: position.column)
  }
}
