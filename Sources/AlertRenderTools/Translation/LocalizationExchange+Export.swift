import AlertLayout
import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LocalizationExchange {
  /// What an export wrote.
  package struct ExportSummary: Sendable {
    /// The `.xcloc` bundle.
    package var bundle: String
    /// How many units the XLIFF holds, and how many of them carry a translation.
    package var units: Int
    package var translated: Int
  }

  /// A file an export puts in the bundle beside the XLIFF, such as a note for translators.
  package struct ExportFile: Sendable {
    /// The file's name: one directory entry, without `/`.
    package var name: String
    package var bytes: [UInt8]

    package init(name: String, bytes: [UInt8]) {
      self.name = name
      self.bytes = bytes
    }
  }

  /// Writes `output/LANG.xcloc` for `language` from the catalogs of `directories`, laid out
  /// as Xcode's Export Localizations writes it: `contents.json`,
  /// `Localized Contents/LANG.xliff`, the source catalogs in `Source Contents/` at the paths
  /// the XLIFF's `original` attributes name, and `notes` in `Notes/`.
  ///
  /// The bundle is built beside its place and then replaces the old one whole, so a failed
  /// export leaves the old bundle as it was; nothing is written through a link (see
  /// `OutputDirectory`).
  package static func export(
    language: LocaleID, from directories: [URL], to output: URL, tool: Tool,
    notes: [ExportFile] = []
  ) throws(LocalizationExchangeError) -> ExportSummary {
    let catalogs = try catalogs(in: directories)
    let document = try xliff(language: language, catalogs: catalogs)
    let manifest = manifest(source: catalogs[0].sourceLanguage, target: language, tool: tool)
    let name = "\(language).xcloc"
    do throws(OutputError) {
      let root = try OutputDirectory(output.path, create: true)
      let staging = try root.makeTemporaryDirectory(prefix: ".\(name).")
      do throws(OutputError) {
        let bundle = try root.directory(staging)
        try bundle.write(CatalogJSONWriter.bytes(manifest), to: "contents.json", durable: true)
        try bundle.directory("Localized Contents").write(
          document.bytes(tool: tool), to: "\(language).xliff", durable: true)
        let sources = try bundle.directory("Source Contents")
        for catalog in catalogs {
          let folders = catalog.original.split(separator: "/").dropLast()
            .filter { $0 != "." && $0 != ".." }.joined(separator: "/")
          try sources.directory(folders).write(catalog.bytes, to: catalog.fileName, durable: true)
        }
        let notesFolder = try bundle.directory("Notes")
        for note in notes { try notesFolder.write(note.bytes, to: note.name, durable: true) }
        try root.replace(name, with: staging)
      } catch {
        root.removeTree(staging)
        throw error
      }
    } catch {
      throw .unwritable(file: error.path, reason: error.reason)
    }
    let units = document.files.flatMap(\.units)
    return ExportSummary(
      bundle: output.appendingPathComponent(name, isDirectory: true).path, units: units.count,
      translated: units.filter { $0.target != nil }.count)
  }

  /// The bundle's `contents.json`, as Xcode writes it.
  private static func manifest(source: LocaleID, target: LocaleID, tool: Tool) -> JSONValue {
    JSONValue.object([
      JSONMember(key: "developmentRegion", value: .string(source.description)),
      JSONMember(key: "project", value: .string(tool.name)),
      JSONMember(key: "targetLocale", value: .string(target.description)),
      JSONMember(
        key: "toolInfo",
        value: .object([
          JSONMember(key: "toolBuildNumber", value: .string(tool.version)),
          JSONMember(key: "toolID", value: .string(tool.id)),
          JSONMember(key: "toolName", value: .string(tool.name)),
          JSONMember(key: "toolVersion", value: .string(tool.version)),
        ])),
      JSONMember(key: "version", value: .string("1.0")),
    ])
  }

  /// The XLIFF document for `language`: one `<file>` per catalog, one unit per text.
  ///
  /// `format.*` keys (date and list patterns, month names, digit grouping) are left out for a
  /// language CLDR has data for: the formatter takes them from CLDR, and a vendor that copies
  /// the source into the target would give that language the source's formats.
  static func xliff(language: LocaleID, catalogs: [CatalogFile]) throws(LocalizationExchangeError)
    -> XLIFFDocument
  {
    let formatsFromCLDR = CLDRFormats(locale: language) != nil
    let categories = PluralRules(locale: language).categories.map(\.rawValue)
    var files: [XLIFFDocument.File] = []
    for catalog in catalogs {
      var units: [XLIFFDocument.Unit] = []
      for member in CatalogJSONWriter.sorted(catalog.strings) {
        if formatsFromCLDR, member.key.hasPrefix(formatKeyPrefix) { continue }
        units += try self.units(
          key: member.key, entry: member.value, language: language, categories: categories,
          in: catalog)
      }
      files.append(
        XLIFFDocument.File(
          original: catalog.original, sourceLanguage: catalog.sourceLanguage.description,
          targetLanguage: language.description, units: units))
    }
    return XLIFFDocument(files: files)
  }

  /// The prefix of the catalog keys that hold formats rather than text.
  static let formatKeyPrefix = "format."

  /// The units of one catalog entry: the plain string, or one per variation.
  ///
  /// A plural source gets a unit for each of `categories`, the ones CLDR's rules give the
  /// target language, whatever the source or an old translation has: Japanese gets `other`
  /// alone, French `one`, `many` and `other`. Each shows the source's text for that category
  /// or its `other`, as Xcode does.
  private static func units(
    key: String, entry: JSONValue, language: LocaleID, categories: [String],
    in catalog: CatalogFile
  ) throws(LocalizationExchangeError) -> [XLIFFDocument.Unit] {
    let entryPath = "strings.\(key)"
    guard entry.members != nil else {
      throw .content(
        .invalidValue(
          file: catalog.name, path: entryPath, expected: "an object",
          found: entry.foundDescription))
    }
    // Xcode leaves strings marked "Don't translate" out of its exports.
    if case .bool(false)? = entry["shouldTranslate"] { return [] }
    let localizations = entry["localizations"]
    let sourceKey = localizationKey(for: catalog.sourceLanguage, in: localizations)
    let targetKey = localizationKey(for: language, in: localizations)
    let source = localizations?[sourceKey]
    let target = localizations?[targetKey]
    var notes: [String] = []
    if let comment = entry["comment"]?.stringValue, !comment.isEmpty {
      try checkXMLText(comment, in: catalog, path: "\(entryPath).comment")
      notes.append(comment)
    }

    // Slots of the source, each plural group given the target language's categories.
    var slots: [CatalogSlot] = []
    for slot in source.map(CatalogSlot.slots(of:)) ?? [.plain] {
      guard slot.pluralCategory != nil else {
        slots.append(slot)
        continue
      }
      // Each plural group is expanded once, at its first category.
      let group = slot.path.dropLast(2)
      guard !slots.contains(where: { $0.pluralCategory != nil && $0.path.dropLast(2) == group })
      else { continue }
      slots += categories.map { slot.with(category: $0) }
    }

    var units: [XLIFFDocument.Unit] = []
    for slot in slots {
      let id = slot.suffix.isEmpty ? key : key + CatalogSlot.separator + slot.suffix
      try checkXMLText(id, in: catalog, path: entryPath)
      let sourceText: String
      if let source {
        var path = slot.path
        var text = try value(at: path, in: source, catalog: catalog, key: key, language: sourceKey)
        if text == nil, slot.pluralCategory != nil {
          path = slot.with(category: "other").path
          text = try value(at: path, in: source, catalog: catalog, key: key, language: sourceKey)
        }
        guard let text else { continue }
        try checkXMLText(text, in: catalog, path: valuePath(key, sourceKey, path))
        sourceText = text
      } else {
        // An entry without a source localization shows its key, as Xcode's extracted keys do.
        sourceText = key
      }
      var unit = XLIFFDocument.Unit(id: id, source: sourceText, notes: notes)
      if let target,
        let text = try value(
          at: slot.path, in: target, catalog: catalog, key: key, language: targetKey)
      {
        try checkXMLText(text, in: catalog, path: valuePath(key, targetKey, slot.path))
        unit.target = text
        if let state = target.value(at: slot.path)?["state"]?.stringValue {
          unit.state = xliffState(catalogState: state)
        }
      }
      units.append(unit)
    }
    return units
  }

  /// The JSON path of the `value` of the `stringUnit` at `path` in localization `language`.
  static func valuePath(_ key: String, _ language: String, _ path: [String]) -> String {
    "strings.\(key).localizations.\(language).\(path.joined(separator: ".")).value"
  }

  /// The `value` of the `stringUnit` at `path` in `localization`, if there is one.
  static func value(
    at path: [String], in localization: JSONValue, catalog: CatalogFile, key: String,
    language: String
  ) throws(LocalizationExchangeError) -> String? {
    guard let unit = localization.value(at: path) else { return nil }
    guard let value = unit["value"] else { return nil }
    guard let text = value.stringValue else {
      throw .content(
        .invalidValue(
          file: catalog.name,
          path: valuePath(key, language, path),
          expected: "a string", found: value.foundDescription))
    }
    return text
  }

  /// Refuses text holding a character XML 1.0 cannot carry, even as a reference (C0 controls
  /// other than tab, newline and carriage return; U+FFFE; U+FFFF), naming the JSON `path` in
  /// `catalog` that holds it, with its line and column.
  ///
  /// Such a character in a catalog is almost surely a mistake, and any replacement would
  /// come back from the vendor as different text, so the export names it instead.
  static func checkXMLText(_ text: String, in catalog: CatalogFile, path: String)
    throws(LocalizationExchangeError)
  {
    guard let bad = text.unicodeScalars.first(where: { !XMLReader.isXMLCharacter($0.value) })
    else { return }
    let error = ResourceError.invalidValue(
      file: catalog.name, path: path,
      expected:
        "text XML can carry (U+\(XMLReader.hex(bad.value)) is a control character XLIFF "
        + "cannot hold; remove it from the catalog)",
      found: JSONValue.string(text).quotedForMessage)
    throw .content(error.located(in: catalog.bytes))
  }
}
