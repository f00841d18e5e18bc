import AlertRenderTestSupport
import Foundation
import Testing

/// Every layout document the repository ships as a fixture or golden — Tests/Conformance and
/// the layout documents among Tests/*/Snapshots — keeps the rules docs/layout.md states for
/// `annotations`: each argument range lies inside its text and covers exactly the argument's
/// text, and `lang` marks only a text in another language than the document's.
///
/// The schema cannot say either (it sees numbers, not what they point at); the schema itself
/// is checked by `Tests/Schema/validate.py`.
@Suite struct LayoutFixtureTests {
  /// Paths from the package root of every layout document of major version 1.
  static let documents: [String] = {
    let root = TestContent.root
    let manager = FileManager.default
    var directories = ["Tests/Conformance"]
    let tests =
      (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent("Tests").path))
    for name in (tests ?? []).sorted()
    where manager.fileExists(
      atPath: root.appendingPathComponent("Tests/\(name)/Snapshots").path)
    {
      directories.append("Tests/\(name)/Snapshots")
    }
    var paths: [String] = []
    for directory in directories {
      let names =
        (try? manager.contentsOfDirectory(
          atPath: root.appendingPathComponent(directory).path)) ?? []
      for name in names.sorted() where name.hasSuffix(".json") {
        let path = "\(directory)/\(name)"
        if let document = try? object(at: path), isLayoutDocument(document) { paths.append(path) }
      }
    }
    return paths
  }()

  static func object(at path: String) throws -> [String: Any]? {
    let data = try Data(contentsOf: TestContent.root.appendingPathComponent(path))
    return try JSONSerialization.jsonObject(with: data) as? [String: Any]
  }

  /// A layout document of major version 1: lint reports, explanations and batch records are
  /// other JSON, and a newer major version has another structure.
  static func isLayoutDocument(_ object: [String: Any]) -> Bool {
    guard let version = object["schemaVersion"] as? String, version.hasPrefix("1.") else {
      return false
    }
    return object["body"] != nil && object["navigation"] != nil
  }

  @Test func theWalkFindsTheFixturesAndGoldens() {
    #expect(Self.documents.contains("Tests/Conformance/every-optional-field.json"))
    #expect(Self.documents.contains("Tests/AlertRenderingTests/Snapshots/every-field.json"))
    #expect(Self.documents.contains("Tests/AlertRenderingTests/Snapshots/email-alert.en-US.json"))
    #expect(!Self.documents.contains { $0.contains("explain") || $0.hasSuffix("expected.json") })
  }

  @Test(arguments: documents)
  func argumentRangesCoverTheirArguments(path: String) throws {
    let document = try #require(try Self.object(at: path))
    var walk = AnnotationWalk(locale: document["locale"] as? String ?? "")
    walk.visit(document, at: "")
    #expect(walk.rangeProblems == [], "\(path)")
  }

  @Test(arguments: documents)
  func langMarksOnlyAnotherLanguage(path: String) throws {
    let document = try #require(try Self.object(at: path))
    var walk = AnnotationWalk(locale: document["locale"] as? String ?? "")
    walk.visit(document, at: "")
    #expect(walk.langProblems == [], "\(path)")
  }

  /// The shipped documents between them hold ranges of every kind the walk knows.
  @Test func theFixturesExerciseEveryKindOfArgument() throws {
    var kinds: Set<AnnotationWalk.Kind> = []
    for path in Self.documents {
      var walk = AnnotationWalk(
        locale: try #require(try Self.object(at: path))["locale"] as? String ?? "")
      walk.visit(try #require(try Self.object(at: path)), at: "")
      kinds.formUnion(walk.checked)
    }
    #expect(kinds == Set(AnnotationWalk.Kind.allCases))
  }

  /// The checks fail on what they exist to catch: a range covering "Soc" of "Social" instead
  /// of the count, one past the end of its text, one cutting a date short, spoken kept
  /// characters the value lacks, and an en-US text marked in an en-US document.
  @Test func theWalkCatchesEachMistake() {
    func problems(_ object: [String: Any], locale: String = "es-419") -> [String] {
      var walk = AnnotationWalk(locale: locale)
      walk.visit(object, at: "")
      return walk.rangeProblems + walk.langProblems
    }
    func notes(_ start: Int, _ length: Int, lang: String? = nil) -> [String: Any] {
      var note: [String: Any] = ["arguments": [["start": start, "length": length]]]
      note["lang"] = lang
      return note
    }
    let subtitle = "Your Social Security number has been found in 2 leaks"
    #expect(problems(["subtitle": subtitle, "annotations": ["subtitle": notes(46, 1)]]) == [])
    #expect(
      problems(["subtitle": subtitle, "annotations": ["subtitle": notes(5, 3)]])
        == ["subtitle: arguments[0] covers \"Soc\", which is not a count"])
    #expect(
      problems(["title": "2 leaks", "annotations": ["title": notes(6, 2)]])
        == ["title: arguments[0] (6, 2) does not fit the text of 7 UTF-16 units"])
    #expect(
      problems(["title": "12 leaks", "annotations": ["title": notes(1, 1)]])
        == ["title: arguments[0] covers \"2\", which is not a count"])
    let date: [String: Any] = [
      "text": "Date of leak: 09-06-2016", "display": "09-06-2016",
      "annotations": ["text": notes(14, 9)],
    ]
    #expect(
      problems(["date": date])
        == ["date.text: arguments[0] covers \"09-06-201\", not date.display \"09-06-2016\""])
    let spoken: [String: Any] = [
      "value": "•••-••-1120", "spokenValue": "ending in 1121",
      "annotations": ["spokenValue": notes(10, 4)],
    ]
    #expect(
      problems(spoken)
        == [
          "spokenValue: arguments[0] covers \"1121\", which the value \"•••-••-1120\" does not show"
        ])
    #expect(
      problems(
        ["title": "Need help?", "annotations": ["title": ["lang": "en-US"]]], locale: "en-US")
        == ["title: lang en-US marks a text in the document's own language (en-US)"])
    #expect(
      problems(
        ["title": "Need help?", "annotations": ["title": ["lang": "en-GB"]]], locale: "en-US"
      ).count == 1)
    #expect(
      problems(["title": "Need help?", "annotations": ["title": ["lang": "en-US"]]], locale: "he")
        == [])
  }
}
