import AlertLayout
import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Decides which units of the XLIFF documents an import takes, before any is merged, and says
/// why it leaves out each of the others.
///
/// A unit without a translation (no `<target>`, or an empty one) is counted as untranslated.
/// A unit with one is left out when it cannot be imported on its own (a key no catalog has, an
/// id Xcode does not write, a key marked not to be translated, a malformed placeholder, a
/// text over the catalogs' string limit, a variation the source does not have, markup that
/// hides its text), when it repeats another unit of the import with another translation
/// (`withoutRepeats`), or when it would leave a catalog without a text it needs
/// (`withDeviceOthers`). Each such unit is a failure, which stops the import unless it is run
/// to skip them (`exclude`), except where leaving it out loses nothing: a unit marked as not
/// translated yet, or one whose translation the catalog already holds, is a finding only. A
/// `<file>` whose languages do not fit the catalogs stops the import.
struct ImportPlanner {
  /// A unit the import takes: checked, its catalog found.
  struct Unit {
    /// The XLIFF file it is in, as messages name it.
    var file: String
    var unit: XLIFFDocument.Unit
    /// Its translation; never empty.
    var text: String
    var key: String
    var slot: CatalogSlot
    var language: LocaleID
    /// The index of its catalog.
    var catalog: Int
    /// Set when the unit must not change its catalog (see `sourceGuard`).
    var sourceGuard: Guard?

    /// Where a `<file>` names a target language that stands for the source, and why it
    /// must change nothing.
    struct Guard {
      var line: Int
      var column: Int
      var reason: String
    }
  }

  let catalogs: [LocalizationExchange.CatalogFile]
  let directory: URL
  /// Things worth telling that leave nothing out that a catalog would lack.
  var findings: [LocalizationExchange.Finding] = []
  /// Units that carry a translation and are left out, and why.
  var failures: [LocalizationExchange.Finding] = []
  /// Units without a translation, left alone.
  var untranslated = 0
  /// Units left out whose translation the catalog holds already.
  var unchanged = 0
  /// Every key, for suggestions: made at the first unknown key.
  private var allKeys: [String]?
  private var suggestionsLeft = 50

  init(catalogs: [LocalizationExchange.CatalogFile], directory: URL) {
    self.catalogs = catalogs
    self.directory = directory
  }

  /// The units of `documents` the import takes, in document order.
  mutating func plan(_ documents: [(name: String, document: XLIFFDocument)])
    throws(LocalizationExchangeError) -> [Unit]
  {
    var units: [Unit] = []
    for (name, document) in documents {
      for file in document.files {
        let language = try targetLanguage(of: file, in: name)
        let sourceGuard = sourceGuard(language, of: file)
        let fileName = file.original.split(separator: "/").last.map(String.init) ?? file.original
        let preferred = catalogs.firstIndex { $0.fileName == fileName }
        if preferred == nil {
          findings.append(
            LocalizationExchange.Finding(
              file: name, line: file.line, column: file.column,
              message:
                "No catalog \(fileName) in \(directory.path); each unit goes to the catalog "
                + "holding its key."))
        }
        for unit in file.units {
          if var planned = plan(unit, in: name, language: language, preferred: preferred) {
            planned.sourceGuard = sourceGuard
            units.append(planned)
          }
        }
      }
    }
    return withDeviceOthers(withoutRepeats(units))
  }

  /// The language of `file`'s translations, after checking that an import may write it.
  private func targetLanguage(of file: XLIFFDocument.File, in name: String)
    throws(LocalizationExchangeError) -> LocaleID
  {
    func mismatch(_ reason: String) -> LocalizationExchangeError {
      .mismatch(file: name, line: file.line, column: file.column, reason: reason)
    }
    guard let targetText = file.targetLanguage else {
      throw mismatch(
        "<file original=\"\(cut: file.original)\"> has no target-language attribute; expected "
          + "the language its translations are in.")
    }
    guard let language = LocaleID(targetText) else {
      throw mismatch(
        "The target-language '\(cut: targetText)' is not a language tag; expected one such as "
          + "\"fr\" or \"es-419\".")
    }
    let source = catalogs[0].sourceLanguage
    guard LocaleID(file.sourceLanguage) == source else {
      throw mismatch(
        "The source-language '\(cut: file.sourceLanguage)' is not the catalogs' source "
          + "language; expected \"\(source)\".")
    }
    return language
  }

  /// Why the translations of `file` into `language` must not change the catalogs, when they
  /// must not: `language` is the source language, whose texts they would overwrite, or a bare
  /// `en` for a source of `en-US`, whose texts serve `en` (CLDR's `en` is `en-US`) and would
  /// be replaced by them, unless the catalogs translate it already. An export of the source
  /// language imported back unchanged changes nothing, and is let through.
  private func sourceGuard(_ language: LocaleID, of file: XLIFFDocument.File) -> Unit.Guard? {
    let source = catalogs[0].sourceLanguage
    let target = file.targetLanguage ?? ""
    let reason: String
    if language == source {
      reason =
        "The target-language '\(cut: target)' is the catalogs' source language \(source): "
        + "importing its texts would overwrite the source texts. Expected the language of the "
        + "translations, such as \"fr\"; source texts are edited in the catalogs."
    } else if language.script == nil, language.region == nil,
      language.language == source.language, !isTranslated(language)
    {
      reason =
        "The target-language '\(cut: target)' is the language of the catalogs' source \(source), "
        + "whose texts serve it: importing its texts would put others in their place. Expected "
        + "the language of the translations, such as \"fr\", or a region of its own, such as "
        + "\"\(source.language)-GB\"."
    } else {
      return nil
    }
    return Unit.Guard(line: file.line, column: file.column, reason: reason)
  }

