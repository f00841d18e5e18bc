import AlertLayout
import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LocalizationExchange {
  /// What a memory export wrote.
  package struct MemorySummary: Sendable {
    /// The `.tmx` file.
    package var file: String
    /// How many translation units it holds.
    package var units: Int
    /// The languages translated in it, the source's excluded.
    package var languages: [String]
  }

  /// Writes a TMX 1.4b translation memory of every translated text of the catalogs of
  /// `directories` to `output/translations.tmx`, or of `language`'s alone to
  /// `output/translations-LANG.tmx`, through `OutputDirectory` (no link followed).
  package static func exportMemory(
    language: LocaleID?, from directories: [URL], to output: URL, tool: Tool
  ) throws(LocalizationExchangeError) -> MemorySummary {
    let catalogs = try catalogs(in: directories)
    let document = try memory(of: catalogs, language: language)
    let name = language.map { "translations-\($0).tmx" } ?? "translations.tmx"
    do throws(OutputError) {
      let root = try OutputDirectory(output.path, create: true)
      try root.write(document.bytes(tool: tool), to: name, durable: true)
    } catch {
      throw .unwritable(file: error.path, reason: error.reason)
    }
    let languages = Set(document.units.flatMap { $0.variants.dropFirst().map(\.language) })
    return MemorySummary(
      file: output.appendingPathComponent(name).path, units: document.units.count,
      languages: languages.sorted())
  }

  /// The memory of `catalogs`: for each key, in each catalog and in the order Xcode exports
  /// them, one unit per text a translation has (plain, plural form, device variation or
  /// substitution form) whose state is `translated` (or unset, as import reads it) and whose
  /// value is not empty; its source is the source language's text at the same place, else
  /// its `other` form, else its plain string, else the key. Only `language`'s translations
  /// when given.
  static func memory(of catalogs: [CatalogFile], language: LocaleID?)
    throws(LocalizationExchangeError) -> TMXDocument
  {
    let source = catalogs[0].sourceLanguage
    var units: [TMXDocument.Unit] = []
    for catalog in catalogs {
      for member in CatalogJSONWriter.sorted(catalog.strings) {
        guard member.value.members != nil else {
          throw .content(
            .invalidValue(
              file: catalog.name, path: "strings.\(member.key)", expected: "an object",
              found: member.value.foundDescription))
        }
        if case .bool(false)? = member.value["shouldTranslate"] { continue }
        units += try memoryUnits(of: member.key, member.value, in: catalog, language: language)
      }
    }
    return TMXDocument(sourceLanguage: source.description, units: units)
  }

  /// The memory units of one catalog entry.
  private static func memoryUnits(
    of key: String, _ entry: JSONValue, in catalog: CatalogFile, language: LocaleID?
  ) throws(LocalizationExchangeError) -> [TMXDocument.Unit] {
    let localizations = entry["localizations"]?.members ?? []
    let source = catalog.sourceLanguage
    let sourceKey = localizationKey(for: source, in: entry["localizations"])
    let sourceLocalization = entry["localizations"]?[sourceKey]
    let targets = localizations.compactMap { member -> (LocaleID, JSONMember)? in
      guard let locale = LocaleID(member.key), locale != source,
        language == nil || locale == language
      else { return nil }
      return (locale, member)
    }.sorted { $0.0.description < $1.0.description }
    var units: [TMXDocument.Unit] = []
    var index: [String: Int] = [:]
    for (locale, member) in targets {
      for slot in CatalogSlot.slots(of: member.value) {
        guard let unit = member.value.value(at: slot.path),
          let text = try value(
            at: slot.path, in: member.value, catalog: catalog, key: key, language: member.key),
          !text.isEmpty, unit["state"]?.stringValue ?? "translated" == "translated"
        else { continue }
        try checkXMLText(text, in: catalog, path: valuePath(key, member.key, slot.path))
        let id = slot.suffix.isEmpty ? key : key + CatalogSlot.separator + slot.suffix
        if let existing = index[id] {
          units[existing].variants.append((locale.description, text))
          continue
        }
        var sourceText = key
        if let sourceLocalization {
          let other = slot.pluralCategory == nil ? [] : [slot.with(category: "other").path]
          for path in [slot.path] + other + [CatalogSlot.plain.path] {
            guard
              let found = try value(
                at: path, in: sourceLocalization, catalog: catalog, key: key, language: sourceKey)
            else { continue }
            try checkXMLText(found, in: catalog, path: valuePath(key, sourceKey, path))
            sourceText = found
            break
          }
        }
        var properties = [("x-catalog", catalog.original), ("x-key", key)]
        if !slot.suffix.isEmpty { properties.append(("x-variant", slot.suffix)) }
        index[id] = units.count
        units.append(
          TMXDocument.Unit(
            id: catalog.original + "#" + id,
            note: entry["comment"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 },
            properties: properties.map { (type: $0.0, value: $0.1) },
            variants: [(source.description, sourceText), (locale.description, text)]))
      }
    }
    if let comment = entry["comment"]?.stringValue {
      try checkXMLText(comment, in: catalog, path: "strings.\(key).comment")
    }
    return units.sorted { rank($0.id) < rank($1.id) }
  }

  /// The order of a unit within its key, as Xcode exports them: the plain string, then
  /// substitutions, plural forms and device variations, plural categories in CLDR's order.
  private static func rank(_ id: String) -> String {
    guard let range = id.firstRange(of: CatalogSlot.separator) else { return "" }
    var suffix = String(id[range.upperBound...])
    for (offset, category) in CatalogSlot.categories.enumerated() {
      if suffix.hasSuffix("plural." + category) {
        suffix = String(suffix.dropLast(category.count)) + String(offset)
      }
    }
    let group = suffix.hasPrefix("substitutions.") ? "1" : suffix.hasPrefix("plural.") ? "2" : "3"
    return group + suffix
  }
}
