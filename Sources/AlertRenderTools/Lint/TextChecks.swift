import AlertRendering

/// Lint's checks of the texts themselves: stray whitespace at either end, and Spanish
/// questions and exclamations without their opening (or closing) mark.
struct TextChecks {
  let catalogs: CatalogSet

  func findings() -> [LintFinding] {
    var findings: [LintFinding] = []
    for (key, (entry, file)) in catalogs.entries.sorted(by: { $0.key < $1.key }) {
      for (id, string) in entry.localizations.sorted(by: { $0.key < $1.key }) {
        let isSpanish = LocaleID(id)?.language == "es"
        for (form, value) in Self.texts(of: string) {
          func add(_ checkID: String, _ message: String) {
            findings.append(
              LintFinding(
                file: file, severity: .warning, key: key, locale: id, message: form + message,
                checkID: checkID))
          }
          // A group separator may be a space (fr, sv): it is all whitespace by design.
          if key != LocaleFormats.Key.groupSeparator {
            checkWhitespace(value, add: add)
          }
          if isSpanish {
            checkSpanishMarks(value, open: "¿", close: "?", kind: "a question", add: add)
            checkSpanishMarks(value, open: "¡", close: "!", kind: "an exclamation", add: add)
          }
        }
      }
    }
    return findings
  }

  /// Every text of `string` with the start of a sentence naming its form: "The text",
  /// "The 'one' form", "The 'one' form of the substitution 'n'".
  private static func texts(of string: CatalogString) -> [(String, String)] {
    var texts = string.units.map { category, unit in
      (category.map { "The '\($0.rawValue)' form" } ?? "The text", unit.value)
    }
    for (name, substitution) in string.substitutions.sorted(by: { $0.key < $1.key }) {
      for category in PluralCategory.allCases {
        guard let unit = substitution.variants[category] else { continue }
        texts.append(
          ("The '\(category.rawValue)' form of the substitution '\(cut: name)'", unit.value))
      }
    }
    return texts
  }

  private func checkWhitespace(_ text: String, add: (String, String) -> Void) {
    guard let first = text.first, let last = text.last else { return }
    if text.allSatisfy(\.isWhitespace) {
      add("whitespace-edge", " is only whitespace.")
      return
    }
    if first.isWhitespace {
      add("whitespace-edge", " starts with whitespace; remove it, layouts space texts themselves.")
    }
    if last.isWhitespace {
      add("whitespace-edge", " ends with whitespace; remove it, layouts space texts themselves.")
    }
  }

  /// Spanish opens every question with ¿ and every exclamation with ¡; a closing mark without
  /// its opening one (or the reverse) is a typo or an English habit.
  private func checkSpanishMarks(
    _ text: String, open: Character, close: Character, kind: String,
    add: (String, String) -> Void
  ) {
    var depth = 0
    var unopened = false
    for character in text {
      if character == open {
        depth += 1
      } else if character == close {
        if depth == 0 { unopened = true } else { depth -= 1 }
      }
    }
    if unopened {
      add(
        "punctuation-spanish",
        " ends \(kind) with '\(close)' but does not open it with '\(open)', as Spanish does.")
    }
    if depth > 0 {
      add(
        "punctuation-spanish",
        " opens \(kind) with '\(open)' but does not close it with '\(close)'.")
    }
  }
}
