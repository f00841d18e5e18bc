/// What rendering in one locale needs: its table, its number and list formats, and its date
/// patterns compiled once by their text instead of once per date.
struct LocaleSetup: Sendable {
  let table: LocaleTable
  let formats: LocaleFormats
  let datePatterns: [String: DatePattern]
  /// The table's strings by their exact keys, made once for every document.
  let strings: ExactKeyTable<LocaleTable.Resolved>
  /// The parts of a document shared by every alert, per device, made on first use.
  private let sharedParts: [DeviceClass: LazyValue<LayoutBuilder.SharedParts>]

  /// Prepares `table` for a request of `requested`, whose formats it takes as
  /// `LocaleTable.withFormats(for:…)` decides, and for the date pattern keys of `screen`;
  /// without `requested` (pseudo-locales), the table's own format texts are used.
  init(table: LocaleTable, screen: ScreenRule, requested: LocaleID?) {
    var table = table
    var grouping = (size: 3, secondary: 3)
    if let requested {
      (table, grouping) = table.withFormats(
        for: requested, datePatternKey: screen.datePattern,
        spokenDatePatternKey: screen.spokenDatePattern, monthNamePrefix: screen.monthNames)
    }
    self.table = table
    formats = LocaleFormats(table: table, grouping: grouping)
    let strings = ExactKeyTable(table.strings)
    self.strings = strings
    var datePatterns: [String: DatePattern] = [:]
    for key in [screen.datePattern, screen.spokenDatePattern] {
      var localizer = Localizer(
        table: table, formats: formats, datePatternKey: key, monthNamePrefix: screen.monthNames,
        strings: strings)
      let pattern = localizer.string(LocalizedText(key))
      datePatterns[pattern] = DatePattern(pattern)
    }
    self.datePatterns = datePatterns
    var sharedParts: [DeviceClass: LazyValue<LayoutBuilder.SharedParts>] = [:]
    for device in DeviceClass.allCases {
      sharedParts[device] = LazyValue { [table, formats, datePatterns] in
        LayoutBuilder.SharedParts(
          screen: screen.content,
          localizer: Localizer(
            table: table, formats: formats, datePatternKey: screen.datePattern,
            monthNamePrefix: screen.monthNames, datePatterns: datePatterns, device: device,
            strings: strings))
      }
    }
    self.sharedParts = sharedParts
  }

  /// The parts every document in this locale on `device` shares.
  func shared(device: DeviceClass) -> LayoutBuilder.SharedParts? {
    sharedParts[device]?.value
  }

  /// A localizer for one document in this locale on `device`.
  func localizer(screen: ScreenRule, device: DeviceClass = .other) -> Localizer {
    Localizer(
      table: table, formats: formats, datePatternKey: screen.datePattern,
      monthNamePrefix: screen.monthNames, datePatterns: datePatterns, device: device,
      strings: strings)
  }
}
