import Foundation

/// Number and list formatting for one locale, created once and reused for every alert.
struct LocaleFormats: Sendable {
  private let numberStyle: IntegerFormatStyle<Int>
  private let listStyle: ListFormatStyle<StringStyle, [String]>
  /// The list's joining text, read from the ICU formatter on first use (ICU's locale data is
  /// slow to load, and most single alerts never list anything); nil where it cannot be read.
  private let listPattern: LazyValue<ListPattern?>
  /// First letters of a last item that may change the conjunction (Spanish "y" is "e"
  /// before an i- or hi- word); ICU decides those lists.
  private let contextualInitials: String

  init(_ locale: LocaleID) {
    let foundationLocale = Locale(identifier: locale.description)
    numberStyle = IntegerFormatStyle<Int>(locale: foundationLocale)
    listStyle = ListFormatStyle<StringStyle, [String]>.list(type: .and, width: .standard)
      .locale(foundationLocale)
    // Hebrew's conjunction attaches to the word after it: ICU joins every Hebrew list.
    let style = listStyle
    listPattern = LazyValue { locale.language == "he" ? nil : ListPattern(style) }
    contextualInitials = locale.language == "es" ? "iIíÍhH" : ""
  }

  /// `count` with the locale's digit grouping.
  func number(_ count: Int) -> String {
    // Below 1,000 no locale we ship groups or changes digits, so skip the formatter.
    (0..<1000).contains(count) ? String(count) : numberStyle.format(count)
  }

  /// `items` joined as the locale writes a list: "a, b, and c", "a, b e c".
  func list(_ items: [String]) -> String {
    guard items.count >= 2 else { return items.joined() }
    // ICU costs tens of microseconds a list; its pattern, filled by hand, costs next to none.
    // ICU decides lists whose last word may change the conjunction, and drops empty items.
    if let listPattern = listPattern.value, !items.contains(where: \.isEmpty),
      !(items.last?.first.map { contextualInitials.contains($0) } ?? false)
    {
      return listPattern.join(items)
    }
    return listStyle.format(items)
  }
}

/// The separators a list formatter puts between items, read by formatting placeholders.
private struct ListPattern: Sendable {
  var two: (before: String, between: String, after: String)
  var before = ""
  var start = ""
  var middle = ""
  var end = ""
  var after = ""

  /// Reads `style`'s pattern, or returns nil when its output does not split as expected.
  init?(_ style: ListFormatStyle<StringStyle, [String]>) {
    // Private-use characters: no formatter treats them as words to inflect around.
    let marks = ["\u{E000}", "\u{E001}", "\u{E002}", "\u{E003}", "\u{E004}"]
    guard let two = Self.split(style.format(Array(marks.prefix(2))), by: Array(marks.prefix(2))),
      let four = Self.split(style.format(Array(marks.prefix(4))), by: Array(marks.prefix(4)))
    else { return nil }
    self.two = (two[0], two[1], two[2])
    (before, start, middle, end, after) = (four[0], four[1], four[2], four[3], four[4])
    // Trust the pattern only if it also reproduces three and five items exactly.
    for count in [3, 5] {
      let items = Array(marks.prefix(count))
      guard join(items) == style.format(items) else { return nil }
    }
  }

  /// `items`, two or more, joined by the pattern.
  func join(_ items: [String]) -> String {
    if items.count == 2 { return two.before + items[0] + two.between + items[1] + two.after }
    var text = before + items[0] + start + items[1]
    for item in items.dropFirst(2).dropLast() { text += middle + item }
    return text + end + (items.last ?? "") + after
  }

  /// The texts around and between `marks` in `text`, or nil if they are not all there in order.
  private static func split(_ text: String, by marks: [String]) -> [String]? {
    var parts: [String] = []
    var rest = text[...]
    for mark in marks {
      guard let range = rest.range(of: mark) else { return nil }
      parts.append(String(rest[..<range.lowerBound]))
      rest = rest[range.upperBound...]
    }
    return parts + [String(rest)]
  }
}
