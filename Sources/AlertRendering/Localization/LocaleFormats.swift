import Foundation

/// Number and list formatting for one locale, created once and reused for every alert.
struct LocaleFormats: Sendable {
  private let numberStyle: IntegerFormatStyle<Int>
  private let listStyle: ListFormatStyle<StringStyle, [String]>

  init(_ locale: LocaleID) {
    let foundationLocale = Locale(identifier: locale.description)
    numberStyle = IntegerFormatStyle<Int>(locale: foundationLocale)
    listStyle = ListFormatStyle<StringStyle, [String]>.list(type: .and, width: .standard)
      .locale(foundationLocale)
  }

  /// `count` with the locale's digit grouping.
  func number(_ count: Int) -> String {
    // Below 1,000 no locale we ship groups or changes digits, so skip the formatter.
    (0..<1000).contains(count) ? String(count) : numberStyle.format(count)
  }

  /// `items` joined as the locale writes a list: "a, b, and c", "a, b e c".
  func list(_ items: [String]) -> String {
    items.count < 2 ? items.joined() : listStyle.format(items)
  }
}
