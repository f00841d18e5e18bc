import AlertLayout

/// Resolves catalog texts in one locale for one document, noting every fallback it takes.
struct Localizer: Sendable {
  let table: LocaleTable
  /// The table's strings, by their exact keys.
  let strings: ExactKeyTable<LocaleTable.Resolved>
  let formats: LocaleFormats
  /// The catalog key whose value is the locale's date pattern.
  let datePatternKey: String
  /// The catalog key prefix of month names (`format.month.` + 1…12) for `MMMM` patterns.
  let monthNamePrefix: String
  /// Date pattern keys resolved once for this locale and device; a key not among them is
  /// resolved and compiled when used.
  let dateFormats: [DateFormat]
  /// The device whose variation a string varied by device renders.
  let device: DeviceClass
  private(set) var diagnostics: [Diagnostic] = []
  /// Each key's diagnostics by kind, so that a text used many times is noted once.
  private var reported: Set<ExactName> = []
  /// Every report made while recording, noted once or not, in order.
  private var recording: [Report]?

  /// The code of the diagnostic of a key no catalog has.
  static let missingString = "missing-string"

  /// A diagnostic about a key, as the localizer reports it.
  struct Report: Sendable {
    let key: String
    let diagnostic: Diagnostic
  }

  init(
    table: LocaleTable, formats: LocaleFormats, datePatternKey: String, monthNamePrefix: String,
    dateFormats: [DateFormat] = [], device: DeviceClass = .other,
    strings: ExactKeyTable<LocaleTable.Resolved>? = nil
  ) {
    self.device = device
    self.table = table
    self.strings = strings ?? ExactKeyTable(table.strings)
    self.formats = formats
    self.datePatternKey = datePatternKey
    self.monthNamePrefix = monthNamePrefix
    self.dateFormats = dateFormats
  }

  /// The text of `text` in this locale, with its placeholders filled.
  mutating func string(_ text: LocalizedText) -> String {
    var ranges: [ArgumentSpan]?
    return resolve(text, ranges: &ranges).text
  }

  /// Where a filled-in argument sits in a text, in UTF-16 code units: the range a document
  /// carries, so that no array of them is copied into another.
  typealias ArgumentSpan = LayoutDocument.ArgumentRange

  /// The text of `text` with what a reader needs beyond its characters: the language it came
  /// from when that is not the document's (else nil), and where its arguments sit.
  mutating func annotated(_ text: LocalizedText) -> (
    text: String, lang: String?, arguments: [ArgumentSpan]
  ) {
    var ranges: [ArgumentSpan]? = []
    let (string, locale) = resolve(text, ranges: &ranges)
    // Only another language or script is marked: an en-US string in an en-GB document reads
    // right in any English voice, while one in a Hebrew document needs an English voice.
    var lang: String?
    if let locale, locale.language != table.locale.language || locale.script != table.locale.script
    {
      lang = locale.description
    }
    return (string, lang, ranges ?? [])
  }

  /// The text of `text` and the locale its string came from (nil for a fallback or a missing
  /// key); with `ranges`, the UTF-16 range of every argument filled in is added to it. Notes
  /// the arguments the string leaves out and the placeholders it has no argument for.
  private mutating func resolve(
    _ text: LocalizedText, ranges: inout [ArgumentSpan]?
  ) -> (text: String, locale: LocaleID?) {
    if let fallback = text.fallback, strings[text.key] == nil {
      if let passedOver = passedOver(text.key) {
        reportUnrenderable(text.key, passedOver, used: "the fallback the rule gives")
      }
      return (fallback, nil)
    }
    guard let resolved = lookUp(text.key) else { return (text.key, nil) }
    let deviceVariants = self.deviceVariants(of: resolved)
    if deviceVariants == nil, let plainText = resolved.plainText {
      if !text.arguments.isEmpty { reportUnused(0..<text.arguments.count, of: text, resolved) }
      return (plainText, resolved.locale)
    }
    var used: UInt64 = 0
    let unit: CatalogUnit
    switch deviceVariants ?? resolved.string.variants {
    case .single(let single): unit = single
    case .plural(let units):
      // A top-level plural is chosen by the first count among the arguments, which it uses.
      let index = text.arguments.firstIndex { if case .count = $0 { true } else { false } }
      if let index { used |= Self.bit(index) }
      let count = index.map { if case .count(let count) = text.arguments[$0] { count } else { 0 } }
      // Plural rules follow the locale the text is written in, region included (pt-PT).
      unit = Self.unit(in: units, for: count ?? 0, locale: resolved.locale)
    }
    var output = ""
    render(
      unit.template, of: resolved.string, text: text, locale: resolved.locale, used: &used,
      ranges: &ranges, into: &output)
    if used != Self.bits(text.arguments.count) {
      let unused = (0..<text.arguments.count).filter { used & Self.bit($0) == 0 }
      if !unused.isEmpty { reportUnused(unused, of: text, resolved) }
    }
    return (output, resolved.locale)
  }

