extension TextScanner {
  /// Phone numbers: a run starting with `+`, a digit or `(`, of digit groups joined by single
  /// separators (parentheses around a group aside), holding 7 to 15 digits, and international
  /// (`+`), or grouped, or of 10 digits or more. Dates (`2016-09-06`, `09/06/2016`), grouped
  /// numbers (`1 000 000`, `1.000.000`) and year ranges (`2016–2024`) are not phones. A final
  /// group of 4 to 7 capitals after two digit groups (`1-800-FLOWERS`) is read on the keypad.
  static func phones(in text: FoldedText, claimed: [Range<Int>]) -> Found {
    var found: Found = []
    var index = 0
    while index < text.count {
      let scalar = text.scalars[index]
      guard scalar == "+" || scalar == "(" || scalar.isASCIIDigit,
        !claimed.contains(where: { $0.contains(index) }), startsRun(text, at: index)
      else {
        index += 1
        continue
      }
      let run = PhoneRun(text, from: index)
      if let run, run.isPhone, !claimed.contains(where: { $0.overlaps(index..<run.end) }) {
        found.append((.phone, index..<run.end, run.normalized))
      }
      index = max(run?.end ?? index, index) + 1
    }
    return found
  }

  /// Whether a phone may begin at `index`: not inside a word or after another number's digits.
  private static func startsRun(_ text: FoldedText, at index: Int) -> Bool {
    guard index > 0 else { return true }
    let previous = text.scalars[index - 1]
    if previous.isASCIIDigit || previous == "+" { return false }
    if previous.isLetterOrMark {
      // Chinese, Japanese or Thai text runs into the number without a space.
      return WritingScript(previous)?.isWrittenWithoutSpaces == true
    }
    if PhoneRun.isSeparator(previous), index > 1, text.scalars[index - 2].isASCIIDigit {
      return false
    }
    return true
  }

  /// The digits of a `tel:` URI's number, after `+` when it is international, or nil.
  static func telNumber(_ value: String) -> String? {
    let text = FoldedText(value)
    guard let run = PhoneRun(text, from: 0), run.end == text.count,
      (7...15).contains(run.digits.count)
    else { return nil }
    return run.normalized
  }
}

/// A run of digit groups that may be a phone number, read from its first character.
struct PhoneRun {
  /// Where the run ends: after its last digit (or keypad letter).
  var end: Int
  /// Its digits, keypad letters read as digits.
  var digits = ""
  /// Whether it begins with `+`.
  var international = false
  /// Whether a group is in parentheses.
  var hasParentheses = false
  /// The length of each group.
  var groups: [Int] = []
  /// The separator between each group and the next; nil where only parentheses are.
  var separators: [Unicode.Scalar?] = []

  /// Reads the run starting at `start`, or nil when no digit group follows its `+` or `(`.
  init?(_ text: FoldedText, from start: Int) {
    var index = start
    end = start
    if text[safe: index] == "+" {
      international = true
      index += 1
    }
    if text[safe: index] == "(" {
      hasParentheses = true
      index += 1
    }
    guard readGroup(text, at: &index) else { return nil }
    while true {
      var gap = index
      var separator: Unicode.Scalar?
      if text[safe: gap] == ")" { gap += 1 }
      if let scalar = text[safe: gap], Self.isSeparator(scalar) {
        separator = scalar
        gap += 1
      }
      if text[safe: gap] == "(" { gap += 1 }
      guard gap > index, let next = text[safe: gap] else { break }
      if next.isASCIIDigit {
        hasParentheses = hasParentheses || gap - index > (separator == nil ? 0 : 1)
        separators.append(separator)
        index = gap
        _ = readGroup(text, at: &index)
        continue
      }
      if (0x41...0x5A).contains(next.value), groups.count >= 2, separator != nil,
        readKeypad(text, at: gap)
      {
        separators.append(separator)
      }
      break
    }
  }

  /// Reads a group of digits at `index`, moving past it; false when there is none.
  private mutating func readGroup(_ text: FoldedText, at index: inout Int) -> Bool {
    let start = index
    while let scalar = text[safe: index], scalar.isASCIIDigit {
      digits.unicodeScalars.append(scalar)
      index += 1
    }
    guard index > start else { return false }
    groups.append(index - start)
    end = index
    return true
  }

  /// Reads 4 to 7 capitals at `start` as keypad digits (ITU-T E.161); false when they are not
  /// that many or a letter or digit follows them.
  private mutating func readKeypad(_ text: FoldedText, at start: Int) -> Bool {
    var index = start
    var keys = ""
    while let scalar = text[safe: index], (0x41...0x5A).contains(scalar.value) {
      keys += Self.keypad[Int(scalar.value - 0x41)]
      index += 1
    }
    guard (4...7).contains(index - start),
      !(text[safe: index].map { $0.isLetterOrMark || $0.isASCIIDigit } ?? false)
    else { return false }
    digits += keys
    groups.append(index - start)
    end = index
    return true
  }

  /// The digit of each capital A…Z on a phone keypad.
  private static let keypad = "22233344455566677778889999".map(String.init)

  /// Whether the run is a phone number rather than a count, date or other number.
  var isPhone: Bool {
    guard (7...15).contains(digits.count),
      international || separators.contains(where: { $0 != nil }) || hasParentheses
        || digits.count >= 10
    else { return false }
    return international || hasParentheses || !(isDate || isGroupedNumber || isYearRange)
  }

  /// The digits, after `+` when international.
  var normalized: String { international ? "+" + digits : digits }

  /// `2016-09-06`, `09/06/2016`, `6.9.2016`: three groups with one repeated separator (and a
  /// time after them, as in `2016-09-06 08`).
  private var isDate: Bool {
    guard groups.count >= 3, let separator = separators[0], separators[1] == separator,
      "-./".unicodeScalars.contains(separator)
    else { return false }
    let short = 1...2
    return groups[0] == 4 && short.contains(groups[1]) && short.contains(groups[2])
      || short.contains(groups[0]) && short.contains(groups[1]) && groups[2] == 4
  }

  /// `1.000.000`, `1 000 000` (no-break or thin spaces): 1 to 3 digits, then groups of 3
  /// with one repeated separator. With plain spaces only when the first group has 1 or 2
  /// digits: `912 345 678` is how Spain writes its phone numbers.
  private var isGroupedNumber: Bool {
    guard groups.count >= 2, (1...3).contains(groups[0]),
      groups.dropFirst().allSatisfy({ $0 == 3 }), let separator = separators[0],
      separators.allSatisfy({ $0 == separator })
    else { return false }
    switch separator {
    case ".", "\u{A0}", "\u{202F}", "\u{2009}": return true
    case " ": return groups[0] < 3
    default: return false
    }
  }

  /// `2016–2024`: two years joined by a dash or slash.
  private var isYearRange: Bool {
    guard groups == [4, 4], let separator = separators[0], separator != "." && !separator.isSpace
    else { return false }
    return ["1", "2"].contains(digits.prefix(1))
      && ["1", "2"].contains(digits.dropFirst(4).prefix(1))
  }

  /// Whether `scalar` may separate the digit groups of a phone number.
  static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20, 0xA0, 0x202F, 0x2009, 0x2D, 0x2010...0x2015, 0x2212, 0x2E, 0x2F: return true
    default: return false
    }
  }
}
