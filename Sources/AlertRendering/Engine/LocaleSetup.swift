/// What rendering in one locale needs: its table, its number and list formats, and its date
/// patterns compiled once by their text instead of once per date.
struct LocaleSetup: Sendable {
  let table: LocaleTable
  let formats: LocaleFormats
  let datePatterns: [String: DatePattern]

  /// Prepares `table` for the date pattern keys of `screen`.
  init(table: LocaleTable, screen: ScreenRule) {
    self.table = table
    formats = LocaleFormats(table: table)
    var datePatterns: [String: DatePattern] = [:]
    for key in [screen.datePattern, screen.spokenDatePattern] {
      var localizer = Localizer(
        table: table, formats: formats, datePatternKey: key, monthNamePrefix: screen.monthNames)
      let pattern = localizer.string(LocalizedText(key))
      datePatterns[pattern] = DatePattern(pattern)
    }
    self.datePatterns = datePatterns
  }

  /// A localizer for one document in this locale on `device`.
  func localizer(screen: ScreenRule, device: DeviceClass = .other) -> Localizer {
    Localizer(
      table: table, formats: formats, datePatternKey: screen.datePattern,
      monthNamePrefix: screen.monthNames, datePatterns: datePatterns, device: device)
  }
}
