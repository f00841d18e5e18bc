import AlertLayout

extension LocalizationExchange {
  enum MergeOutcome: Equatable {
    case updated, unchanged
    case updatedWithFinding(String)
  }

  /// The source language's localization of `entry`, if it has one.
  static func source(of entry: JSONValue, in catalog: CatalogFile) -> JSONValue? {
    let localizations = entry["localizations"]
    return localizations?[localizationKey(for: catalog.sourceLanguage, in: localizations)]
  }

  /// Puts one planned unit's translation into `catalog`, keeping every other member of the
  /// entry and every other variation of the localization.
  ///
  /// The translation takes the source's shape. Where a variation is imported into a
  /// localization (or a device variation) that holds a plain string, the plain string, which
  /// served every case until now, becomes the variation for the other cases (`other`) unless
  /// there is one: importing `key|==|device.iphone` alone keeps the old text for every other
  /// device, and `key|==|plural.one` alone keeps it for every other count. It is never simply
  /// dropped, and it no longer hides the variations (a plain string wins when rendering).
  static func merge(_ unit: ImportPlanner.Unit, into catalog: inout CatalogFile) -> MergeOutcome {
    guard let position = catalog.index[unit.key] else { return .unchanged }
    let entry = catalog.strings[position].value
    let localizations = entry["localizations"]
    let source = source(of: entry, in: catalog)
    let targetKey = localizationKey(for: unit.language, in: localizations)
    let slot = unit.slot
    var sourceText: String? = unit.key
    if let source {
      sourceText =
        source.value(at: slot.path)?["value"]?.stringValue
        ?? source.value(at: slot.with(category: "other").path)?["value"]?.stringValue
    }
    let id = unit.unit.id
    var state: String?
    var note: String?
    if let xliff = unit.unit.state {
      state = catalogState(xliffState: xliff)
      if state == nil {
        state = "needs_review"
        note =
          "The state '\(cut: xliff)' of '\(cut: id)' is not an XLIFF 1.2 state; imported as needs_review."
      }
    }
    if let sourceText, sourceText != unit.unit.source {
      if state != "new" { state = "needs_review" }
      note =
        "The source of '\(cut: id)' changed since the export (now \(JSONValue.string(sourceText).quotedForMessage)); "
        + "imported as needs_review."
    }
    let current = localizations?[targetKey]?.value(at: slot.path)
    if current?["value"]?.stringValue == unit.text,
      state == nil || state == current?["state"]?.stringValue
    {
      return .unchanged
    }
    let finalState = state ?? "translated"
    catalog.strings[position].value.update(at: ["localizations", targetKey]) { localization in
      keepPlainStrings(of: &localization, below: slot)
      localization.update(at: slot.path[...]) { stringUnit in
        stringUnit.set("state", .string(finalState))
        stringUnit.set("value", .string(unit.text))
      }
      switch slot.path.first {
      case "variations": break
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

  /// Makes each plain string on the way to `slot` the `other` variation of the variations
  /// `slot` goes through, unless they have one (see `merge`). A localization's plain string
  /// beside substitutions is their format, and stays.
  private static func keepPlainStrings(of localization: inout JSONValue, below slot: CatalogSlot) {
    for (offset, member) in slot.path.enumerated()
    where member == "variations" && offset + 2 < slot.path.count {
      let group = slot.path[offset + 1]
      localization.update(at: slot.path[..<offset]) { node in
        guard let plain = node["stringUnit"], offset > 0 || node["substitutions"] == nil else {
          return
        }
        node.set("stringUnit", nil)
        if node.value(at: ["variations", group, "other"]) == nil {
          node.update(at: ["variations", group, "other"]) { $0.set("stringUnit", plain) }
        }
      }
    }
  }
}
