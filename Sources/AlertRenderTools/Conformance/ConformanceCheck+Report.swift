import AlertLayout

extension ConformanceCheck {
  /// The most mismatches listed per fixture; the rest are counted.
  static let listedMismatches = 40

  /// The report: a line per fixture (`pass`, or how many mismatches), each mismatch under it
  /// with its JSON path in the results, what the kit expects and what the client reported,
  /// then a summary line.
  package var report: String {
    var lines: [String] = []
    for fixture in fixtures {
      let count = fixture.mismatches.count
      guard count > 0 else {
        lines.append("\(fixture.name): pass")
        continue
      }
      lines.append("\(fixture.name): \(count) mismatch\(count == 1 ? "" : "es")")
      for mismatch in fixture.mismatches.prefix(Self.listedMismatches) {
        lines.append("  " + mismatch.description)
      }
      if count > Self.listedMismatches {
        lines.append("  … and \(count - Self.listedMismatches) more")
      }
    }
    let passed = fixtures.count { $0.mismatches.isEmpty }
    let who = client.isEmpty ? "" : "; client \(client)"
    lines.append(
      "conformance: \(passed) of \(fixtures.count) fixtures pass (kit \(kit.version)\(who)).")
    return lines.map { $0.escapedForTerminal }.joined(separator: "\n") + "\n"
  }
}

extension ConformanceCheck.Mismatch: CustomStringConvertible {
  /// `path: expected X, found Y.`
  package var description: String {
    let cutPath = JSONPath.cutForMessage(path)
    switch (expected, found) {
    case (_?, nil) where path == "fixtures." + fixture:
      return "\(cutPath): found nothing; the results have no entry for this fixture."
    case (let expected?, nil):
      return "\(cutPath): expected \(expected.shownForMismatch), found nothing."
    case (nil, let found?):
      return "\(cutPath): found \(found.shownForMismatch), which the kit does not expect."
    case (let expected?, let found?):
      return "\(cutPath): expected \(expected.shownForMismatch), found \(found.shownForMismatch)."
    case (nil, nil):
      return "\(cutPath): no difference."
    }
  }
}

extension JSONValue {
  /// The value as compact JSON, cut to 120 characters, for a mismatch line.
  var shownForMismatch: String {
    let text = String(decoding: jsonBytes, as: UTF8.self)
    guard text.count > 120 else { return text }
    return String(text.prefix(119)) + "…"
  }
}
