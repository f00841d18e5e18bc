import AlertLayout
import AlertRendering

extension PreviewGallery {
  /// The generator name the index carries, by which `alert-render preview` knows a directory
  /// it wrote before.
  package static let generator = "alert-render preview"

  /// `index.html`: a table with a row per alert and a column per locale and theme, each cell a
  /// thumbnail of its page linking to it, the alert's diagnostics and lint findings under it.
  /// `script` (the watcher's live-reload script) goes before `</body>`.
  package func indexHTML(device: DeviceClass, script: String = "") -> String {
    var html = """
      <!DOCTYPE html>
      <html lang="en" dir="ltr">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="\(Self.generator)">
      <title>Alert preview</title>
      <style>\n\(Self.styleSheet)</style>
      </head>
      <body>
      <h1>Alert preview</h1>\n
      """
    let failed = rows.filter { $0.error != nil }.count
    html += "<p class=\"summary\">\(rows.count) alert\(rows.count == 1 ? "" : "s")"
    if contentError == nil {
      let locales = columns.map(\.locale).reduce(into: [String]()) {
        if !$0.contains($1) { $0.append($1) }
      }
      html +=
        " × \(locales.count) locales (\(Self.text(locales.joined(separator: ", "))))"
        + " × light and dark, device \(device.rawValue)"
    }
    if failed > 0 { html += "; <strong>\(failed) could not be read</strong>" }
    html += ".</p>\n"
    if let contentError {
      html +=
        "<section class=\"content-error\" role=\"alert\"><h2>The content did not load</h2>"
        + "<pre>\(Self.message(contentError))</pre></section>\n"
    }
    let unplaced = unplacedFindings
    if !unplaced.isEmpty {
      html +=
        "<details class=\"findings\"><summary>Lint findings about no alert shown "
        + "(\(Self.counts(unplaced)))</summary>\n" + Self.list(unplaced) + "</details>\n"
    }
    html += "<table>\n<thead><tr><th scope=\"col\">Alert</th>"
    for column in columns {
      html +=
        "<th scope=\"col\">\(Self.text(column.locale))<br>\(column.theme.rawValue)</th>"
    }
    html += "</tr></thead>\n"
    for row in rows {
      html += rowHTML(row)
    }
    html += "</table>\n\(script)</body>\n</html>\n"
    return html
  }

  /// One alert's rows: its name and a cell per column, then its diagnostics and lint findings.
  private func rowHTML(_ row: Row) -> String {
    var html = "<tbody id=\"alert-\(Self.text(row.name))\">\n<tr>"
    html += "<th scope=\"row\"><span class=\"name\">\(Self.text(row.name))</span>"
    html += "<span class=\"path\">\(Self.message(row.path))</span>"
    if let alert = row.alert {
      html += "<span class=\"id\">\(Self.message(alert.type)) · \(Self.message(alert.id))</span>"
    }
    html += "</th>"
    if let error = row.error {
      html +=
        "<td class=\"error\" colspan=\"\(max(columns.count, 1))\" role=\"alert\">"
        + "<pre>\(Self.message(error))</pre></td>"
    } else if row.cells.isEmpty {
      html +=
        "<td colspan=\"\(max(columns.count, 1))\">Not rendered: the content did not load.</td>"
    }
    for cell in row.cells {
      html += "<td>" + Self.cell(cell) + "</td>"
    }
    html += "</tr>\n"
    html += concernsHTML(row)
    html += "</tbody>\n"
    return html
  }

  /// The row under an alert listing its diagnostics and lint findings; empty when it has none.
  private func concernsHTML(_ row: Row) -> String {
    guard !row.notes.isEmpty || !row.findings.isEmpty else { return "" }
    var html = "<tr class=\"concerns\"><td colspan=\"\(columns.count + 1)\">"
    if !row.notes.isEmpty {
      html +=
        "<details\(row.notes.count <= 10 ? " open" : "")><summary>Diagnostics "
        + "(\(row.notes.count))</summary><ul class=\"notes\">"
      for note in row.notes {
        let diagnostic = note.diagnostic
        let place =
          note.columns.count == columns.count
          ? "every locale and theme"
          : note.columns.map(\.id).joined(separator: ", ")
        html +=
          "<li><code>\(Self.text(diagnostic.code))</code>"
          + (diagnostic.path.map { " at <code>\(Self.message($0))</code>" } ?? "")
          + ": \(Self.message(diagnostic.message)) <span class=\"where\">(\(place))</span></li>"
      }
      html += "</ul></details>"
    }
    if !row.findings.isEmpty {
      // A long list (a drop-in missing a whole language) starts closed.
      html +=
        "<details\(row.findings.count <= 10 ? " open" : "")><summary>Lint findings in the "
        + "rules and texts it uses (\(Self.counts(row.findings)))</summary>"
        + Self.list(row.findings) + "</details>"
    }
    html += "</td></tr>\n"
    return html
  }