  /// Whether some catalog holds a translation into `language`.
  private func isTranslated(_ language: LocaleID) -> Bool {
    catalogs.contains { catalog in
      catalog.strings.contains { member in
        member.value["localizations"]?.members?.contains { LocaleID($0.key) == language } == true
      }
    }
  }

  /// `unit` as the import takes it, or nil (excluded, or counted as untranslated).
  private mutating func plan(
    _ unit: XLIFFDocument.Unit, in name: String, language: LocaleID, preferred: Int?
  ) -> Unit? {
    guard unit.hasUnreadableTarget || unit.target?.isEmpty == false else {
      untranslated += 1
      return nil
    }
    func leaveOut(_ message: String) -> Unit? {
      exclude(unit, in: name, current: nil, message)
      return nil
    }
    if let problem = unit.problem {
      return leaveOut("The unit '\(cut: unit.id)' is not imported: \(problem).")
    }
    let target = unit.target ?? ""
    let parts = unit.id.components(separatedBy: CatalogSlot.separator)
    let key = parts[0]
    guard parts.count <= 2, let slot = CatalogSlot(suffix: parts.count == 2 ? parts[1] : "")
    else {
      return leaveOut(
        "The unit id '\(cut: unit.id)' is not one Xcode writes (key, or key|==|plural.one, "
          + "device.iphone, substitutions.NAME.plural.one); not imported.")
    }
    let index =
      preferred.flatMap { catalogs[$0].index[key] != nil ? $0 : nil }
      ?? catalogs.firstIndex { $0.index[key] != nil }
    guard let index else {
      // Suggestions cost a comparison with every key: the first few unknown keys get one,
      // which is what a typo or a renamed key needs, and a file of nothing but unknown keys
      // stays quick.
      if allKeys == nil { allKeys = catalogs.flatMap { $0.strings.map(\.key) } }
      suggestionsLeft -= 1
      return leaveOut(
        "The unit '\(cut: unit.id)' is not imported: no catalog in \(directory.path) has "
          + (key == unit.id ? "that key." : "its key '\(cut: key)'.")
          + (suggestionsLeft >= 0 ? Suggestion.didYouMean(key, among: allKeys ?? []) : ""))
    }
    let planned = Unit(
      file: name, unit: unit, text: target, key: key, slot: slot, language: language,
      catalog: index)
    if let problem = problem(with: planned) {
      exclude(planned, problem)
      return nil
    }
    return planned
  }

  /// Why `unit` cannot go into its catalog, if it cannot.
  private func problem(with unit: Unit) -> String? {
    let catalog = catalogs[unit.catalog]
    guard let entry = catalog.entry(unit.key) else { return "No key '\(cut: unit.key)'." }
    if case .bool(false)? = entry["shouldTranslate"] {
      return "The unit '\(cut: unit.unit.id)' is not imported: its key is marked not to be "
        + "translated (\"shouldTranslate\" : false)."
    }
    // The unit must fit the source's shape: a variation only where the source varies.
    if let source = LocalizationExchange.source(of: entry, in: catalog) {
      let slot = unit.slot
      let sourceSlots = CatalogSlot.slots(of: source)
      let fits =
        sourceSlots.contains(slot)
        || (slot.pluralCategory != nil
          && sourceSlots.contains {
            $0.pluralCategory != nil && $0.with(category: "other") == slot.with(category: "other")
          })
      guard fits else {
        return
          "The unit '\(cut: unit.unit.id)' is not imported: its key has no "
          + (slot.suffix.isEmpty ? "plain string" : "variation '\(cut: slot.suffix)'")
          + " in the source language."
      }
    }
    // A specifier rendering does not fill (`%s`) is imported, and lint names it; text that
    // is no specifier at all is a typo.
    let template = FormatTemplate(
      unit.text, argumentIndex: unit.slot.path.first == "substitutions" ? 0 : nil)
    if let malformed = template.malformed {
      return "The translation of '\(cut: unit.unit.id)' has a malformed placeholder, "
        + "'\(cut: malformed.specifier)' (\(malformed.reason)); not imported."
    }
    let length = unit.text.utf8.count
    guard length <= ResourceDirectory.maxStringBytes else {
      return "The translation of '\(cut: unit.unit.id)' is \(length) bytes long, over the "
        + "\(ResourceDirectory.maxStringBytes) bytes (1 MiB) a catalog string may hold; not "
        + "imported."
    }
    return nil
  }
}
