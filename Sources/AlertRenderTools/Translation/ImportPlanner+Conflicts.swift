import AlertLayout

extension ImportPlanner {
  /// `units` with each repeated unit settled: a unit repeats another when both go to the same
  /// catalog, key, variation and language (two `<trans-unit>`s with one id, in one file or
  /// two). When every repeat has the same translation, the first is imported, in the state
  /// of the repeats that asks for the most work (`new`, then any review state, then
  /// `translated`), and each later repeat is a finding. When the translations differ, none is
  /// imported, since taking either would be a guess, and the catalog keeps its text: each
  /// later repeat is a failure (a finding when every repeat is marked as not translated yet).
  /// Each names the first one's line.
  mutating func withoutRepeats(_ units: [Unit]) -> [Unit] {
    var groups: [String: [Int]] = [:]
    var order: [String] = []
    for (index, unit) in units.enumerated() {
      let identity = ([String(unit.catalog), unit.language.description, unit.key] + unit.slot.path)
        .joined(separator: "\u{0}")
      if groups[identity] == nil { order.append(identity) }
      groups[identity, default: []].append(index)
    }
    var units = units
    var leftOut = Set<Int>()
    for identity in order {
      guard let indices = groups[identity], indices.count > 1 else { continue }
      let same = indices.allSatisfy { units[$0].text == units[indices[0]].text }
      let states = indices.map { units[$0].unit.state }
      let statesDiffer = states.contains { $0 != states[0] }
      if same, statesDiffer {
        units[indices[0]].unit.state = states.max { Self.work($0) < Self.work($1) } ?? nil
      }
      let first = units[indices[0]]
      let unfinished = indices.allSatisfy { Self.isMarkedNew(units[$0].unit) }
      for index in indices.dropFirst() {
        let unit = units[index]
        // Compiler-style in another file; the column too when both share a line.
        let place =
          unit.file != first.file
          ? "\(first.file):\(first.unit.line):\(first.unit.column)"
          : unit.unit.line == first.unit.line
            ? "line \(first.unit.line), column \(first.unit.column)" : "line \(first.unit.line)"
        let message =
          same
          ? "The unit '\(cut: unit.unit.id)' repeats the one at \(place) with the same "
            + "translation; imported once"
            + (statesDiffer
              ? ", in the state that asks for the most work "
                + "('\(cut: first.unit.state ?? "translated")')."
              : ".")
          : "The unit '\(cut: unit.unit.id)' repeats the one at \(place) with another "
            + "translation; neither is imported, so the catalog keeps its text. Keep one of them."
        let finding = LocalizationExchange.Finding(
          file: unit.file, line: unit.unit.line, column: unit.unit.column, message: message)
        if same || unfinished {
          findings.append(finding)
        } else {
          failures.append(finding)
        }
      }
      if !same && unfinished { untranslated += indices.count }
      leftOut.formUnion(same ? Array(indices.dropFirst()) : indices)
    }
    return units.enumerated().filter { !leftOut.contains($0.offset) }.map(\.element)
  }

  /// `units` without the device variations that would leave a localization with no
  /// variation for other devices, which the catalogs need (`variations.device.other`, which
  /// serves every device without its own): a unit for `device.iphone` is taken when the
  /// localization has a text for other devices, or a plain string that becomes it
  /// (`LocalizationExchange.merge`), or the import brings one.
  mutating func withDeviceOthers(_ units: [Unit]) -> [Unit] {
    func identity(_ unit: Unit) -> String {
      "\(unit.catalog)\u{0}\(unit.language)\u{0}\(unit.key)"
    }
    var othersImported = Set<String>()
    for unit in units where unit.slot.path.starts(with: ["variations", "device", "other"]) {
      othersImported.insert(identity(unit))
    }
    return units.filter { unit in
      let path = unit.slot.path
      guard path.count > 3, path[0] == "variations", path[1] == "device", path[2] != "other",
        !othersImported.contains(identity(unit))
      else { return true }
      let current = localization(of: unit)
      if current?.value(at: ["variations", "device", "other"]) != nil
        || current?["stringUnit"] != nil
      {
        return true
      }
      exclude(
        unit,
        "The unit '\(cut: unit.unit.id)' is not imported: a device variation needs the text "
          + "for other devices, and \(unit.language) has none; translate "
          + "'\(cut: unit.key)\(CatalogSlot.separator)device.other' too.")
      return false
    }
  }
}

extension ImportPlanner {
  /// Leaves `unit` out of the import because of `message`: a failure, unless leaving it out
  /// loses nothing. A unit marked as not translated yet (an XLIFF state that is the catalogs'
  /// `new`, such as `needs-translation`) is counted as untranslated, and one whose
  /// translation the catalog already holds (`current`) as unchanged; each of those is a
  /// finding.
  mutating func exclude(
    _ unit: XLIFFDocument.Unit, in file: String, current: String?, _ message: String
  ) {
    var finding = LocalizationExchange.Finding(
      file: file, line: unit.line, column: unit.column, message: message)
    if Self.isMarkedNew(unit) {
      untranslated += 1
      finding.message +=
        " It is marked as not translated yet (state '\(cut: unit.state ?? "")'), so the import goes on "
        + "without it."
      findings.append(finding)
    } else if let current, current == unit.target {
      unchanged += 1
      finding.message +=
        " The catalog holds this very translation already, so the import goes on without it."
      findings.append(finding)
    } else {
      failures.append(finding)
    }
  }

  /// `exclude` for a unit whose catalog is known.
  mutating func exclude(_ unit: Unit, _ message: String) {
    let text = localization(of: unit)?.value(at: unit.slot.path)?["value"]?.stringValue
    exclude(unit.unit, in: unit.file, current: text, message)
  }

  /// The localization `unit` goes into, as its catalog holds it now.
  func localization(of unit: Unit) -> JSONValue? {
    let localizations = catalogs[unit.catalog].entry(unit.key)?["localizations"]
    return localizations?[
      LocalizationExchange.localizationKey(for: unit.language, in: localizations)]
  }

  /// Whether `unit`'s state says it is not translated yet.
  static func isMarkedNew(_ unit: XLIFFDocument.Unit) -> Bool {
    unit.state.flatMap(LocalizationExchange.catalogState(xliffState:)) == "new"
  }

  /// How much work the XLIFF `state` asks for: 2 for not translated yet, 1 for a review or a
  /// state XLIFF does not define, 0 for translated (or no state, which imports as translated).
  static func work(_ state: String?) -> Int {
    guard let state else { return 0 }
    switch LocalizationExchange.catalogState(xliffState: state) {
    case "new": return 2
    case "translated": return 0
    default: return 1
    }
  }
}
