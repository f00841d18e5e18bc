import Foundation

/// Walks a layout document (as `JSONSerialization` reads it) and checks its `annotations`
/// against the rules of docs/layout.md, "Languages and values inside texts".
///
/// What an argument range must cover follows from the field it annotates: the site
/// (`origin.value`) in `origin.text`, the date (`date.display`) in `date.text`, the spoken date
/// (`date.spoken`) in `date.spokenText`, characters the masked `value` shows in `spokenValue`,
/// and in every other text a count, all of its digits.
struct AnnotationWalk {
  /// What a range covers.
  enum Kind: String, CaseIterable, Hashable {
    case count, site, date, spokenDate, keptCharacters
  }

  /// The document's `locale`, which a `lang` must differ from.
  let locale: String
  /// Problems with argument ranges, one sentence each, starting with the text's JSON path.
  var rangeProblems: [String] = []
  /// Problems with `lang`, likewise.
  var langProblems: [String] = []
  /// The kinds of range the walk checked.
  var checked: Set<Kind> = []

  init(locale: String) { self.locale = locale }

  mutating func visit(_ value: Any, at path: String) {
    if let array = value as? [Any] {
      for (index, element) in array.enumerated() { visit(element, at: "\(path)[\(index)]") }
      return
    }
    guard let object = value as? [String: Any] else { return }
    if let annotations = object["annotations"] as? [String: Any] {
      let owner = path.split(separator: ".").last.map { String($0.prefix { $0 != "[" }) } ?? ""
      for (field, note) in annotations.sorted(by: { $0.key < $1.key }) {
        guard let note = note as? [String: Any] else { continue }
        let fieldPath = path.isEmpty ? field : "\(path).\(field)"
        if let lang = note["lang"] as? String, Self.sameLanguage(lang, locale) {
          langProblems.append(
            "\(fieldPath): lang \(lang) marks a text in the document's own language (\(locale))")
        }
        if let ranges = note["arguments"] as? [[String: Any]], let text = object[field] as? String {
          check(ranges, of: text, kind: Self.kind(of: field, in: owner), in: object, at: fieldPath)
        }
      }
    }
    for (key, child) in object.sorted(by: { $0.key < $1.key }) where key != "annotations" {
      visit(child, at: path.isEmpty ? key : "\(path).\(key)")
    }
  }

  static func kind(of field: String, in owner: String) -> Kind {
    switch (owner, field) {
    case ("origin", "text"): .site
    case ("date", "text"): .date
    case ("date", "spokenText"): .spokenDate
    case (_, "spokenValue"): .keptCharacters
    default: .count
    }
  }

  private mutating func check(
    _ ranges: [[String: Any]], of text: String, kind: Kind, in object: [String: Any],
    at path: String
  ) {
    let units = Array(text.utf16)
    var end = 0
    for (index, range) in ranges.enumerated() {
      let name = "\(path): arguments[\(index)]"
      let start = range["start"] as? Int ?? -1
      let length = range["length"] as? Int ?? -1
      guard start >= 0, length >= 0, start + length <= units.count else {
        rangeProblems.append(
          "\(name) (\(start), \(length)) does not fit the text of \(units.count) UTF-16 units")
        continue
      }
      if start < end { rangeProblems.append("\(name) overlaps or precedes the range before it") }
      end = start + length
      let covered = String(decoding: units[start..<end], as: UTF16.self)
      guard !(start < units.count && UTF16.isTrailSurrogate(units[start])),
        !(end < units.count && UTF16.isTrailSurrogate(units[end]))
      else {
        rangeProblems.append("\(name) splits a character")
        continue
      }
      checked.insert(kind)
      if let problem = problem(covered, kind, object, before: units[..<start], after: units[end...])
      {
        rangeProblems.append("\(name) covers \"\(covered)\", \(problem)")
      }
    }
  }

  /// Why `covered` is not the argument `kind` says, or nil when it is.
  private func problem(
    _ covered: String, _ kind: Kind, _ object: [String: Any], before: ArraySlice<UInt16>,
    after: ArraySlice<UInt16>
  ) -> String? {
    func expected(_ field: String, _ path: String) -> String? {
      let value = object[field] as? String ?? ""
      return covered == value ? nil : "not \(path) \"\(value)\""
    }
    switch kind {
    case .site: return expected("value", "origin.value")
    case .date: return expected("display", "date.display")
    case .spokenDate: return expected("spoken", "date.spoken")
    case .keptCharacters:
      let value = object["value"] as? String ?? ""
      return !covered.isEmpty && value.contains(covered)
        ? nil : "which the value \"\(value)\" does not show"
    case .count:
      let digitBefore = before.last.map { Self.isDigit(String(decoding: [$0], as: UTF16.self)) }
      let digitAfter = after.first.map { Self.isDigit(String(decoding: [$0], as: UTF16.self)) }
      return Self.isCount(covered) && digitBefore != true && digitAfter != true
        ? nil : "which is not a count"
    }
  }

  /// A whole number as a locale writes it: digits of any script, grouped by separators.
  static func isCount(_ text: String) -> Bool {
    let separators: Set<Character> = [",", ".", " ", "\u{A0}", "\u{202F}", "'", "’", "٬"]
    guard let first = text.first, let last = text.last, isDigit(String(first)),
      isDigit(String(last))
    else { return false }
    return text.allSatisfy { isDigit(String($0)) || separators.contains($0) }
  }

  static func isDigit(_ text: String) -> Bool {
    !text.isEmpty && text.unicodeScalars.allSatisfy { $0.properties.numericType == .decimal }
  }

  /// Whether two BCP 47 tags name the same language and script (regions aside).
  static func sameLanguage(_ tag: String, _ other: String) -> Bool {
    func parts(_ tag: String) -> (String, String?) {
      let subtags = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
      let script = subtags.dropFirst().first { $0.count == 4 && $0.allSatisfy(\.isLetter) }
      return ((subtags.first ?? "").lowercased(), script?.lowercased())
    }
    return parts(tag) == parts(other)
  }
}
