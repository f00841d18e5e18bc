import AlertLayout
import AlertRendering

/// Lint's findings about format specifiers rendering does not fill (`%s`, `%.2f`, a lone `%`):
/// the catalog loads, but such a text is never shown, so each is named by file, line and
/// column, key, locale and specifier. A warning for a key the rules use (its requests get
/// another text of their locale chain), a note for any other key (a text an app sharing the
/// catalog may format itself).
struct SpecifierChecks {
  /// Whether the rules use `key`.
  let isUsed: (String) -> Bool

  /// One text holding specifiers rendering does not fill.
  private struct Text {
    let key: String
    let locale: String
    /// "The text", "The 'one' form", "The 'iphone' variation" …
    let form: String
    /// Where it may be, in order (`variations.device.other…` holds what a single text
    /// holds when `other` is the only device).
    let paths: [String]
    let unsupported: [FormatTemplate.Unsupported]
  }

  /// The findings of `catalog`, whose file's bytes are `bytes`.
  func findings(in catalog: StringCatalog, bytes: [UInt8]) -> [LintFinding] {
    var texts: [Text] = []
    for entry in catalog.entries {
      for (locale, string) in entry.localizations.sorted(by: { $0.key < $1.key }) {
        Self.collect(string, key: entry.key, locale: locale, into: &texts)
      }
    }
    guard !texts.isEmpty else { return [] }
    let positions = JSONParser.locations(of: texts.flatMap(\.paths), in: bytes)
    return texts.map { text in
      let path = text.paths.first { positions[$0] != nil }
      let position = path.flatMap { positions[$0] }
      var list = text.unsupported.map {
        "'\(cut: $0.specifier)' (\($0.reason))"
      }
      if list.count > 1 { list[list.count - 1] = "and " + list[list.count - 1] }
      var finding = LintFinding(
        file: catalog.file, severity: isUsed(text.key) ? .warning : .note, key: text.key,
        locale: text.locale,
        message:
          "\(text.form) has \(list.joined(separator: list.count > 2 ? ", " : " ")), which rendering does not fill; the text is never shown, "
          + "and a request it would serve gets the next text of its locale chain.",
        checkID: "string-unrenderable", jsonPath: path ?? text.paths.first)
      finding.line = position?.line
      finding.column = position?.column
      return finding
    }
  }

  /// Adds the texts of `string` that hold specifiers rendering does not fill.
  private static func collect(
    _ string: CatalogString, key: String, locale: String, into texts: inout [Text]
  ) {
    let base = "strings.\(key).localizations.\(locale)"
    func add(_ form: String, _ template: FormatTemplate, _ paths: [String]) {
      let unsupported = template.segments.compactMap { segment -> FormatTemplate.Unsupported? in
        if case .unsupported(let unsupported) = segment { return unsupported }
        return nil
      }
      guard !unsupported.isEmpty else { return }
      texts.append(
        Text(key: key, locale: locale, form: form, paths: paths, unsupported: unsupported))
    }
    /// A text or its plural forms at each of `bases`, the first that exists.
    func addVariants(_ variants: CatalogString.Variants, _ subject: String, _ bases: [String]) {
      switch variants {
      case .single(let unit):
        add(
          subject.prefix(1).uppercased() + subject.dropFirst(), unit.template,
          bases.map { $0 + ".stringUnit.value" })
      case .plural(let units):
        for category in PluralCategory.allCases {
          guard let unit = units[category] else { continue }
          let path = ".variations.plural.\(category.rawValue).stringUnit.value"
          add(
            "The '\(category.rawValue)' form" + (subject == "The text" ? "" : " of " + subject),
            unit.template, bases.map { $0 + path })
        }
      }
    }
    addVariants(string.variants, "The text", [base, base + ".variations.device.other"])
    for device in DeviceClass.allCases {
      guard let variants = string.deviceVariants[device] else { continue }
      addVariants(
        variants, "the '\(device.rawValue)' variation",
        [base + ".variations.device.\(device.rawValue)"])
    }
    for (name, substitution) in string.substitutions.sorted(by: { $0.key < $1.key }) {
      let path = base + ".substitutions.\(name)"
      if !substitution.hasRenderableSpecifier, let specifier = substitution.formatSpecifier {
        // One specifier rendering fills, with text around it or a second one, is no
        // specifier for a count either.
        var template = FormatTemplate("%" + specifier)
        if template.isRenderable {
          template.segments = [
            .unsupported(
              .init(
                specifier: "%" + specifier, index: nil, kind: nil,
                reason: "not one format specifier, such as 'lld'"))
          ]
        }
        add(
          "The format specifier of the substitution '\(cut: name)'", template,
          [path + ".formatSpecifier"])
      }
      addVariants(.plural(substitution.variants), "the substitution '\(cut: name)'", [path])
    }
  }
}
