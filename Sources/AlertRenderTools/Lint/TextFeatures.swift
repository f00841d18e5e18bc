import AlertLayout
import AlertRendering

/// What the translation checks compare in one text: its words without placeholders, numbers,
/// line breaks, ending punctuation, markup-like characters and width.
struct TextFeatures {
  /// The literal text, each placeholder read as U+FFFC (so that it is part of nothing).
  let literal: String

  /// The features of `text`; a substitution (`%#@n@`) is read as its form of the text's
  /// plural category (else `other`), so that a text is measured as it is shown.
  init(_ text: CatalogText) {
    var literal = ""
    func append(_ template: FormatTemplate, expanding: Bool) {
      for segment in template.segments {
        switch segment {
        case .literal(let part): literal += part
        case .substitution(let name):
          let forms = text.substitutions[name]?.variants
          if expanding, let unit = forms?[text.category ?? .other] ?? forms?[.other] {
            append(unit.template, expanding: false)
          } else {
            literal += "\u{FFFC}"
          }
        case .argument, .unsupported: literal += "\u{FFFC}"
        }
      }
    }
    append(text.unit.template, expanding: text.substitution == nil)
    self.literal = literal
  }

  /// The numbers the text shows, by value (digits of any script as ASCII, group and decimal
  /// separators and leading zeros left out), sorted; `excluding` the written forms of
  /// addresses and phone numbers, which are compared as such.
  func numbers(excluding items: [String]) -> [String] {
    var text = literal
    for item in items { text = text.replacing(item, with: " ") }
    var numbers: [String] = []
    var current = ""
    var pendingSeparator = false
    for scalar in text.unicodeScalars {
      if let digit = Self.digit(scalar) {
        current.append(digit)
        pendingSeparator = false
      } else if !current.isEmpty, !pendingSeparator, Self.numberSeparators.contains(scalar) {
        pendingSeparator = true
      } else {
        if !current.isEmpty { numbers.append(Self.value(current)) }
        current = ""
        pendingSeparator = false
      }
    }
    if !current.isEmpty { numbers.append(Self.value(current)) }
    return numbers.sorted()
  }

  /// Separators inside a number: group and decimal marks of every locale.
  private static let numberSeparators: Set<Unicode.Scalar> = [
    ".", ",", "'", " ", "\u{00A0}", "\u{202F}", "\u{2009}", "\u{066B}", "\u{066C}", "\u{2019}",
  ]

  private static func digit(_ scalar: Unicode.Scalar) -> Character? {
    guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue
    else { return nil }
    return Character(String(Int(value)))
  }

  private static func value(_ digits: String) -> String {
    let trimmed = digits.drop { $0 == "0" }
    return trimmed.isEmpty ? "0" : String(trimmed)
  }

  /// The number of line breaks: `\n`, `\r\n` (once), `\r` alone, U+2028, U+2029.
  var lineBreaks: Int {
    var count = 0
    var afterCR = false
    for scalar in literal.unicodeScalars {
      if scalar == "\n" {
        if !afterCR { count += 1 }
      } else if "\r\u{2028}\u{2029}".unicodeScalars.contains(scalar) {
        count += 1
      }
      afterCR = scalar == "\r"
    }
    return count
  }

  /// The UTF-16 range of the first run of two or more horizontal spaces, if any.
  var doubleSpace: Range<Int>? {
    var offset = 0
    var start: Int?
    var run = 0
    for scalar in literal.unicodeScalars {
      if scalar.properties.isWhitespace, !"\n\r\u{2028}\u{2029}".unicodeScalars.contains(scalar) {
        if run == 0 { start = offset }
        run += 1
      } else {
        if run >= 2, let start { return start..<offset }
        run = 0
      }
      offset += scalar.utf16.count
    }
    if run >= 2, let start { return start..<offset }
    return nil
  }

  /// How the text ends, after trailing spaces, quotes, brackets and placeholders.
  enum Ending: String {
    case period = "a full stop"
    case question = "a question mark"
    case exclamation = "an exclamation mark"
    case colon = "a colon"
    case ellipsis = "an ellipsis"
    case none = "no punctuation"
  }

  /// The ending class; `;` is a question mark in Greek only.
  func ending(language: String) -> Ending {
    var scalars = Array(literal.unicodeScalars)
    let closers = Set("\"'”’»›)]}」』）】〕\u{FFFC}".unicodeScalars)
    while let last = scalars.last, last.properties.isWhitespace || closers.contains(last) {
      scalars.removeLast()
    }
    guard let last = scalars.last else { return .none }
    if last == ".", scalars.count >= 3, scalars[scalars.count - 2] == ".",
      scalars[scalars.count - 3] == "."
    {
      return .ellipsis
    }
    switch last {
    case ".", "。", "．", "।", "۔", "።": return .period
    case "?", "؟", "？", "\u{037E}", "՞", "፧": return .question
    case ";" where language == "el": return .question
    case "!", "！": return .exclamation
    case ":", "：": return .colon
    case "…": return .ellipsis
    default: return .none
    }
  }

  /// Counts of markup-like characters outside link markup, and of `&name;` entities.
  var markup: [String: Int] {
    var units = Array(literal.utf16)
    for range in LinkMarkup.parse(literal).markupRanges where range.upperBound <= units.count {
      for index in range { units[index] = 0x20 }
    }
    let text = String(decoding: units, as: UTF16.self)
    var counts: [String: Int] = [:]
    for character in text where "<>{}[]`*_\\".contains(character) {
      counts[String(character), default: 0] += 1
    }
    let entities = text.matches(of: /&[A-Za-z][A-Za-z0-9]*;/).count
    if entities > 0 { counts["&name;"] = entities }
    return counts
  }

  /// The display columns of the text, placeholders and link markup removed.
  var width: Int {
    let plain = LinkMarkup.parse(literal).text.filter { $0 != "\u{FFFC}" }
    return TextWidth.columns(plain)
  }
}
