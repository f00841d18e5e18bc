extension ImportPlanner {
  /// `units` with each repeated unit settled: a unit repeats another when both go to the same
  /// catalog, key, variation and language (two `<trans-unit>`s with one id, in one file or
  /// two). When every repeat has the same translation and state, the first is imported; when
  /// they differ, none is, since taking either would be a guess, and the catalog keeps its
  /// text. Each later repeat gets a finding that names the first one's line.
  mutating func withoutRepeats(_ units: [Unit]) -> [Unit] {
    var groups: [String: [Int]] = [:]
    var order: [String] = []
    for (index, unit) in units.enumerated() {
      let identity = ([String(unit.catalog), unit.language.description, unit.key] + unit.slot.path)
        .joined(separator: "\u{0}")
      if groups[identity] == nil { order.append(identity) }
      groups[identity, default: []].append(index)
    }
    var leftOut = Set<Int>()
    for identity in order {
      guard let indices = groups[identity], indices.count > 1 else { continue }
      let first = units[indices[0]]
      let same = indices.allSatisfy {
        units[$0].text == first.text && units[$0].unit.state == first.unit.state
      }
      for index in indices.dropFirst() {
        let unit = units[index]
        // Compiler-style in another file; the column too when both share a line.
        let place =
          unit.file != first.file
          ? "\(first.file):\(first.unit.line):\(first.unit.column)"
          : unit.unit.line == first.unit.line
            ? "line \(first.unit.line), column \(first.unit.column)" : "line \(first.unit.line)"
        note(
          unit,
          same
            ? "The unit '\(cut: unit.unit.id)' repeats the one at \(place) with the same translation; "
              + "imported once."
            : "The unit '\(cut: unit.unit.id)' repeats the one at \(place) with another translation; "
              + "neither is imported, so the catalog keeps its text. Keep one of them.")
      }
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
    func localization(_ unit: Unit) -> String {
      "\(unit.catalog)\u{0}\(unit.language)\u{0}\(unit.key)"
    }
    var othersImported = Set<String>()
    for unit in units where unit.slot.path.starts(with: ["variations", "device", "other"]) {
      othersImported.insert(localization(unit))
    }
    return units.filter { unit in
      let path = unit.slot.path
      guard path.count > 3, path[0] == "variations", path[1] == "device", path[2] != "other",
        !othersImported.contains(localization(unit))
      else { return true }
      let localizations = catalogs[unit.catalog].entry(unit.key)?["localizations"]
      let current =
        localizations?[
          LocalizationExchange.localizationKey(for: unit.language, in: localizations)]
      if current?.value(at: ["variations", "device", "other"]) != nil
        || current?["stringUnit"] != nil
      {
        return true
      }
      note(
        unit,
        "'\(cut: unit.unit.id)' is not imported: a device variation needs the text for other "
          + "devices, and \(unit.language) has none for '\(cut: unit.key)'; translate "
          + "'\(cut: unit.key)\(CatalogSlot.separator)device.other' too.")
      return false
    }
  }

  private mutating func note(_ unit: Unit, _ message: String) {
    findings.append(
      LocalizationExchange.Finding(
        file: unit.file, line: unit.unit.line, column: unit.unit.column, message: message))
  }
}
