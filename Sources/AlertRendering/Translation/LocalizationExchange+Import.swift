#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LocalizationExchange {
  /// What an import did.
  package struct ImportSummary: Sendable {
    /// Units whose translation or state changed the catalogs.
    package var updated = 0
    /// Units the catalogs already held as the XLIFF has them.
    package var unchanged = 0
    /// Units without a translation (no `<target>`, or an empty one), left alone.
    package var untranslated = 0
    /// The catalogs written, for messages.
    package var written: [String] = []
    /// Units not imported, and other things worth telling.
    package var findings: [Finding] = []
  }

  /// The largest XLIFF file read: ten times the size of every shipped catalog's export.
  static let maxXLIFFBytes = 64 << 20

  /// Merges the translations of the XLIFF files and `.xcloc` bundles at `paths` into the
  /// catalogs of `directory`, each changed catalog written as Xcode writes it.
  ///
  /// Every input is read and checked before any catalog is written. An empty or missing
  /// target is not imported; a unit whose key no catalog has, whose id is not one Xcode
  /// writes, or whose text has a malformed placeholder is left out with a finding.
  package static func importTranslations(from paths: [String], into directory: URL)
    throws(LocalizationExchangeError) -> ImportSummary
  {
    var documents: [(name: String, document: XLIFFDocument)] = []
    for path in paths {
      for (name, bytes) in try xliffFiles(at: path) {
        do {
          documents.append((name, try XLIFFDocument(parsing: bytes, file: name)))
        } catch {
          throw .xliff(error)
        }
      }
    }
    var catalogs = try catalogs(in: [directory])
    var changed = Set<Int>()
    var summary = ImportSummary()
    let sourceLanguage = catalogs[0].sourceLanguage
    var allKeys: [String]?
    var suggestionsLeft = 50
    for (name, document) in documents {
      for file in document.files {
        func mismatch(_ reason: String) -> LocalizationExchangeError {
          .mismatch(file: name, line: file.line, column: file.column, reason: reason)
        }
        guard let targetText = file.targetLanguage else {
          throw mismatch(
            "<file original=\"\(file.original)\"> has no target-language attribute; expected "
              + "the language its translations are in.")
        }
        guard let language = LocaleID(targetText) else {
          throw mismatch(
            "The target-language '\(targetText)' is not a language tag; expected one such as "
              + "\"fr\" or \"es-419\".")
        }
        guard LocaleID(file.sourceLanguage) == sourceLanguage else {
          throw mismatch(
            "The source-language '\(file.sourceLanguage)' is not the catalogs' source "
              + "language; expected \"\(sourceLanguage)\".")
        }
        let fileName = file.original.split(separator: "/").last.map(String.init) ?? file.original
        let preferred = catalogs.firstIndex { $0.fileName == fileName }
        if preferred == nil {
          summary.findings.append(
            Finding(
              file: name, line: file.line, column: file.column,
              message:
                "No catalog \(fileName) in \(directory.path); each unit goes to the catalog "
                + "holding its key."))
        }
        for unit in file.units {
          func finding(_ message: String) {
            summary.findings.append(
              Finding(file: name, line: unit.line, column: unit.column, message: message))
          }
          if let problem = unit.problem {
            finding("The unit '\(unit.id)' is not imported: \(problem).")
            continue
          }
          guard let target = unit.target, !target.isEmpty else {
            summary.untranslated += 1
            continue
          }
          let parts = unit.id.components(separatedBy: CatalogSlot.separator)
          let key = parts[0]
          guard parts.count <= 2, let slot = CatalogSlot(suffix: parts.count == 2 ? parts[1] : "")
          else {
            finding(
              "The unit id '\(unit.id)' is not one Xcode writes (key, or key|==|plural.one, "
                + "device.iphone, substitutions.NAME.plural.one); not imported.")
            continue
          }
          let index =
            preferred.flatMap { catalogs[$0].index[key] != nil ? $0 : nil }
            ?? catalogs.firstIndex { $0.index[key] != nil }
          guard let index else {
            // Suggestions cost a comparison with every key: the first few unknown keys get
            // one, which is what a typo or a renamed key needs, and a file of nothing but
            // unknown keys stays quick.
            if allKeys == nil { allKeys = catalogs.flatMap { $0.strings.map(\.key) } }
            suggestionsLeft -= 1
            finding(
              "No catalog in \(directory.path) has the key '\(key)'; not imported."
                + (suggestionsLeft >= 0 ? Suggestion.didYouMean(key, among: allKeys ?? []) : ""))
            continue
          }
          switch merge(
            unit: unit, text: target, key: key, slot: slot, language: language,
            into: &catalogs[index])
          {
          case .updated:
            summary.updated += 1
            changed.insert(index)
          case .unchanged:
            summary.unchanged += 1
          case .updatedWithFinding(let message):
            summary.updated += 1
            changed.insert(index)
            finding(message)
          case .skipped(let message):
            finding(message)
          }
        }
      }
    }
    for index in changed.sorted() {
      let catalog = catalogs[index]
      let bytes = CatalogJSONWriter.bytes(catalog.document)
      guard bytes != catalog.bytes else { continue }
      if let reason = FileBytes.writeAtomically(bytes, toPath: catalog.path) {
        throw .unwritable(file: catalog.name, reason: reason)
      }
      summary.written.append(catalog.name)
    }
    return summary
  }

  private enum MergeOutcome {
    case updated, unchanged
    case updatedWithFinding(String)
    case skipped(String)
  }

  /// Puts one unit's translation into `catalog`, keeping every other member of the entry.
  private static func merge(
    unit: XLIFFDocument.Unit, text: String, key: String, slot: CatalogSlot, language: LocaleID,
    into catalog: inout CatalogFile
  ) -> MergeOutcome {
    guard let position = catalog.index[key] else { return .skipped("No key '\(key)'.") }
    let entry = catalog.strings[position].value
    if case .bool(false)? = entry["shouldTranslate"] {
      return .skipped("'\(key)' is marked not to be translated; not imported.")
    }
    let localizations = entry["localizations"]
    let source = localizations?[localizationKey(for: catalog.sourceLanguage, in: localizations)]
    let targetKey = localizationKey(for: language, in: localizations)

    // The unit must fit the source's shape: a variation only where the source varies.
    var sourceText: String? = key
    if let source {
      let sourceSlots = CatalogSlot.slots(of: source)
      let fits =
        sourceSlots.contains(slot)
        || (slot.pluralCategory != nil
          && sourceSlots.contains {
            $0.pluralCategory != nil && $0.with(category: "other") == slot.with(category: "other")
          })
      guard fits else {
        return .skipped(
          "'\(key)' has no variation '\(slot.suffix.isEmpty ? "(plain string)" : slot.suffix)' "
            + "in the source language; not imported.")
      }
      sourceText =
        source.value(at: slot.path)?["value"]?.stringValue
        ?? source.value(at: slot.with(category: "other").path)?["value"]?.stringValue
    }
    do {
      _ = try FormatTemplate(text, argumentIndex: slot.path.first == "substitutions" ? 0 : nil)
    } catch {
      return .skipped(
        "The translation of '\(unit.id)' has a malformed placeholder (\(error.message)); "
          + "not imported.")
    }

    var state: String?
    var note: String?
    if let xliff = unit.state {
      state = catalogState(xliffState: xliff)
      if state == nil {
        state = "needs_review"
        note =
          "The state '\(xliff)' of '\(unit.id)' is not an XLIFF 1.2 state; imported as needs_review."
      }
    }
    if let sourceText, sourceText != unit.source {
      if state != "new" { state = "needs_review" }
      note =
        "The source of '\(unit.id)' changed since the export (now \(JSONValue.string(sourceText).quotedForMessage)); "
        + "imported as needs_review."
    }
    let current = localizations?[targetKey]?.value(at: slot.path)
    if current?["value"]?.stringValue == text,
      state == nil || state == current?["state"]?.stringValue
    {
      return .unchanged
    }
    let finalState = state ?? "translated"
    catalog.strings[position].value.update(at: ["localizations", targetKey]) { localization in
      localization.update(at: slot.path[...]) { stringUnit in
        stringUnit.set("state", .string(finalState))
        stringUnit.set("value", .string(text))
      }
      // The translation takes the source's shape, so a plural source imported as variations
      // is not hidden behind an old plain string (which would win when rendering).
      switch slot.path.first {
      case "variations":
        if localization["substitutions"] == nil { localization.set("stringUnit", nil) }
      case "substitutions":
        let name = slot.path[1]
        for member in ["argNum", "formatSpecifier"] {
          if localization.value(at: ["substitutions", name, member]) == nil,
            let value = source?.value(at: ["substitutions", name, member])
          {
            localization.update(at: ["substitutions", name]) { $0.set(member, value) }
          }
        }
      default:
        if source?["variations"] == nil { localization.set("variations", nil) }
      }
    }
    return note.map(MergeOutcome.updatedWithFinding) ?? .updated
  }

  /// The XLIFF documents at `path`: the file itself, or every `.xliff` in an `.xcloc`
  /// bundle's `Localized Contents/`.
  private static func xliffFiles(at path: String) throws(LocalizationExchangeError) -> [(
    String, [UInt8]
  )] {
    if FileBytes.isDirectory(path) {
      let folder = path.hasSuffix("/") ? path + "Localized Contents" : path + "/Localized Contents"
      guard FileBytes.isDirectory(folder) else {
        throw .xliff(
          .unreadable(
            file: path,
            reason: "The directory has no 'Localized Contents' folder; expected an .xcloc bundle."))
      }
      guard let names = FileBytes.fileNames(in: folder) else {
        throw .xliff(.unreadable(file: folder, reason: "The folder could not be listed."))
      }
      let xliffs = names.filter { $0.hasSuffix(".xliff") || $0.hasSuffix(".xlf") }
      guard !xliffs.isEmpty else {
        throw .xliff(
          .unreadable(file: folder, reason: "The folder holds no .xliff file; expected LANG.xliff.")
        )
      }
      var result: [(String, [UInt8])] = []
      for name in xliffs {
        result.append((folder + "/" + name, try readXLIFF(folder + "/" + name)))
      }
      return result
    }
    return [(path, try readXLIFF(path))]
  }

  private static func readXLIFF(_ path: String) throws(LocalizationExchangeError) -> [UInt8] {
    switch FileBytes.contents(ofRegularFile: path, limit: maxXLIFFBytes) {
    case .success(let bytes): return bytes
    case .failure(let problem): throw .xliff(.unreadable(file: path, reason: problem.reason))
    }
  }
}
