extension Localizer {
  /// A date pattern key resolved once for a locale and device, as `date(_:patternKey:)` would
  /// resolve it for every date: the pattern compiled, the month names it shows resolved, and
  /// the reports resolving them made, which each date replays where it would have made them.
  /// Made once so that no date, and a detail has two, resolves the key and the month names
  /// anew.
  struct DateFormat: Sendable {
    /// A resolved text and the reports resolving it made.
    struct Text: Sendable {
      var text: String
      var reports: [Report]
    }

    /// The catalog key of the pattern.
    let key: String
    let pattern: DatePattern
    /// The reports resolving the key made.
    let reports: [Report]
    /// The names of months 1…12 when the pattern shows names (`MMM`, `MMMM`), else empty.
    let monthNames: [Text]
  }

  /// The pattern of `key` and the month names it shows, resolved as a date would resolve them.
  mutating func dateFormat(key: String) -> DateFormat {
    let (text, reports) = recording { $0.string(LocalizedText(key)) }
    let pattern = DatePattern(text)
    var monthNames: [DateFormat.Text] = []
    if pattern.showsMonthNames {
      let prefix = monthNamePrefix
      for month in 1...12 {
        let (name, reports) = recording { $0.string(LocalizedText(prefix + String(month))) }
        monthNames.append(DateFormat.Text(text: name, reports: reports))
      }
    }
    return DateFormat(key: key, pattern: pattern, reports: reports, monthNames: monthNames)
  }

  /// `date` in the locale's catalog pattern.
  mutating func date(_ date: LeakDate, patternKey: String? = nil) -> String {
    let key = patternKey ?? datePatternKey
    if let format = dateFormats.first(where: { $0.key == key }) {
      replay(format.reports)
      return format.pattern.format(date) { month in
        let name = format.monthNames[month - 1]
        replay(name.reports)
        return name.text
      }
    }
    let pattern = DatePattern(string(LocalizedText(key)))
    return pattern.format(date) { month in string(LocalizedText(monthNamePrefix + String(month))) }
  }
}
