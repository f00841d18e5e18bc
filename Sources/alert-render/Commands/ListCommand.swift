import AlertRendering

/// `alert-render list`: the registry as a table, one row per rule.
struct ListCommand {
  var rules: [String]
  var localizations: [String]

  init(_ arguments: ParsedArguments) {
    rules = arguments.texts(.rules)
    localizations = arguments.texts(.localizations)
  }

  func run() throws(CLIError) -> ExitCode {
    let renderer = try ContentDirectories(rules: rules, localizations: localizations)
      .loadRenderer()
    let rows = renderer.rules.summaries(catalogs: renderer.catalogs)
    let header = ["ALERT TYPE", "MATCH", "VALUE FIELDS", "MASKING", "LOCALES", "RULE FILE"]
    let table = rows.map { row in
      [
        row.alertType, row.matchType ?? "(alert)",
        row.valueFields.isEmpty ? "-" : row.valueFields.joined(separator: ","), row.masking,
        row.completeLocales.joined(separator: ",")
          + (row.incompleteLocales.isEmpty
            ? "" : " (incomplete: " + row.incompleteLocales.joined(separator: ",") + ")"),
        row.file.escapedForTerminal,
      ]
    }
    let notes = (renderer.rules.overrides + renderer.catalogs.overrides).map {
      "note: \($0.message.escapedForTerminal)\n"
    }
    try StandardStreams.write(Self.format([header] + table) + notes.joined())
    return .success
  }

  /// Left-aligned columns two spaces apart; the last column is not padded.
  static func format(_ rows: [[String]]) -> String {
    guard let columns = rows.first?.count else { return "" }
    let widths = (0..<columns).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { column, cell in
        column == columns - 1
          ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
      }.joined(separator: "  ") + "\n"
    }.joined()
  }
}
