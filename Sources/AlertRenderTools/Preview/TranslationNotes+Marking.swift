import AlertRendering

extension TranslationNotes {
  /// A renderer like `renderer` whose source-language texts of the keys in `marks` begin
  /// with their mark, so that a rendered document shows which key each text came from.
  ///
  /// Only the whole text of a key is marked (each plural and device form), not the parts
  /// its substitutions put inside it; format keys are not marked, as a date or list pattern
  /// is not shown as such.
  static func markedRenderer(_ renderer: AlertRenderer, marks: [String: String])
    -> AlertRenderer?
  {
    let source = renderer.catalogs.sourceLanguage
    var catalogs = renderer.catalogs.catalogs
    for catalogIndex in catalogs.indices {
      for entryIndex in catalogs[catalogIndex].entries.indices {
        let entry = catalogs[catalogIndex].entries[entryIndex]
        guard let mark = marks[entry.key] else { continue }
        for (id, string) in entry.localizations where LocaleID(id) == source {
          var marked = string
          marked.variants = Self.mark(string.variants, with: mark)
          marked.deviceVariants = string.deviceVariants.mapValues { Self.mark($0, with: mark) }
          catalogs[catalogIndex].entries[entryIndex].localizations[id] = marked
        }
      }
    }
    guard let set = try? CatalogSet(catalogs: catalogs) else { return nil }
    return AlertRenderer(rules: renderer.rules, catalogs: set, registry: renderer.registry)
  }

  private static func mark(_ variants: CatalogString.Variants, with mark: String)
    -> CatalogString.Variants
  {
    func marked(_ unit: CatalogUnit) -> CatalogUnit {
      var unit = unit
      unit.value = mark + unit.value
      unit.template.segments.insert(.literal(mark), at: 0)
      return unit
    }
    switch variants {
    case .single(let unit): return .single(marked(unit))
    case .plural(let units): return .plural(units.mapValues(marked))
    }
  }

  /// The keys whose texts a marked rendering can show: every key but the format keys the
  /// formatters read (date and list patterns, month names, digit grouping).
  static func markableKeys(of renderer: AlertRenderer) -> [String] {
    let screen = renderer.rules.screen
    let formats = Set(
      [screen.datePattern, screen.spokenDatePattern] + LocaleFormats.catalogKeys)
    return renderer.catalogs.entries.keys.filter {
      !formats.contains($0) && !$0.hasPrefix(screen.monthNames) && !$0.hasPrefix("format.")
    }.sorted()
  }

  /// The private-use character standing for key number `index` in the first, hidden pass.
  static func hiddenMark(_ index: Int) -> String {
    String(Character(Unicode.Scalar(hiddenMarkBase + UInt32(index)) ?? "\u{FFFD}"))
  }

  /// The first character of the hidden marks: Supplementary Private Use Area-A, which no
  /// catalog text uses and no encoder changes.
  static let hiddenMarkBase: UInt32 = 0xF0000

  /// `⁽12⁾`: the visible mark of a text's key number.
  static func visibleMark(_ number: Int) -> String {
    let digits: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
    return "⁽" + String(String(number).compactMap { $0.wholeNumberValue.map { digits[$0] } })
      + "⁾"
  }
}
