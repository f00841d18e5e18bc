/// Resolves catalog texts in one locale for one document, noting every fallback it takes.
struct Localizer {
  let table: LocaleTable
  /// The table's strings, taken once: a table made on first use guards them with a lock.
  private let strings: [String: LocaleTable.Resolved]
  let formats: LocaleFormats
  /// The catalog key whose value is the locale's date pattern.
  let datePatternKey: String
  /// The catalog key prefix of month names (`format.month.` + 1…12) for `MMMM` patterns.
  let monthNamePrefix: String
  /// Compiled date patterns by their text; a pattern not among them is compiled when used.
  let datePatterns: [String: DatePattern]
  private(set) var diagnostics: [Diagnostic] = []
  private var reported: Set<String> = []

  init(
    table: LocaleTable, formats: LocaleFormats, datePatternKey: String, monthNamePrefix: String,
    datePatterns: [String: DatePattern] = [:]
  ) {
    self.table = table
    strings = table.strings
    self.formats = formats
    self.datePatternKey = datePatternKey
    self.monthNamePrefix = monthNamePrefix
    self.datePatterns = datePatterns
  }

  /// The text of `text` in this locale, with its placeholders filled.
  mutating func string(_ text: LocalizedText) -> String {
    if let fallback = text.fallback, strings[exactly: text.key] == nil { return fallback }
    guard let resolved = lookUp(text.key) else { return text.key }
    if let plainText = resolved.plainText { return plainText }
    let language = resolved.locale.language
    let unit = select(resolved.string.variants, arguments: text.arguments, language: language)
    var output = ""
    render(
      unit.template, of: resolved.string, key: text.key, arguments: text.arguments,
      language: language, into: &output)
    return output
  }

  /// `date` in the locale's catalog pattern.
  mutating func date(_ date: LeakDate, patternKey: String? = nil) -> String {
    let text = string(LocalizedText(patternKey ?? datePatternKey))
    let pattern = datePatterns[text] ?? DatePattern(text)
    return pattern.format(date) { month in string(LocalizedText(monthNamePrefix + String(month))) }
  }

  private mutating func lookUp(_ key: String) -> LocaleTable.Resolved? {
    guard let resolved = strings[exactly: key] else {
      report(
        key,
        Diagnostic(
          code: "missing-string",
          message: "The string '\(key)' is in no catalog; its key was shown instead."))
      return nil
    }
    if resolved.locale != table.locale {
      report(
        key,
        Diagnostic(
          code: "string-fallback",
          message:
            "The string '\(key)' has no \(table.locale) translation; used \(resolved.locale)."))
    }
    return resolved
  }

  private mutating func report(_ key: String, _ diagnostic: Diagnostic) {
    if reported.insert(key).inserted { diagnostics.append(diagnostic) }
  }

  private func select(
    _ variants: CatalogString.Variants, arguments: [LocalizedText.Argument], language: String
  ) -> CatalogUnit {
    switch variants {
    case .single(let unit): return unit
    case .plural(let units):
      // A top-level plural is chosen by the first count among the arguments.
      let count =
        arguments.lazy.compactMap { argument -> Int? in
          if case .count(let count) = argument { return count }
          return nil
        }.first ?? 0
      return Self.unit(in: units, for: count, language: language)
    }
  }

  /// The variant for `count`; a missing category falls back to `other`, as ICU does.
  private static func unit(
    in units: [PluralCategory: CatalogUnit], for count: Int, language: String
  ) -> CatalogUnit {
    let category = PluralRules.category(of: count, language: language)
    if let unit = units[category] ?? units[.other] { return unit }
    return units.values.first ?? CatalogUnit(state: "new", value: "", template: .init(segments: []))
  }

  /// Fills `template` into `output`; a substitution's own text may not hold another
  /// substitution (String Catalogs have no such nesting, and a substitution naming itself
  /// would never end), so one there is left out and reported.
  private mutating func render(
    _ template: FormatTemplate, of string: CatalogString, key: String,
    arguments: [LocalizedText.Argument], language: String, isSubstitution: Bool = false,
    into output: inout String
  ) {
    for segment in template.segments {
      switch segment {
      case .literal(let text):
        output += text
      case .argument(let index, _):
        if index < arguments.count { output += format(arguments[index]) }
      case .substitution(let name):
        guard !isSubstitution else {
          report(
            key,
            Diagnostic(
              code: "string-invalid",
              message:
                "The string '\(key)' nests the substitution '\(name)' inside another; it was "
                + "left out."))
          continue
        }
        guard let substitution = string.substitutions[exactly: name] else { continue }
        var count = 0
        if substitution.argumentIndex < arguments.count,
          case .count(let value) = arguments[substitution.argumentIndex]
        {
          count = value
        }
        let unit = Self.unit(in: substitution.variants, for: count, language: language)
        render(
          unit.template, of: string, key: key, arguments: arguments, language: language,
          isSubstitution: true, into: &output)
      }
    }
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

extension FormatTemplate {
  init(segments: [Segment]) {
    self.segments = segments
  }
}
