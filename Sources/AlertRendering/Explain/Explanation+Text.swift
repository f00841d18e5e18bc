import AlertLayout

/// The text form of an explanation, for a terminal: a header, then per entry its path and
/// text or value, and indented lines naming each source with `file:line:column`.
extension Explanation {
  /// The explanation as lines no wider than `width` columns (at least 40), ending in a newline.
  package func text(width: Int = 80) -> String {
    var lines = TextLines(width: max(width, 40))
    lines.add("alert", "\(alertId) (\(alertType))" + (file.map { ", read from \($0)" } ?? ""))
    lines.add("plugin", pluginKind + (pluginFile.map { " " + $0 } ?? ""))
    lines.add("locale", "\(requestedLocale) → \(servedLocale) (\(step)), device \(device)")
    lines.add("chain", chain.joined(separator: " → "))
    if let now { lines.add("now", "\(now.date) (\(now.source))") }
    for entry in entries {
      lines.blank()
      lines.add(
        nil, entry.path + "  " + JSONText.quoted(entry.text ?? entry.value ?? ""), indent: 0)
      entry.describe(into: &lines)
    }
    if !diagnostics.isEmpty {
      lines.blank()
      for diagnostic in diagnostics {
        lines.add("note", diagnostic.code + (diagnostic.path.map { " at \($0)" } ?? ""))
        lines.add(nil, diagnostic.message)
      }
    }
    return lines.text
  }
}

extension Explanation.Entry {
  fileprivate func describe(into lines: inout TextLines) {
    if let rule {
      lines.add("rule", rule.position.text)
      if let chosenBy = rule.chosenBy { lines.add(nil, "chosen by \(chosenBy.text)") }
      for skipped in rule.skipped { lines.add(nil, "skipped \(skipped.text)") }
    }
    if let match { lines.add("match", match.text) }
    if let catalog {
      var variation: [String] = []
      if let plural = catalog.plural {
        variation.append("plural \(plural)" + (catalog.count.map { " (count \($0))" } ?? ""))
      }
      if let device = catalog.device { variation.append("device \(device)") }
      lines.add(
        "catalog",
        catalog.key + (variation.isEmpty ? "" : ", " + variation.joined(separator: ", ")))
      if let position = catalog.position { lines.add(nil, position.text) }
      lines.add("locale", (catalog.served.map { "\($0) " } ?? "") + "(\(catalog.step))")
    }
    if !arguments.isEmpty { lines.add("args", arguments.joined(separator: "; ")) }
    if let data {
      lines.add("data", data.jsonPath ?? "no field used")
      if !data.fields.isEmpty {
        lines.add(nil, data.fields.map { "\($0.field) \($0.outcome)" }.joined(separator: "; "))
      }
    }
    if let masking { lines.add("masking", masking.policy + " at " + masking.position.text) }
  }
}

extension Explanation.Position {
  /// `file:line:column jsonPath`, or `file jsonPath` when the file could not be read again.
  fileprivate var text: String {
    let place = line.flatMap { line in column.map { "\(file):\(line):\($0)" } } ?? file
    return place + " " + jsonPath
  }
}

extension Explanation.Condition {
  fileprivate var text: String { "\(jsonPath) (" + (held ? "held" : "did not hold") + ")" }
}

/// Labelled lines wrapped to a width: a label in a column of its own, values wrapped at
/// spaces (or cut, for a word longer than the room) and continued under the value.
private struct TextLines {
  let width: Int
  private(set) var text = ""
  /// Where values start: two spaces, the label column, a space.
  private let valueColumn = 11

  init(width: Int) { self.width = width }

  mutating func blank() { text += "\n" }

  /// Adds `value` under `label` (nil continues the last label's value); `indent` is where a
  /// line without a label starts instead, its continuation lines two further in.
  mutating func add(_ label: String?, _ value: String, indent: Int? = nil) {
    let first: String
    if let label {
      first = "  " + label + String(repeating: " ", count: max(valueColumn - 2 - label.count, 1))
    } else {
      first = String(repeating: " ", count: indent ?? valueColumn)
    }
    let next = String(repeating: " ", count: indent.map { $0 + 2 } ?? valueColumn)
    var line = first
    var isEmpty = true
    for part in Self.visible(value).split(separator: " ") {
      var word = Substring(part)
      if !isEmpty, line.count + 1 + word.count > width {
        text += line + "\n"
        (line, isEmpty) = (next, true)
      }
      while line.count + (isEmpty ? 0 : 1) + word.count > width {
        let room = width - line.count - (isEmpty ? 0 : 1)
        text += line + (isEmpty ? "" : " ") + word.prefix(room) + "\n"
        word = word.dropFirst(room)
        (line, isEmpty) = (next, true)
      }
      line += (isEmpty ? "" : " ") + word
      isEmpty = false
    }
    text += line + "\n"
  }

  /// `text` with control characters written as `\u{…}`, so that no content can drive the
  /// terminal.
  static func visible(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.properties.generalCategory == .control {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