  private static func cell(_ cell: Cell) -> String {
    let label = "\(text(cell.column.locale)) \(cell.column.theme.rawValue)"
    switch cell.document {
    case .failure(let error):
      return "<div class=\"error\" role=\"alert\"><pre>\(message(error.description))</pre></div>"
    case .success(let document):
      let count = document.diagnostics.count
      let badge =
        count == 0
        ? "" : " <span class=\"badge\">\(count) diagnostic\(count == 1 ? "" : "s")</span>"
      // The thumbnail is the page itself, scaled down; clicks go to the link around it.
      return
        "<a href=\"\(text(cell.page))\" title=\"\(label)\"><span class=\"thumb\">"
        + "<iframe src=\"\(text(cell.page))\" loading=\"lazy\" tabindex=\"-1\" aria-hidden=\"true\""
        + " title=\"\(label)\"></iframe></span><span class=\"label\">\(label)</span></a>\(badge)"
        + (cell.explanation == nil
          ? ""
          : " <a class=\"why\" href=\"\(text(cell.explanationPage))\" title=\"Why: where every "
            + "text of \(label) comes from\">why?</a>")
    }
  }

  /// "3 errors, 1 warning, 2 notes", leaving out what there is none of.
  private static func counts(_ findings: [LintFinding]) -> String {
    [Severity.error, .warning, .note].compactMap { severity in
      let count = findings.filter { $0.severity == severity }.count
      guard count > 0 else { return nil }
      return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
    }.joined(separator: ", ")
  }

  private static func list(_ findings: [LintFinding]) -> String {
    "<ul class=\"lint\">"
      + findings.map {
        "<li class=\"\($0.severity.rawValue)\">\(text($0.description))</li>"
      }.joined() + "</ul>"
  }

  /// HTML-escaped text.
  private static func text(_ value: String) -> String { LayoutHTMLEncoder.text(value) }

  /// A message or value from the inputs, with control and bidi characters shown escaped as
  /// the command line shows them, then HTML-escaped.
  private static func message(_ value: String) -> String { text(value.escapedForTerminal) }

  private static let styleSheet = """
    body { font: 14px/1.4 system-ui, sans-serif; margin: 16px; color: #1d1d1f; background: #fff; }
    h1 { font-size: 20px; margin: 0 0 4px; }
    h2 { font-size: 16px; margin: 0 0 6px; }
    summary { font-size: 13px; font-weight: 600; margin: 6px 0 2px; }
    table { border-collapse: collapse; }
    th, td { border: 1px solid #d2d2d7; padding: 6px; vertical-align: top; text-align: left; }
    thead th { position: sticky; top: 0; background: #f5f5f7; z-index: 1; }
    th[scope=row] { min-width: 160px; max-width: 220px; position: sticky; left: 0;
      background: #fff; }
    th[scope=row] span { display: block; overflow-wrap: anywhere; }
    .name { font-size: 15px; }
    .path, .id, .where { font-weight: normal; color: #6e6e73; font-size: 12px; }
    .thumb { display: block; width: 128px; height: 227px; overflow: hidden;
      border: 1px solid #d2d2d7; border-radius: 6px; }
    .thumb iframe { width: 320px; height: 568px; border: 0; transform: scale(0.4);
      transform-origin: 0 0; pointer-events: none; }
    .label { display: block; font-size: 12px; }
    .badge { display: inline-block; font-size: 11px; background: #fff4ce; border-radius: 4px;
      padding: 0 4px; }
    .error, .content-error { background: #fdecea; color: #8a1c13; }
    .content-error, .findings { border: 1px solid #d2d2d7; padding: 8px; margin: 8px 0; }
    pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; font-size: 12px; }
    .concerns td { background: #fafafa; font-size: 12px; }
    ul { margin: 0; padding-left: 18px; }
    .lint .error { color: #8a1c13; background: none; }
    .lint .warning { color: #7a4d00; }

    """
}