  /// The bit of argument `index` in a set of used arguments; texts take a handful at most.
  private static func bit(_ index: Int) -> UInt64 { index < 64 ? 1 << UInt64(index) : 0 }

  /// The set of the first `count` arguments.
  private static func bits(_ count: Int) -> UInt64 { count >= 64 ? .max : (1 << count) - 1 }

  mutating func lookUp(_ key: String) -> LocaleTable.Resolved? {
    let passedOver = passedOver(key)
    let refused = table.refused.isEmpty ? nil : table.refused[exactly: key]
    if let refused { reportRefused(key, refused, servedBy: strings[key]?.locale) }
    guard let resolved = strings[key] else {
      if let passedOver {
        reportUnrenderable(key, passedOver, used: "no other text, so its key was shown instead")
        return nil
      }
      report(
        key,
        Diagnostic(
          code: Self.missingString,
          message: "The string '\(cut: key)' is in no catalog; its key was shown instead."))
      return nil
    }
    if let passedOver {
      let used =
        resolved.locale == passedOver.locale
        ? "the \(resolved.locale) text it would have replaced" : "the \(resolved.locale) text"
      reportUnrenderable(key, passedOver, used: used)
    } else if resolved.locale != table.locale, refused == nil {
      report(
        key,
        Diagnostic(
          code: "string-fallback",
          message:
            "The string '\(cut: key)' has no \(table.locale) translation; used \(resolved.locale).")
      )
    }
    return resolved
  }

  /// The result of `body` and every report it made, in order, so that a later document can
  /// take the result and `replay` the reports instead of resolving the same texts again.
  mutating func recording<Value>(_ body: (inout Localizer) -> Value) -> (Value, [Report]) {
    let outer = beginRecording()
    let value = body(&self)
    return (value, endRecording(outer))
  }

  /// Starts a recording inside any under way, as `recording(_:)` does; pass what it returns to
  /// `endRecording(_:)`, which returns the reports made in between.
  mutating func beginRecording() -> [Report]? {
    defer { recording = [] }
    return recording
  }

  /// Ends the recording `beginRecording()` started: returns its reports and adds them to the
  /// recording `outer` it was started in, if any.
  mutating func endRecording(_ outer: [Report]?) -> [Report] {
    let reports = recording ?? []
    recording = outer.map { $0 + reports }
    return reports
  }

  /// Makes `reports` as if the texts that made them were resolved here: each diagnostic is
  /// noted unless this document noted it already.
  mutating func replay(_ reports: [Report]) {
    for report in reports { self.report(report.key, report.diagnostic) }
  }

  /// Notes `diagnostic` about `key` once per document (and in every recording).
  mutating func report(_ key: String, _ diagnostic: Diagnostic) {
    recording?.append(Report(key: key, diagnostic: diagnostic))
    if reported.insert(ExactName(diagnostic.code + " " + key)).inserted {
      diagnostics.append(diagnostic)
    }
  }

