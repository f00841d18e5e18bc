import AlertLayout
import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools

/// The conformance kit's checker with the Swift reference client's results: they pass, and a
/// planted mistake, a missing fixture or a malformed report fails as docs/conformance.md says.
@Suite struct ConformanceCheckTests {
  static let kitDirectory = TestContent.root.appendingPathComponent("Tests/Conformance").path

  static func encoded(_ results: ConformanceResults) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return Array(try encoder.encode(results))
  }

  static func reference() throws -> (ConformanceKit, ConformanceResults) {
    let kit = try ConformanceKit.load(directory: kitDirectory)
    return (kit, try kit.referenceResults())
  }

  @Test func theReferenceClientPassesEveryFixture() throws {
    let (kit, results) = try Self.reference()
    #expect(kit.version == "1.0")
    #expect(kit.fixtures.count >= 9)
    let check = try ConformanceCheck.check(
      try Self.encoded(results), file: "results.json", kit: kit)
    #expect(check.passes, "\(check.report)")
    #expect(
      check.report.hasSuffix(
        "conformance: 9 of 9 fixtures pass (kit 1.0; client \(check.client)).\n"))
    // The kit pins something to compare in every drawn fixture.
    for fixture in kit.fixtures where fixture.expected["outcome"] == .string("draw") {
      #expect(fixture.expected["readingOrder"] != nil && fixture.expected["taps"] != nil)
    }
  }

  @Test func aDroppedLabelAndAWrongEventAreEachOneMismatch() throws {
    let (kit, reference) = try Self.reference()
    var results = reference
    var fixture = try #require(results.fixtures["every-block.json"])
    var reading = try #require(fixture.readingOrder)
    let icon = try #require(reading.firstIndex { $0.traits == ["image"] })
    reading.remove(at: icon)
    fixture.readingOrder = reading
    var taps = try #require(fixture.taps)
    taps[4].reports[0].event = "alert_dialog_dismissed"
    fixture.taps = taps
    results.fixtures["every-block.json"] = fixture
    results.fixtures["version-1.0.json"] = nil
    let check = try ConformanceCheck.check(
      try Self.encoded(results), file: "results.json", kit: kit)
    #expect(!check.passes)
    let failing = check.fixtures.filter { !$0.mismatches.isEmpty }
    #expect(failing.map(\.name) == ["every-block.json", "version-1.0.json"])
    #expect(
      failing[0].mismatches.map(\.description) == [
        "fixtures.every-block.json.readingOrder[\(icon)]: expected {\"label\":\"Alert\",\"traits\":[\"image\"]}, found nothing.",
        "fixtures.every-block.json.taps[4].reports[0].event: expected \"alert_helpline_called\", found \"alert_dialog_dismissed\".",
      ])
    #expect(
      failing[1].mismatches.map(\.description) == [
        "fixtures.version-1.0.json: found nothing; the results have no entry for this fixture."
      ])
    #expect(check.report.contains("every-block.json: 2 mismatches\n  fixtures.every-block"))
    #expect(
      check.report.hasSuffix(
        "conformance: 7 of 9 fixtures pass (kit 1.0; client \(check.client)).\n"))
  }

  @Test func somethingTheKitDoesNotExpectIsAMismatch() throws {
    let (kit, reference) = try Self.reference()
    var results = reference
    var fixture = try #require(results.fixtures["missing-optional-parts.json"])
    fixture.readingOrder?[0].hint = "Announced, though the document has no hint."
    fixture.readingOrder?.insert(.init(label: "Extra", traits: []), at: 2)
    results.fixtures["missing-optional-parts.json"] = fixture
    let check = try ConformanceCheck.check(
      try Self.encoded(results), file: "results.json", kit: kit)
    let mismatches = check.fixtures.flatMap(\.mismatches).map(\.description)
    #expect(
      mismatches == [
        "fixtures.missing-optional-parts.json.readingOrder[0].hint: found \"Announced, though the document has no hint.\", which the kit does not expect.",
        "fixtures.missing-optional-parts.json.readingOrder[2]: found {\"label\":\"Extra\",\"traits\":[]}, which the kit does not expect.",
      ])
  }

  @Test(arguments: [
    (
      "{\"kit\": \"1.0\", \"client\": {\"name\": \"x\", \"version\": \"1\"},\n \"fixtures\": {\"a.json\": {\"outcome\": \"drawn\"}}}",
      "results.json:2:37: error: fixtures.a.json.outcome: expected 'draw' or 'refuse', found a string \"drawn\"."
    ),
    (
      "{\"kit\": \"1.0\", \"client\": {\"name\": \"x\", \"version\": \"1\"}, \"fixtures\": {\"a.json\":\n {\"outcome\": \"draw\", \"readingOrder\": [{\"traits\": []}]}}}",
      "results.json:2:39: error: fixtures.a.json.readingOrder[0]: expected a member 'label'; the object has 'traits'."
    ),
    (
      "{\"kit\": \"2.0\", \"client\": {\"name\": \"x\", \"version\": \"1\"}, \"fixtures\": {}}",
      "results.json:1:9: error: kit: the results are for kit 2.0, but this is kit 1.0; a new major version of the kit changes what results mean. Run the client against this kit."
    ),
    (
      "{\"kit\": \"1.0\", \"fixtures\": {}",
      "results.json:1:30: error: Found the end of the input where ',' or '}' was expected."
    ),
  ])
  func invalidResultsNameTheirLineColumnAndPath(text: String, message: String) throws {
    let kit = try ConformanceKit.load(directory: Self.kitDirectory)
    #expect(throws: ConformanceError.self) {
      _ = try ConformanceCheck.check(Array(text.utf8), file: "results.json", kit: kit)
    }
    do {
      _ = try ConformanceCheck.check(Array(text.utf8), file: "results.json", kit: kit)
    } catch {
      #expect(error.description == message)
    }
  }
}
