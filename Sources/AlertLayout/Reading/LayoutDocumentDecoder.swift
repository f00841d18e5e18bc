/// Walks a layout document's bytes into a `LayoutDocument`, tracking JSON paths, and deciding
/// by the document's version whether what it does not know is an error or a note.
///
/// It reads the bytes as it goes (`JSONSpan`), building no JSON tree: reading a document
/// costs its bytes and the `LayoutDocument`, and what it does not know is passed over unread.
struct LayoutDocumentDecoder {
  /// One JSON object of the document, with where it is.
  struct Object {
    /// The members whose keys the object may hold, in document order.
    let members: [(key: String, value: JSONSpan)]
    let path: JSONPath
    /// The keys the object may hold; its annotations name texts among them.
    var known: [String] = []

    /// The raw value of `key`, if present.
    func value(_ key: String) -> JSONSpan? {
      members.first { $0.key.isExactly(key) }?.value
    }

    /// The path of member `key`.
    func path(_ key: String) -> JSONPath { path.appending(key) }
  }

  let file: String
  /// Whether the document is of a newer minor version than this reader's: what it does not
  /// know is then skipped and noted, not refused.
  private(set) var isNewerMinor = false
  /// The document's version as written.
  private(set) var version = LayoutDocument.currentSchemaVersion
  /// What was skipped or replaced, each with the offset of the value it concerns and its
  /// place among all notes (see `LayoutDocumentDecoder+Notes.swift`).
  var notes: [(note: LayoutDocumentReader.Note, offset: Int, sequence: Int)] = []
  /// How many notes were taken, kept or not.
  var noteCount = 0
  /// The most notes kept: a hostile newer minor document may hold millions of unknown keys.
  let maxNotes: Int

  /// The range of an argument range's `start` and `length`: no text is longer than the
  /// reader's longest string, and no UTF-16 offset exceeds the number of UTF-8 bytes.
  let textOffsets: ClosedRange<Int>

  init(file: String, maxStringBytes: Int, maxNotes: Int) {
    self.file = file
    textOffsets = 0...max(maxStringBytes, 0)
    self.maxNotes = max(maxNotes, 0)
  }

  // MARK: Versions

  /// Reads `schemaVersion` first: it decides how the rest is read.
  mutating func readVersion(of object: Object) throws(LayoutDocumentError) {
    let path = object.path("schemaVersion").description
    guard let value = object.value("schemaVersion") else {
      // An alert given where its document belongs is the likeliest mistake.
      let hint =
        object.value("events") != nil
        ? "; this looks like an alert: render it first (alert-render FILE) and draw the result"
        : ""
      throw .missingKey(
        file: file, path: path,
        expected:
          "the layout document's version, such as \"\(LayoutDocument.currentSchemaVersion)\""
          + hint)
    }
    let expected = "a version \"major.minor\", such as \"\(LayoutDocument.currentSchemaVersion)\""
    guard let text = value.string, let found = Self.version(text) else {
      throw .invalidValue(file: file, path: path, expected: expected, found: value.foundDescription)
    }
    let supported = Self.version(LayoutDocument.currentSchemaVersion) ?? (1, 0)
    if found.major > supported.major {
      throw .newerMajorVersion(
        file: file, found: text, supported: LayoutDocument.currentSchemaVersion)
    }
    guard found.major == supported.major else {
      throw .invalidValue(
        file: file, path: path,
        expected:
          "a \(supported.major).x version such as \"\(LayoutDocument.currentSchemaVersion)\"",
        found: value.foundDescription)
    }
    version = text
    isNewerMinor = found.minor > supported.minor
  }

