import AlertLayout

/// A client's results compared with the kit's expectations: `alert-render conformance check`.
package struct ConformanceCheck: Sendable {
  /// One difference between what the kit expects and what the client reported.
  package struct Mismatch: Sendable, Equatable {
    package var fixture: String
    /// The JSON path in the results file (`fixtures.x.json.taps[2].reports[0].event`).
    package var path: String
    /// What the kit expects there; nil when the client reported something the kit does not.
    package var expected: JSONValue?
    /// What the client reported there; nil when it reported nothing.
    package var found: JSONValue?
  }

  package var kit: ConformanceKit
  /// The results' `client.name` and `client.version`.
  package var client: String
  /// Per fixture of the kit, in order, its mismatches (empty when it passes).
  package var fixtures: [(name: String, mismatches: [Mismatch])]

  /// Whether every fixture passes.
  package var passes: Bool { fixtures.allSatisfy(\.mismatches.isEmpty) }

  /// Compares the results file `file` (its `bytes`) with `kit`.
  package static func check(
    _ bytes: [UInt8], file: String, kit: ConformanceKit
  ) throws(ConformanceError) -> ConformanceCheck {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes, limits: ConformanceKit.jsonLimits)
    } catch {
      throw .malformedJSON(file: file, error)
    }
    if let problem = ResultsShape.problem(in: root, kitVersion: kit.version) {
      let location = JSONParser.location(of: problem.path, in: bytes)
      throw .invalid(
        file: file, line: location?.line, column: location?.column, path: problem.path,
        reason: problem.reason)
    }
    let client = ["name", "version"].compactMap { root["client"]?[$0]?.scalarText }
    var check = ConformanceCheck(
      kit: kit, client: client.joined(separator: " "), fixtures: [])
    for fixture in kit.fixtures {
      let path = "fixtures." + fixture.name
      var mismatches: [Mismatch] = []
      var differ = Differ(fixture: fixture.name)
      if let found = root["fixtures"]?[fixture.name] {
        differ.compare(fixture.expected, found, at: path, ignoringExtras: true)
        mismatches = differ.mismatches
      } else {
        mismatches = [Mismatch(fixture: fixture.name, path: path, expected: fixture.expected)]
      }
      check.fixtures.append((fixture.name, mismatches))
    }
    return check
  }

  /// Collects the differences between two JSON values, path by path.
  struct Differ {
    let fixture: String
    var mismatches: [Mismatch] = []

    /// Compares `expected` with `found`; members of `found` the kit does not expect are
    /// mismatches too, except in the fixture's own object (`ignoringExtras`), where a client
    /// may report more than the kit checks.
    mutating func compare(
      _ expected: JSONValue, _ found: JSONValue?, at path: String, ignoringExtras: Bool = false
    ) {
      guard let found else {
        mismatches.append(Mismatch(fixture: fixture, path: path, expected: expected))
        return
      }
      switch (expected, found) {
      case (.object(let members), .object(let foundMembers)):
        for member in members {
          compare(member.value, found[member.key], at: path + "." + member.key)
        }
        guard !ignoringExtras else { return }
        for member in foundMembers where expected[member.key] == nil {
          mismatches.append(
            Mismatch(fixture: fixture, path: path + "." + member.key, found: member.value))
        }
      case (.array(let elements), .array(let foundElements)):
        compare(elements, foundElements, at: path)
      case (.number(let number), .number(let foundNumber)):
        if Double(number) != Double(foundNumber) {
          mismatches.append(
            Mismatch(fixture: fixture, path: path, expected: expected, found: found))
        }
      default:
        if expected != found {
          mismatches.append(
            Mismatch(fixture: fixture, path: path, expected: expected, found: found))
        }
      }
    }
  }
}

extension ConformanceCheck.Differ {
  /// Compares two arrays element by element; when their lengths differ, the elements they
  /// share (a longest common subsequence) are aligned first, so that one dropped or added
  /// element is one mismatch rather than one for every element after it.
  mutating func compare(_ expected: [JSONValue], _ found: [JSONValue], at path: String) {
    let pairs: [(Int?, Int?)] =
      expected.count == found.count || expected.count * found.count > 4_000_000
      ? (0..<max(expected.count, found.count)).map {
        ($0 < expected.count ? $0 : nil, $0 < found.count ? $0 : nil)
      }
      : Self.alignment(expected, found)
    for (index, foundIndex) in pairs {
      switch (index, foundIndex) {
      case (let index?, let foundIndex?):
        compare(expected[index], found[foundIndex], at: path + "[\(index)]")
      case (let index?, nil):
        mismatches.append(
          ConformanceCheck.Mismatch(
            fixture: fixture, path: path + "[\(index)]", expected: expected[index]))
      case (nil, let foundIndex?):
        mismatches.append(
          ConformanceCheck.Mismatch(
            fixture: fixture, path: path + "[\(foundIndex)]", found: found[foundIndex]))
      case (nil, nil):
        break
      }
    }
  }

  /// Index pairs aligning `a` and `b`: equal elements of a longest common subsequence paired,
  /// and between two such pairs the unequal runs paired in order, the longer run's rest alone.
  static func alignment(_ a: [JSONValue], _ b: [JSONValue]) -> [(Int?, Int?)] {
    let width = b.count + 1
    var lengths = [Int](repeating: 0, count: (a.count + 1) * width)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i * width + j] =
          a[i] == b[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
      }
    }
    var pairs: [(Int?, Int?)] = []
    var runA: [Int] = []
    var runB: [Int] = []
    func flush() {
      for k in 0..<max(runA.count, runB.count) {
        pairs.append((k < runA.count ? runA[k] : nil, k < runB.count ? runB[k] : nil))
      }
      runA = []
      runB = []
    }
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        flush()
        pairs.append((i, j))
        (i, j) = (i + 1, j + 1)
      } else if j == b.count
        || (i < a.count && lengths[(i + 1) * width + j] >= lengths[i * width + j + 1])
      {
        runA.append(i)
        i += 1
      } else {
        runB.append(j)
        j += 1
      }
    }
    flush()
    return pairs
  }
}
