import AlertRendering

/// One translated text and the findings comparing it with its source text.
struct TextPair {
  let key: String
  let locale: LocaleID
  /// The locale as the catalog spells it.
  let spelled: String
  let file: String
  let text: CatalogText
  private(set) var findings: [PendingFinding] = []

  init(key: String, locale: LocaleID, spelled: String, file: String, text: CatalogText) {
    self.key = key
    self.locale = locale
    self.spelled = spelled
    self.file = file
    self.text = text
  }

  mutating func addFinding(
    _ checkID: String, _ severity: Severity, _ message: String,
    span: Range<Int>? = nil
  ) {
    findings.append(
      PendingFinding(
        finding: LintFinding(
          file: file, severity: severity, key: key, locale: spelled,
          message: text.about(message), checkID: checkID, span: span),
        paths: text.paths))
  }

  /// The checks of a source text on its own: whitespace and the slot's widest.
  mutating func checkAlone(slot: TextSlot?, limit: LengthLimit?) {
    let features = TextFeatures(text)
    checkDoubleSpace(features)
    if slot != .format, let maxWidth = limit?.maxWidth, features.width > maxWidth, let slot {
      addFinding(
        "length-max", .error,
        "The text is \(features.width) columns wide; a \(slot.rawValue) may be at most "
          + "\(maxWidth) (the content policy's lengths).")
    }
  }

  /// Every check of this text against `source`.
  mutating func compare(
    with source: CatalogText, sourceLocale: LocaleID, policy: ContentPolicy,
    translatable: Bool, slot: TextSlot?
  ) {
    let features = TextFeatures(text)
    let reference = TextFeatures(source)
    let chain = LocaleChain(text: locale, source: sourceLocale)
    let sourceChain = LocaleChain(text: sourceLocale, source: sourceLocale)
    let found = policy.check(text: text.value, chain: chain)
    let sourceFound = policy.check(text: source.value, chain: sourceChain)
    compareAddresses(found, sourceFound)
    compareLinks(with: source, policy: policy)
    guard translatable else { return }
    checkNames(policy, source: source.value, sourceChain: sourceChain, chain: chain)
    checkDoubleSpace(features)
    if features.lineBreaks != reference.lineBreaks {
      addFinding(
        "line-breaks", .warning,
        "The text has \(Self.count(features.lineBreaks, "line break")); the source has "
          + "\(reference.lineBreaks).")
    }
    let markup = features.markup
    let sourceMarkup = reference.markup
    if markup != sourceMarkup {
      let differing = Set(markup.keys).union(sourceMarkup.keys).sorted().filter {
        markup[$0] != sourceMarkup[$0]
      }
      let list = differing.map {
        "'\($0)' \(markup[$0] ?? 0) times (source: \(sourceMarkup[$0] ?? 0))"
      }
      addFinding(
        "markup-mismatch", .warning,
        "The text has markup-like characters the source does not: "
          + list.joined(separator: ", ") + "; keep the source's, or none.")
    }
    guard slot != .format else { return }
    checkNumbers(features, reference, found.map(\.item.written), sourceFound.map(\.item.written))
    let ending = features.ending(language: locale.language)
    let sourceEnding = reference.ending(language: sourceLocale.language)
    let lenient =
      ["th", "lo", "km", "my"].contains(locale.language)
      && Set([ending, sourceEnding]) == [.period, TextFeatures.Ending.none]
    if ending != sourceEnding, !lenient {
      addFinding(
        "punctuation-end", .warning,
        "The text ends with \(ending.rawValue); the source ends with \(sourceEnding.rawValue).")
    }
    if let slot, let limit = policy.lengthLimits[slot] {
      checkLength(features.width, source: reference.width, slot: slot, limit: limit)
    }
  }

  private mutating func checkDoubleSpace(_ features: TextFeatures) {
    if let range = features.doubleSpace {
      addFinding(
        "whitespace-double", .warning,
        "The text has \(range.count) spaces in a row; one is enough.", span: range)
    }
  }

  private mutating func checkNumbers(
    _ features: TextFeatures, _ reference: TextFeatures, _ items: [String], _ sourceItems: [String]
  ) {
    let numbers = features.numbers(excluding: items)
    let sourceNumbers = reference.numbers(excluding: sourceItems)
    // A plural form other than `other` may leave a number out ("a week" for "1 week").
    let isSubset = text.category != nil && text.category != .other
    var remaining = sourceNumbers
    let fits = numbers.allSatisfy { number in
      guard let index = remaining.firstIndex(of: number) else { return false }
      remaining.remove(at: index)
      return true
    }
    guard isSubset ? !fits : numbers != sourceNumbers else { return }
    func list(_ values: [String]) -> String {
      values.isEmpty ? "none" : values.joined(separator: ", ")
    }
    addFinding(
      "number-mismatch", .error,
      "The text shows the numbers \(list(numbers)); the source shows \(list(sourceNumbers)).")
  }

  private mutating func checkLength(_ width: Int, source: Int, slot: TextSlot, limit: LengthLimit) {
    if let maxWidth = limit.maxWidth, width > maxWidth {
      addFinding(
        "length-max", .error,
        "The text is \(width) columns wide; a \(slot.rawValue) may be at most \(maxWidth) (the "
          + "content policy's lengths).")
    } else if let allowed = limit.allowedWidth(forSourceWidth: source), width > allowed {
      addFinding(
        "length-ratio", .warning,
        "The text is \(width) columns wide, its source \(source); a \(slot.rawValue) may grow "
          + "to \(allowed) (the content policy's lengths).")
    }
  }

  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