  /// `major.minor` as numbers; nil for anything else.
  static func version(_ text: String) -> (major: Int, minor: Int)? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2,
      parts.allSatisfy({
        !$0.isEmpty && $0.count <= 9 && $0.utf8.allSatisfy { $0 >= 48 && $0 <= 57 }
      }),
      let major = Int(parts[0]), let minor = Int(parts[1])
    else { return nil }
    return (major, minor)
  }

  // MARK: Notes

  /// The clause a note ends with, naming both versions.
  var versionClause: String {
    "(the document is \(version); this client knows \(LayoutDocument.currentSchemaVersion))"
  }

  // MARK: Objects and values

  /// `value` as an object whose keys are `known`: another key is an error in a document of a
  /// known version, and skipped with a note in a newer minor one.
  mutating func object(_ value: JSONSpan, at path: JSONPath, known: [String])
    throws(LayoutDocumentError) -> Object
  {
    guard value.kind == .object else {
      throw .invalidValue(
        file: file, path: path.description, expected: "an object", found: value.foundDescription)
    }
    // Only the known members are kept: a newer minor document may hold any number of others.
    var members: [(key: String, value: JSONSpan)] = []
    for member in value.members {
      if known.contains(where: member.key.isExactly) {
        members.append(member)
        continue
      }
      let memberPath = path.appending(member.key)
      guard isNewerMinor else {
        throw .unknownKey(
          file: file, path: memberPath.description, key: member.key, version: version, valid: known)
      }
      note(
        memberPath, at: member.value, "unknown key '\(cut: member.key)' skipped \(versionClause).")
    }
    return Object(members: members, path: path, known: known)
  }

  /// The members `keys` of `value`, an object, without checking its other keys: for the
  /// keys that decide how the rest is read (`schemaVersion`, a block's `type`).
  func object(_ value: JSONSpan, at path: JSONPath, picking keys: [String]) -> Object {
    Object(
      members: keys.compactMap { key in value.member(key).map { (key, $0) } }, path: path)
  }

  /// The object `key` of `parent` with the `known` keys, which must be present.
  mutating func object(_ key: String, of parent: Object, known: [String], _ expected: String)
    throws(LayoutDocumentError) -> Object
  {
    guard let value = parent.value(key) else {
      throw .missingKey(file: file, path: parent.path(key).description, expected: expected)
    }
    return try object(value, at: parent.path(key), known: known)
  }

  /// The value of `key`, which must be present.
  func required(_ key: String, of object: Object, _ expected: String) throws(LayoutDocumentError)
    -> JSONSpan
  {
    guard let value = object.value(key) else {
      throw .missingKey(file: file, path: object.path(key).description, expected: expected)
    }
    return value
  }

  /// The string `key`, if present.
  func string(_ key: String, of object: Object) throws(LayoutDocumentError) -> String? {
    guard let value = object.value(key) else { return nil }
    guard let text = value.string else {
      throw .invalidValue(
        file: file, path: object.path(key).description, expected: "a string",
        found: value.foundDescription)
    }
    return text
  }

  /// The string `key`, which must be present.
  func string(_ key: String, of object: Object, _ expected: String) throws(LayoutDocumentError)
    -> String
  {
    guard let text = try string(key, of: object) else {
      throw .missingKey(file: file, path: object.path(key).description, expected: expected)
    }
    return text
  }

  /// The string `key`, spelling one of `Choice`'s cases. In a newer minor version another
  /// value is read as `fallback`, as the clients fall back (`how`: "drawn as 'link'"), and
  /// noted; nil `how` means the reference clients do not draw the field.
  mutating func choice<Choice: CaseIterable & RawRepresentable<String>>(
    _ key: String, of object: Object, fallback: Choice, _ how: String?, _ expected: String
  ) throws(LayoutDocumentError) -> Choice {
    let text = try string(key, of: object, expected)
    if let choice = Choice.allCases.first(where: { text.isExactly($0.rawValue) }) {
      return choice
    }
    let valid = Choice.allCases.map(\.rawValue)
    guard isNewerMinor else {
      throw .unknownValue(
        file: file, path: object.path(key).description, value: text, version: version,
        valid: valid)
    }
    note(
      object.path(key), at: object.value(key),
      "unknown value \"\(cut: text)\" "
        + (how ?? "ignored") + " " + versionClause + ".")
    return fallback
  }

  /// The integer `key`, within `range`, if present: a fraction, an exponent or a number
  /// outside the range is an error naming the range.
  func integer(_ key: String, of object: Object, in range: ClosedRange<Int>)
    throws(LayoutDocumentError) -> Int?
  {
    guard let value = object.value(key) else { return nil }
    guard let text = value.number, let number = Int(text), range.contains(number) else {
      throw .invalidValue(
        file: file, path: object.path(key).description,
        expected: "a whole number from \(range.lowerBound) to \(range.upperBound)",
        found: value.foundDescription)
    }
    return number
  }

  /// The integer `key`, within `range`, which must be present.
  func integer(_ key: String, of object: Object, in range: ClosedRange<Int>, _ expected: String)
    throws(LayoutDocumentError) -> Int
  {
    guard let number = try integer(key, of: object, in: range) else {
      throw .missingKey(file: file, path: object.path(key).description, expected: expected)
    }
    return number
  }

  /// The number of points `key`, within `LayoutDocument.ValueRange.points`, which must be
  /// present; -0 reads as 0.
  func points(_ key: String, of object: Object) throws(LayoutDocumentError) -> Double {
    let range = LayoutDocument.ValueRange.points
    let value = try required(key, of: object, "a number of points")
    guard let text = value.number, let number = Double(text), range.contains(number)
    else {
      throw .invalidValue(
        file: file, path: object.path(key).description,
        expected: "a number of points from \(Int(range.lowerBound)) to \(Int(range.upperBound))",
        found: value.foundDescription)
    }
    return number + 0
  }

  /// The boolean `key`, which must be present.
  func bool(_ key: String, of object: Object, _ expected: String) throws(LayoutDocumentError)
    -> Bool
  {
    let value = try required(key, of: object, expected)
    guard let flag = value.bool else {
      throw .invalidValue(
        file: file, path: object.path(key).description, expected: "true or false",
        found: value.foundDescription)
    }
    return flag
  }

}
