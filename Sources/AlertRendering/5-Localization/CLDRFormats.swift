/// CLDR's data for the formats alert-render prints, for one locale.
///
/// Generated from CLDR by `Scripts/generate-locale-formats` into `CLDRFormats+Generated.swift`: each
/// locale holds only what differs from its CLDR parent, as CLDR itself does, and
/// `init?(locale:)` walks the parent chain to the root. Nothing is parsed at startup: the
/// lookup is a binary search among the identifiers and a `switch` that makes the few entries
/// of one chain.
package struct CLDRFormats: Sendable, Equatable {
  /// The numeric date pattern: CLDR's short date with the year in full, such as `d/M/y`.
  package var numericDate: String?
  /// The spoken date pattern: CLDR's long date, such as `d MMMM y`.
  package var spokenDate: String?
  /// The twelve wide month names of dates, separated by `|`.
  var months: String?
  /// The "and" list patterns in catalog syntax (`%1$@ and %2$@`).
  package var listTwo: String?
  package var listStart: String?
  package var listMiddle: String?
  package var listEnd: String?
  /// The group separator of Latin digits.
  package var groupSeparator: String?
  /// The digits in the last group (3) and in the groups before it (3; 2 in India).
  var groupingSize: Int?
  var secondaryGroupingSize: Int?
  /// How many digits a number needs before its first group to be grouped at all, less the
  /// group: 2 prints 1000 but 12.345.
  package var minimumGroupingDigits: Int?
}

// In an extension, so that the memberwise initializer the generated data uses stays.
extension CLDRFormats {
  /// The data of `locale` resolved along its CLDR parents, or nil when CLDR has no data for its
  /// language (only the root would answer).
  package init?(locale: LocaleID) {
    var resolved = CLDRFormats()
    var knowsLanguage = false
    var id = locale.description
    while true {
      if let index = Self.index(of: id) {
        if id != "und" { knowsLanguage = true }
        resolved.fill(from: Self.entry(at: index))
      }
      guard id != "und" else { break }
      id = LocaleID.cldrParent(of: id)
    }
    guard knowsLanguage else { return nil }
    self = resolved
  }

  /// The twelve month names, January first.
  package var monthNames: [String] {
    // Split by byte, not by character: a name may begin with a combining mark, which joins
    // the `|` before it into one character (and no other UTF-8 sequence holds that byte).
    guard let months else { return [] }
    return months.utf8.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// Takes every field `entry` sets and this one does not.
  private mutating func fill(from entry: CLDRFormats) {
    numericDate = numericDate ?? entry.numericDate
    spokenDate = spokenDate ?? entry.spokenDate
    months = months ?? entry.months
    listTwo = listTwo ?? entry.listTwo
    listStart = listStart ?? entry.listStart
    listMiddle = listMiddle ?? entry.listMiddle
    listEnd = listEnd ?? entry.listEnd
    groupSeparator = groupSeparator ?? entry.groupSeparator
    groupingSize = groupingSize ?? entry.groupingSize
    secondaryGroupingSize = secondaryGroupingSize ?? entry.secondaryGroupingSize
    minimumGroupingDigits = minimumGroupingDigits ?? entry.minimumGroupingDigits
  }

  /// The index of `id` in `ids`, by binary search.
  private static func index(of id: String) -> Int? {
    // Identifiers are ASCII, whose order by `<` is code point order.
    var low = 0
    var high = ids.count
    while low < high {
      let middle = (low + high) / 2
      let candidate = ids[middle]
      if candidate == id { return middle }
      if candidate < id {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return nil
  }
}