  /// The variant for `count`; a missing category falls back to `other`, as ICU does, and a
  /// plural without `other` (a lint error) to its first form in CLDR's order, never to one
  /// picked by dictionary order, which changes from run to run.
  private static func unit(
    in units: [PluralCategory: CatalogUnit], for count: Int, locale: LocaleID
  ) -> CatalogUnit {
    let category = PluralRules(locale: locale).category(of: count)
    if let unit = units[category] ?? units[.other] { return unit }
    return PluralCategory.allCases.lazy.compactMap { units[$0] }.first
      ?? CatalogUnit(state: "new", value: "", template: .init(segments: []))
  }

  /// Fills `template` into `output`; a substitution's own text may not hold another
  /// substitution (String Catalogs have no such nesting, and a substitution naming itself
  /// would never end), so one there is left out and reported.
  private mutating func render(
    _ template: FormatTemplate, of string: CatalogString, text: LocalizedText, locale: LocaleID,
    isSubstitution: Bool = false, used: inout UInt64,
    ranges: inout [ArgumentSpan]?, into output: inout String
  ) {
    let key = text.key
    let arguments = text.arguments
    for segment in template.segments {
      switch segment {
      case .literal(let text):
        output += text
      case .argument(let index, _):
        guard index < arguments.count else {
          // Left empty: any stand-in would read as data. Lint reports it as an error.
          reportMissingArgument(index, of: text, locale: locale)
          continue
        }
        used |= Self.bit(index)
        let value = format(arguments[index])
        if ranges != nil {
          ranges?.append(.init(start: Self.utf16Count(output), length: Self.utf16Count(value)))
        }
        output += value
      case .unsupported(let unsupported):
        // Never reached: a table holds only texts rendering fills (`CatalogSet.compileTable`).
        let note = LocaleTable.Unrenderable(locale: locale, specifier: unsupported.specifier)
        reportUnrenderable(key, note, used: "nothing in its place")
      case .substitution(let name):
        guard !isSubstitution else {
          report(
            key,
            Diagnostic(
              code: "string-invalid",
              message:
                "The string '\(cut: key)' nests the substitution '\(cut: name)' inside another; it was "
                + "left out."))
          continue
        }
        guard let substitution = string.substitutions[exactly: name] else { continue }
        var count = 0
        if substitution.argumentIndex < arguments.count {
          used |= Self.bit(substitution.argumentIndex)
          if case .count(let value) = arguments[substitution.argumentIndex] { count = value }
        } else {
          reportMissingArgument(substitution.argumentIndex, of: text, locale: locale)
        }
        let unit = Self.unit(in: substitution.variants, for: count, locale: locale)
        render(
          unit.template, of: string, text: text, locale: locale, isSubstitution: true,
          used: &used, ranges: &ranges, into: &output)
      }
    }
  }

  /// The length of `text` in UTF-16 code units, counted on its UTF-8 eight bytes at a time:
  /// `utf16.count` of a string that is not ASCII walks it scalar by scalar, and indexes a
  /// long one first, for every argument of every text in Spanish.
  static func utf16Count(_ text: String) -> Int {
    let counted = text.utf8.withContiguousStorageIfAvailable { bytes in
      let raw = UnsafeRawBufferPointer(bytes)
      var count = 0
      var offset = 0
      while offset + 8 <= raw.count,
        raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        count += 8
        offset += 8
      }
      for byte in raw[offset...] {
        // A scalar is one unit, two beyond the BMP (four UTF-8 bytes); continuation bytes
        // add none.
        if byte & 0xC0 != 0x80 { count += 1 }
        if byte >= 0xF0 { count += 1 }
      }
      return count
    }
    return counted ?? text.utf16.count
  }

  private mutating func format(_ argument: LocalizedText.Argument) -> String {
    switch argument {
    case .verbatim(let text): return text
    case .count(let count): return formats.number(count)
    case .date(let leakDate): return date(leakDate)
    case .text(let text): return string(text)
    case .list(let texts):
      var items: [String] = []
      for text in texts { items.append(string(text)) }
      return formats.list(items)
    }
  }
}
