/// A length of time a date test measures back from the reference date: `P<n>D`, `W`, `M` or
/// `Y` with 1 ≤ n ≤ 9999, as in ISO 8601 durations.
///
/// Days and weeks count days; months and years are calendar arithmetic, the day clamped to
/// the end of the month it lands in (March 31 less `P1M` is February 28, or 29).
struct Period: Sendable, Equatable, CustomStringConvertible {
  /// The unit of a period.
  enum Unit: Character, Sendable, Equatable {
    case day = "D"
    case week = "W"
    case month = "M"
    case year = "Y"
  }

  /// How many units, 1 to 9999.
  var count: Int
  var unit: Unit

  /// Parses `P<n>D|W|M|Y`, or returns nil.
  init?(_ text: String) {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count >= 3, scalars.count <= 6, scalars.first == "P",
      let unit = Unit(rawValue: Character(scalars[scalars.count - 1]))
    else { return nil }
    let digits = scalars[1..<(scalars.count - 1)]
    guard digits.allSatisfy({ ("0"..."9").contains($0) }), digits.first != "0",
      let count = Int(String(String.UnicodeScalarView(digits))), (1...9999).contains(count)
    else { return nil }
    self.count = count
    self.unit = unit
  }

  /// The period as written, such as `P30D`.
  var description: String { "P\(count)\(unit.rawValue)" }

  /// The fewest and the most days the period can span, for lint's comparisons.
  var days: ClosedRange<Int> {
    switch unit {
    case .day: return count...count
    case .week: return count * 7...count * 7
    case .month: return count * 28...count * 31
    case .year: return count * 365...count * 366
    }
  }

  /// The day number (`LeakDate.dayNumber`) of `date` less this period.
  func dayNumber(before date: LeakDate) -> Int {
    switch unit {
    case .day: return date.dayNumber - count
    case .week: return date.dayNumber - count * 7
    case .month, .year:
      let months = date.year * 12 + (date.month - 1) - (unit == .month ? count : count * 12)
      let year = months >= 0 ? months / 12 : (months - 11) / 12
      let month = months - year * 12 + 1
      let day = min(date.day, LeakDate.daysIn(month: month, year: year))
      return LeakDate.dayNumber(year: year, month: month, day: day)
    }
  }
}

extension LeakDate {
  /// Days since 1970-01-01 (negative before), in the proleptic Gregorian calendar.
  var dayNumber: Int { Self.dayNumber(year: year, month: month, day: day) }

  /// Days since 1970-01-01 of a civil date (Howard Hinnant's `days_from_civil`), for any year.
  static func dayNumber(year: Int, month: Int, day: Int) -> Int {
    let shifted = month <= 2 ? year - 1 : year
    let era = (shifted >= 0 ? shifted : shifted - 399) / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The civil date of a day number (`civil_from_days`), or nil outside years 1 to 9999.
  init?(dayNumber: Int) {
    let shifted = dayNumber + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra =
      (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
  }
}
