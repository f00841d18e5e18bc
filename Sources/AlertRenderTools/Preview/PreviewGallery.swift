import AlertLayout
import AlertRendering

/// Every alert in every locale and theme, with the diagnostics and lint findings that concern
/// each alert: what `alert-render preview` draws as its index page.
///
/// A broken alert, or content that does not load, is part of the gallery (its row or its
/// `contentError` says why), never a reason to stop drawing the rest.
package struct PreviewGallery: Sendable {
  /// One alert file to show.
  package struct Input: Sendable {
    /// The path as given, for messages and the index.
    package var path: String
    /// The file's bytes, or why they could not be read.
    package var bytes: Result<[UInt8], FileBytes.ReadProblem>

    package init(path: String, bytes: Result<[UInt8], FileBytes.ReadProblem>) {
      self.path = path
      self.bytes = bytes
    }
  }

  /// One locale and theme: a column of the grid.
  package struct Column: Sendable, Hashable {
    package var locale: String
    package var theme: Theme.Appearance

    package init(locale: String, theme: Theme.Appearance) {
      self.locale = locale
      self.theme = theme
    }

    /// `en-US-light`: the page's file name without `.html`.
    package var id: String { "\(locale)-\(theme.rawValue)" }
  }

  /// One alert in one locale and theme.
  package struct Cell: Sendable {
    package var column: Column
    /// The page's path in the site, such as `email-alert/en-US-light.html`.
    package var page: String
    /// The rendered document, or the error rendering gave.
    package var document: Result<LayoutDocument, AlertDataError>
    /// Why the document says what it says, the same for every theme, and the path of its
    /// page (`email-alert/en-US.explain.html`; `.explain.json` beside it); nil when the
    /// document did not render.
    package var explanation: Explanation? = nil
    package var explanationPage: String = ""
  }

  /// A diagnostic of an alert's documents, with the columns whose documents carry it.
  package struct Note: Sendable, Equatable {
    package var diagnostic: Diagnostic
    /// The columns whose documents carry it, in column order.
    package var columns: [Column]
  }

  /// One alert: its cells and what concerns it.
  package struct Row: Sendable {
    /// The directory of its pages in the site: the file name without `.json`, made unique.
    package var name: String
    /// The input path.
    package var path: String
    /// The alert's id and type name, when it decoded.
    package var alert: (id: String, type: String)?
    /// Why the alert could not be read or decoded; then it has no cells.
    package var error: String?
    package var cells: [Cell]
    /// The distinct diagnostics of its documents.
    package var notes: [Note]
    /// The lint findings about the rule files and catalog keys it uses.
    package var findings: [LintFinding]
    /// What rendering it reads, when it decoded: how `findings` were chosen.
    package var usage: ContentUsage?
  }

  package var columns: [Column]
  package var rows: [Row]
  /// Why the rules or catalogs did not load; then no row has cells.
  package var contentError: String?
  /// Every lint finding.
  package var findings: [LintFinding]
  /// The findings no row's alert uses (unused keys, notes about drop-ins).
  package var unplacedFindings: [LintFinding] {
    findings.filter { finding in !rows.contains { $0.findings.contains(finding) } }
  }

  /// Replaces the lint findings, placing each beside the alerts it concerns as `init` does:
  /// for a watcher that shows the pages before lint has run.
  package mutating func place(_ findings: [LintFinding]) {
    self.findings = findings
    for index in rows.indices {
      rows[index].findings = rows[index].usage.map { findings.filter($0.concerns) } ?? []
    }
  }

  /// The pseudo-locales every gallery shows besides the catalogs' locales.
  package static let pseudoLocales = ["en-XA", "ar-XB"]

  /// The gallery of `inputs` rendered with `content` (or its loading error) for `device`,
  /// date conditions measuring from `now`;
  /// `findings` are lint's findings for the same content. A row in `reusing`, by input path,
  /// is taken as it is when its name is still the same: a watcher passes the rows of alerts
  /// that did not change while the content did not either. With `explains`, each cell that
  /// rendered carries its explanation.
  package init(
    inputs: [Input], content: Result<AlertRenderer, ResourceError>, findings: [LintFinding],
    device: DeviceClass = .other, now: LeakDate? = nil, reusing previous: [String: Row] = [:],
    explains: Bool = false
  ) {
    self.findings = findings
    var used: Set<String> = []
    let names = inputs.map { Self.uniqueName(for: $0.path, taken: &used) }
    switch content {
    case .success(let renderer):
      contentError = nil
      columns = Self.columns(for: renderer)
      let columns = columns
      rows = zip(inputs, names).map { input, name in
        if let row = previous[input.path], row.name == name { return row }
        return Self.row(
          input, name: name, renderer: renderer, columns: columns, findings: findings,
          device: device, now: now, explains: explains)
      }
    case .failure(let error):
      contentError = error.description
      columns = []
      rows = zip(inputs, names).map {
        Row(
          name: $1, path: $0.path, alert: nil, error: nil, cells: [], notes: [], findings: [],
          usage: nil)
      }
    }
  }

  /// The catalogs' locales, source language first, then the pseudo-locales; each in light
  /// and dark.
  package static func columns(for renderer: AlertRenderer) -> [Column] {
    let catalogs = renderer.catalogs
    let source = catalogs.sourceLanguage.description
    var locales = [source]
    locales += catalogs.locales.map(\.description).filter { $0 != source }.sorted()
    locales += pseudoLocales.filter { !locales.contains($0) }
    return locales.flatMap { locale in
      Theme.Appearance.allCases.map { Column(locale: locale, theme: $0) }
    }
  }

  /// The row of one input: decoded once, rendered in every column.
  package static func row(
    _ input: Input, name: String, renderer: AlertRenderer, columns: [Column],
    findings: [LintFinding], device: DeviceClass, now: LeakDate? = nil, explains: Bool = false
  ) -> Row {
    var row = Row(
      name: name, path: input.path, alert: nil, error: nil, cells: [], notes: [], findings: [],
      usage: nil)
    let alert: Alert
    switch input.bytes {
    case .failure(let problem):
      row.error = problem.reason
      return row
    case .success(let bytes):
      do {
        alert = try Alert(json: bytes)
      } catch {
        row.error = error.description
        return row
      }
    }
    row.alert = (alert.id, alert.type.name)
    var explanations: [String: Explanation] = [:]
    for column in columns {
      let document = Result(catching: { () throws(AlertDataError) -> LayoutDocument in
        try renderer.render(
          alert, locale: column.locale, theme: .standard(column.theme), device: device, now: now)
      })
      var cell = Cell(column: column, page: "\(name)/\(column.id).html", document: document)
      if explains, (try? document.get()) != nil {
        cell.explanation =
          explanations[column.locale]
          ?? (try? renderer.explain(
            alert, locale: column.locale, device: device, now: now, file: input.path))
        explanations[column.locale] = cell.explanation
        cell.explanationPage = "\(name)/\(column.locale).explain.html"
      }
      row.cells.append(cell)
      for diagnostic in (try? document.get())?.diagnostics ?? [] {
        if let index = row.notes.firstIndex(where: { $0.diagnostic == diagnostic }) {
          row.notes[index].columns.append(column)
        } else {
          row.notes.append(Note(diagnostic: diagnostic, columns: [column]))
        }
      }
    }
    let usage = ContentUsage(of: alert, renderer: renderer)
    row.usage = usage
    row.findings = findings.filter(usage.concerns)
    return row
  }

  /// The name of an input's page directory: its file name without `.json`, reduced to
  /// characters safe in a URL and a file name, with `-2`, `-3`… when another input took it.
  package static func uniqueName(for path: String, taken: inout Set<String>) -> String {
    var base = String(path.split(separator: "/").last ?? "alert")
    if base.hasSuffix(".json") { base.removeLast(5) }
    var name = String(
      base.unicodeScalars.map { scalar -> Character in
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
          || scalar == "-" || scalar == "_" ? Character(scalar) : "-"
      })
    if name.isEmpty { name = "alert" }
    var candidate = name
    var number = 2
    while !taken.insert(candidate.lowercased()).inserted {
      candidate = "\(name)-\(number)"
      number += 1
    }
    return candidate
  }
}
