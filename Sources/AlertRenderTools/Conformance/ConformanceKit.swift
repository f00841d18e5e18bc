import AlertLayout
import AlertRendering

/// The conformance kit: the fixtures of `Tests/Conformance` and, in its manifest
/// `expected.json`, its version and what a client must draw, announce and report for each
/// fixture (docs/conformance.md).
package struct ConformanceKit: Sendable {
  /// The kit's version, `major.minor`.
  package var version: String
  /// The directory holding the fixtures and the manifest.
  package var directory: String
  /// Each fixture's file name and its expected results (the members a client reports), in
  /// file-name order.
  package var fixtures: [(name: String, expected: JSONValue)]

  /// The members of a fixture's entry that a client's results are compared on.
  static let comparedMembers = [
    "outcome", "direction", "blocks", "details", "view", "readingOrder", "dialogs", "taps",
  ]

  /// The largest manifest, fixture or results file read.
  package static let maxFileBytes = 64 << 20

  static let jsonLimits = JSONLimits(maxDepth: 64, maxStringBytes: 1 << 20)

  /// Reads the manifest of the kit in `directory`.
  package static func load(directory: String) throws(ConformanceError) -> ConformanceKit {
    let file = directory + "/expected.json"
    let root = try parse(file: file)
    guard case .string(let version)? = root["kit"], let major = majorVersion(version) else {
      throw ConformanceError.invalid(
        file: file, line: nil, column: nil, path: "kit",
        reason: "expected the kit's version as a string 'major.minor', found "
          + (root["kit"]?.foundDescription ?? "nothing") + ".")
    }
    _ = major
    guard case .object(let documents)? = root["documents"] else {
      throw ConformanceError.invalid(
        file: file, line: nil, column: nil, path: "documents",
        reason: "expected an object of the fixtures by file name.")
    }
    let fixtures = documents.sorted { $0.key < $1.key }.map { member in
      let compared = (member.value.members ?? []).filter { comparedMembers.contains($0.key) }
      return (name: member.key, expected: JSONValue.object(compared))
    }
    return ConformanceKit(version: version, directory: directory, fixtures: fixtures)
  }

  /// The bytes of the regular file at `path`, within the size limit.
  package static func read(file path: String) throws(ConformanceError) -> [UInt8] {
    switch FileBytes.contents(ofRegularFile: path, limit: maxFileBytes) {
    case .success(let bytes): return bytes
    case .failure(let problem): throw .unreadable(file: path, reason: problem.reason)
    }
  }

  /// The JSON of the file at `path`.
  static func parse(file path: String) throws(ConformanceError) -> JSONValue {
    let bytes = try read(file: path)
    do {
      return try JSONParser.parse(bytes, limits: jsonLimits)
    } catch {
      throw .malformedJSON(file: path, error)
    }
  }

  /// The major version of `major.minor`, or nil when `text` is not one.
  static func majorVersion(_ text: String) -> Int? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
      let major = Int(parts[0]), Int(parts[1]) != nil
    else { return nil }
    return major
  }

  /// What the Swift reference client reports for every fixture of the kit.
  package func referenceResults() throws(ConformanceError) -> ConformanceResults {
    var results = ConformanceResults(
      kit: version,
      client: .init(name: ConformanceReporter.clientName, version: AlertRendering.version),
      fixtures: [:])
    for fixture in fixtures {
      let bytes = try Self.read(file: directory + "/" + fixture.name)
      results.fixtures[fixture.name] = ConformanceReporter.fixture(bytes, file: fixture.name)
    }
    return results
  }
}
