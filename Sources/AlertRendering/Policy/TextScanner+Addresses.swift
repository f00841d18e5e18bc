extension TextScanner {
  /// Items found by one pass: kind, scalar range in the folded text, normalized form.
  typealias Found = [(kind: ScannedItem.Kind, range: Range<Int>, normalized: String)]

  /// The schemes a URL may have without `//`.
  static let schemeOnlyForms = [
    "mailto", "tel", "sms", "javascript", "data", "file", "vbscript", "intent",
  ]

  /// URLs: `scheme://…`, and the scheme-only forms; `mailto:` and `tel:` read as an email
  /// address or phone number when they hold one.
  static func urls(in text: FoldedText) -> Found {
    var found: Found = []
    var index = 0
    while index < text.count {
      guard text.scalars[index] == ":" else {
        index += 1
        continue
      }
      var start = index
      while start > 0, isSchemeScalar(text.scalars[start - 1]) { start -= 1 }
      while start < index, !text.scalars[start].isASCIILetter { start += 1 }
      let scheme = text.folded(start..<index).asciiLowercased
      let rest = index + 1
      if !scheme.isEmpty, text[safe: rest] == "/", text[safe: rest + 1] == "/" {
        let end = addressEnd(in: text, from: rest + 2)
        if end > rest + 2 {
          found.append((.url, start..<end, text.folded(start..<end)))
          index = end
          continue
        }
      } else if schemeOnlyForms.contains(scheme), let next = text[safe: rest], !next.isSpace,
        next != FoldedText.masked
      {
        let end = addressEnd(in: text, from: rest)
        let value = text.folded(rest..<end)
        if scheme == "mailto", let address = emailAddress(value.prefix { $0 != "?" }) {
          found.append((.email, start..<end, address))
        } else if scheme == "tel", let number = telNumber(value) {
          found.append((.phone, start..<end, number))
        } else {
          found.append((.url, start..<end, text.folded(start..<end)))
        }
        index = max(end, index + 1)
        continue
      }
      index += 1
    }
    return found
  }

  /// Email addresses: `local@host` with a host `hosts` would find.
  static func emails(in text: FoldedText, claimed: [Range<Int>]) -> Found {
    var found: Found = []
    for index in text.scalars.indices where text.scalars[index] == "@" {
      guard !claimed.contains(where: { $0.contains(index) }) else { continue }
      var start = index
      while start > 0, isLocalPartScalar(text.scalars[start - 1]) { start -= 1 }
      while start < index, text.scalars[start] == "." { start += 1 }
      var end = index + 1
      while end < text.count, isHostScalar(text.scalars[end]) { end += 1 }
      guard start < index, let host = hostEnd(in: text, run: (index + 1)..<end) else { continue }
      let local = text.folded(start..<index).asciiLowercased
      found.append(
        (.email, start..<host, local + "@" + text.folded((index + 1)..<host).lowercased()))
    }
    return found
  }

  /// Hosts named without a scheme, with an optional path: `IRS.gov/IPPIN`, `www.irs.gov`.
  static func hosts(in text: FoldedText, claimed: [Range<Int>]) -> Found {
    var found: Found = []
    var index = 0
    func isFree(_ index: Int) -> Bool { !claimed.contains { $0.contains(index) } }
    while index < text.count {
      guard isHostScalar(text.scalars[index]), isFree(index) else {
        index += 1
        continue
      }
      var end = index + 1
      // A dot between a script written without spaces and another ends the run too: in
      // "…してください。AnnualCreditReport.com" the 。 ends a sentence, not a label.
      while end < text.count, isHostScalar(text.scalars[end]), isFree(end),
        !isScriptBreak(text.scalars[end - 1], text.scalars[end]),
        !(end >= 2 && text.scalars[end - 1] == "."
          && isScriptBreak(text.scalars[end - 2], text.scalars[end]))
      {
        end += 1
      }
      defer { index = end }
      var start = index
      while start < end, text.scalars[start] == "." || text.scalars[start] == "-" { start += 1 }
      guard index == 0 || text.scalars[index - 1] != "@",
        let hostEnd = hostEnd(in: text, run: start..<end)
      else { continue }
      var itemEnd = hostEnd
      var path = ""
      if hostEnd == end, text[safe: end] == "/", isFree(end) {
        itemEnd = addressEnd(in: text, from: end)
        path = text.folded(end..<itemEnd)
      }
      found.append((.host, start..<itemEnd, text.folded(start..<hostEnd).lowercased() + path))
      end = max(end, itemEnd)
    }
    return found
  }

  /// The end of the host that `run` (scalars that may be part of one) begins with, its
  /// trailing dots and hyphens left out: nil unless it has two labels or more, each of letters,
  /// marks and digits with hyphens inside only, and its last label is a top-level domain or its
  /// first is `www`.
  static func hostEnd(in text: FoldedText, run: Range<Int>) -> Int? {
    var end = run.upperBound
    while end > run.lowerBound, text.scalars[end - 1] == "." || text.scalars[end - 1] == "-" {
      end -= 1
    }
    let labels = text.folded(run.lowerBound..<end).split(
      separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2,
      labels.allSatisfy({ !$0.isEmpty && $0.first != "-" && $0.last != "-" }),
      let last = labels.last
    else { return nil }
    guard TopLevelDomains.contains(last) || String(labels[0]).asciiLowercased == "www" else {
      return nil
    }
    return end
  }

  /// Where an address that continues at `start` ends: at white space, a placeholder, `"`, `<`
  /// or `>`, or a character of a script written without spaces; trailing punctuation
  /// (`.,;:!?'"»` and closing brackets not opened inside) left out.
  static func addressEnd(in text: FoldedText, from start: Int) -> Int {
    var end = start
    while end < text.count, isAddressScalar(text.scalars[end]) { end += 1 }
    while end > start {
      let last = text.scalars[end - 1]
      let opening: Unicode.Scalar? = last == ")" ? "(" : last == "]" ? "[" : last == "}" ? "{" : nil
      if let opening {
        let inside = text.scalars[start..<end - 1]
        guard inside.filter({ $0 == opening }).count <= inside.filter({ $0 == last }).count
        else { break }
      } else if !".,;:!?'\"»”’".unicodeScalars.contains(last) {
        break
      }
      end -= 1
    }
    return end
  }

  /// `value` as a lowercased email address, when it is one.
  static func emailAddress(_ value: Substring) -> String? {
    let text = FoldedText(String(value))
    guard let at = text.scalars.firstIndex(of: "@"), at > 0,
      text.scalars[..<at].allSatisfy(isLocalPartScalar),
      hostEnd(in: text, run: (at + 1)..<text.count) == text.count
    else { return nil }
    return text.folded(0..<at).asciiLowercased + "@"
      + text.folded((at + 1)..<text.count).lowercased()
  }

  /// Whether `scalar` may be part of a URL's scheme.
  static func isSchemeScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCIILetter || scalar.isASCIIDigit || scalar == "+" || scalar == "." || scalar == "-"
  }

  /// Whether `scalar` may be part of the local part of an email address.
  static func isLocalPartScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCIILetter || scalar.isASCIIDigit || "._%+-".unicodeScalars.contains(scalar)
  }

  /// Whether `scalar` may be part of a host: a letter, mark or digit of any script, `-` or `.`.
  static func isHostScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCIIDigit || scalar == "-" || scalar == "." || scalar.isLetterOrMark
  }

  /// Whether a host that reaches `next` from `previous` ends between them: where a script
  /// written without spaces (Chinese, Japanese, Korean, Thai…) meets another.
  static func isScriptBreak(_ previous: Unicode.Scalar, _ next: Unicode.Scalar) -> Bool {
    guard let left = WritingScript(previous), let right = WritingScript(next) else { return false }
    guard left.isWrittenWithoutSpaces || right.isWrittenWithoutSpaces else { return false }
    return left.spacelessGroup != right.spacelessGroup
  }

  /// Whether `scalar` may be part of an address after its scheme or host.
  static func isAddressScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x80 {
      return scalar.value > 0x20 && scalar.value < 0x7F && !"\"<>".unicodeScalars.contains(scalar)
    }
    guard scalar != FoldedText.masked, !scalar.isSpace else { return false }
    switch scalar.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation:
      return false
    default:
      return WritingScript(scalar)?.isWrittenWithoutSpaces != true
    }
  }
}

extension WritingScript {
  /// Scripts written without spaces that one text mixes freely (Chinese characters with
  /// kana, or with Hangul) share a group; every other script is its own.
  var spacelessGroup: WritingScript {
    switch self {
    case .han, .hiragana, .katakana, .bopomofo, .hangul: return .han
    default: return self
    }
  }
}
