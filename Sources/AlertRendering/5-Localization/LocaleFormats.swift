/// Number and list formatting for one locale, read from the CLDR data its catalogs carry.
///
/// List patterns and digit grouping are catalog strings (`format.list.*`, `format.number.*`)
/// rather than ICU calls: translators own them like any other text, and the library needs no
/// ICU, whose code and data would make every process start slower.
package struct LocaleFormats: Sendable {
  /// The catalog keys the formats are read from; lint requires them in every locale.
  package static let catalogKeys = listKeys + numberKeys
  /// The keys of list patterns, whose words ("and") are text.
  static let listKeys = [
    Key.two, Key.twoBeforeI, Key.start, Key.middle, Key.end, Key.endBeforeI,
  ]
  /// The keys of digit grouping, which is format alone.
  static let numberKeys = [Key.groupSeparator, Key.minimumGroupingDigits]

  /// The catalog keys, by what they hold.
  package enum Key {
    package static let two = "format.list.two"
    package static let twoBeforeI = "format.list.twoBeforeI"
    package static let start = "format.list.start"
    package static let middle = "format.list.middle"
    package static let end = "format.list.end"
    package static let endBeforeI = "format.list.endBeforeI"
    package static let groupSeparator = "format.number.groupSeparator"
    package static let minimumGroupingDigits = "format.number.minimumGroupingDigits"
  }

  private let two: FormatTemplate
  private let twoBeforeI: FormatTemplate
  private let start: FormatTemplate
  private let middle: FormatTemplate
  private let end: FormatTemplate
  private let endBeforeI: FormatTemplate
  private let groupSeparator: String
  private let minimumGroupingDigits: Int
  /// The digits of the last group and of each group before it: 3 and 3, or 3 and 2 in India
  /// (12,34,567).
  private let grouping: (size: Int, secondary: Int)
  /// When the "BeforeI" patterns join the next item: the rule of the texts' language.
  private let context: ListContext

  /// Reads the formats from `table`, groups digits by `grouping` (CLDR data, which no catalog
  /// key holds); a missing or malformed key falls back to CLDR's root locale ("a, b", no
  /// grouping), which lint reports.
  init(table: LocaleTable, grouping: (size: Int, secondary: Int) = (3, 3)) {
    self.grouping = (max(1, grouping.size), max(1, grouping.secondary))
    context = ListContext(language: table.locale.language)
    func template(_ key: String) -> FormatTemplate {
      guard case .single(let unit)? = table.strings[key]?.string.variants,
        unit.template.arguments == [0, 1]
      else { return FormatTemplate.rootListPattern }
      return unit.template
    }
    two = template(Key.two)
    twoBeforeI = template(Key.twoBeforeI)
    start = template(Key.start)
    middle = template(Key.middle)
    end = template(Key.end)
    endBeforeI = template(Key.endBeforeI)
    groupSeparator = table.strings[Key.groupSeparator]?.plainText ?? ""
    minimumGroupingDigits =
      table.strings[Key.minimumGroupingDigits]?.plainText.flatMap { Int($0) }.map {
        max(1, min($0, 9))
      } ?? 1
  }

  /// `count` with the locale's digit grouping: "12,345", "1000" where grouping starts later,
  /// "12,34,567" in India.
  func number(_ count: Int) -> String {
    let digits = String(count.magnitude)
    guard !groupSeparator.isEmpty, digits.count - grouping.size >= minimumGroupingDigits else {
      return String(count)
    }
    var text = count < 0 ? "-" : ""
    for (offset, digit) in digits.enumerated() {
      let after = digits.count - offset
      if offset > 0, after >= grouping.size,
        (after - grouping.size) % grouping.secondary == 0
      {
        text += groupSeparator
      }
      text.append(digit)
    }
    return text
  }

  /// `items` joined as the locale writes a list: "a, b, and c", "a, b e isla",
  /// "א ו-credit card number" (`ListContext`).
  func list(_ items: [String]) -> String {
    guard let last = items.last, items.count >= 2 else { return items.joined() }
    let isChanged = context.applies(before: last)
    if items.count == 2 {
      return (isChanged ? twoBeforeI : two).filled(items[0], last)
    }
    var text = start.filled(items[0], items[1])
    for item in items.dropFirst(2).dropLast() { text = middle.filled(text, item) }
    return (isChanged ? endBeforeI : end).filled(text, last)
  }

  /// Whether `word` begins with an /i/ sound as CLDR's Spanish rule reads it: "i…", or "hi…"
  /// but not "hia…" or "hie…", in either case.
  static func isBeforeI(_ word: String) -> Bool {
    let letters = Array(word.utf8.prefix(3)).map { $0 | 0x20 }
    guard let first = letters.first else { return false }
    if first == UInt8(ascii: "i") { return true }
    guard first == UInt8(ascii: "h"), letters.count >= 2, letters[1] == UInt8(ascii: "i") else {
      return false
    }
    return letters.count == 2
      || (letters[2] != UInt8(ascii: "a") && letters[2] != UInt8(ascii: "e"))
  }
}

extension FormatTemplate {
  /// CLDR's root list pattern, "{0}, {1}".
  fileprivate static let rootListPattern = FormatTemplate(
    segments: [
      .argument(index: 0, kind: .object), .literal(", "), .argument(index: 1, kind: .object),
    ])

  /// The zero-based argument positions, in order of appearance.
  fileprivate var arguments: [Int] {
    segments.compactMap { segment in
      if case .argument(let index, _) = segment { return index }
      return nil
    }
  }

  /// The template with its two `%@` arguments filled by `first` and `second`.
  fileprivate func filled(_ first: String, _ second: String) -> String {
    var text = ""
    for segment in segments {
      switch segment {
      case .literal(let literal): text += literal
      case .argument(let index, _): text += index == 0 ? first : second
      case .substitution, .unsupported: break
      }
    }
    return text
  }
}
