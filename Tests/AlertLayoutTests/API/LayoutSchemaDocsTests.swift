import AlertRenderTestSupport
import Foundation
import Testing

/// docs/layout.md's "Required fields" table and docs/layout.schema.json's `required` lists say
/// the same: one row per object of the schema (the theme's aside, which docs/theme.md covers),
/// its required fields exactly the schema's, and every other field of it named in the row's
/// last column, which says when it is written.
@Suite struct LayoutSchemaDocsTests {
  /// An object of the schema: the table's name for it, its required and its optional fields.
  struct Row: Equatable, CustomStringConvertible {
    var name: String
    var required: [String]
    var optional: [String]
    var description: String { "\(name): required \(required), optional \(optional)" }
  }

  /// Every object of the schema with properties, named as the table names it: `document`, a
  /// `$defs` or top-level property name, `owner.property` (`[]` for array items), and
  /// `<type> block` for the block kinds.
  static func schemaRows(_ schema: [String: Any]) -> [Row] {
    func row(_ name: String, _ node: [String: Any]) -> Row? {
      guard let properties = node["properties"] as? [String: Any] else { return nil }
      let required = node["required"] as? [String] ?? []
      return Row(
        name: name, required: required.sorted(),
        optional: properties.keys.filter { !required.contains($0) }.sorted())
    }
    var rows = [row("document", schema)].compactMap { $0 }
    var owners: [(String, [String: Any])] = []
    for (name, node) in schema["properties"] as? [String: Any] ?? [:] {
      if let node = node as? [String: Any], let found = row(name, node) { rows.append(found) }
    }
    let theme: Set = ["theme", "font", "color"]
    for (name, node) in schema["$defs"] as? [String: Any] ?? [:] where !theme.contains(name) {
      if let node = node as? [String: Any] { owners.append((name, node)) }
    }
    for (name, node) in owners {
      if let found = row(name, node) { rows.append(found) }
      for (property, child) in node["properties"] as? [String: Any] ?? [:] {
        guard let child = child as? [String: Any] else { continue }
        if let found = row("\(name).\(property)", child) { rows.append(found) }
        if let items = child["items"] as? [String: Any],
          let found = row("\(name).\(property)[]", items)
        {
          rows.append(found)
        }
      }
      for branch in node["oneOf"] as? [[String: Any]] ?? [] {
        let type = ((branch["properties"] as? [String: Any])?["type"] as? [String: Any])?["const"]
        if let type = type as? String, let found = row("\(type) block", branch) {
          rows.append(found)
        }
      }
    }
    return rows.sorted { $0.name < $1.name }
  }

  /// The table under "## Required fields": the code spans of each row's cells; of the last
  /// column's, those naming an optional field of the row's object (`fields`, by row name).
  static func docsRows(_ text: String, fields: [String: Set<String>]) -> [Row] {
    let text = "\n" + text
    guard let start = text.range(of: "\n## Required fields\n") else { return [] }
    let section = text[start.upperBound...]
    let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
    var rows: [Row] = []
    for line in section[..<end].split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      guard cells.count >= 5 else { continue }
      func spans(_ cell: String) -> [String] {
        cell.matches(of: #/`([^`]+)`/#).map { String($0.output.1) }
      }
      let name = spans(cells[1]).first ?? ""
      let required = spans(cells[2]).sorted()
      let named = Set(spans(cells[3])).intersection(fields[name] ?? [])
      rows.append(
        Row(name: name, required: required, optional: named.subtracting(required).sorted()))
    }
    return rows.sorted { $0.name < $1.name }
  }

  @Test func theTableStatesTheSchemasRequiredFields() throws {
    let root = TestContent.root
    let schema = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: root.appendingPathComponent("docs/layout.schema.json")))
        as? [String: Any])
    let text = try String(
      contentsOf: root.appendingPathComponent("docs/layout.md"), encoding: .utf8)
    let expected = Self.schemaRows(schema)
    #expect(expected.count > 20, "the walk found the schema's objects")
    let fields = Dictionary(
      uniqueKeysWithValues: expected.map { ($0.name, Set($0.required + $0.optional)) })
    let documented = Self.docsRows(text, fields: fields)
    let missing = expected.filter { row in !documented.contains { $0.name == row.name } }
    #expect(missing.map(\.name) == [], "objects docs/layout.md's Required fields table lacks")
    let extra = documented.filter { row in !expected.contains { $0.name == row.name } }
    #expect(extra.map(\.name) == [], "rows naming no object of the schema")
    for row in documented {
      guard let schemaRow = expected.first(where: { $0.name == row.name }) else { continue }
      #expect(row.required == schemaRow.required, "required fields of \(row.name)")
      #expect(row.optional == schemaRow.optional, "optional fields of \(row.name) the row names")
    }
  }

  /// The comparison fails on a table that calls an optional field required, or leaves one out.
  @Test func theComparisonCatchesADisagreement() {
    let schema: [String: Any] = [
      "properties": ["a": ["type": "string"]], "required": ["a"],
      "$defs": [
        "button": ["properties": ["title": [:], "accessibilityHint": [:]], "required": ["title"]]
      ],
    ]
    let rows = Self.schemaRows(schema)
    #expect(
      rows == [
        Row(name: "button", required: ["title"], optional: ["accessibilityHint"]),
        Row(name: "document", required: ["a"], optional: []),
      ])
    let fields: [String: Set<String>] = ["button": ["title", "accessibilityHint"]]
    let wrong = """
      ## Required fields

      | object | required | optional |
      | --- | --- | --- |
      | `button` | `title`, `accessibilityHint` | — |

      ## Next
      """
    #expect(
      Self.docsRows(wrong, fields: fields)
        == [Row(name: "button", required: ["accessibilityHint", "title"], optional: [])])
  }
}
